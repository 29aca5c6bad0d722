# Das Einstellungsfenster.

settings-title = Einstellungen
settings-appearance = Darstellung
settings-language = Sprache
settings-language-system = System ({ $language })
settings-language-hint = Ändert sofort alle Texte; Zahlen und Datumsangaben folgen der Sprache.
settings-interface-size = Oberflächengröße
    .hint = Auch mit Strg + und Strg − (Cmd auf dem Mac); Strg 0 setzt auf 100 % zurück
settings-interface-size-reset = Zurück auf 100 %
settings-theme = Design
settings-theme-system = System
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-notify = Benachrichtigen, wenn Arbeit fertig ist, während GenDesk im Hintergrund läuft
settings-notify-explained = Eine Benachrichtigung pro Aufgabe, Stapel oder Download, die Sie angestoßen haben; ein Stapel wird einmal gemeldet, wenn er endet.

## Downloads

settings-downloads = Downloads
settings-folder = Ordner
    .hint = Geben Sie einen Ordner ein oder wählen Sie einen mit „Durchsuchen…“
settings-browse = Durchsuchen…
settings-use-default = Standard verwenden
settings-choose-in-dialog = Wählen Sie im Dialog einen Ordner…
settings-downloads-go-to = Downloads landen in { $folder }
settings-folder-chosen = Der von Ihnen gewählte Ordner.
settings-folder-default = Standard: GenDesk in Ihrem Downloads-Ordner.
settings-folder-fallback = Standard auf diesem Computer: Er hat keinen Downloads-Ordner, daher legt GenDesk Ergebnisse in seinem Datenordner ab. Wählen Sie mit „Durchsuchen…“ einen anderen Ordner, wenn Sie möchten.
settings-folder-portable = Standard: im mit --data-dir angegebenen Ordner.
settings-auto-download = Ergebnisse automatisch herunterladen, wenn Aufgaben gelingen
settings-largest = Größter Download
    .hint = Ziehen, oder klicken und eine Zahl in MiB eingeben (1 bis 1048576)
settings-largest-explained = Größere Ergebnisdateien werden nicht heruntergeladen. Gilt für Downloads, die nach einer Änderung beginnen.
settings-records = Prompt und Einstellungen in heruntergeladenen Dateien speichern
settings-records-explained = Bilder, Filme und Musik enthalten Modell, Prompt, Seed, jede Einstellung und die Aufgabe dort, wo andere Programme sie lesen (PNG-Text mit einer AUTOMATIC1111-Zeile „parameters“, XMP, MP4-Tags, ID3- und Vorbis-Kommentare). Nie Ihren Schlüssel. Schalten Sie es aus, bevor Sie Dateien teilen, deren Prompts privat bleiben sollen.
settings-beside = Zusätzlich neben jede Datei schreiben (name.json)
    .hint = Für Programme und Websites, die entfernen, was in einer Datei steckt: derselbe Eintrag als JSON in einer eigenen Datei

## Dateinamen (die Felder in geschweiften Klammern werden nicht übersetzt)

file-names = Dateinamen
    .hint = Felder in geschweiften Klammern; „/“ legt einen Ordner an
file-names-add = Einfügen
file-names-example = Zum Beispiel
file-names-and = und
file-names-clash = Die Ergebnisse einer Aufgabe bekommen denselben Namen, daher wird jedes nach dem ersten nummeriert. Fügen Sie {"{n}"} hinzu, um sie zu unterscheiden.
file-names-kept = Downloads werden weiter nach { $pattern } benannt.
file-names-explained = „/“ legt einen Ordner an, etwa {"{date}/{model}"}; {"{prompt:30}"} nimmt die ersten 30 Zeichen. Namen werden für Windows, macOS und Linux sicher gemacht, und ein vergebener Name bekommt eine Nummer: Keine Datei wird je ersetzt. Ein Stapel, der in einen gewählten Ordner heruntergeladen wird, behält die Namen seiner Einträge.
file-names-date = Der Tag, an dem die Aufgabe gesendet wurde: 2026-11-28
file-names-time = Die Uhrzeit des Sendens: 14-05-09
file-names-model = Das Modell
file-names-kind = image, video oder music
file-names-prompt = Die ersten 40 Zeichen des Prompts ({"{prompt:N}"} für N)
file-names-seed = Der Seed, wenn die Anfrage einen hatte
file-names-task = Die Aufgaben-ID des Dienstes
file-names-batch = Die ID des Stapels (leer bei einzeln gesendeten Aufgaben)
file-names-item = Der Name des Stapeleintrags (leer bei einzeln gesendeten Aufgaben)
file-names-n = Das wievielte Ergebnis der Aufgabe: 1, 2, …

## Statusabfragen

settings-polling = Statusabfragen
settings-polling-at-most = Höchstens
settings-polling-unit = { " " }Anfragen/s
settings-polling-explained = Wie oft GenDesk den Dienst nach laufenden Aufgaben fragen darf. Gilt, wenn ein Profil das nächste Mal geöffnet wird.
