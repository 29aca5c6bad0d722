# Tasks: the Activity view, a task's detail and results, live progress, jobs.

activity-reading-history = Verlauf wird gelesen…
activity-reading-task = Aufgabe wird gelesen…
activity-filter-state = Status
activity-all-states = Alle Status
activity-filter-kind = Art
activity-any-kind = Jede Art
activity-kind-image = Bild
activity-kind-video = Video
activity-kind-audio = Audio
activity-filter-model = Modell
activity-filter-search = Suche
    .hint = Prompt, Modell oder Aufgaben-ID
activity-since = Seit { $time }
    .hint = Nur Aufgaben, die seitdem gesendet wurden (aus der Auswertung); klicken, um alle zu zeigen
activity-clear-filters = Filter zurücksetzen
activity-task-count = { $count ->
    [one] { $count } Aufgabe
   *[other] { $count } Aufgaben
}
activity-read-file = Datei lesen…
    .hint = Was ein heruntergeladenes Bild, ein Film oder ein Musikstück darüber verrät, wie es entstanden ist (oder die Datei hier ablegen)
activity-empty-heading = Noch keine Aufgaben
activity-empty-text = Schreiben Sie unter „Erstellen“ einen Prompt und senden Sie ihn ab: Jede gesendete Aufgabe erscheint hier, live, von „wartend“ bis zum Ergebnis.
activity-go-compose = Zu „Erstellen“
activity-no-match-heading = Keine Aufgabe passt zu diesen Filtern
activity-no-match-text = Ändern oder entfernen Sie die Filter, um mehr aus Ihrem Verlauf zu sehen.
activity-clear-all-filters = Alle Filter zurücksetzen
activity-column-state = Status
activity-column-model = Modell
activity-column-prompt = Prompt
activity-column-time = Dauer
activity-column-created = Erstellt
activity-row-name = Aufgabe { $number }: { $state }, { $model }, { $prompt }

task-detail-heading = Aufgabe { $number }
task-close = Schließen
    .hint = Details schließen (Esc)
task-reuse-settings = Einstellungen übernehmen
    .hint = Diese Anfrage in das Erstellen-Formular laden
task-check-now = Jetzt prüfen
    .hint = Den Dienst jetzt nach dem Status dieser Aufgabe fragen
task-latest-status = Letzter Status
task-request-json = Anfrage-JSON
task-sending = Aufgabe wird an den Dienst gesendet…
task-unknown-title = Ergebnis unbekannt
task-unknown-text = GenDesk hat diese Aufgabe gesendet, aber keine Antwort erhalten (die Verbindung brach ab, lief in eine Zeitüberschreitung oder der Dienst hatte einen internen Fehler). Der Dienst hat die Aufgabe vielleicht angelegt – und berechnet – oder auch nicht.
task-unknown-todo = Was zu tun ist: Prüfen Sie Ihr Guthaben oder das Dashboard des Dienstes auf eine neue Aufgabe. Wurde keine angelegt, senden Sie sie erneut; GenDesk sendet eine kostenpflichtige Aufgabe nie von selbst erneut.
task-send-again = Erneut als neue Aufgabe senden…
task-rejected-title = Nicht angenommen
task-rejected-text = Der Dienst hat diese Aufgabe abgelehnt; es wurde nichts angelegt oder berechnet.
task-rejected-todo = Korrigieren Sie die Einstellungen („Einstellungen übernehmen“ lädt sie ins Formular) und senden Sie erneut.
task-processing = Der Dienst erzeugt das Ergebnis… (bisher { $minutes }:{ $seconds })
task-queued = Beim Dienst in der Warteschlange… (bisher { $minutes }:{ $seconds })
task-last-check = Letzte Statusabfrage: { $error }
task-failed-code = Fehlgeschlagen: { $code }
task-failed = Fehlgeschlagen
task-service-said = Der Dienst meldete: „{ $message }“
task-what-to-do = Was zu tun ist: { $hint }
task-refunded = Fehlgeschlagene Aufgaben werden erstattet.
task-retry = Als neue Aufgabe wiederholen…
    .hint = Ein vorübergehendes Problem: Dieselbe Anfrage kann jetzt gelingen
task-field-state = Status
task-field-task-id = Aufgaben-ID
task-field-kind = Art
task-field-prompt = Prompt
task-field-created = Erstellt
task-field-accepted = Angenommen
task-field-completed = Abgeschlossen
task-field-processing-time = Verarbeitungszeit
task-field-fail-code = Fehlercode
task-field-fail-message = Fehlermeldung
task-field-results-expire = Ergebnisse laufen ab
task-field-status-checks = Statusabfragen
task-field-batch = Stapel
task-no-request = Für diese Aufgabe wurde keine Anfrage gespeichert.
task-copy-json = JSON kopieren
task-retry-confirm-title = Als neue Aufgabe wiederholen?
task-retry-confirm-text = Damit wird dieselbe Anfrage erneut als neue Aufgabe gesendet. Es ist eine neue kostenpflichtige Aufgabe: Die fehlgeschlagene wurde erstattet, die neue wird wie jede andere berechnet.
task-retry-confirm-button = Neue kostenpflichtige Aufgabe senden
task-resend-confirm-title = Erneut als neue Aufgabe senden?
task-resend-confirm-text = Die erste Übermittlung hat möglicherweise schon eine Aufgabe angelegt. Falls ja, entsteht beim erneuten Senden eine zweite kostenpflichtige Aufgabe und Ihnen wird doppelt berechnet. Senden Sie nur erneut, wenn Sie geprüft haben, dass keine Aufgabe angelegt wurde.
task-resend-confirm-button = Erneut senden (kostenpflichtig)
task-cancel = Abbrechen

activity-history-unreadable = Der Verlauf konnte nicht gelesen werden: { $problem }.
activity-reader-failed = Die Aktivitätsliste konnte ihren Leser nicht starten ({ $problem }). Schließen Sie einige Programme und öffnen Sie das Profil erneut.
task-countdown-hours = { $hours } Std. { $minutes } Min.
task-countdown-minutes = { $minutes } Min.
task-notice-accepted = Aufgabe vom Dienst angenommen. Verfolgen Sie sie unter Aktivität.
task-notice-download-cancelled = Download abgebrochen. Der bereits geladene Teil bleibt erhalten: Erneutes Herunterladen setzt ihn fort.
task-notice-failed = Eine Aufgabe ist fehlgeschlagen.
task-notice-failed-code = Eine Aufgabe ist fehlgeschlagen ({ $code }).
task-notice-finished = Eine Aufgabe war erfolgreich.
task-notice-finished-many = { $count ->
    [one] { $count } Aufgabe war erfolgreich.
   *[other] { $count } Aufgaben waren erfolgreich.
    }
task-notice-recovered-unknown = { $count ->
    [one] { $count } Sendung wurde unterbrochen, als GenDesk zuletzt geschlossen wurde. Sie ist als „unbekannt“ markiert: Prüfen Sie sie unter Aktivität, bevor Sie sie erneut senden, damit Sie nicht doppelt zahlen.
   *[other] { $count } Sendungen wurden unterbrochen, als GenDesk zuletzt geschlossen wurde. Sie sind als „unbekannt“ markiert: Prüfen Sie sie unter Aktivität, bevor Sie sie erneut senden, damit Sie nicht doppelt zahlen.
    }
task-notice-rejected = Die Aufgabe wurde nicht angenommen. { $problem }
task-notice-service-said = Der Dienst meldete: „{ $message }“
task-result-cancel-download = Abbrechen
task-result-copy-image = Bild kopieren
    .hint = Das Bild selbst, zum Einfügen in einen Chat oder ein Bildprogramm
task-result-copy-path = Dateipfad kopieren
    .hint = Zum Einfügen, wo ein Dateipfad verlangt wird
task-result-copy-url = URL kopieren
task-result-download = Herunterladen
task-result-download-again = Erneut herunterladen
task-result-download-failed = Der Download ist fehlgeschlagen.
task-result-downloaded = Heruntergeladen
task-result-file = Datei
    .hint = Mit dem System öffnen
task-result-into-image-form = In einem Bild-zu-Bild-Formular
task-result-into-video-form = In einem Bild-zu-Video-Formular
task-result-link-expired-before = Der Link ist abgelaufen, bevor die Datei heruntergeladen wurde.
task-result-no-preview = Keine Vorschau
task-result-not-downloaded-expired = Nicht heruntergeladen; der Link ist abgelaufen.
task-result-not-downloaded-gone = Nicht heruntergeladen; der Link ist nicht mehr verfügbar.
task-result-open = Öffnen
    .hint = Mit der Standardanwendung des Systems
task-result-open-in-player = Im System-Player öffnen
task-result-path-copied = Der Pfad von { $name } ist kopiert.
task-result-preview = Vorschau von { $name }
    .hint = Das ganze Bild öffnen (zoomen und verschieben)
task-result-progress = { $done } von { $total }
task-result-show-in-folder = Im Ordner zeigen
    .hint = Die Datei, im Dateimanager ausgewählt
task-result-title = { $kind ->
    [image] Bild { $number }
    [video] Video { $number }
    [audio] Titel { $number }
   *[other] Datei { $number }
    }
task-result-title-ext = { $kind ->
    [image] Bild { $number } ({ $ext })
    [video] Video { $number } ({ $ext })
    [audio] Titel { $number } ({ $ext })
   *[other] Datei { $number } ({ $ext })
    }
task-result-url-copied = Die URL von { $name } ist kopiert.
task-result-use-as-reference = Als Referenz verwenden
task-results-count = { $count ->
    [one] { $count } Ergebnis
   *[other] { $count } Ergebnisse
    }
task-results-download-all = Alle herunterladen
    .hint = Nach { $folder }
task-results-expired-nothing-more = Die Links sind abgelaufen; es kann nichts mehr heruntergeladen werden.
task-results-gone-nothing-more = Die Links sind nicht mehr verfügbar; es kann nichts mehr heruntergeladen werden.
task-results-links-expire = Links laufen ab in { $time }
    .hint = Ergebnis-Links funktionieren 24 Stunden nach Ende der Aufgabe. Laden Sie herunter, was Sie behalten möchten.
task-results-links-expired = Links abgelaufen; heruntergeladene Kopien bleiben erhalten
task-results-links-gone = Links nicht mehr verfügbar; heruntergeladene Kopien bleiben erhalten
    .hint = Die Offline-Sandbox, die diese Links erzeugt hat, lief unter einer anderen Adresse als jetzt (ihr Port war beim Start von GenDesk belegt). Erzeugen Sie das Ergebnis erneut, um neue Links zu erhalten.
task-results-open-folder = Ordner öffnen
task-state-failed = fehlgeschlagen
task-state-finished = beendet
task-state-pending = wartend
task-state-processing = läuft
task-state-rejected = abgelehnt
task-state-submitting = wird gesendet
task-state-success = erfolgreich
task-state-unknown = unbekannt

# The task list as a screen reader names it; $count is how many tasks it holds.
activity-table-name =
    { $count ->
        [one] Aufgaben, { $count } Aufgabe
       *[other] Aufgaben, { $count } Aufgaben
    }
