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

## Netzwerk

settings-network = Netzwerk
settings-network-reading = Netzwerkeinstellungen werden gelesen…
settings-network-unreadable = Beim Speichern wird die unlesbare Datei durch die Einstellungen unten ersetzt.
settings-network-for-all = Diese Einstellungen gelten für alle Profile.
settings-network-applies-to = Gilt für
settings-network-every-profile = alle Profile
settings-network-only = nur „{ $profile }“
settings-proxy = Proxy
settings-proxy-system = Vom System
    .hint = Windows-Internetoptionen, macOS-Netzwerkeinstellungen oder die Variablen HTTP_PROXY und HTTPS_PROXY
settings-proxy-none = Keiner (direkt)
settings-proxy-custom = Eigener
settings-proxy-kind = Proxy-Art
settings-proxy-host = Proxy-Host
    .placeholder = proxy.example.com oder 10.0.0.5
settings-proxy-port = Proxy-Port
settings-proxy-user = Proxy-Benutzername
    .placeholder = nur wenn der Proxy danach fragt
settings-proxy-password = Proxy-Passwort
    .placeholder = im Schlüsselbund gespeichert; leer lassen behält es
settings-proxy-socks5 = Namen löst der SOCKS5-Proxy auf; das funktioniert also auch, wenn DNS nur hinter ihm erreichbar ist.
settings-bypass = Ausnahmen
    .placeholder = leer: alles geht über den Proxy
    .hint = Durch Kommas getrennt: Hostnamen, .domain-Endungen, IP-Adressen, Netze wie 10.0.0.0/8
settings-bypass-default = Standard
settings-bypass-explained = Diese Adressen gehen nie über den Proxy. Standardmäßig: dieser Computer, damit die Offline-Sandbox und der Webhook-Empfänger weiter funktionieren.
settings-ca = Zusätzliche Zertifizierungsstelle
    .placeholder = keine: die des Systems gelten
    .hint = Eine PEM-Datei (-----BEGIN CERTIFICATE-----) von Ihrer IT-Abteilung
settings-ca-remove = Entfernen
settings-ca-explained = Nur nötig, wenn Ihre Organisation HTTPS mit einer eigenen Zertifizierungsstelle prüft, der das System noch nicht vertraut. GenDesk ignoriert nie Zertifikatsfehler.
settings-network-needs-host = Geben Sie den Host des Proxys ein, um diese Einstellungen zu testen oder zu speichern.
settings-network-test = Verbindung testen
    .hint = Den Dienst und einen Ergebnis-Host mit diesen (noch nicht gespeicherten) Einstellungen erreichen
settings-network-save = Netzwerkeinstellungen speichern
    .hint = Diese Einstellungen behalten (das Passwort kommt in den Schlüsselbund) und neu verbinden
settings-network-testing = Wird getestet…
settings-network-route = { $route }, in { $ms } ms
settings-network-reached = Erreicht
settings-network-failed = Fehlgeschlagen
settings-network-skipped = Übersprungen

## Referenzbilder

settings-references = Referenzbilder
settings-references-no-profile = Öffnen Sie ein Profil, um festzulegen, wohin seine Bilder gehen.
settings-references-sandbox = Die Offline-Sandbox nimmt Bilder von diesem Computer direkt: nichts einzurichten.
settings-references-intro = Der Dienst holt Referenzbilder über ihre Adresse. Für „{ $profile }“ gehen Bilder von diesem Computer:
settings-references-nowhere = Nirgendwohin: Ich gebe nur Bild-URLs an
settings-references-bucket = In meinen Bucket (S3-kompatibel: AWS S3, Cloudflare R2, Backblaze B2, MinIO, …)
settings-references-receiver = Über den Empfänger von GenDesk und meinen Tunnel (GenDesk muss offen bleiben, bis jede Aufgabe gestartet ist)
settings-references-served = Bilder werden unter { $url }/files/… an einer zufälligen Adresse bereitgestellt, nur die von Ihnen gewählten und nur, solange GenDesk läuft. Der Empfänger muss eingeschaltet sein (Webhooks).
settings-references-no-tunnel = Legen Sie zuerst unten unter „Webhook-Empfänger“ die Tunnel-URL fest: Von dieser Adresse holt der Dienst die Bilder.
settings-bucket-test = Testen
    .hint = Eine kleine Datei in den Bucket schreiben, über einen Link zurücklesen und löschen
settings-references-save = Speichern
    .hint = Für das Profil behalten (der geheime Schlüssel kommt in den Schlüsselbund)
settings-bucket-checking = Bucket wird geprüft…
settings-bucket-works = Der Bucket funktioniert: GenDesk hat eine Testdatei geschrieben, zurückgelesen und gelöscht.
settings-bucket-endpoint = Endpunkt
    .placeholder = https://<konto>.r2.cloudflarestorage.com
    .hint = AWS: https://s3.<region>.amazonaws.com · R2: https://<konto-id>.r2.cloudflarestorage.com · MinIO: http://127.0.0.1:9000
settings-bucket-name = Bucket
settings-bucket-region = Region
    .hint = „auto“ für Cloudflare R2; us-east-1 für die meisten MinIO-Installationen; die Region des Buckets für AWS
settings-bucket-access-key = Zugriffsschlüssel-ID
settings-bucket-secret-key = Geheimer Schlüssel
    .placeholder = im Schlüsselbund gespeichert; leer lassen behält ihn
settings-bucket-link-hours = Links gelten
    .hint = Wie lange der Dienst ein hochgeladenes Bild abrufen kann: 1 bis 24 Stunden
settings-bucket-delete = Einen Upload löschen, sobald jede Aufgabe, die ihn nutzt, beendet ist
settings-bucket-virtual-host = Bucket als bucket.host ansprechen (Virtual-Host-Stil) statt host/bucket

## Ausgabenlimit

settings-spending = Ausgabenlimit
settings-spending-explained = Für „{ $profile }“: Eine Aufgabe oder ein Stapel, der die Ausgaben des Tages oder Monats über ein Limit brächte (nach den Schätzungen von GenDesk), wartet und fragt zuerst. Leer für kein Limit.
settings-spending-per-day = Pro Tag ($)
settings-spending-per-month = Pro Monat ($)
settings-spending-none = kein Limit
settings-spending-save = Limit speichern
settings-spending-bad-day = Das Limit pro Tag muss ein Betrag in Dollar sein, etwa 5 oder 2.50 (oder leer für keines).
settings-spending-bad-month = Das Limit pro Monat muss ein Betrag in Dollar sein, etwa 5 oder 2.50 (oder leer für keines).
settings-spending-range-day = Das Limit pro Tag muss zwischen 0,01 $ und 1.000.000 $ liegen.
settings-spending-range-month = Das Limit pro Monat muss zwischen 0,01 $ und 1.000.000 $ liegen.
settings-spending-no-limit = Kein Ausgabenlimit.
settings-spending-day = Höchstens { $day } pro Tag.
settings-spending-month = Höchstens { $month } pro Monat.
settings-spending-day-month = Höchstens { $day } pro Tag und { $month } pro Monat.

## Webhook-Empfänger

settings-receiver = Webhook-Empfänger
settings-receiver-explained = Schalten Sie ihn pro Profil in der Ansicht „Webhooks“ ein. Er lauscht nur auf diesem Computer (127.0.0.1).
settings-receiver-off = Jetzt: für dieses Profil aus.
settings-receiver-listening = Jetzt: lauscht auf Port { $port }.
settings-receiver-failed = Jetzt: { $reason }
settings-receiver-port = Port
    .hint = Der Port auf 127.0.0.1 (1 bis 65535); wählen Sie einen anderen, wenn ein Programm ihn schon nutzt
settings-receiver-bad-port = Ein Port ist eine ganze Zahl von 1 bis 65535; „{ $text }“ ist keine.
settings-receiver-freshness = Zeitfenster
    .hint = Wie weit die Signaturzeit eines Webhooks von der Uhr dieses Computers abweichen darf, bevor er als zu alt oder aus der Zukunft abgelehnt wird
settings-receiver-kept = Aufbewahrte Zustellungen
    .hint = Über diese Zahl hinaus werden die ältesten Zustellungen entfernt
settings-receiver-kept-unit = { " " }pro Profil
settings-receiver-tunnel = Tunnel-URL
    .hint = Die öffentliche https://-Adresse Ihres eigenen Tunnels zu diesem Port; die Formulare nutzen sie für einen echten Dienst
settings-receiver-apply = Übernehmen
settings-receiver-undo = Rückgängig
settings-tunnel-invalid = { $url } ist keine gültige URL ({ $error }); geben Sie die https://-Adresse ein, die Ihr Tunnel anzeigt
settings-tunnel-not-https = { $url } muss mit https:// beginnen – der Dienst ruft nur öffentliche HTTPS-Adressen auf
settings-tunnel-no-host = { $url } hat keinen Hostnamen
settings-tunnel-query = { $url } enthält eine Abfrage oder ein Fragment; geben Sie nur die Adresse des Tunnels ein (GenDesk fügt den Pfad an)

# The display settings file is damaged or unreadable: $path is the file, $problem what was wrong (often in English).
settings-prefs-unreadable = Die Anzeigeeinstellungen in { $path } konnten nicht gelesen werden ({ $problem }); es gelten die Standardwerte.

# Saving the display settings failed: $path is the file, $problem the system's reason.
settings-prefs-not-saved = Ihre Anzeigeeinstellungen konnten nicht in { $path } gespeichert werden: { $problem }. Prüfen Sie die Berechtigungen des Ordners und den freien Speicherplatz.

# A made-up prompt the file-name preview shows names for.
settings-file-names-sample-prompt = Ein Rotfuchs im frischen Schnee bei Tagesanbruch, weiches Licht

## Settings → Backup (backup_settings.rs, app/backup_actions.rs). $size is a file size; $file a path.
settings-backup = Sicherung
settings-backup-intro = Eine Datei mit Ihrem Verlauf, Ihren Einstellungen, Profilen, Vorlagen und eigenen Modellen – zum sicheren Aufbewahren oder um GenDesk auf einen anderen Computer umzuziehen.
settings-backup-results = Heruntergeladene Ergebnisse einschließen
settings-backup-secrets = Schlüssel und Geheimnisse verschlüsselt einschließen
    .hint = API-Schlüssel, Webhook-Signaturgeheimnisse, Bucket- und Proxy-Passwörter, mit einer Passphrase verschlüsselt; ohne sie sind sie gar nicht in der Datei
settings-backup-passphrase = Passphrase
settings-backup-again = Wiederholen
settings-backup-passphrase-empty = Wählen Sie eine Passphrase, die die Schlüssel schützt.
settings-backup-passphrase-differs = Die beiden Passphrasen unterscheiden sich.
settings-backup-now = Sichern…
    .hint = Wählen Sie, wohin die Sicherungsdatei geschrieben wird
settings-backup-dialog = GenDesk sichern
settings-backup-instead = führen Sie stattdessen `gendesk backup FILE` in einem Terminal aus
settings-backup-nothing = Es wurde keine Sicherung geschrieben.
settings-backup-done = Sicherung geschrieben: { $file } ({ $tasks ->
        [one] { $tasks } Aufgabe
       *[other] { $tasks } Aufgaben
    }, { $size })

## Settings → Backup → Restore (restore_settings.rs, app/restore_actions.rs).
settings-restore = Wiederherstellen
settings-restore-intro = Eine Sicherung einspielen: ihren Verlauf zu diesem hinzufügen oder alles hier durch sie ersetzen. GenDesk schließt dafür sein Fenster und öffnet es danach wieder.
settings-restore-file = Sicherungsdatei
    .hint = eine mit „Sichern…“ erstellte .zip
settings-restore-choose = Auswählen…
settings-restore-check = Prüfen
settings-restore-dialog = GenDesk-Sicherung wiederherstellen
settings-restore-instead = geben Sie stattdessen den Pfad der Datei im Feld „Sicherungsdatei“ ein
settings-restore-made = Erstellt mit GenDesk { $version } am { $date } ({ $size })
settings-restore-results = Heruntergeladene Ergebnisse: { $count ->
        [one] { $count } Datei
       *[other] { $count } Dateien
    }, { $size }
settings-restore-no-secrets = Schlüssel und Geheimnisse: nicht in dieser Sicherung – nach dem Wiederherstellen fragt GenDesk nach dem API-Schlüssel jedes Profils
settings-restore-merge = Ihren Verlauf zu diesem hinzufügen (Ihre Einstellungen bleiben)
settings-restore-replace = Alles hier durch sie ersetzen (vorher wird eine Kopie des jetzigen Stands aufbewahrt)
settings-restore-passphrase = Passphrase der Schlüssel
    .hint = leer: ohne die Schlüssel wiederherstellen
settings-restore-now = Wiederherstellen und neu öffnen…
    .hint = GenDesk schließt sein Fenster, spielt die Sicherung ein und öffnet sich wieder
settings-restore-confirm = Ihr Verlauf, Ihre Einstellungen, Profile und Vorlagen werden durch die der Sicherung ersetzt. Vorher wird eine Kopie des jetzigen Stands im Ordner backups des Datenordners aufbewahrt.
settings-restore-confirm-yes = Ersetzen und neu öffnen
settings-restore-confirm-no = Abbrechen
settings-restore-unlocking = Passphrase wird geprüft…

## Settings → Log: the detailed log until GenDesk restarts (help_menu.rs).
settings-log = Protokoll
