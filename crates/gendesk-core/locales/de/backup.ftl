# Sicherung und Wiederherstellung in einer Datei (backup/ in gendesk-core, `gendesk backup` und `gendesk restore`).

## Fehler

err-backup-io = { $path } konnte nicht gelesen oder geschrieben werden: { $reason }; prüfen Sie Datenträger und Berechtigungen
err-backup-history = der Verlauf konnte nicht kopiert werden: { $reason }
err-backup-damaged = { $file } wurde abgelehnt, nichts wurde verändert: { $reason }
err-backup-newer-format = diese Sicherung stammt von einem neueren GenDesk (Sicherungsformat { $found }, dieses liest bis { $known }): aktualisieren Sie zuerst GenDesk; nichts wurde verändert
err-backup-newer-history = diese Sicherung stammt von einem neueren GenDesk (Verlaufsversion { $found }, dieses liest bis { $known }): aktualisieren Sie zuerst GenDesk; nichts wurde verändert
err-backup-wrong-passphrase = die Passphrase öffnet die Schlüssel und Geheimnisse dieser Sicherung nicht; nichts wurde verändert – geben Sie sie genau so ein wie beim Erstellen der Sicherung
err-backup-secrets = die Schlüssel und Geheimnisse konnten nicht gespeichert oder gelesen werden: { $reason }
err-backup-settings = die Einstellungen konnten nicht gelesen oder geändert werden: { $reason }
err-backup-interrupted = die Wiederherstellung brach mittendrin ab: { $reason }; der vorherige Stand liegt in { $safety } – stellen Sie diese Datei wieder her, um zurückzukehren

## Was mit einer Datei nicht stimmt

backup-problem-not-a-zip = sie ist keine GenDesk-Sicherung oder sie ist unvollständig ({ $reason })
backup-problem-no-seal = sie ist keine GenDesk-Sicherung oder ihr Ende ist beschädigt
backup-problem-seal-mismatch = ihr Inhalt passt nicht zu ihrer Prüfsumme: die Datei ist beschädigt oder wurde nach dem Erstellen verändert
backup-problem-no-manifest = ihr fehlt das Inhaltsverzeichnis (manifest.json)
backup-problem-manifest = ihr Inhaltsverzeichnis ist nicht lesbar ({ $reason })
backup-problem-manifest-too-big = ihr Inhaltsverzeichnis ist viel zu groß
backup-problem-bad-name = sie enthält eine Datei mit einem Namen, den GenDesk nicht annimmt ({ $entry })
backup-problem-missing-entry = ihr fehlt { $entry }
backup-problem-unlisted-entry = sie enthält { $entry }, das ihr Inhaltsverzeichnis nicht nennt
backup-problem-unreadable-entry = { $entry } darin ist nicht lesbar ({ $reason })
backup-problem-entry-changed = { $entry } darin passt nicht zu Größe oder Prüfsumme

## Andere Gründe

backup-problem-history-busy = der Verlauf blieb belegt; schließen Sie andere GenDesk-Fenster oder warten Sie kurz und versuchen Sie es erneut
backup-problem-no-keyring-given = es wurde kein Schlüsselbund angegeben, aus dem die Schlüssel gelesen werden
backup-problem-empty-passphrase = die Passphrase ist leer; wählen Sie eine, um die Schlüssel in der Sicherung zu schützen
backup-problem-secrets-unreadable = die entschlüsselten Schlüssel und Geheimnisse sind nicht lesbar (Zeile { $line }, Spalte { $column })
backup-problem-path-not-text = der Name des Ordners ist kein Text, den SQLite öffnen kann; verschieben Sie den Datenordner unter einen einfacheren Namen
backup-problem-unknown-table = der Verlauf hat eine Tabelle, die dieses GenDesk nicht zusammenführen kann ({ $table }); stellen Sie ihn stattdessen mit Ersetzen wieder her

## gendesk backup / gendesk restore

backup-cli-no-passphrase = --with-secrets braucht die Passphrase in der Umgebungsvariable GENDESK_BACKUP_PASSPHRASE; setzen Sie sie oder lassen Sie --with-secrets weg
backup-cli-exists = { $file } gibt es schon; wählen Sie einen anderen Namen oder verschieben Sie diese Datei zuerst
backup-cli-busy = GenDesk ist mit diesem Datenordner geöffnet ({ $folder }); schließen Sie es und stellen Sie dann erneut wieder her
backup-cli-written = Sicherung geschrieben: { $file } ({ $size })
backup-cli-history = Verlauf: { $tasks ->
    [one] { $tasks } Aufgabe
   *[other] { $tasks } Aufgaben
}, { $batches ->
    [one] { $batches } Stapel
   *[other] { $batches } Stapel
}, { $downloads ->
    [one] { $downloads } Download-Eintrag
   *[other] { $downloads } Download-Einträge
}, { $profiles ->
    [one] { $profiles } Profil
   *[other] { $profiles } Profile
}
backup-cli-files = Dateien: { $files }
backup-cli-results-included = Heruntergeladene Ergebnisse: enthalten
backup-cli-secrets-included = Schlüssel und Geheimnisse: enthalten, mit Ihrer Passphrase verschlüsselt
backup-cli-secrets-left-out = Schlüssel und Geheimnisse: nicht enthalten (--with-secrets fügt sie verschlüsselt hinzu)
backup-cli-skipped = Ausgelassen (Namen, die kein Text sind): { $files }
backup-cli-restored-replace = Wiederhergestellt aus { $file }: Verlauf und Einstellungen wurden ersetzt
backup-cli-restored-merge = Zusammengeführt aus { $file }: { $added ->
    [one] { $added } Aufgabe hinzugefügt
   *[other] { $added } Aufgaben hinzugefügt
}, { $present } schon vorhanden; { $batches ->
    [one] { $batches } Stapel hinzugefügt
   *[other] { $batches } Stapel hinzugefügt
}, { $downloads ->
    [one] { $downloads } Download-Eintrag hinzugefügt
   *[other] { $downloads } Download-Einträge hinzugefügt
}
backup-cli-profiles-added = Hinzugefügte Profile: { $names }
backup-cli-settings-written = Geschriebene Einstellungsdateien: { $count }
backup-cli-results-restored = Heruntergeladene Ergebnisse: { $written } geschrieben, { $kept } schon vorhanden (behalten)
backup-cli-safety = Der vorherige Stand: { $file }
backup-cli-secrets-restored = Schlüssel und Geheimnisse: { $saved } gespeichert, { $kept } schon vorhanden (behalten)
backup-cli-secrets-skipped = Schlüssel und Geheimnisse: übersprungen – die Sicherung enthält sie, aber GENDESK_BACKUP_PASSPHRASE ist nicht gesetzt
backup-cli-secrets-none = Schlüssel und Geheimnisse: keine in dieser Sicherung
backup-cli-no-key = Profile ohne API-Schlüssel: { $names } – tragen Sie ihre Schlüssel in den Profileinstellungen von GenDesk ein

## The progress bar's steps (work_progress.rs) and the report after a restore (restore_report.rs).
backup-step-checking = Datei wird geprüft…
backup-step-history = Verlauf wird kopiert…
backup-step-settings = Einstellungen und Profile…
backup-step-results = Heruntergeladene Ergebnisse…
backup-step-secrets = Schlüssel und Geheimnisse…
backup-step-safety = Kopie des jetzigen Stands wird aufbewahrt…
backup-step-restoring = Wird wiederhergestellt…
restore-report-title = Sicherung wiederhergestellt
restore-report-failed-title = Die Sicherung wurde nicht wiederhergestellt
restore-report-secrets-skipped = Schlüssel und Geheimnisse: ausgelassen – es wurde keine Passphrase eingegeben
restore-report-show-earlier = Frühere Daten zeigen
restore-report-close = Schließen
