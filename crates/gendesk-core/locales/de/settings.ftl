# Das Einstellungsfenster.

settings-title = Einstellungen
settings-appearance = Darstellung
settings-language = Sprache
settings-language-system = System ({ $language })
settings-language-hint = Ändert sofort alle Texte; Zahlen und Datumsangaben folgen der Sprache.
settings-theme = Design
settings-theme-system = System
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-notify = Benachrichtigen, wenn Arbeit fertig ist, während GenDesk im Hintergrund läuft
settings-notify-explained = Eine Benachrichtigung pro Aufgabe, Stapel oder Download, die Sie angestoßen haben; ein Stapel wird einmal gemeldet, wenn er endet.
