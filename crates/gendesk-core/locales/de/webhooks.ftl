# Webhooks: signing secrets, the local receiver, deliveries and their checks.

## Die Tabs der Ansicht

hook-tab-setup = Geheimnis und Empfänger
hook-tab-deliveries = Zustellungen
hook-seen-tab = { $count } in dieser Sitzung empfangen

## Das Signaturgeheimnis

hook-secret-title = Signaturgeheimnis
hook-secret-explained = Der Dienst signiert jeden Stapel-Webhook mit diesem Geheimnis (HMAC-SHA256 über den Rohinhalt). GenDesk prüft damit jede Zustellung, bevor es ihr vertraut.
hook-versions-kept = Versionen, die GenDesk (im Schlüsselbund des Systems) zum Prüfen von Zustellungen aufbewahrt:
hook-version-current = Version { $version }: aktuell
hook-version-grace = Version { $version }: noch akzeptiert bis { $until } (Stapel, die vor dem Wechsel angenommen wurden)
hook-version-expired = Version { $version }: signiert nicht mehr
hook-version-revoked = Version { $version }: widerrufen am { $at }
hook-secret-revoked = Die Signaturgeheimnisse wurden widerrufen: Ausstehende Webhook-Zustellungen werden unterdrückt. Ein erneutes Abrufen des Geheimnisses erzeugt eine neue Version, mit der ab dann angenommene Stapel signiert werden.
hook-secret-issue = Neues Geheimnis erzeugen
hook-secret-reading = Signaturgeheimnis wird gelesen…
hook-secret-ask-again = Erneut abrufen
hook-secret-version-label = Version
hook-secret-version = Version { $version }
hook-secret-label = Geheimnis
hook-secret-hide = Verbergen
hook-secret-reveal = Anzeigen
hook-secret-copy = Kopieren
    .hint = Kopiert das Geheimnis in die Zwischenablage
hook-secret-copied = Das Signaturgeheimnis (Version { $version }) wurde kopiert.
hook-secret-rotate = Wechseln…
hook-secret-revoke = Widerrufen…
hook-rotate-explained = Ein neues Geheimnis signiert die ab jetzt angenommenen Stapel. Bereits angenommene Stapel behalten das aktuelle Geheimnis 7 Tage lang; GenDesk akzeptiert beide, solange ein Stapel der alten Version noch zustellen kann, damit nichts, was Sie hier empfangen, abbricht. Aktualisieren Sie Ihre eigenen Empfänger mit dem neuen Geheimnis.
hook-rotate-confirm = Geheimnis wechseln
hook-revoke-explained = Widerrufen stoppt jede ausstehende Webhook-Zustellung (sie wird unterdrückt, nicht später gesendet). Um wieder Webhooks zu empfangen, rufen Sie das Geheimnis ab: Der Dienst erzeugt eine neue Version für die danach angenommenen Stapel.
hook-revoke-confirm = Geheimnisse widerrufen
hook-cancel = Abbrechen
    .hint = Abbrechen (Esc)

## Der lokale Empfänger

hook-receiver-title = Lokaler Empfänger
hook-receiver-on = Webhooks und Callbacks auf diesem Computer empfangen
    .hint = Ein HTTP-Server nur auf 127.0.0.1: Nichts außerhalb dieses Computers erreicht ihn, außer Sie betreiben einen Tunnel zu ihm
hook-receiver-starting = Wird gestartet…
hook-receiver-off = Aus. Schalten Sie ihn ein, um jeden Webhook und Callback geprüft zu sehen, sobald er ankommt.
hook-receiver-listening = Lauscht auf 127.0.0.1, Port { $port }.
hook-receiver-sandbox = Der Callback-Modus und die Stapel der Offline-Sandbox nutzen standardmäßig diese URLs.
hook-receiver-tunnel = Über Ihren Tunnel (Abschnitt „Webhook-Empfänger“ in den Einstellungen); die Formulare zum Erstellen und für Stapel nutzen diese:
hook-receiver-forward = Ihr Tunnel muss an http://127.0.0.1:{ $port } weiterleiten.
hook-receiver-needs-tunnel = Der Dienst ruft nur öffentliche HTTPS-Adressen auf. Betreiben Sie einen Tunnel zu diesem Port (siehe README) und tragen Sie seine öffentliche URL im Abschnitt „Webhook-Empfänger“ der Einstellungen ein; die Formulare nutzen sie dann.
hook-url-webhooks = Stapel-Webhooks
    .copied = Die URL für Stapel-Webhooks wurde kopiert.
hook-url-callbacks = Callbacks
    .copied = Die URL für Callbacks wurde kopiert.
hook-url-local-webhooks = Lokale Webhooks
    .copied = Die URL für lokale Webhooks wurde kopiert.
hook-url-local-callbacks = Lokale Callbacks
    .copied = Die URL für lokale Callbacks wurde kopiert.
hook-copy = Kopieren
hook-seen-session = { $count ->
        [one] { $count } Zustellung in dieser Sitzung empfangen.
       *[other] { $count } Zustellungen in dieser Sitzung empfangen.
    }

## Der Zustellungs-Inspektor

hook-filter-any = Jedes Urteil
hook-filter-verified = Geprüft
hook-filter-refused = Abgelehnt
hook-filter-duplicates = Duplikate
hook-filter-callbacks = Callbacks
hook-reading = Zustellungen werden gelesen…
hook-newest-of = Die neuesten { $shown } von { $total } Zustellungen; grenzen Sie den Filter ein, um ältere zu sehen.
hook-count = { $count ->
        [one] { $count } Zustellung.
       *[other] { $count } Zustellungen.
    }
hook-gone = Diese Zustellung wird nicht mehr aufbewahrt (nur die neuesten werden aufbewahrt; siehe Einstellungen).
hook-select = Wählen Sie links eine Zustellung, um Anfrage, Inhalt und Urteil zu sehen.
hook-show = Zeigen
hook-show-all = Webhooks und Callbacks
hook-show-webhooks = Stapel-Webhooks
hook-show-callbacks = Callbacks
hook-verdict = Urteil
hook-batch-filter = Stapel-ID
    .name = Filter nach Stapel-ID
hook-search = IDs, Gründe suchen…
    .name = Zustellungen durchsuchen
hook-clear-filters = Filter löschen
hook-no-match = Keine Zustellung passt zu diesen Filtern.
hook-empty-listening = Noch keine Zustellungen. Senden Sie einen Stapel mit der Webhook-URL des Empfängers oder eine Aufgabe im Callback-Modus; jede Zustellung erscheint hier, sobald sie ankommt.
hook-empty-off = Noch keine Zustellungen. Schalten Sie oben den Empfänger ein, um Webhooks und Callbacks zu empfangen.
hook-row-duplicate = Duplikat
hook-row-attempt = Versuch { $attempt }
hook-row-name = { $verdict } { $kind } { $id }
hook-row-task = Aufgabe { $id }
hook-row-batch = Stapel { $id }
hook-row-item = Eintrag { $id }
hook-bytes = { $count } Bytes
hook-kind-webhook = Stapel-Webhook
hook-kind-callback = Callback
hook-verdict-verified = Geprüft
hook-verdict-duplicate = Duplikat
hook-verdict-missing-header = Header fehlt
hook-verdict-malformed = Fehlerhaft
hook-verdict-wrong-scheme = Falsches Schema
hook-verdict-mismatch = Falsche Signatur
hook-verdict-stale = Zu alt
hook-verdict-future = Aus der Zukunft
hook-verdict-no-secret = Kein Geheimnis
hook-verdict-callback = Unsignierter Callback
hook-verdict-unreadable = Unlesbar
hook-reader-failed = Die Zustellungsliste konnte ihren Leser nicht starten ({ $error }). Schließen Sie einige Programme und öffnen Sie das Profil erneut.
hook-read-failed = Die Zustellungen konnten nicht gelesen werden: { $error }.
hook-read-one-failed = Die Zustellung konnte nicht gelesen werden: { $error }.

## Eine Zustellung

hook-kind-single-callback = Callback einer Aufgabe
hook-received-at = empfangen um { $time }
hook-attempt-of-event = · Zustellung { $attempt } dieses Ereignisses
hook-what-done = Was GenDesk tat:
hook-copy-body = Inhalt kopieren
hook-copy-headers = Header kopieren
hook-copied-body = Der Inhalt der Zustellung wurde kopiert.
hook-copied-headers = Die Header der Zustellung wurden kopiert.
hook-copied-curl = Der curl-Befehl der Zustellung wurde kopiert.
hook-replay-to = Erneut senden an
hook-copy-curl = Als curl kopieren
    .hint = Ein Shell-Befehl, der genau diese Bytes und Header an die URL sendet, z. B. an Ihren eigenen Server in Entwicklung
hook-request = Anfrage
hook-body = Inhalt
hook-body-not-utf8 = kein gültiges UTF-8: fehlerhafte Bytes werden mit Ersatzzeichen gezeigt („Als curl kopieren“ behält sie)
hook-body-first-kib = (erste { $kib } KiB gezeigt)
hook-as-received = Wie empfangen
hook-pretty-json = Formatiertes JSON
hook-as-received-not-json = Wie empfangen (kein JSON)
hook-signature-check = Signaturprüfung
hook-signed-string = Signierte Zeichenfolge ({"{eventId}.{timestamp}.{"}Rohinhalt{"}"}):
hook-no-signed-string = Keine signierte Zeichenfolge: Der Header für Ereignis-ID oder Zeitstempel fehlt.
hook-signature-received = Empfangen
hook-signature-none = (keine)
hook-signature-expected = Erwartet
hook-signature-not-computed = (nicht berechnet: kein aktuelles Geheimnis, oder die Header waren unbrauchbar)
hook-secret-version-row = Version des Geheimnisses
