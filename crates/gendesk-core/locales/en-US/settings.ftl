# The settings window.

settings-title = Settings
settings-appearance = Appearance
settings-language = Language
# $language is the system's language, named in itself ("日本語").
settings-language-system = System ({ $language })
settings-language-hint = Changes every word at once; numbers and dates follow the language.
settings-theme = Theme
settings-theme-system = System
settings-theme-light = Light
settings-theme-dark = Dark
settings-notify = Notify me when work finishes while GenDesk is in the background
settings-notify-explained = One notification per task, batch or download you asked for; a batch is announced once, when it ends.
