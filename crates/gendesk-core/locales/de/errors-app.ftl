# Errors of the app itself: the history database, profiles, network settings, the keyring, the data folder and its lock, the log, the engine, provenance records and the window.

## The history database (store/error.rs).

err-store-create-dir = der Ordner { $path } für die Verlaufsdatenbank konnte nicht angelegt werden: { $cause }; prüfen Sie den Datenträger und die Berechtigungen
err-store-open = die Verlaufsdatenbank unter { $path } konnte nicht geöffnet werden: { $cause }; prüfen Sie den Datenträger und die Berechtigungen, oder verschieben Sie die Datei, um mit einem neuen Verlauf zu beginnen
err-store-no-wal = die Verlaufsdatenbank unter { $path } kann kein Write-Ahead-Logging nutzen (der Journalmodus blieb { $mode }); legen Sie den Verlauf auf einem lokalen Datenträger ab
err-store-too-new = die Verlaufsdatenbank unter { $path } wurde von einem neueren GenDesk geschrieben (Schemaversion { $found }, dieser Build kennt bis { $supported }); sie wurde nicht verändert – aktualisieren Sie GenDesk, oder verschieben Sie die Datei, um mit einem neuen Verlauf zu beginnen
err-store-migration = das Aktualisieren der Verlaufsdatenbank unter { $path } auf Schemaversion { $version } ist fehlgeschlagen: { $cause }; sie blieb auf Version { $version_before } – prüfen Sie den freien Speicherplatz und starten Sie GenDesk neu
err-store-busy = die Verlaufsdatenbank unter { $path } blieb während „{ $doing }“ gesperrt; vielleicht verwendet sie ein anderes GenDesk-Fenster oder ein Backup-Programm – schließen Sie es und versuchen Sie es erneut
err-store-disk-full = der Datenträger mit der Verlaufsdatenbank unter { $path } ist voll ({ $doing }); geben Sie etwas Speicherplatz frei
err-store-conflict = „{ $doing }“ widerspricht dem, was der Verlauf bereits enthält: { $cause }
err-store-database = die Verlaufsdatenbank unter { $path } ist bei „{ $doing }“ gescheitert: { $cause }; wenn das wieder vorkommt, prüfen Sie den Datenträger und die Berechtigungen
err-store-not-found = { $what } { $id } ist nicht im Verlauf; vielleicht wurde es mit seinem Profil gelöscht
err-store-wrong-phase = die Aufgabenzeile { $row } ist im Zustand `{ $phase }`, daher ist „{ $action }“ nicht möglich
err-store-duplicate-task-id = die Aufgabe { $task_id } ist bereits als Aufgabenzeile { $existing } dieses Profils gespeichert; der Dienst hat eine ID zurückgegeben, die er schon einmal vergeben hatte
err-store-file-name-taken = ein anderer Download schreibt bereits in die Datei { $file_name } im Ordner { $target_dir }; wählen Sie einen anderen Namen
err-store-invalid-input = der Verlauf kann das nicht speichern: { $detail }

## Profiles (config/profiles.rs).

err-profiles-io = die Profildatei { $path } konnte nicht { $action ->
        [read] gelesen
       *[other] gespeichert
    } werden: { $cause }; prüfen Sie die Berechtigungen des Ordners und den freien Speicherplatz
err-profiles-damaged = die Profildatei { $path } ist beschädigt ({ $reason }); reparieren oder verschieben Sie sie, dann startet GenDesk ohne Profile
err-profiles-duplicate-name = ein Profil namens { $name } gibt es bereits; wählen Sie einen anderen Namen
err-profiles-not-found = es gibt kein Profil namens { $name }
err-profiles-empty-name = das Profil braucht einen Namen

## Network settings (config/network.rs).

err-network-no-host = der eigene Proxy hat keinen Host; geben Sie seinen Namen oder seine Adresse in den Netzwerkeinstellungen ein
err-network-address = die Adresse des eigenen Proxys ist nicht verwendbar: { $reason }
err-network-ca-file = die Datei der zusätzlichen Zertifizierungsstelle { $path } kann nicht gelesen werden ({ $reason }); wählen Sie in den Netzwerkeinstellungen eine andere Datei, oder entfernen Sie sie
err-network-password = das Proxy-Passwort konnte nicht gelesen werden ({ $reason }); geben Sie es in den Netzwerkeinstellungen erneut ein
err-network-file = die Datei der Netzwerkeinstellungen { $path } konnte nicht { $action ->
        [read] gelesen
       *[other] gespeichert
    } werden ({ $reason })

## The system keyring (config/secrets.rs).

err-secrets-keyring = der Schlüsselbund des Systems konnte „{ $what }“ nicht { $action ->
        [store] speichern
        [read] lesen
       *[other] löschen
    }: { $reason }. Sie können „{ $what }“ nur für diese Sitzung behalten, bis GenDesk geschlossen wird
err-secrets-stored = der im Schlüsselbund gespeicherte API-Schlüssel ist nicht verwendbar ({ $reason }); geben Sie ihn im Profil erneut ein
err-secrets-unreadable-secrets = die im Schlüsselbund gespeicherten Webhook-Signaturgeheimnisse sind unlesbar ({ $reason }); GenDesk holt das aktuelle Geheimnis erneut vom Dienst, aber mit älteren Versionen signierte Zustellungen lassen sich erst prüfen, wenn diese Versionen wieder bekannt sind

## GenDesk's folders (config/paths.rs).

err-paths-no-home = es wurde kein Home-Ordner für die Einstellungen von GenDesk gefunden; starten Sie es mit --data-dir <folder>

## One GenDesk per data folder (instance/mod.rs).

err-instance-lock-file = GenDesk konnte seine Sperrdatei { $path } nicht anlegen: { $cause }. Prüfen Sie, ob der Datenordner beschreibbar ist
err-instance-socket = GenDesk konnte seinen lokalen Socket ({ $name }) nicht öffnen, über den ein zweiter Start dieses Fenster in den Vordergrund holt: { $cause }

## The log file (logging.rs).

err-logging-folder = der Protokollordner { $path } konnte nicht angelegt werden: { $cause }
err-logging-already-set = die Protokollierung war bereits eingerichtet: { $reason }

## The engine (engine/mod.rs, engine/store_handle.rs).

err-engine-store-join = der Hintergrundprozess der Verlaufsdatenbank wurde unerwartet beendet: { $reason }
err-engine-runtime = der Hintergrundprozess konnte nicht starten: { $cause }
err-engine-busy = GenDesk ist noch mit früheren Anfragen beschäftigt; versuchen Sie es gleich noch einmal
err-engine-stopped = der Hintergrundprozess wurde beendet; starten Sie GenDesk neu

## Provenance records: the prompt and settings written into a downloaded file (provenance/mod.rs).

err-provenance-damaged = die Datei ist keine vollständige { $format }-Datei: { $detail }
err-provenance-too-large = die Angaben sind zu groß für eine { $format }-Datei
err-provenance-unsupported = { $format } nimmt keine Angaben auf
err-provenance-encode = die Angaben konnten nicht kodiert werden: { $reason }
err-provenance-io = die Datei konnte nicht gelesen oder geschrieben werden: { $cause }

## The window (src/ui/mod.rs).

err-ui-window = das GenDesk-Fenster konnte nicht geöffnet werden: { $reason }. Prüfen Sie unter Linux, ob eine Desktop-Sitzung (X11 oder Wayland) läuft

## Portable use (portable/): the marker beside GenDesk and the encrypted keys' file.
err-portable-io = die Markierungsdatei { $file } konnte nicht gelesen oder geschrieben werden: { $reason }
err-portable-marker = die Markierungsdatei { $file } ist unverständlich ({ $reason }); lassen Sie sie leer oder schreiben Sie keys = "file" oder keys = "keyring" hinein
err-key-file-wrong-passphrase = die Passphrase öffnet die Schlüssel nicht; geben Sie sie genau so ein wie beim ersten Mal
err-key-file-empty-passphrase = wählen Sie eine Passphrase zum Schutz der Schlüssel
err-key-file-io = die Schlüsseldatei { $file } konnte nicht gelesen oder geschrieben werden: { $reason }
err-key-file-damaged = die Schlüsseldatei { $file } ist beschädigt oder wurde geändert ({ $reason }); holen Sie sie aus einer Sicherung zurück oder entfernen Sie sie, um ohne die Schlüssel zu beginnen
