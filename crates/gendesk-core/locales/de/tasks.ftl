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
