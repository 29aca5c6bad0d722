# Die Auswertung: Ausgaben, Zahlen je Modell, Zahlen je Stapel, Filter.

insights-title = Auswertung
insights-export = Exportieren…
insights-working = Die Zahlen werden berechnet…
insights-reader-stopped = Das Lesemodul der Auswertung wurde beendet. Öffnen Sie das Profil erneut, um es neu zu starten.
insights-reader-not-started = Die Auswertung konnte ihr Lesemodul nicht starten ({ $reason }). Schließen Sie einige Programme und öffnen Sie das Profil erneut.
insights-read-failed = Die Zahlen konnten nicht gelesen werden: { $reason }.

insights-filter-period = Zeitraum
insights-period-today = Heute
insights-period-week = Letzte 7 Tage
insights-period-month = Letzte 30 Tage
insights-period-all = Gesamter Zeitraum
insights-period-range = Datum…
insights-filter-from = von
insights-filter-to = bis
insights-bad-dates = Die Daten sind nicht verwendbar: { $reason }.
insights-filter-profiles = Profile
insights-profile-this = Dieses Profil
insights-profile-every = Alle Profile
insights-filter-kind = Art
insights-kind-any = Alle Arten
insights-kind-image = Bild
insights-kind-video = Video
insights-kind-audio = Audio
insights-filter-model = Modell
insights-model-any = Alle Modelle
insights-clear-filters = Filter löschen

insights-card-spent = Ausgegeben
insights-card-unpriced = { $count ->
    [one] + { $count } Aufgabe ohne Preis
   *[other] + { $count } Aufgaben ohne Preis
}
insights-card-tasks = Aufgaben
insights-card-outcomes = { $succeeded } erfolgreich · { $failed } fehlgeschlagen
insights-card-success-rate = Erfolgsquote
insights-card-median = Verarbeitung (Median)
insights-card-p90 = p90 { $time }
insights-card-balance = Guthaben
insights-nothing-spent = in diesem Zeitraum nichts ausgegeben

insights-section-spend = Ausgaben im Zeitverlauf
insights-spend-none = In diesem Zeitraum wurde nichts mit bekanntem Preis ausgegeben.
insights-spend-axis = ausgegeben
insights-balance-axis = Guthaben
insights-balance-one = Ein Guthabenwert in diesem Zeitraum ({ $amount }); die Linie braucht zwei. Aktualisieren Sie das Guthaben nach etwas Arbeit über die obere Leiste, um sie zu zeichnen.
insights-balance-none = In diesem Zeitraum wurde kein Guthaben gemeldet.
insights-runway = Guthaben { $balance } · etwa { $per_day } Ausgaben pro Tag · { $lasts }
insights-runway-idle = Guthaben { $balance } · in diesem Zeitraum nichts ausgegeben
insights-lasts-under-a-day = reicht bei diesem Tempo keinen Tag mehr
insights-lasts-over-ten-years = reicht bei diesem Tempo über zehn Jahre
insights-lasts-days = { $count ->
    [one] reicht bei diesem Tempo etwa { $count } Tag
   *[other] reicht bei diesem Tempo etwa { $count } Tage
}

insights-section-models = Je Modell
insights-sort-hint = Nach dieser Spalte sortieren; erneut klicken zum Umkehren
insights-model-column-model = Modell
insights-model-column-tasks = Aufgaben
insights-model-column-succeeded = Erfolgreich
insights-model-column-fail-codes = Fehlercodes
insights-model-column-median = Median-Zeit
insights-model-column-p90 = p90
insights-model-column-longest = Längste
insights-model-column-queue = Warteschlange (Median)
    .hint = Wartezeit beim Dienst, bevor die Verarbeitung begann
insights-model-column-to-file = Bis zur Datei (Median)
    .hint = Vom Senden bis zum ersten auf diesem Computer gespeicherten Ergebnis, für die Aufgaben, die GenDesk heruntergeladen hat
insights-model-column-spent = Ausgegeben
insights-model-column-per-success = Je Erfolg
insights-model-show-tasks = Diese Aufgaben in „Aktivität“ zeigen
insights-model-all = Alle Modelle
insights-model-succeeded = { $count } ({ $percent } %)
insights-model-no-fail-codes = keine
insights-fail-code-about = { $category }: { $meaning }
insights-fail-code-unknown = Ein Code, den GenDesk nicht kennt.
insights-fail-code-click =
    { $about }
    Klicken, um die fehlgeschlagenen Aufgaben in „Aktivität“ zu zeigen.
insights-amount-unpriced = { $amount } + { $count } ohne Preis
insights-model-spent-measured = { $count ->
    [one] Geschätzt nach den Preisen, die GenDesk kannte. Am Guthaben gemessen für { $count } Aufgabe: { $amount }.
   *[other] Geschätzt nach den Preisen, die GenDesk kannte. Am Guthaben gemessen für { $count } Aufgaben: { $amount }.
}
insights-model-spent-estimated = Geschätzt nach den Preisen, die GenDesk beim Senden der Aufgaben kannte; fehlgeschlagene Aufgaben werden erstattet und nicht gezählt.
insights-times-none = Noch keine Aufgabe in diesem Zeitraum hat eine Verarbeitungszeit.
insights-times-bar = { $model }: Median { $median }, p90 { $p90 }, längste { $longest }
insights-times-axis = Median der Verarbeitungszeit, Sekunden
insights-times-chart = Median der Verarbeitungszeit

insights-section-batches = Stapel und Läufe
insights-batches-none = Kein Stapel in diesem Zeitraum.
insights-batch-column-batch = Stapel
insights-batch-column-model = Modell
insights-batch-column-sent = Gesendet
insights-batch-column-items = Einträge
insights-batch-column-estimate = Schätzung
insights-batch-column-accepted = Angenommene Kosten
insights-batch-column-spent = Ausgegeben
insights-batch-column-outcome = Ergebnis
insights-batch-column-rate = Einträge/min
insights-batch-column-times = Warteschlange · Verarbeitung (Median)
insights-batch-run = Lauf aus { $count } Stapeln
insights-batch-open = Diesen Stapel in „Stapel“ öffnen
insights-batches-show-all = Alle { $count } Zeilen zeigen
insights-batch-items = { $sent } gesendet, { $accepted } angenommen
insights-batch-spent-hint = Die Schätzung der angenommenen Einträge, abzüglich der fehlgeschlagenen Aufgaben (erstattet).
insights-batch-outcome = { $succeeded } erfolgreich, { $failed } fehlgeschlagen
insights-footnote = Die Kosten sind Schätzungen von GenDesk nach den Preisen, die es beim Senden jeder Aufgabe kannte; fehlgeschlagene Aufgaben werden erstattet und nicht gezählt. Berechnet in { $milliseconds } ms.

insights-empty-title = Hier gibt es noch nichts zu zählen
insights-empty-text = Die Auswertung zählt die Aufgaben und Stapel, die GenDesk gesendet hat, was sie gekostet und wie lange sie gedauert haben, aus dem eigenen Verlauf dieses Computers. Im gewählten Zeitraum und mit diesen Filtern wurde nichts gesendet.
insights-empty-balance = Ihr Guthaben: { $amount }.
insights-show-all-time = Gesamten Zeitraum zeigen
insights-go-compose = Zu „Erstellen“ wechseln

insights-report-none = Keine Aufgaben in diesem Zeitraum.
insights-report-column-model = Modell
insights-report-column-tasks = Aufgaben
insights-report-column-ok = OK
insights-report-column-failed = Fehlgeschl.
insights-report-column-p50 = p50
insights-report-column-p90 = p90
insights-report-column-max = max
insights-report-column-spent = Ausgegeben
insights-report-column-measured = Gemessen
insights-report-total = Gesamt
insights-report-measured = { $count ->
    [one] { $amount } ({ $count } Aufgabe)
   *[other] { $amount } ({ $count } Aufgaben)
}
insights-report-failures = Fehler:
insights-report-note = Zeiten sind Verarbeitungszeiten erfolgreicher Aufgaben; „Ausgegeben“ beruht auf den Preisen, die GenDesk beim Senden kannte (fehlgeschlagene Aufgaben werden erstattet und nicht gezählt); „Gemessen“ ist der Rückgang des Guthabens rund um einzeln gesendete Aufgaben.
insights-report-balance = { $count ->
    [one] Guthaben: { $first } ({ $first_time }) → { $last } ({ $last_time }), { $count } Antwort
   *[other] Guthaben: { $first } ({ $first_time }) → { $last } ({ $last_time }), { $count } Antworten
}
insights-report-balance-none = Guthaben: keine Antworten in diesem Zeitraum.

insights-export-models-csv = Tabelle je Modell (CSV)

insights-export-spend-csv = Ausgaben im Zeitverlauf (CSV)

insights-export-balance-csv = Guthaben im Zeitverlauf (CSV)

insights-export-batches-csv = Stapel (CSV)

insights-export-all-json = Alles (JSON)

# The batches table's name for a screen reader.
insights-batches-table-name = Stapel

# The per-model table's name for a screen reader.
insights-models-table-name = Modelle

# A week's bar in the spend chart: $day is its first day ("23 Nov").
insights-week-of = Woche ab { $day }
