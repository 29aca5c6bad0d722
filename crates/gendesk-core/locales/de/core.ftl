# Words from the engine: errors from the service and the network, task failures, notifications, the activity log.

core-fail-moderation = Formulieren Sie den Prompt um und ersetzen Sie markierte Eingaben; gegen Moderationsergebnisse ist kein Einspruch möglich.
core-fail-input-image-sensitive = Ersetzen Sie das markierte Eingabebild durch ein anderes; gegen Moderationsergebnisse ist kein Einspruch möglich.
core-fail-input-output-sensitive = Ändern Sie Prompt und Eingabebilder so, dass das Ergebnis den Richtlinien entspricht; gegen Moderationsergebnisse ist kein Einspruch möglich.
core-fail-prohibited = Entfernen Sie die verbotenen Inhalte aus Prompt und Eingaben; gegen Moderationsergebnisse ist kein Einspruch möglich.
core-fail-nsfw = Formulieren Sie den Prompt ohne Inhalte für Erwachsene um; gegen Moderationsergebnisse ist kein Einspruch möglich.
core-fail-copyright = Entfernen Sie urheberrechtlich geschützte Figuren, Logos oder Werke aus Prompt und Eingaben; gegen Moderationsergebnisse ist kein Einspruch möglich.
core-fail-output-image-sensitive = Passen Sie den Prompt so an, dass das erzeugte Bild den Richtlinien entspricht; gegen Moderationsergebnisse ist kein Einspruch möglich.
core-fail-content-violation = Überarbeiten Sie Prompt und Eingaben gemäß den Inhaltsrichtlinien; gegen Moderationsergebnisse ist kein Einspruch möglich.
core-fail-prompt-length = Kürzen Sie den Prompt (unter etwa 2000 Zeichen) und senden Sie ihn erneut.
core-fail-prompt-invalid = Schreiben Sie den Prompt neu und prüfen Sie, ob er zum gewählten Modus und Modell passt.
core-fail-prompt-parameter = Entfernen oder korrigieren Sie die Parameter im Prompt (etwa --flags) und senden Sie ihn erneut.
core-fail-missing-parameter = Füllen Sie alle Pflichtfelder aus und senden Sie erneut.
core-fail-bad-request = Prüfen Sie, ob alle Pflichtfelder richtig ausgefüllt sind, und senden Sie erneut.
core-fail-validation = Gleichen Sie die Einstellungen mit den dokumentierten Grenzen des Modells ab und senden Sie erneut.
core-fail-parameter = Prüfen Sie Zahlenwerte und Formate (Bereiche, Anzahlen, Größen) anhand der Grenzen des Modells.
core-fail-ratio = Wählen Sie ein Seitenverhältnis, das das gewählte Modell unterstützt, und senden Sie erneut.
core-fail-param-value = Korrigieren Sie die Eingabewerte des abgelehnten Eintrags und senden Sie diesen Eintrag erneut.
core-fail-image-format = Wandeln Sie das Bild in JPEG, PNG oder WebP um und laden Sie es erneut hoch.
core-fail-image-size = Bringen Sie das Bild auf Abmessungen und eine Dateigröße, die das Modell annimmt, und laden Sie es erneut hoch.
core-fail-invalid-image-size = Bringen Sie das Bild auf Abmessungen, die das Modell unterstützt, und senden Sie erneut.
core-fail-image-not-access = Stellen Sie sicher, dass jede Referenzbild-URL öffentlich und noch gültig ist und sich ohne Anmeldung herunterladen lässt; ein Bild von Ihrem Computer senden Sie einfach erneut, GenDesk stellt es dann neu bereit (schlägt es wieder fehl, prüfen Sie Bucket oder Tunnel in den Einstellungen).
core-fail-image-invalid = Ersetzen Sie das Bild durch eine gültige, unbeschädigte JPEG-, PNG- oder WebP-Datei.
core-fail-image-incorrect = Verwenden Sie unterschiedliche, zulässige Bilder, die zum gewählten Modell passen.
core-fail-input-format = Wandeln Sie die Eingabedatei in ein vom Modell unterstütztes Format um und senden Sie erneut.
core-fail-upload = Laden Sie eine kleinere Datei (meist unter 10 MB) in einem unterstützten Format hoch.
core-fail-video-incorrect = Verwenden Sie ein anderes Video ohne nicht unterstützte Inhalte wie echte Personen.
core-fail-video-invalid = Kürzen oder kodieren Sie das Video neu, damit es Dauer, Auflösung und Motivvorgaben des Modells erfüllt.
core-fail-input-incorrect = Passen Sie Dauer oder Abmessungen der Eingabe an das an, was das Modell annimmt.
core-fail-image-url = Geben Sie einen gültigen, öffentlichen http(s)-Link an, der direkt auf das Bild zeigt.
core-fail-lora-url = Stellen Sie sicher, dass die LoRA-URL öffentlich ist und direkt auf die Modelldatei zeigt.
core-fail-auth = Prüfen Sie den API-Schlüssel in den Einstellungen; ist er richtig, wenden Sie sich an den Support.
core-fail-quota = Warten Sie, bis Ihr Kontingent zurückgesetzt wird, oder wechseln Sie zu einem größeren Tarif, und senden Sie dann erneut.
core-fail-balance = Laden Sie Ihr Guthaben auf und senden Sie erneut.
core-fail-rate-limit = Zu viele Anfragen auf einmal; warten Sie eine Minute und versuchen Sie es als neue Aufgabe erneut.
core-fail-transient = Ein vorübergehendes Problem beim Anbieter; ein neuer Versuch als neue Aufgabe gelingt meist.
core-fail-task-timeout = Die Aufgabe ist abgelaufen; erstellen Sie eine neue Aufgabe.
core-fail-task-id = Wählen Sie eine abgeschlossene Aufgabe, die diese Aktion unterstützt (etwa Hochskalieren oder Variieren), und versuchen Sie es erneut.
core-fail-unknown = Unbekannter Fehlercode; prüfen Sie die Fehlermeldung und wenden Sie sich an den Support, wenn es so bleibt.

core-api-may-have-created = { $message } Die Aufgabe wurde womöglich trotzdem angelegt (und berechnet): Prüfen Sie die Aufgabenliste oder Ihr Guthaben, bevor Sie sie erneut senden.
core-api-not-sent = Keine Verbindung zu { $host } ({ $detail }). Es wurde nichts gesendet. Prüfen Sie Ihre Internetverbindung und die Basis-URL im Profil und versuchen Sie es erneut.
core-api-blocked = { $failure } An { $host } wurde nichts gesendet.
core-api-outcome-unknown-timed-out = Die Anfrage wurde gesendet, aber es kam nicht rechtzeitig eine Antwort; ob der Dienst sie ausgeführt hat, ist daher unbekannt. Prüfen Sie die Aufgabenliste oder den Status, bevor Sie sie erneut senden, damit Ihnen nichts doppelt berechnet wird.
core-api-outcome-unknown-lost = Die Anfrage wurde gesendet, aber die Verbindung brach vor der Antwort ab; ob der Dienst sie ausgeführt hat, ist daher unbekannt. Prüfen Sie die Aufgabenliste oder den Status, bevor Sie sie erneut senden, damit Ihnen nichts doppelt berechnet wird.
core-api-rate-limited-wait = Zu viele Anfragen: Der Dienst drosselt diesen Schlüssel.{ $said } Warten Sie { $wait } und versuchen Sie es dann erneut.
core-api-service-said = {" "}Der Dienst meldete: „{ $message }“.
core-api-wait-a-second = eine Sekunde
core-api-wait-seconds = etwa { $count } Sekunden
core-api-wait-minutes = { $count ->
    [one] etwa eine Minute
   *[other] etwa { $count } Minuten
}
core-api-decode = Der Dienst hat eine Antwort gesendet, die GenDesk nicht lesen konnte (HTTP { $status }; sie begann mit { $sample }). Prüfen Sie, ob die Basis-URL auf den Generierungsdienst zeigt; wenn ja, versuchen Sie es später erneut.
core-api-too-large = Der Dienst hat eine unerwartet große Antwort gesendet (über { $mib } MiB); sie wurde nicht gelesen. Prüfen Sie, ob die Basis-URL auf den Generierungsdienst zeigt.
core-api-base-url = Die Adresse des Dienstes ist nicht verwendbar: { $reason }.
core-api-key = Der API-Schlüssel ist nicht verwendbar: { $reason }.
core-api-batch = Der Stapel wurde nicht gesendet: { $reason }.
core-api-invalid-request = Die Anfrage wurde nicht gesendet: { $reason }.
core-api-setup = GenDesk konnte seine Netzwerkverbindung nicht vorbereiten ({ $reason }). Starten Sie die App neu; bleibt der Fehler, melden Sie ihn bitte.
core-api-status-400 = Der Dienst hat die Anfrage als ungültig abgelehnt.{ $said } Korrigieren Sie die Eingabe und senden Sie erneut.
core-api-status-401 = Der API-Schlüssel wurde abgelehnt (ungültig, widerrufen, fehlend oder für dieses Modell nicht zugelassen).{ $said } Prüfen Sie den Schlüssel im Profil oder erstellen Sie im Dashboard einen neuen.
core-api-status-402 = Ihr Guthaben reicht für diese Anfrage nicht aus.{ $said } Laden Sie Ihr Konto auf und versuchen Sie es erneut.
core-api-status-403 = Der Dienst hat die Anfrage abgelehnt: Der Inhalt verstößt womöglich gegen die Nutzungsrichtlinien, oder dem Schlüssel fehlt die Berechtigung.{ $said } Ändern Sie die Eingabe oder prüfen Sie die Berechtigungen des Schlüssels.
core-api-status-404 = Nicht gefunden: Das Modell oder die Aufgabe gibt es für dieses Konto nicht.{ $said } Prüfen Sie Modell-ID und Aufgaben-ID.
core-api-status-429 = Zu viele Anfragen: Der Dienst drosselt diesen Schlüssel.{ $said } Warten Sie etwa eine Minute und versuchen Sie es dann erneut.
core-api-status-5xx = Der Dienst hatte ein vorübergehendes Problem (Code { $code }).{ $said } Versuchen Sie es in ein paar Minuten erneut.
core-api-status-504 = Der Dienst hat beim Warten auf den Modellanbieter das Zeitlimit überschritten (Code 504).{ $said } Warten Sie kurz und versuchen Sie es erneut.
core-api-status-redirect = Der Dienst hat mit einer Weiterleitung geantwortet (Code { $code }). GenDesk folgt ihr nicht, damit Ihr Schlüssel bei der eingegebenen Adresse bleibt.{ $said } Prüfen Sie die Basis-URL.
core-api-status-other = Der Dienst hat mit Code { $code } geantwortet.{ $said } Versuchen Sie es später erneut; bleibt es so, wenden Sie sich an den Support.

core-doing-checking-balance = Prüfen des Guthabens
core-doing-recording-balance = Speichern des Guthabens im Verlauf
core-doing-checking-spending-limit = Lesen der Ausgaben für das Ausgabenlimit
core-doing-saving-favourite = Speichern des Sterns einer Aufgabe
core-doing-reading-secret = Lesen des Webhook-Signaturgeheimnisses
core-doing-reading-secret-for-receiver = Lesen des Webhook-Signaturgeheimnisses für den Empfänger
core-doing-rotating-secret = Erneuern des Webhook-Signaturgeheimnisses
core-doing-reading-rotated-secret = Lesen des neuen Webhook-Signaturgeheimnisses (die Erneuerung ist erfolgt)
core-doing-revoking-secret = Widerrufen des Webhook-Signaturgeheimnisses
core-doing-reading-known-secrets = Lesen der bekannten Webhook-Signaturgeheimnisse
core-doing-saving-secrets = Speichern der Webhook-Signaturgeheimnisse
core-doing-finding-results = Suchen herunterzuladender Ergebnisse
core-doing-downloading-results = Herunterladen von Ergebnissen
core-doing-queueing-download = Einreihen eines Downloads
core-doing-resuming-downloads = Fortsetzen von Downloads
core-doing-recording-finished-download = Festhalten eines fertigen Downloads
core-doing-recording-failed-download = Festhalten eines fehlgeschlagenen Downloads
core-doing-writing-record = Schreiben von Prompt und Einstellungen in eine heruntergeladene Datei
core-doing-preparing-run = Vorbereiten der Stapel (nichts wurde gesendet)
core-doing-saving-run = Speichern der Stapel (nichts wurde gesendet)
core-doing-downloading-batch-results = Herunterladen der Ergebnisse eines Stapels
core-doing-following-batch-downloads = Verfolgen der Downloads eines Stapels
core-doing-checking-interrupted = Suchen unterbrochener Übermittlungen
core-doing-refreshing-task = Aktualisieren einer Aufgabe
core-doing-preparing-submission = Vorbereiten der Übermittlung
core-doing-saving-submission = Speichern der Übermittlung (nichts wurde gesendet)
core-doing-recording-task-id = Festhalten der neuen Aufgaben-ID
core-doing-recording-submission-outcome = Festhalten des Übermittlungsergebnisses
core-doing-reading-tasks-to-poll = Lesen der abzufragenden Aufgaben
core-doing-reading-finished-task = Lesen einer abgeschlossenen Aufgabe
core-doing-saving-task-status = Speichern des Status einer Aufgabe
core-doing-checking-task-status = Abfragen des Status einer Aufgabe
core-doing-saving-poll-error = Speichern eines Abfragefehlers
core-doing-recording-delivery = Festhalten einer Webhook-Zustellung
core-doing-recording-delivery-effects = Festhalten der Änderungen einer Zustellung
core-doing-finding-delivery-task = Suchen der Aufgabe einer Zustellung
core-doing-preparing-batch = Vorbereiten des Stapels (nichts wurde gesendet)
core-doing-saving-batch = Speichern des Stapels (nichts wurde gesendet)
core-doing-sending-batch-again = erneutes Senden des Stapels
core-doing-refreshing-batch = Aktualisieren eines Stapels
core-doing-reading-batches-to-send = Lesen der zu sendenden Stapel
core-doing-recording-accepted-batch = Festhalten des angenommenen Stapels
core-doing-recording-batch-send-error = Festhalten eines Sendefehlers eines Stapels
core-doing-reading-batches-to-poll = Lesen der abzufragenden Stapel
core-doing-saving-batch-poll-error = Speichern eines Abfragefehlers eines Stapels
core-doing-checking-batch-status = Abfragen des Status eines Stapels
core-doing-reading-finished-batch-item = Lesen eines abgeschlossenen Eintrags
core-doing-saving-batch-status = Speichern des Status eines Stapels
core-problem-task-not-in-history = die Aufgabe ist nicht im Verlauf
core-problem-batch-not-in-history = der Stapel ist nicht im Verlauf
core-problem-no-results-yet = diese Aufgabe hat noch keine Ergebnisdateien; warten Sie, bis sie erfolgreich war
core-problem-no-such-result = diese Aufgabe hat kein Ergebnis Nummer { $number }
core-problem-run-batch-invalid = Stapel { $number }: { $detail }
core-problem-task-id-not-recorded = { $detail }; die Aufgabe { $task } existiert beim Dienst
core-problem-batch-not-recorded = { $detail }; der Stapel { $batch } existiert beim Dienst und wird beim erneuten Senden festgehalten
core-problem-unreadable-results = der Dienst meldete Erfolg, aber das Ergebnis ließ sich nicht lesen ({ $details }); GenDesk fragt erneut nach

core-failure-no-code = Der Dienst hat keinen Fehlercode genannt. Prüfen Sie Prompt und Einstellungen und senden Sie erneut.
core-end-sandbox-forgot = Die Offline-Sandbox kennt diese Aufgabe nicht mehr (ihr gespeicherter Zustand ging verloren oder wurde beiseitegelegt, während die Aufgabe noch lief), daher kann sie nie abschließen. Senden Sie sie erneut: Sandbox-Aufgaben kosten nichts.
core-end-sandbox-forgot-hint = Nutzen Sie „Einstellungen übernehmen“ in den Details der Aufgabe, um sie erneut zu senden.
core-download-not-http = Dieser Ergebnislink ist keine Webadresse (er verwendet „{ $scheme }“) und wurde daher nicht heruntergeladen. Heruntergeladen werden nur http- und https-Links.
core-download-invalid-url = Dieser Ergebnislink lässt sich nicht herunterladen ({ $reason }). Prüfen Sie das Ergebnis der Aufgabe oder erzeugen Sie es neu.
core-download-expired = Der Ergebnislink ist abgelaufen: Ergebnisdateien lassen sich 24 Stunden nach ihrer Ausgabe herunterladen. Erzeugen Sie das Ergebnis neu, um einen neuen Link zu erhalten.
core-download-http-status = Der Server hat den Download verweigert (HTTP { $code }). Versuchen Sie es später erneut; schlägt es weiter fehl, erzeugen Sie das Ergebnis neu.
core-download-too-large = Die Datei ist größer als das Download-Limit von { $limit } und wurde daher nicht heruntergeladen. Erhöhen Sie dazu „Größter Download“ in den Einstellungen und laden Sie erneut herunter.
core-download-no-space = Beim Speichern von { $path } ist der Datenträger voll. Geben Sie Speicher frei und laden Sie erneut herunter; der Download setzt dort fort, wo er stehen blieb.
core-download-io = Die Datei konnte nicht unter { $path } gespeichert werden ({ $reason }). Prüfen Sie, ob der Ordner existiert und beschreibbar ist, oder wählen Sie einen anderen Download-Ordner.
core-download-local-gone = Der Link dieses Ergebnisses ist nicht mehr verfügbar: Unter seiner Adresse antwortet auf diesem Computer nichts mehr (die Offline-Sandbox, die es erzeugt hat, läuft jetzt unter einer anderen Adresse). Eine heruntergeladene Kopie bleibt erhalten; erzeugen Sie das Ergebnis neu für einen neuen Link.
core-download-blocked = { $failure } Wenn Sie erneut herunterladen, setzt der Download dort fort, wo er stehen blieb.
core-download-network = Der Download ist wegen eines Netzwerkproblems fehlgeschlagen ({ $reason }). Prüfen Sie die Verbindung und laden Sie erneut herunter; es geht dort weiter, wo es stehen blieb.
core-download-cancelled = Der Download wurde abgebrochen. Laden Sie erneut herunter, um dort fortzusetzen, wo er stehen blieb.
core-download-setup = Der Downloader konnte nicht starten ({ $reason }). Starten Sie die App neu; passiert es weiterhin, melden Sie es bitte.
core-net-proxy-refused = Der Proxy { $proxy } hat die Verbindung abgelehnt: Er läuft nicht, oder Adresse oder Port sind falsch. Prüfen Sie den Proxy in den Netzwerkeinstellungen oder fragen Sie, wer ihn betreibt.
core-net-proxy-unreachable = Der Proxy { $proxy } war nicht erreichbar ({ $detail }). Prüfen Sie seine Adresse in den Netzwerkeinstellungen und die Verbindung dieses Computers.
core-net-proxy-login-needed = Der Proxy { $proxy } verlangt Benutzername und Passwort (HTTP 407). Geben Sie sie für den eigenen Proxy in den Netzwerkeinstellungen ein.
core-net-proxy-login-refused = Der Proxy { $proxy } hat Benutzername oder Passwort abgelehnt. Korrigieren Sie sie in den Netzwerkeinstellungen.
core-net-proxy-would-not-connect = Der Proxy { $proxy } wollte keine Verbindung zu { $host } öffnen: Benutzername oder Passwort sind vielleicht falsch, oder er erlaubt diese Adresse nicht. „Verbindung testen“ in den Netzwerkeinstellungen zeigt, was zutrifft.
core-net-proxy-forbids = Der Proxy { $proxy } erlaubt keine Verbindungen zu { $host } (HTTP 403). Bitten Sie den Betreiber, { $host } freizugeben, oder tragen Sie { $host } in die Ausnahmeliste der Netzwerkeinstellungen ein, wenn es ohne Proxy erreichbar ist.
core-net-socks-could-not-reach = Der SOCKS5-Proxy { $proxy } konnte { $host } nicht erreichen ({ $reason }). Löst der Proxy den Namen nicht auf oder erlaubt er ihn nicht, fragen Sie den Betreiber; andernfalls versuchen Sie es später erneut.
core-net-untrusted-certificate = Die Verbindung zu { $host } wurde abgelehnt: Sein Zertifikat ist nicht vertrauenswürdig ({ $problem }). Vorgelegt wurde „{ $subject }“, ausgestellt von „{ $issuer }“. Wenn Ihre Organisation HTTPS-Verkehr prüft, bitten Sie die IT-Abteilung um das Zertifikat dieser Stelle (eine PEM-Datei) und fügen Sie es in den Netzwerkeinstellungen als zusätzliche Zertifizierungsstelle hinzu. Andernfalls fängt etwas zwischen diesem Computer und { $host } die Verbindung ab: Senden Sie nichts, bis das geklärt ist.
core-net-proxy-broken = Der Proxy { $proxy } hat die Verbindung abgebrochen ({ $detail }). Prüfen Sie, ob er ein Proxy der in den Netzwerkeinstellungen gewählten Art ist (HTTP, HTTPS oder SOCKS5).
core-outage-under-a-minute = weniger als eine Minute
core-outage-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
core-outage-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
core-outage-hours-minutes = { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
} { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}
core-trouble-interrupted = GenDesk wurde beendet, bevor der Dienst auf diese Übermittlung antwortete; ob die Aufgabe angelegt (und berechnet) wurde, ist daher unbekannt. Prüfen Sie die Aufgabenliste des Dienstes oder Ihr Guthaben, bevor Sie sie erneut senden.
core-receiver-address-unreadable = Der Webhook-Empfänger konnte nicht starten: Seine Adresse ließ sich nicht aus dem Verlauf lesen ({ $detail }).
core-receiver-port-taken = Port { $port } auf 127.0.0.1 wird bereits von einem anderen Programm verwendet (vielleicht einem anderen GenDesk-Fenster), daher ist der Webhook-Empfänger aus; wählen Sie in den Einstellungen unter „Webhook-Empfänger“ einen anderen Port oder schließen Sie das andere Programm.
core-receiver-bind = Der Webhook-Empfänger konnte nicht auf 127.0.0.1 Port { $port } lauschen ({ $cause }); wählen Sie in den Einstellungen unter „Webhook-Empfänger“ einen anderen Port.
core-limit-over-day = { $what } würde das heutige Ausgabenlimit von { $limit } um { $over } überschreiten (heute ausgegeben: { $spent }; kostet etwa { $cost }). Es wurde nichts gesendet.
core-limit-over-month = { $what } würde das Ausgabenlimit dieses Monats von { $limit } um { $over } überschreiten (diesen Monat ausgegeben: { $spent }; kostet etwa { $cost }). Es wurde nichts gesendet.
core-limit-unknown-price = Der Preis von { $what } ist unbekannt, daher kann GenDesk nicht sagen, ob er innerhalb Ihres Ausgabenlimits bleibt. Es wurde nichts gesendet.

core-notify-task-ready = { $kind ->
    [image] Bild fertig
    [video] Video fertig
    [music] Musik fertig
   *[task] Aufgabe fertig
}
core-notify-task-failed = { $kind ->
    [image] Bild fehlgeschlagen
    [video] Video fehlgeschlagen
    [music] Musik fehlgeschlagen
   *[task] Aufgabe fehlgeschlagen
}
core-notify-prompt = „{ $prompt }“
core-notify-batch-finished = Stapel abgeschlossen: { $ready } von { $total } fertig
core-notify-batch-finished-failed = Stapel abgeschlossen: { $ready } von { $total } fertig, { $failed } fehlgeschlagen
core-notify-batch-finished-body = { $model } — öffnen Sie „Stapel“, um die Ergebnisse zu sehen
core-notify-batch-refused = { $count ->
    [one] Stapel mit { $count } Eintrag nicht gesendet
   *[other] Stapel mit { $count } Einträgen nicht gesendet
}
core-notify-download-finished = Download abgeschlossen
core-notify-download-failed = Download fehlgeschlagen
core-notify-batch-download = { $count ->
    [one] { $count } Datei in { $folder }
   *[other] { $count } Dateien in { $folder }
}
core-notify-batch-download-failed = { $count ->
    [one] { $count } Datei in { $folder }, { $failed } nicht herunterladbar
   *[other] { $count } Dateien in { $folder }, { $failed } nicht herunterladbar
}
core-record-model = Modell: { $model }
core-record-model-kind = Modell: { $model } ({ $kind })
core-record-prompt = Prompt: { $prompt }
core-record-task = Aufgabe: { $task }
core-record-task-result = Aufgabe: { $task }, Ergebnis { $result }
core-record-batch = Stapel: { $batch }
core-record-batch-item = Stapel: { $batch }, Eintrag { $item }
core-record-batch-unknown = (unbekannt)
core-record-created = Erstellt: { $time }
core-record-completed = Abgeschlossen: { $time }
core-record-estimated-cost = Geschätzte Kosten: { $amount }
core-record-references = Referenzen: { $references }
core-record-service = Dienst: { $service }
core-record-written-by = Geschrieben von: { $generator }

core-log-recovered-unknown = { $count ->
    [one] { $count } Übermittlung wurde unterbrochen, bevor der Dienst antwortete; ihr Ergebnis ist unbekannt
   *[other] { $count } Übermittlungen wurden unterbrochen, bevor der Dienst antwortete; ihre Ergebnisse sind unbekannt
}
core-log-offline = Der Dienst war nicht erreichbar; Statusabfragen und Downloads warten auf ihn
core-log-online = Der Dienst antwortet wieder nach { $outage } ohne Verbindung; Statusabfragen und Downloads liefen weiter
core-log-error = Fehler beim { $doing }: { $problem }
core-log-reference-not-hosted = Referenzbild { $number } konnte nicht bereitgestellt werden: { $error }
core-log-references-deleted = { $count ->
    [one] { $count } hochgeladenes Referenzbild wurde aus Ihrem Bucket gelöscht: seine Aufgaben sind erledigt
   *[other] { $count } hochgeladene Referenzbilder wurden aus Ihrem Bucket gelöscht: ihre Aufgaben sind erledigt
}
core-log-submitted = Gesendet; die Aufgaben-ID des Dienstes ist { $task }
core-log-task-final = Beendet: { $state }
core-log-task-failed = Fehlgeschlagen: { $message } { $hint }
core-log-task-failed-code = Fehlgeschlagen ({ $code }): { $message } { $hint }
core-log-no-reason = kein Grund angegeben.
core-log-batch-recorded = { $count ->
    [one] Stapel mit { $count } Eintrag festgehalten
   *[other] Stapel mit { $count } Einträgen festgehalten
}
core-log-run-recorded = { $items ->
    [one] { $items } Eintrag
   *[other] { $items } Einträge
} festgehalten als { $batches ->
    [one] { $batches } Stapel
   *[other] { $batches } Stapel
}
core-log-batch-accepted = Stapel { $batch } angenommen: { $created } neu, { $reused } wiederverwendet, { $rejected } abgelehnt
core-log-batch-accepted-replayed = Stapel { $batch } angenommen (wiederholt): { $created } neu, { $reused } wiederverwendet, { $rejected } abgelehnt
core-log-secret-rotated = Das Webhook-Signaturgeheimnis wurde erneuert
core-log-secret-revoked = Die Webhook-Signaturgeheimnisse wurden widerrufen

core-validate-callback-missing = Der Callback-Modus braucht eine Callback-URL: eine öffentliche https://-Adresse, die innerhalb von 30 Sekunden mit HTTP 200 antwortet. Geben Sie eine ein oder stellen Sie den Anfragetyp auf async, um stattdessen abzufragen.
core-validate-extra-is-field = { $key } im zusätzlichen JSON ist bereits ein Formularfeld ({ $label }); setzen Sie es im Formular und entfernen Sie es aus dem zusätzlichen JSON.
core-validate-extra-not-object = Das zusätzliche JSON muss ein Objekt sein, etwa {"{"}"seed": 7{"}"}, nicht { $kind ->
    [null] null
    [bool] true oder false
    [number] eine Zahl
    [string] eine Zeichenkette
    [array] eine Liste
   *[object] ein Objekt
}; setzen Sie die Felder in {"{"} {"}"}.
core-validate-extra-invalid = Das zusätzliche JSON ist in Zeile { $line }, Spalte { $column } kein gültiges JSON: { $reason }. Korrigieren Sie es dort oder leeren Sie das Feld.
core-validate-prompt-empty = Der Prompt ist leer; beschreiben Sie, was erzeugt werden soll.
core-validate-enum-not-set = { $label } ist nicht gesetzt; wählen Sie { $choices }.
core-validate-mode-needs-reference = { $mode } braucht mindestens ein Referenzbild; fügen Sie eine Bild-URL hinzu oder wählen Sie einen anderen Modus.
core-validate-needs-reference = Dieser Modus braucht mindestens ein Referenzbild; fügen Sie eine Bild-URL hinzu oder wählen Sie einen anderen Modus.
core-validate-number-not-set = { $bounds ->
    [between] { $label } ist nicht gesetzt; geben Sie eine Zahl zwischen { $lo } und { $hi } ein.
    [at-least] { $label } ist nicht gesetzt; geben Sie eine Zahl von mindestens { $lo } ein.
    [at-most] { $label } ist nicht gesetzt; geben Sie eine Zahl von höchstens { $hi } ein.
   *[none] { $label } ist nicht gesetzt; geben Sie eine Zahl ein.
}
core-validate-empty = { $label } ist leer; geben Sie einen Wert ein.
core-validate-not-text = { $label } muss Text sein.
core-validate-prompt-too-short = Der Prompt hat { $count } Zeichen; { $model } braucht mindestens { $min }.
core-validate-prompt-too-long = Der Prompt hat { $count } Zeichen; { $model } nimmt höchstens { $max } an. Kürzen Sie ihn um { $over }.
core-validate-text-too-long = { $label } hat { $count } Zeichen; erlaubt sind höchstens { $max }. Kürzen Sie um { $over }.
core-validate-enum-not-offered = { $label } { $value } wird von { $model } nicht angeboten; wählen Sie { $choices }.
core-validate-not-bool = { $label } muss ein oder aus sein (true oder false), nicht { $value }.
core-validate-not-whole = { $label } muss eine ganze Zahl sein, nicht { $value }.
core-validate-not-number = { $label } muss eine Zahl sein, nicht { $value }.
core-validate-out-of-range = { $bounds ->
    [between] { $label } muss zwischen { $lo } und { $hi } liegen; { $value } liegt außerhalb.
    [at-least] { $label } muss mindestens { $lo } sein; { $value } liegt außerhalb.
    [at-most] { $label } darf höchstens { $hi } sein; { $value } liegt außerhalb.
   *[none] { $label }: { $value } liegt außerhalb des Bereichs.
}
core-validate-not-url-list = { $label } muss eine Liste von URLs sein.
core-validate-too-many-references = Es wurden { $count } Referenzbilder angegeben; { $model } nimmt höchstens { $max }. Entfernen Sie { $remove }.
core-validate-reference-not-url = Referenzbild { $number } ({ $value }) ist keine http(s)-URL; geben Sie eine vollständige Adresse ein, die mit https:// beginnt.
core-validate-list-or = { $rest } oder { $last }
core-validate-list-separator = {", "}

core-check-result-host = Ein Ergebnis-Host
core-check-result-host-named = Ein Ergebnis-Host ({ $host })
core-check-no-result-yet = Noch kein Ergebnis zum Testen: Ergebnisdateien werden auf demselben Weg geholt, sobald es welche gibt.
core-check-service = Der Dienst ({ $host })
core-check-service-answered = Er hat geantwortet: Das Guthaben beträgt { $balance }.
core-check-service-refused = Er ist erreichbar, hat den Aufruf aber abgelehnt: { $reason }
core-check-result-link-not-web = Der neueste Ergebnislink ist keine Webadresse.
core-check-host-answered-file = Er hat mit der Datei geantwortet.
core-check-host-answered-expired = Er hat mit HTTP { $status } geantwortet: Der Host ist erreichbar (dieser Link ist abgelaufen).
core-check-host-answered = Er hat mit HTTP { $status } geantwortet: Der Host ist erreichbar.
core-check-host-timed-out = { $route ->
    [bypassed] Keine Antwort innerhalb von { $seconds } s bei direkter Verbindung (in der Ausnahmeliste des Proxys). Prüfen Sie die Verbindung und den Proxy.
    [proxy] Keine Antwort innerhalb von { $seconds } s über den { $kind }-Proxy { $address }. Prüfen Sie die Verbindung und den Proxy.
    [system-proxy] Keine Antwort innerhalb von { $seconds } s über den { $kind }-Proxy des Systems { $address }. Prüfen Sie die Verbindung und den Proxy.
   *[direct] Keine Antwort innerhalb von { $seconds } s bei direkter Verbindung. Prüfen Sie die Verbindung und den Proxy.
}
core-check-host-unreachable = { $route ->
    [bypassed] Er war bei direkter Verbindung (in der Ausnahmeliste des Proxys) nicht erreichbar ({ $reason }).
    [proxy] Er war über den { $kind }-Proxy { $address } nicht erreichbar ({ $reason }).
    [system-proxy] Er war über den { $kind }-Proxy des Systems { $address } nicht erreichbar ({ $reason }).
   *[direct] Er war bei direkter Verbindung nicht erreichbar ({ $reason }).
}
core-webhook-preview-more = { $signed }… ({ $more } weitere Bytes)
core-webhook-wrong-scheme = { $rejection } Suchen Sie nach einem GenDesk-Update oder prüfen Sie die Webhook-Einstellungen des Kontos.
core-webhook-verified-version = Signatur mit Version { $version } des Geheimnisses bestätigt.
core-webhook-verified-previous = Signatur mit Version { $version } des Geheimnisses bestätigt, einer früheren Version, die Zustellungen von vor der Erneuerung angenommenen Stapeln noch bis { $until } signiert.
core-webhook-verified = Signatur bestätigt.
core-webhook-future = Die Signatur ist gültig, aber der Zeitstempel liegt { $amount } in der Zukunft, { $beyond ->
    [one] { $beyond } Sekunde
   *[other] { $beyond } Sekunden
} außerhalb des Gültigkeitsfensters von { $tolerance } Sekunden. Die Uhr dieses Computers (oder des Absenders) geht wahrscheinlich falsch: Prüfen Sie, ob die Systemuhr synchronisiert ist.
core-webhook-future-version = Die Signatur ist gültig (Version { $version } des Geheimnisses), aber der Zeitstempel liegt { $amount } in der Zukunft, { $beyond ->
    [one] { $beyond } Sekunde
   *[other] { $beyond } Sekunden
} außerhalb des Gültigkeitsfensters von { $tolerance } Sekunden. Die Uhr dieses Computers (oder des Absenders) geht wahrscheinlich falsch: Prüfen Sie, ob die Systemuhr synchronisiert ist.
core-webhook-stale = Die Signatur ist gültig, aber der Zeitstempel ist { $amount } alt, { $beyond ->
    [one] { $beyond } Sekunde
   *[other] { $beyond } Sekunden
} außerhalb des Gültigkeitsfensters von { $tolerance } Sekunden. Das ist eine Wiederholung einer alten Zustellung, oder die Uhr dieses Computers geht falsch: Prüfen Sie, ob die Systemuhr synchronisiert ist.
core-webhook-stale-version = Die Signatur ist gültig (Version { $version } des Geheimnisses), aber der Zeitstempel ist { $amount } alt, { $beyond ->
    [one] { $beyond } Sekunde
   *[other] { $beyond } Sekunden
} außerhalb des Gültigkeitsfensters von { $tolerance } Sekunden. Das ist eine Wiederholung einer alten Zustellung, oder die Uhr dieses Computers geht falsch: Prüfen Sie, ob die Systemuhr synchronisiert ist.
core-webhook-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}
core-webhook-seconds-long = { $count } Sekunden ({ $parts })
core-webhook-version-current = Version { $version } (aktuell)
core-webhook-version-until = Version { $version } (bis { $until })
core-webhook-mismatch = Die Signatur passt zu keinem der Geheimnisse, die jetzt signieren dürfen: { $known }. Entweder wurden Body, Event-ID oder Zeitstempel nach dem Signieren verändert (ein Proxy oder Tunnel, der den Body umschreibt, tut das auch), oder die Zustellung wurde mit einem anderen Geheimnis signiert als dem, das GenDesk kennt: Holen Sie das aktuelle Geheimnis in der Webhook-Ansicht neu.
core-webhook-no-secret = GenDesk kennt kein Signaturgeheimnis für dieses Profil, daher lässt sich die Zustellung nicht prüfen: Öffnen Sie die Webhook-Ansicht, um das Geheimnis zu holen. Der Status des Stapels zeigt das Ergebnis dieses Eintrags weiterhin.
core-webhook-none-may-sign = Keines der Signaturgeheimnisse, die GenDesk kennt, darf jetzt signieren (sie wurden widerrufen oder ihre Übergangsfrist ist abgelaufen), daher lässt sich die Zustellung nicht prüfen: Holen Sie das Geheimnis in der Webhook-Ansicht neu.
core-webhook-none-may-sign-retired = Keines der Signaturgeheimnisse, die GenDesk kennt, darf jetzt signieren (sie wurden widerrufen oder ihre Übergangsfrist ist abgelaufen), daher lässt sich die Zustellung nicht prüfen: Holen Sie das Geheimnis in der Webhook-Ansicht neu. { $reason }
core-webhook-matches-revoked = Die Signatur passt zu Version { $version } des Geheimnisses, widerrufen am { $date }: Damit signierte Zustellungen unterdrückt der Dienst, also ist dies eine Wiederholung oder eine Fälschung.
core-webhook-matches-retired = Die Signatur passt zu Version { $version } des Geheimnisses, die am { $date } aufgehört hat zu signieren: Der Dienst signiert nicht mehr damit, also ist dies eine Wiederholung oder Fälschung durch jemanden mit diesem alten Geheimnis, oder die Uhr dieses Computers geht falsch.
core-webhook-unknown-date = einem unbekannten Datum
core-webhook-time-unknown = { $ms } ms nach 1970
-core-webhook-signed-rule = Die signierte Zeichenkette muss {"{"}eventId{"}"}.{"{"}timestamp{"}"}.{"{"}body{"}"} sein: die Event-ID, ein Punkt, der Zeitstempel, ein Punkt, dann die rohen Bytes des Bodys genau wie gesendet.
core-webhook-pitfall-body-only = Die Signatur passt nicht, ist aber der HMAC-SHA256 nur des Bodys mit Version { $version } des Geheimnisses: Der Absender hat nur den Body signiert. { -core-webhook-signed-rule }
core-webhook-pitfall-timestamp-and-body = Die Signatur passt nicht, ist aber das, was Version { $version } des Geheimnisses für {"{"}timestamp{"}"}.{"{"}body{"}"} ergibt: Der Absender hat die Event-ID weggelassen. { -core-webhook-signed-rule }
core-webhook-pitfall-event-id-and-body = Die Signatur passt nicht, ist aber das, was Version { $version } des Geheimnisses für {"{"}eventId{"}"}.{"{"}body{"}"} ergibt: Der Absender hat den Zeitstempel weggelassen. { -core-webhook-signed-rule }
core-webhook-pitfall-line-break-added = Die Signatur passt nicht, aber zu Version { $version } des Geheimnisses für den Body ohne seinen letzten Zeilenumbruch: Nach dem Signieren kam ein Zeilenumbruch hinzu (das echo einer Shell oder ein Editor tun das). Übergeben Sie genau die signierten Bytes.
core-webhook-pitfall-line-break-removed = Die Signatur passt nicht, aber zu Version { $version } des Geheimnisses für den Body mit einem abschließenden Zeilenumbruch: Der Zeilenumbruch ging nach dem Signieren verloren. Übergeben Sie genau die signierten Bytes.
