# The settings window.

settings-title = Settings
settings-appearance = Appearance
settings-language = Language
# $language is the system's language, named in itself ("日本語").
settings-language-system = System ({ $language })
settings-language-hint = Changes every word at once; numbers and dates follow the language.
settings-interface-size = Interface size
    .hint = Also Ctrl + and Ctrl − (Cmd on a Mac); Ctrl 0 goes back to 100 %
settings-interface-size-reset = Back to 100 %
settings-theme = Theme
settings-theme-system = System
settings-theme-light = Light
settings-theme-dark = Dark
settings-notify = Notify me when work finishes while GenDesk is in the background
settings-notify-explained = One notification per task, batch or download you asked for; a batch is announced once, when it ends.

## Downloads

settings-downloads = Downloads
settings-folder = Folder
    .hint = Type a folder, or choose one with Browse…
settings-browse = Browse…
settings-use-default = Use the default
settings-choose-in-dialog = Choose a folder in the dialog…
settings-downloads-go-to = Downloads go to { $folder }
settings-folder-chosen = The folder you chose.
settings-folder-default = The default: GenDesk in your Downloads folder.
settings-folder-fallback = The default for this computer: it has no Downloads folder, so GenDesk keeps results in its data folder. Choose another folder with Browse… if you prefer.
settings-folder-portable = The default: inside the folder given with --data-dir.
settings-auto-download = Download results automatically when tasks succeed
settings-largest = Largest download
    .hint = Drag, or click and type a number of MiB (1 to 1048576)
settings-largest-explained = Result files larger than this are not downloaded. Applies to downloads that start after a change.
settings-records = Keep the prompt and settings inside downloaded files
settings-records-explained = Pictures, films and music carry the model, prompt, seed, every setting and the task, where other tools read them (PNG text with an AUTOMATIC1111 “parameters” line, XMP, MP4 tags, ID3 and Vorbis comments). Never your key. Turn it off before sharing files whose prompts should stay private.
settings-beside = Also write them beside each file (name.json)
    .hint = For tools and sites that remove what is inside a file: the same record, as JSON, in a file of its own

## File names (the fields in braces are never translated)

file-names = File names
    .hint = Fields in braces; “/” makes a folder
file-names-add = Add
file-names-example = For example
file-names-and = and
file-names-clash = Results of one task get the same name, so each after the first is numbered. Add {"{n}"} to tell them apart.
file-names-kept = Downloads go on being named by { $pattern }.
file-names-explained = “/” starts a folder, as in {"{date}/{model}"}; {"{prompt:30}"} keeps the first 30 characters. Names are made safe for Windows, macOS and Linux, and a name that is taken gets a number: no file is ever replaced. A batch downloaded into a folder you pick keeps its item names.
file-names-date = The day the task was sent: 2026-11-28
file-names-time = The time it was sent: 14-05-09
file-names-model = The model
file-names-kind = image, video or music
file-names-prompt = The prompt's first 40 characters ({"{prompt:N}"} for N)
file-names-seed = The seed, when the request had one
file-names-task = The service's task ID
file-names-batch = The batch's ID (nothing for a task sent alone)
file-names-item = The batch item's name (nothing for a task sent alone)
file-names-n = Which result of the task: 1, 2, …

## Status checks

settings-polling = Status checks
settings-polling-at-most = At most
# After the number: " requests/s".
settings-polling-unit = { " " }requests/s
settings-polling-explained = How often GenDesk may ask the service about running tasks. Applies when a profile is next opened.
