# The Gallery, Compare, the picture viewer and the video and audio players.

gallery-reading = Ihre Ergebnisse werden gelesen…
gallery-picked = { $count } von { $max } für den Vergleich ausgewählt
gallery-show-side-by-side = { $count } nebeneinander zeigen
gallery-side-by-side = Nebeneinander
    .hint = Wählen Sie im Betrachter mindestens zwei Bilder oder Videos aus
gallery-picked-clear = Leeren
gallery-empty-title = Noch keine Ergebnisse
gallery-empty-body = Jedes Bild, Video und Musikstück, das Ihre Aufgaben erzeugen, erscheint hier.
gallery-go-to-compose = Zu „Erstellen“
gallery-no-match = Keine Ergebnisse passen zu diesen Filtern
gallery-clear-filters = Alle Filter zurücksetzen
gallery-date-any = Beliebig
gallery-date-today = Letzte 24 Stunden
gallery-date-week = Letzte 7 Tage
gallery-date-month = Letzte 30 Tage
gallery-kind-any = Alle Arten
gallery-kind-images = Bilder
gallery-kind-videos = Videos
gallery-kind-music = Musik
gallery-filter-kind = Art
gallery-filter-favourites = Favoriten
    .hint = Nur die Ergebnisse von Aufgaben mit Stern
gallery-filter-when = Wann
gallery-filter-model = Modell
gallery-filter-search = Suche
    .hint = Prompt, Modell oder Aufgaben-ID
gallery-filter-clear = Filter zurücksetzen
gallery-tiles-small = Klein
gallery-tiles-large = Groß
gallery-total = { $count ->
    [one] { $count } Ergebnis
   *[other] { $count } Ergebnisse
}
