# The headless commands' human output (never --json).

cli-engine-needs = `{ $verb }` braucht { $what ->
    [model] ein Modell
    [mode] einen Modus
    [count] eine Anzahl
    [webhook-url] eine Webhook-URL
    [file-path] einen Dateipfad
    [task-row] eine Aufgabenzeile
    [folder] einen Ordner
    [download-row] eine Download-Zeile
   *[question] die Nummer der Frage
}
cli-engine-expected-number = erwartet: { $what ->
    [item-count] eine Anzahl von Einträgen
    [task-row] eine Aufgabenzeile
    [download-row] eine Download-Zeile
   *[question] eine Fragennummer
} (eine Zahl)
cli-engine-unknown-command = unbekannter Befehl `{ $command }`
cli-engine-output = die Ausgabe konnte nicht geschrieben werden: { $reason }
cli-engine-online = der Dienst antwortet wieder nach { $outage } ohne Verbindung
cli-engine-model-list-unreadable = die Modellliste konnte nicht gelesen werden: { $reason }
cli-engine-model-not-listed = das Modell { $model } ist nicht in der Modellliste von GenDesk; fügen Sie es im Fenster hinzu (Erstellen → Modell hinzufügen…) oder verwenden Sie ein aufgeführtes Modell
cli-engine-batch-file-refused = { $reason } (es wurde nichts gesendet)
cli-engine-data-dir = geben Sie --data-dir FOLDER an: Die Engine ohne Fenster speichert dort ihren Verlauf und ihr Protokoll
cli-engine-data-folder-busy = GenDesk läuft mit dem Datenordner { $folder } (sein Fenster oder eine andere `gendesk engine`); schließen Sie es zuerst oder geben Sie ein anderes --data-dir an
cli-engine-limit-amount = { $option } erwartet einen Betrag in USD ab 0, etwa 5 oder 12.50
cli-api-key-variable = setzen Sie GENDESK_API_KEY auf den API-Schlüssel (er wird nie von der Befehlszeile gelesen)
cli-already-open = GenDesk ist mit diesem Datenordner bereits geöffnet: Sein Fenster wurde in den Vordergrund geholt.
cli-already-open-process = GenDesk ist mit diesem Datenordner bereits geöffnet (Prozess { $pid }): Sein Fenster wurde in den Vordergrund geholt.
cli-no-log-file = keine Protokolldatei: { $reason }
cli-no-renderer = { $reason }.

    Warum jeder einzelne fehlschlug, steht im Protokoll: { $log }
cli-proxy-refused = --proxy: { $reason }
cli-proxy-no-password = --proxy nennt den Benutzer { $user }, aber { $variable } ist nicht gesetzt; setzen Sie die Variable auf das Passwort des Proxys (es wird nie von der Befehlszeile gelesen)
cli-show-missing = { $path } ist nicht mehr da: Die Datei wurde verschoben oder gelöscht.
cli-show-not-opened = kein Dateimanager hat den Ordner { $folder } geöffnet. Öffnen Sie ihn stattdessen in Ihrem Dateimanager.
cli-update-refused = Update abgelehnt: { $reason }
cli-update-up-to-date = GenDesk { $version } ist auf dem neuesten Stand.
cli-update-available = GenDesk { $version } ist verfügbar (dies ist { $running }), veröffentlicht am { $published }.
cli-update-required = Diese Version ist zu alt, um sie weiter mit dem Dienst zu verwenden: Bitte aktualisieren Sie.
cli-update-install-with = Installieren mit: gendesk update apply
cli-update-own-path-unknown = der eigene Pfad dieses Programms ist unbekannt ({ $reason })
cli-update-updated = Auf GenDesk { $version } aktualisiert; das vorherige Programm bleibt als { $backup } erhalten.
cli-update-installer-started = Das Installationsprogramm für GenDesk { $version } läuft; es startet GenDesk, wenn es fertig ist.
cli-update-package-ready = Das geprüfte Paket ist bereit: { $path }
cli-update-catalogue = { $count ->
    [0] Der Modellkatalog hat jetzt Version { $version }.
    [one] Der Modellkatalog hat jetzt Version { $version }, mit einem neuen Modell: { $models }.
   *[other] Der Modellkatalog hat jetzt Version { $version }, mit neuen Modellen: { $models }.
}
cli-report-no-such-profile = kein Profil heißt { $name } in { $file }; seine Profile: { $profiles }
cli-report-no-such-profile-none = kein Profil heißt { $name } in { $file }; seine Profile: noch keine
cli-report-no-history = kein Profil heißt { $name }: unter { $file } gibt es noch keinen Verlauf
cli-report-heading = Verlauf: { $file } · { $profile } · { $period }
cli-report-every-profile = alle Profile
cli-report-profile = Profil { $name }
cli-report-all-time = gesamter Zeitraum
cli-report-since = seit { $since }
cli-report-until = bis { $until }
cli-report-between = { $since } bis { $until }
cli-media-unreadable = { $file } konnte nicht gelesen werden: { $reason }
cli-media-file = Datei: { $format }
cli-media-file-size = Datei: { $format }, { $width }×{ $height }
cli-media-other-format = keine Dateiart, in die GenDesk Angaben schreibt
cli-media-parameters = Keine GenDesk-Angaben; AUTOMATIC1111-Parameter:
cli-media-no-record = Keine Angaben: Diese Datei sagt nicht, wie sie entstanden ist (GenDesk schreibt sie in die PNG-, JPEG- und WebP-Dateien, die es herunterlädt, solange Einstellungen → Downloads das eingeschaltet lässt).

## Headless commands of a portable GenDesk (portable_start.rs).
cli-portable-keys-locked = die portablen Schlüssel neben GenDesk sind gesperrt: setzen Sie { $variable } auf ihre Passphrase
