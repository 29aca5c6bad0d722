# The window around the views: first start, connecting a profile, notices, the offline bar, status.

window-welcome-title = Willkommen bei GenDesk
window-welcome-intro = Erzeugen Sie Bilder, Videos und Musik mit KI-Modellen, verfolgen Sie Ihre Aufgaben live und behalten Sie die Ergebnisse.
window-welcome-sandbox-title = Ohne Konto ausprobieren
window-welcome-sandbox-text = Die Offline-Sandbox simuliert den ganzen Dienst auf diesem Computer: Demo-Modelle, ein Demo-Guthaben von 25 $, echte Ergebnisdateien. Nichts verlässt Ihren Rechner, und nichts wird berechnet.
window-welcome-sandbox-explore = Offline-Sandbox ausprobieren
window-welcome-sandbox-starting = Sandbox wird gestartet…
window-welcome-account-title = Eigenes Konto verwenden
window-welcome-account-text = Verbinden Sie sich mit der Adresse des Dienstes und Ihrem API-Schlüssel. Der Schlüssel wird zuerst geprüft und dann im Schlüsselbund des Systems gespeichert, nie in einer Datei.
window-welcome-connect = Mit dem Dienst verbinden

window-connect-name = Profilname
    .hint = z. B. Arbeit
window-connect-base-url = Basis-URL
window-connect-key = API-Schlüssel
    .hint = wird im Schlüsselbund des Systems gespeichert
window-connect-verify = Prüfen und speichern
    .hint = Geben Sie Namen, Adresse und Schlüssel ein
window-connect-cancel = Abbrechen
window-connect-checking = Schlüssel wird beim Dienst geprüft…
window-connect-keyring-failed = Der Schlüssel funktioniert, konnte aber nicht im Schlüsselbund des Systems gespeichert werden:
window-connect-keyring-session = Sie können ihn trotzdem jetzt verwenden; GenDesk vergisst ihn beim Beenden, und Sie geben ihn beim nächsten Mal erneut ein.
window-connect-session-only = Nur für diese Sitzung verwenden

window-offline-since = Offline seit { $since }
window-offline-text = GenDesk erreicht den Dienst nicht. Statusabfragen und Downloads warten und laufen von selbst weiter, sobald er antwortet; nichts geht verloren oder wird doppelt gesendet. Hält es an, prüfen Sie die Verbindung dieses Computers und die Einstellungen unter „Netzwerk“.

window-engine-worker-failed = GenDesk konnte seinen Hintergrundprozess nicht starten ({ $error }). Schließen Sie einige Programme und versuchen Sie es erneut.
window-engine-busy = GenDesk ist noch mit früheren Anfragen beschäftigt; versuchen Sie es gleich noch einmal.
window-engine-still-opening = Das Profil „{ $profile }“ wird noch geöffnet; versuchen Sie es gleich noch einmal.
window-engine-no-profile = Öffnen Sie zuerst ein Profil.
window-engine-bad-address = Die Dienstadresse des Profils ist nicht verwendbar: { $error }. Entfernen Sie das Profil und fügen Sie es mit einer korrekten Adresse erneut hinzu.
window-engine-no-key = Für „{ $profile }“ ist kein API-Schlüssel gespeichert (er wurde vielleicht nur für eine Sitzung behalten). Wählen Sie „API-Schlüssel erneut eingeben“.
window-engine-open-failed = Das Profil konnte nicht geöffnet werden: { $reason }.

window-over-limit-title = Über Ihrem Ausgabenlimit
window-over-limit-more = { $count ->
    [one] { $count } weitere Übermittlung wartet nach dieser auf eine Antwort.
   *[other] { $count } weitere Übermittlungen warten nach dieser auf eine Antwort.
}
window-over-limit-send = Trotzdem senden
    .hint = Einmal so senden, wie sie ist; das Limit bleibt
window-over-limit-drop = Nicht senden
    .hint = Nichts wird gesendet oder berechnet; das Formular behält Ihre Eingaben
window-over-limit-where = Das Limit wird pro Profil unter Einstellungen › Ausgabenlimit festgelegt.

window-add-profile = Profil hinzufügen…
window-add-profile-text = Verbinden Sie ein weiteres Konto mit seiner Dienstadresse und seinem API-Schlüssel.
window-add-profile-title = Profil hinzufügen
window-address-not-usable = Die Dienstadresse ist nicht verwendbar: { $problem }.
window-async-could-not-start = GenDesk konnte seine Hintergrund-Threads nicht starten ({ $problem }); schließen Sie einige Programme und versuchen Sie es erneut
window-async-stopped = sie wurden beendet
window-connected = Verbunden als „{ $name }“. Guthaben: { $balance }.
window-connected-session-only = Verbunden als „{ $name }“. Der Schlüssel wird nur für diese Sitzung aufbewahrt.
window-dialog-certificate = Zertifizierungsstelle wählen (PEM)
window-dialog-certificate-filter = Zertifikate
window-dialog-download-folder = Download-Ordner wählen
window-dialog-export-figures = Zahlen exportieren
window-dialog-failed = Der Dateidialog konnte nicht geöffnet werden ({ $problem }); { $instead }.
window-dialog-instead-certificate-field = geben Sie stattdessen den Pfad der Datei im Feld für die zusätzliche Zertifizierungsstelle ein
window-dialog-instead-drop = ziehen Sie die Datei stattdessen auf das Fenster von GenDesk (außerhalb von Erstellen)
window-dialog-instead-folder-field = geben Sie stattdessen den Pfad des Ordners im Feld „Ordner“ ein
window-dialog-instead-report = führen Sie stattdessen `gendesk report --json` in einem Terminal aus, um dieselben Zahlen zu erhalten
window-dialog-none = Auf diesem Computer konnte kein Dateidialog angezeigt werden (unter Linux brauchen die Dialoge von GenDesk xdg-desktop-portal oder zenity); { $instead }.
window-dialog-record-file = Bild, Film oder Musikstück wählen
window-export-done = Die Zahlen liegen in { $path }.
window-export-failed = Die Zahlen konnten nicht in { $path } gespeichert werden ({ $problem }). Wählen Sie einen anderen Ordner und exportieren Sie erneut.
window-export-nothing = Es wurde nichts exportiert.
window-file-record-close = Schließen
window-file-record-not-in-history = Ihre Aufgabe ist nicht im Verlauf dieses Profils.
window-file-record-nothing = Diese Datei sagt nicht, wie sie entstanden ist: Sie enthält keinen GenDesk-Eintrag und keine AUTOMATIC1111-Parameter.
window-file-record-open-task = Aufgabe öffnen
window-file-record-other-tool = Mit einem anderen Programm erstellt; seine AUTOMATIC1111-Parameter lauten:
window-file-record-reuse = Diese Einstellungen übernehmen
    .hint = Das Formular für dieses Modell mit diesen Einstellungen füllen
window-file-record-title = Was diese Datei sagt
window-folder-opened = Der Ordner von { $name } ist geöffnet (dieser Dateimanager wählt Dateien nicht auf Anfrage aus).
window-image-copied = { $name } ist kopiert: Fügen Sie es in einen Chat oder ein Bildprogramm ein.
window-image-copy-failed = { $name } konnte nicht kopiert werden: { $problem }. Öffnen Sie es mit „Öffnen“ und kopieren Sie es von dort.
window-job-could-not-start = GenDesk konnte keine Hintergrundaufgabe starten ({ $problem }). Schließen Sie einige Programme und versuchen Sie es erneut.
window-key-not-usable = Der API-Schlüssel ist nicht verwendbar: { $problem }.
window-key-session-only-because = Der Schlüssel wird nur für diese Sitzung aufbewahrt: { $reason }.
window-keyring-not-open-yet = der Schlüsselbund wurde noch nicht geöffnet
window-list-and = { $rest } und { $last }
window-list-comma = { ", " }
window-model-added = „{ $id }“ wurde zu Ihren Modellen hinzugefügt.
window-model-removed = „{ $id }“ wurde aus Ihren Modellen entfernt.
window-model-removed-here = „{ $id }“ wurde aus den Modellen dieses Profils entfernt; andere Profile verwenden es noch.
window-network-saved = Die Netzwerk-Einstellungen sind gespeichert.
window-network-these-settings = Diese Einstellungen
window-no-keyring = kein Schlüsselbund des Systems verfügbar: { $reason }
window-no-such-profile = Es gibt kein Profil namens „{ $name }“.
window-notice-and-more = { $notice } (und { $count } weitere dieser Art)
window-notice-batch-accepted = { $count ->
    [one] Stapel angenommen: { $count } Aufgabe angelegt.
   *[other] Stapel angenommen: { $count } Aufgaben angelegt.
    }
window-notice-batch-files-saved = { $count ->
    [one] { $count } Datei und manifest.csv liegen in { $folder }.
   *[other] { $count } Dateien und manifest.csv liegen in { $folder }.
    }
window-notice-batch-files-some-failed = { $count ->
    [one] { $count } Datei und manifest.csv liegen in { $folder }; { $failed } konnten nicht heruntergeladen werden (der Stapel zeigt, warum).
   *[other] { $count } Dateien und manifest.csv liegen in { $folder }; { $failed } konnten nicht heruntergeladen werden (der Stapel zeigt, warum).
    }
window-notice-batch-finished = Ein Stapel ist fertig: Jeder Eintrag hat sein Ergebnis. Sie finden sie unter Stapel.
window-notice-batch-manifest-failed = { $count ->
    [one] { $count } Datei liegt in { $folder }, aber das Manifest konnte nicht geschrieben werden: { $problem }. Prüfen Sie die Rechte und den freien Platz des Ordners und laden Sie dann erneut herunter.
   *[other] { $count } Dateien liegen in { $folder }, aber das Manifest konnte nicht geschrieben werden: { $problem }. Prüfen Sie die Rechte und den freien Platz des Ordners und laden Sie dann erneut herunter.
    }
window-notice-batch-rejected-items = { $count ->
    [one] { $count } Eintrag wurde nicht angenommen; der Stapel zeigt, warum.
   *[other] { $count } Einträge wurden nicht angenommen; der Stapel zeigt, warum.
    }
window-notice-batch-replayed = { $count ->
    [one] Der Dienst hat einen Stapel bestätigt, den er schon erhalten hatte: { $count } Aufgabe, nichts wurde doppelt berechnet.
   *[other] Der Dienst hat einen Stapel bestätigt, den er schon erhalten hatte: { $count } Aufgaben, nichts wurde doppelt berechnet.
    }
window-notice-error = { $doing } fehlgeschlagen: { $problem }
window-notice-online-again = Der Dienst antwortet wieder, nachdem er { $outage } nicht erreichbar war; Statusabfragen und Downloads liefen von selbst weiter.
window-notice-rate-limited = Der Dienst hat GenDesk gebeten, langsamer zu machen; Statusabfragen gehen in { $seconds } s weiter.
window-notice-receiver-listens = Der Webhook-Empfänger lauscht jetzt auf 127.0.0.1, Port { $port }.
window-notice-references-deleted = { $count ->
    [one] { $count } hochgeladenes Referenzbild wurde aus Ihrem Bucket gelöscht: Seine Aufgaben sind fertig.
   *[other] { $count } hochgeladene Referenzbilder wurden aus Ihrem Bucket gelöscht: Ihre Aufgaben sind fertig.
    }
window-notice-run-recorded = { $items ->
    [one] { $items } Eintrag
   *[other] { $items } Einträge
    } gespeichert als { $batches ->
    [one] { $batches } Stapel
   *[other] { $batches } Stapel
    }; sie werden nacheinander gesendet. Verfolgen Sie sie unter Stapel.
window-notice-saved = { $path } gespeichert.
window-notice-secret-in-force = Webhook-Signaturgeheimnis Version { $version } ist in Kraft.
window-notice-secret-none = Dieses Konto hat noch kein Webhook-Signaturgeheimnis.
window-notice-secret-revoked = Die Webhook-Signaturgeheimnisse wurden widerrufen; ausstehende Zustellungen werden unterdrückt.
window-notice-secret-rotated = Ein neues Webhook-Signaturgeheimnis (Version { $version }) ist in Kraft; das vorige signiert weiter Zustellungen von Stapeln, die in den letzten 7 Tagen angenommen wurden.
window-notice-unknown-error = unbekannter Fehler
window-open-bad-address = Diese Adresse wird nicht geöffnet: { $problem }
window-open-failed = { $target } konnte nicht geöffnet werden ({ $problem }). Öffnen Sie es stattdessen im Dateimanager oder Browser.
window-opened = { $target } geöffnet.
window-opening = Wird geöffnet…
window-opening-profile = „{ $profile }“ wird geöffnet…
window-profile-failed-title = „{ $profile }“ konnte nicht geöffnet werden
window-profile-removed = Profil „{ $name }“ wurde entfernt.
window-profile-removed-keyring-silent = Profil „{ $name }“ wurde entfernt, aber der Schlüsselbund des Systems hat nicht geantwortet, daher ist dort vielleicht noch { $what } aus einer früheren Sitzung gespeichert. Entfernen Sie die Einträge „GenDesk“ für „{ $name }“ in Ihrer Schlüsselbund-App (Passwörter und Schlüssel, KWallet-Verwaltung, Schlüsselbundverwaltung oder Anmeldeinformationsverwaltung), wenn Sie sie loswerden möchten.
window-profile-removed-with-key = Profil „{ $name }“ und sein Schlüssel wurden entfernt.
window-proxy-password-session = Das Proxy-Passwort wird nur für diese Sitzung aufbewahrt: { $problem }
window-record-unreadable = { $path } konnte nicht gelesen werden: { $problem }
window-reenter-key = API-Schlüssel erneut eingeben
window-reenter-key-text = Geben Sie den API-Schlüssel dieses Profils ein; er wird beim Dienst geprüft, bevor er aufbewahrt wird.
window-resubmit-unreadable = Die gespeicherte Anfrage konnte nicht gelesen werden ({ $problem }). Verwenden Sie „Einstellungen übernehmen“ und senden Sie sie aus dem Formular.
window-resubmitted = Eine neue Aufgabe mit denselben Einstellungen wurde gesendet. Verfolgen Sie sie unter Aktivität.
window-sandbox-could-not-start = die Offline-Sandbox konnte nicht starten: { $problem }
window-secret-its-bucket = der geheime Schlüssel seines Buckets
window-secret-its-key = sein Schlüssel
window-secret-its-ring = seine Webhook-Signaturgeheimnisse
window-settings-unreadable = GenDesk konnte seine Einstellungen nicht lesen
window-show-failed = { $name } konnte nicht angezeigt werden: { $problem }
window-shown-in-folder = { $name } wird im Dateimanager angezeigt.
window-spending-limit-set = Ausgabenlimit für „{ $name }“: { $limit }
window-starting-sandbox = Offline-Sandbox wird gestartet…
window-try-again = Erneut versuchen
window-unknown-model-kind = GenDesk weiß nicht, welche Art von Modell „{ $model }“ ist, daher wurde nichts gesendet. Fügen Sie es unter Erstellen hinzu (Modell hinzufügen…) und versuchen Sie es erneut.
window-update-restart-failed = Die neue Version konnte nicht gestartet werden ({ $problem }); starten Sie GenDesk selbst erneut.
window-writer-could-not-start = GenDesk konnte seinen Dateischreiber nicht starten ({ $problem }). Ihre letzte Änderung wurde nicht gespeichert.
window-writer-stopped = Der Dateischreiber von GenDesk wurde beendet; Ihre letzte Änderung wurde nicht gespeichert.

window-notice-more-messages = { $count ->
    [one] …und { $count } weitere Meldung.
   *[other] …und { $count } weitere Meldungen.
}
window-notice-open-folder = Ordner öffnen
window-notice-ready = Bereit.
window-notice-saved-files = { $count ->
    [one] { $count } Datei in { $folder } gespeichert.
   *[other] { $count } Dateien in { $folder } gespeichert.
}

# A portable GenDesk keeps keys beside it, encrypted (welcome.rs, connect.rs).
window-welcome-account-text-beside = Verbinden Sie sich mit der Adresse des Dienstes und Ihrem API-Schlüssel. Der Schlüssel wird zuerst geprüft und dann neben diesem portablen GenDesk aufbewahrt, verschlüsselt mit Ihrer Passphrase.
window-connect-key-beside = verschlüsselt neben GenDesk aufbewahrt
