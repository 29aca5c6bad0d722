# Errors of transfers: GenDesk's own updates, result downloads and previews, download file-name patterns, the webhook receiver and `gendesk webhook verify`, Insights exports and periods.

## Updates of GenDesk (update/error.rs). The update feed is the signed file that announces new versions.

err-update-disabled = dieses GenDesk wurde für ein Distributionspaket erstellt: Neue Versionen bringt dessen Paketverwaltung
err-update-feed-address = die Adresse des Update-Feeds { $url } ist nicht verwendbar ({ $reason }); geben Sie unter Einstellungen → Updates eine https://-Adresse ein
err-update-unreachable = der Update-Feed war nicht erreichbar ({ $reason }); prüfen Sie die Verbindung und versuchen Sie es erneut
err-update-http-status = der Server des Update-Feeds hat für { $url } mit HTTP { $status } geantwortet; versuchen Sie es später erneut
err-update-feed-too-large = der Update-Feed ist größer als { $limit } Byte und wurde daher nicht gelesen
err-update-signature-unreadable = die Signatur des Update-Feeds ließ sich nicht lesen ({ $reason }); der Feed wurde nicht verwendet
err-update-untrusted-key = der Update-Feed ist mit einem Schlüssel signiert, dem dieses GenDesk nicht vertraut; der Feed wurde nicht verwendet
err-update-bad-signature = die Signatur des Update-Feeds passt nicht zu seinem Inhalt: Er wurde nach dem Signieren verändert und daher nicht verwendet
err-update-comment-mismatch = der signierte Kommentar des Update-Feeds lautet { $comment }, der Feed kündigt aber { $version } an: Der Feed wurde nicht verwendet
err-update-malformed = der Update-Feed liegt nicht in einer Form vor, die dieses GenDesk versteht ({ $reason }); der Feed wurde nicht verwendet
err-update-insecure-address = der Update-Feed nennt eine Adresse, die weder https:// ist noch auf diesem Computer liegt ({ $url }); der Feed wurde nicht verwendet
err-update-older-feed = der Update-Feed wurde am { $published } veröffentlicht, vor dem bereits gesehenen ({ $last }): eine alte Kopie, daher wurde er nicht verwendet
err-update-no-package = { $kind ->
        [matching] das Update enthält kein passendes Paket
       *[other] das Update enthält kein Paket vom Typ „{ $kind }“
    }; laden Sie es stattdessen von der Projektseite herunter
err-update-download = das Update konnte nicht heruntergeladen werden: { $error }
err-update-size-mismatch = das heruntergeladene Update hat { $actual } Byte, der signierte Feed nennt aber { $expected }: Es wurde entfernt und nichts wurde installiert
err-update-hash-mismatch = der SHA-256 des heruntergeladenen Updates passt nicht zum signierten Feed: Es wurde entfernt und nichts wurde installiert
err-update-io = { $path } konnte nicht { $action ->
        [read] gelesen
        [written] geschrieben
        [removed] entfernt
       *[other] { $action }
    } werden: { $cause }; prüfen Sie die Berechtigungen des Ordners und den freien Speicherplatz
err-update-install = das Update konnte nicht installiert werden ({ $reason }); diese Version funktioniert weiter
err-update-catalog = der aktualisierte Modellkatalog wurde abgelehnt ({ $error }); der bisherige bleibt erhalten

## Result downloads (download/mod.rs). The history keeps these; core-download-… words them for the window.

err-download-not-http = nur http- und https-Ergebnis-URLs lassen sich herunterladen, nicht { $scheme }
err-download-invalid-url = die Ergebnis-URL ist nicht verwendbar: { $reason }
err-download-expired = die Ergebnis-URL ist abgelaufen (24 h nach ihrer Ausgabe)
err-download-http-status = der Server hat mit HTTP { $status } geantwortet
err-download-too-large = die Datei ist größer als das Limit von { $limit } Byte
err-download-no-space = kein Speicherplatz mehr auf dem Datenträger beim Schreiben von { $path }
err-download-io = { $path } konnte nicht geschrieben werden: { $cause }
err-download-local-gone = unter der Adresse der Ergebnis-URL antwortet auf diesem Computer nichts
err-download-network = Netzwerkfehler: { $reason }
err-download-cancelled = der Download wurde abgebrochen
err-download-setup = der Downloader konnte nicht eingerichtet werden: { $reason }

## File-name patterns for downloads (download/name_pattern.rs): shown under the pattern in Settings.
## Field names in braces ({model}, {n}, {prompt:30}) are typed as they are: never translate them.

err-name-pattern-empty = Das Muster ist leer: Geben Sie mindestens ein Feld an, etwa {"{model}"}.
err-name-pattern-unclosed = Zu „{"{"}“ fehlt die schließende „{"}"}“ (nach „{ $before }“). Schließen Sie das Feld oder entfernen Sie die Klammer.
err-name-pattern-stray-brace = „{"}"}“ schließt kein Feld (nach „{ $before }“). Entfernen Sie die Klammer.
err-name-pattern-unknown-field = „{"{"}{ $name }{"}"}“ ist kein Feld. Die Felder sind { $fields }.
err-name-pattern-bad-length = „{"{"}{ $field }:{ $length }{"}"}“ braucht nach dem Doppelpunkt eine Länge von 1 bis { $max }.
err-name-pattern-absolute = Das Muster beginnt mit „/“: Es bezeichnet Orte im Download-Ordner, entfernen Sie also den Schrägstrich am Anfang.
err-name-pattern-parent-folder = „{ $part }“ ist als Ordner nicht erlaubt: Dateien bleiben im Download-Ordner.
err-name-pattern-no-file-name = Das Muster endet mit einem Ordner: Fügen Sie nach dem letzten „/“ einen Dateinamen hinzu, etwa {"{n}"}.
err-name-pattern-too-deep = Das Muster legt { $count } Ordner ineinander an; erlaubt sind höchstens { $max }.

## Result previews (media/fetch.rs).

err-fetch-bad-url = die Ergebnisadresse lässt sich nicht öffnen: { $reason }
err-fetch-gone = der Ergebnislink funktioniert nicht mehr (HTTP { $status }); Ergebnislinks laufen 24 Stunden nach dem Ende der Aufgabe ab, daher lässt sich nur eine heruntergeladene Kopie anzeigen
err-fetch-status = der Server hat für die Ergebnisdatei mit HTTP { $status } geantwortet; versuchen Sie es später erneut
err-fetch-too-large = die Datei ist größer als { $mib } MiB und damit zu groß für eine Vorschau; laden Sie sie stattdessen herunter
err-fetch-network = die Ergebnisdatei konnte nicht abgerufen werden ({ $reason }); prüfen Sie die Verbindung und versuchen Sie es erneut
err-fetch-local-gone = der Link dieses Ergebnisses ist nicht mehr verfügbar: Unter seiner Adresse antwortet auf diesem Computer nichts mehr (die Offline-Sandbox, die es erzeugt hat, läuft jetzt unter einer anderen Adresse), daher lässt es sich nur aus einer heruntergeladenen Kopie anzeigen

## gendesk webhook verify (webhooks/cli.rs). $variable is an environment variable's name; the command line after "for example:" is typed as it is.

err-webhook-cli-secret-unset = Die Umgebungsvariable { $variable } ist nicht gesetzt. Legen Sie das Signaturgeheimnis des Webhooks darin ab (GenDesk nimmt ein Geheimnis nie über die Befehlszeile entgegen), zum Beispiel: { $variable }="$(cat secret.txt)" gendesk webhook verify --secret-env { $variable } …
err-webhook-cli-secret-empty = Die Umgebungsvariable { $variable } ist leer. Legen Sie das Signaturgeheimnis des Webhooks darin ab: Mit einem leeren Geheimnis lässt sich nichts prüfen.
err-webhook-cli-secret-not-text = Die Umgebungsvariable { $variable } enthält keinen UTF-8-Text. Kopieren Sie das Signaturgeheimnis erneut, genau so, wie der Dienst es anzeigt.
err-webhook-cli-stdin = Der Body konnte nicht von der Standardeingabe gelesen werden: { $cause }. Leiten Sie den unveränderten Body per Pipe an den Befehl.
err-webhook-cli-body-too-large = Der Body auf der Standardeingabe ist größer als { $limit } Byte, weit mehr, als ein Webhook enthält. Prüfen Sie, ob die richtige Datei per Pipe übergeben wird.

## The webhook receiver (webhooks/receiver.rs); core-receiver-… words these for the window.

err-receiver-port-taken = Port { $port } auf 127.0.0.1 wird bereits verwendet
err-receiver-bind = das Lauschen auf 127.0.0.1 Port { $port } ist fehlgeschlagen: { $cause }

## Insights exports (insights/export.rs). $error is the writer's reason, in English.

err-export-csv = die CSV-Datei konnte nicht geschrieben werden: { $error }
err-export-json = die JSON-Datei konnte nicht geschrieben werden: { $error }
err-export-finish = die CSV-Datei konnte nicht fertiggestellt werden: { $error }

## Periods of `gendesk report` (insights/period.rs). 24h, 7d, 30d and 2026-11-01 are typed as they are.

err-period-unreadable = { $given } ist kein Zeitraum: Geben Sie eine Spanne wie 24h, 7d oder 30d an oder ein Datum wie 2026-11-01
err-period-backwards = der Zeitraum endet, bevor er beginnt ({ $since } liegt nach { $until })
