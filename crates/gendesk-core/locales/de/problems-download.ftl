# Warum ein Download einer Ergebnisdatei fehlschlug oder neu beginnen musste: abgelehnte
# Adressen und Weiterleitungen, was der Server tat, und Dateinamen, die sich nicht verwenden
# lassen.

## Abgelehnte Ergebnisadressen und Weiterleitungen (download/result_url.rs).

problem-download-too-many-redirects = mehr als { $max } Weiterleitungen
problem-download-redirect-not-http = Weiterleitung zu einer Nicht-HTTP-URL ({ $scheme }:)
problem-download-redirect-credentials = Weiterleitung zu einer URL mit Zugangsdaten
problem-download-no-host = sie hat keinen Host
problem-download-credentials = sie enthält einen Benutzernamen oder ein Passwort

## Eine Verbindung, die nicht die ganze Datei brachte (download/job.rs).

problem-download-gave-up = { $why } (nach { $attempts } { $attempts ->
        [one] Fortsetzungsversuch
       *[other] Fortsetzungsversuchen
    } aufgegeben)
problem-download-no-answer = keine Antwort innerhalb von { $seconds } s
problem-download-no-data = { $seconds } s lang keine Daten
problem-download-resumed-elsewhere = der Server hat an einer anderen Stelle als Byte { $offset } fortgesetzt
problem-download-no-such-byte = der Server hat kein Byte { $offset } dieser Datei
problem-download-server-error = der Server antwortete mit HTTP { $status }
problem-download-ended-early = die Verbindung endete nach { $done } von { $total } Byte
problem-download-too-many-bytes = der Server schickte { $done } Byte, mehr als die angekündigten { $total }

## Der Name der heruntergeladenen Datei (download/part_file.rs).

problem-download-name-taken = es gibt bereits { $count } Dateien mit diesem Namen
problem-download-outside-folder = der Dateiname würde aus dem Download-Ordner hinausführen
