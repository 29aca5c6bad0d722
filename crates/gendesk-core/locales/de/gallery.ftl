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
gallery-tile = Ergebnis: { $prompt } ({ $model })
gallery-tile-picked = Ergebnis: { $prompt } ({ $model }), für den Vergleich ausgewählt
viewer-other-file = Eine Datei: Laden Sie sie herunter, um sie zu öffnen.
viewer-reuse-settings = Einstellungen übernehmen
    .hint = Diese Anfrage ins Formular „Erstellen“ laden
viewer-open-task = Aufgabe öffnen
viewer-close = Schließen
    .hint = Betrachter schließen (Esc)
viewer-previous = Zurück
    .hint = Das vorige Ergebnis (Pfeiltaste links)
viewer-next = Weiter
    .hint = Das nächste Ergebnis (Pfeiltaste rechts)
viewer-unpick = Aus Vergleich entfernen
    .hint = Aus den nebeneinander verglichenen Ergebnissen nehmen
viewer-pick = Zum Vergleich hinzufügen
    .hint = Zwei bis vier Ergebnisse nebeneinander zeigen, gemeinsam gezoomt und abgespielt
viewer-pick-full = Es sind schon vier Ergebnisse ausgewählt; entfernen Sie zuerst eines
viewer-download = Herunterladen
viewer-copy-url = URL kopieren
viewer-url-copied = Die URL des Ergebnisses ist kopiert.
viewer-use-as-reference = Als Referenzbild verwenden
    .hint = Eine neue Bild-zu-Bild- oder Video-Aufgabe mit diesem Bild beginnen
