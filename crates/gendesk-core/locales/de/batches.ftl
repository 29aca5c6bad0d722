# Stapel: Stapel-Editor und Senden, die Ansicht „Stapel“ und ein Stapel im Detail, Vorlagen.

## Die Ansicht „Stapel“: die Liste

batch-reading-list = Stapel werden gelesen…
batch-select-hint = Wählen Sie links einen Stapel, um seine Einträge zu sehen.
batch-empty-title = Noch keine Stapel
batch-empty-body = Ein Stapel sendet bis zu { $max } Aufgaben eines Modells in einer Anfrage, und zwar sicher: Bricht die Verbindung ab, sendet GenDesk dieselbe Anfrage erneut, und nichts wird doppelt berechnet. Mehr Einträge werden auf mehrere Stapel verteilt, die als ein Lauf zusammenbleiben.
batch-empty-make = Stapel in „Erstellen“ anlegen
    .hint = Erstellen { $arrow } Stapel: Kopien des Formulars, eine Prompt-Liste, ein Raster von Werten oder eine CSV-/JSONL-/Textdatei
batch-count-not-sent = { $count } noch nicht gesendet
batch-count-accepted = { $count } angenommen
batch-count-reused = { $count } wiederverwendet
batch-count-rejected = { $count } abgelehnt
batch-count-open = { $count } wartend oder laufend
batch-count-succeeded = { $count } erfolgreich
batch-count-failed = { $count } fehlgeschlagen
batch-status-sending-again = wird erneut gesendet
batch-status-sending = wird gesendet
batch-status-needs-you = braucht Sie
batch-status-refused = abgewiesen
batch-status-queued = wartend
batch-status-running = läuft
batch-status-completed = abgeschlossen
batch-status-completed-with-errors = mit Fehlern abgeschlossen
batch-name-in-run = Stapel { $index } von { $size }
batch-name = Stapel #{ $batch }
batch-run-header = Lauf #{ $run } · { $items } Einträge in { $batches } Stapeln
batch-row-items = { $count ->
    [one] { $count } Eintrag
   *[other] { $count } Einträge
}
batch-row-hint = { $name } – klicken, um die Einträge zu sehen
batch-reader-not-started = Die Stapelliste konnte ihren Leser nicht starten ({ $error }). Schließen Sie einige Programme und öffnen Sie das Profil erneut.
batch-list-unreadable = Die Stapel konnten nicht gelesen werden: { $error }.
batch-items-unreadable = Der Stapel konnte nicht gelesen werden: { $error }.

## Die Ansicht „Stapel“: ein Stapel

batch-made-at = • erstellt { $time }
batch-service-id = • Stapel beim Dienst: { $id }
batch-origin-fix-rejected = Aus den korrigierten abgelehnten Einträgen von Stapel #{ $batch } erstellt.
batch-origin-retry-failed = Aus den fehlgeschlagenen Einträgen von Stapel #{ $batch } erstellt, als neue Aufgaben erneut gesendet.
batch-filter-show = Zeigen:
batch-filter-all = Alle
batch-filter-open = Wartend oder laufend
batch-filter-succeeded = Erfolgreich
batch-filter-failed = Fehlgeschlagen
batch-filter-rejected = Abgelehnt
batch-filter-no-match = Kein Eintrag passt zu diesem Filter.
batch-reading-items = Einträge werden gelesen…
batch-not-accepted-waiting = Noch nicht angenommen: { $error }
batch-not-accepted-resending = Noch nicht angenommen: { $error } GenDesk sendet dieselbe Anfrage von selbst erneut.
batch-being-sent = Gespeichert; wird an den Dienst gesendet.
batch-send-again = Erneut senden
    .hint = Sendet genau dieselbe Anfrage (dieselben Bytes und Idempotenzschlüssel): Der Dienst legt diese Aufgaben nie doppelt an
batch-send-again-note = Gleiche Anfrage, gleiche Schlüssel: Nichts wird doppelt berechnet.
batch-refused-whole = Der Dienst hat den ganzen Stapel abgewiesen: { $reason } Es wurde nichts angelegt und nichts berechnet.
batch-refused-whole-no-reason = Der Dienst hat den ganzen Stapel ohne Angabe von Gründen abgewiesen. Es wurde nichts angelegt und nichts berechnet.
batch-replayed = Der Dienst hat diesen Stapel von einem früheren Senden wiedererkannt (die Antwort ging unterwegs verloren); nichts wurde doppelt berechnet.
batch-reused-items = { $count ->
    [one] { $count } Eintrag hat eine Aufgabe wiederverwendet, die es für denselben Eintragsschlüssel schon gab; nichts wurde doppelt berechnet.
   *[other] { $count } Einträge haben eine Aufgabe wiederverwendet, die es für denselben Eintragsschlüssel schon gab; nichts wurde doppelt berechnet.
}
batch-refresh-status = Status aktualisieren
batch-download-all = Alle Ergebnisse herunterladen
    .hint = Speichert jedes Ergebnis dieses Stapels in einem eigenen Ordner, mit manifest.csv und manifest.jsonl, die jeden Eintrag auflisten
    .nothing-yet = Noch kein Eintrag war erfolgreich
batch-download-run = Ganzen Lauf herunterladen
batch-fix-rejected = Abgelehnte Einträge korrigieren ({ $count })
    .hint = Öffnet sie im Stapel-Editor mit den Gründen des Dienstes; beim Senden entsteht ein neuer Stapel mit neuen Schlüsseln
batch-retry-failed = Fehlgeschlagene erneut versuchen ({ $count })
batch-downloading = { $done } von { $total } Dateien werden heruntergeladen
batch-downloaded = { $count ->
    [one] { $count } Datei und das Manifest in { $folder } gespeichert
   *[other] { $count } Dateien und das Manifest in { $folder } gespeichert
}
batch-open-folder = Ordner öffnen
batch-retry-confirm = { $count ->
    [one] { $count } fehlgeschlagenen Eintrag als neuen Stapel erneut senden? Er wird eine neue Aufgabe und erneut bezahlt; die fehlgeschlagene wurde erstattet.
   *[other] { $count } fehlgeschlagene Einträge als neuen Stapel erneut senden? Sie werden neue Aufgaben und erneut bezahlt; die fehlgeschlagenen wurden erstattet.
}
batch-retry-send = { $count ->
    [one] { $count } neue kostenpflichtige Aufgabe senden
   *[other] { $count } neue kostenpflichtige Aufgaben senden
}
batch-retry-cancel = Abbrechen
    .hint = Abbrechen (Esc)
batch-item-state-not-sent = nicht gesendet
batch-item-state-queued = wartend
batch-item-state-running = läuft
batch-item-state-succeeded = erfolgreich
batch-item-state-failed = fehlgeschlagen
batch-item-state-rejected = abgelehnt
batch-item-rejected-hint = Abgelehnt ({ $code }): { $message }. { $hint }
batch-item-rejected = Abgelehnt ({ $code }): { $message }. Korrigieren Sie den Eintrag und senden Sie ihn erneut.
    .no-code = kein Code
    .no-reason = der Dienst nannte keinen Grund
batch-item-failed-code-message = Fehlgeschlagen ({ $code }, { $category }): „{ $message }“ { $meaning } { $hint }
batch-item-failed-code = Fehlgeschlagen ({ $code }, { $category }): { $meaning } { $hint }
batch-item-failed-message = Fehlgeschlagen: „{ $message }“
batch-item-failed = Fehlgeschlagen
batch-item-open-task = Aufgabe öffnen
    .hint = Die Aufgabe dieses Eintrags in „Aktivität“ zeigen

## Der Stapel-Editor (Erstellen → Stapel)

batch-items-from = Einträge aus
batch-source-copies = Kopien des Formulars
batch-source-prompts = Prompt-Liste
batch-source-file = Datei
batch-source-grid = Raster
batch-source-fix = Zu korrigieren
batch-copies = Kopien des Formulars:
    .hint = Dieselbe Eingabe mehrmals, z. B. um Varianten zu vergleichen
batch-copies-range = 1 bis { $max }; mehr als { $per_batch } werden als mehrere Stapel gesendet
batch-prompts-intro = Ein Prompt pro Zeile; alle anderen Felder kommen aus dem Formular.
batch-prompts = Prompts, einer pro Zeile
    .example =
        ein roter Fuchs im Schnee
        ein Leuchtturm in der Dämmerung
        …
batch-fix-intro = Diese Einträge kamen mit den unten genannten Gründen aus einem gesendeten Stapel zurück. Korrigieren Sie sie (ändern Sie links das Formular für alle Einträge oder hier den Prompt eines Eintrags) und senden Sie sie als neuen Stapel mit neuen Schlüsseln.
batch-grid-no-field = Dieses Modell hat kein Feld mit einer Werteliste zum Variieren.
batch-grid-vary = Variieren
batch-grid-prompts-intro = Prompts, einer pro Zeile (leer: der Prompt des Formulars):
batch-grid-prompts = Prompts des Rasters
batch-item-count = { $count ->
    [one] { $count } Eintrag
   *[other] { $count } Einträge
}
batch-items-need-fixing = { $count } zu korrigieren
batch-remove-invalid = Einträge mit Problemen entfernen
batch-empty-prompts = Geben Sie oben Prompts ein oder fügen Sie sie ein, einen pro Zeile.
batch-empty-file = Wählen Sie eine Datei oder ziehen Sie eine auf das Fenster.
batch-empty-grid = Kreuzen Sie mindestens einen Wert an.
batch-empty-items = Keine Einträge.
batch-item-id = Client-Eintrags-ID { $number }
batch-item-prompt = Prompt von Eintrag { $number }
batch-item-remove = Entfernen
batch-item-done = Fertig
batch-item-edit = Bearbeiten
batch-item-no-prompt = (kein Prompt)
batch-item-problem-more = { $problem } (+{ $more } weitere)
batch-item-ready-was = bereit; vorher: { $note }
batch-item-ready = bereit
batch-item-ready-differs = bereit · { $differences }

## Senden: die Sendeleiste und das Fenster vor dem Senden

batch-items-to-batches = { $items ->
    [one] { $items } Eintrag
   *[other] { $items } Einträge
} { $arrow } { $batches ->
    [one] { $batches } Stapel
   *[other] { $batches } Stapel
}
batch-send-items = { $count ->
    [one] { $count } Eintrag senden…
   *[other] { $count } Einträge senden…
}
    .hint = Zeigt, was gesendet wird und was es kostet, bevor etwas bezahlt wird
batch-send-no-items = Es gibt noch keine Einträge.
batch-send-none-ready = { $count ->
    [one] Der Eintrag ist nicht bereit: Korrigieren oder entfernen Sie ihn.
   *[other] Keiner der { $count } Einträge ist bereit: Korrigieren oder entfernen Sie die markierten Einträge.
}
batch-send-with-problems = { $count ->
    [one] { $count } Eintrag mit Problemen bleibt hier und wird nicht gesendet.
   *[other] { $count } Einträge mit Problemen bleiben hier und werden nicht gesendet.
}
batch-preflight-title = Stapel senden
batch-preflight-not-covered = Das Guthaben deckt die geschätzten Kosten nicht: Der Dienst weist einen Stapel ab, den er nicht vollständig berechnen kann (402). Laden Sie Ihr Guthaben auf oder senden Sie weniger Einträge.
batch-preflight-webhook-intro = Webhook-URL (optional): Der Dienst sendet dorthin ein signiertes Ereignis pro Eintrag.
batch-preflight-webhook-url = Webhook-URL
batch-preflight-safety = Jeder Stapel wird vor dem Senden mit seinen Idempotenzschlüsseln gespeichert; bricht die Verbindung ab, sendet GenDesk dieselbe Anfrage erneut, und nichts wird doppelt berechnet.
batch-preflight-send = { $count ->
    [one] { $count } kostenpflichtige Aufgabe senden
   *[other] { $count } kostenpflichtige Aufgaben senden
}
batch-preflight-cancel = Abbrechen
batch-nothing-sent = Nichts wurde gesendet: { $error }.
batch-preflight-model = Modell
batch-preflight-items = Einträge
batch-preflight-not-sent = Nicht gesendet
batch-preflight-with-problems = { $count ->
    [one] { $count } Eintrag mit Problemen
   *[other] { $count } Einträge mit Problemen
}
batch-preflight-cost = Geschätzte Kosten
batch-preflight-cost-unknown = unbekannt (der Dienst veröffentlicht keine Preise)
batch-preflight-balance = Guthaben
batch-preflight-balance-unknown = noch unbekannt
batch-preflight-receiver = Der Empfänger von GenDesk: Jede Zustellung wird geprüft, unter „Webhooks“ angezeigt und schließt ihren Eintrag sofort ab.
batch-preflight-no-webhooks = Keine Webhooks
batch-preflight-use-receiver = Empfänger von GenDesk verwenden

## Vorlagen (Erstellen → Vorlagen)

preset-menu = Vorlagen
preset-menu-count = Vorlagen ({ $count })
preset-save-as = Als Vorlage speichern…
    .hint = Das ganze Formular (Modell, Prompt, Felder, Referenzbilder, erweiterte Optionen) unter einem Namen behalten
preset-import = Importieren…
    .hint = Die Vorlagen aus einer exportierten Datei hinzufügen
preset-reading = Vorlagen werden gelesen…
preset-none-yet = Noch keine Vorlagen. „Als Vorlage speichern…“ behält dieses Formular zur erneuten Verwendung.
preset-apply = Anwenden
    .hint = Das Formular mit dieser Vorlage füllen
preset-rename = Umbenennen…
preset-duplicate = Duplizieren
preset-export = Exportieren…
    .hint = Diese Vorlage in eine Datei speichern, um sie zu teilen
preset-delete = Löschen…
preset-rename-title = Vorlage umbenennen
preset-save-title = Als Vorlage speichern
preset-name = Name
preset-name-taken = Eine Vorlage dieses Namens existiert bereits: Speichern ersetzt sie.
preset-rename-confirm = Umbenennen
preset-save-confirm = Speichern
preset-cancel = Abbrechen
preset-delete-title = Vorlage löschen?
preset-delete-question = Die Vorlage „{ $name }“ löschen? Damit gesendete Aufgaben bleiben unberührt.
preset-delete-confirm = Löschen

## Die Quelle „Datei“ des Stapel-Editors

batch-file-path = Dateipfad
    .example = /home/ich/prompts.csv
batch-file-open = Öffnen
batch-file-choose = Datei wählen…
    .hint = CSV mit Kopfzeile und einer Spalte prompt, JSON Lines (eine Eintragseingabe pro Zeile) oder reiner Text (ein Prompt pro Zeile)
batch-file-reading = Datei wird gelesen…
batch-file-or-drop = oder ziehen Sie eine .csv-, .jsonl- oder .txt-Datei auf das Fenster oder geben Sie ihren Pfad ein:
batch-file-columns-help = CSV-Spalten entsprechen den Feldern des Modells (prompt ist Pflicht; image_urls werden durch | oder Leerzeichen getrennt; eine optionale Spalte client_item_id benennt die Einträge).
batch-file-read = { $count ->
    [one] { $file }: { $count } Zeile gelesen als { $format }.
   *[other] { $file }: { $count } Zeilen gelesen als { $format }.
}
batch-file-unknown-columns = Spalten, die { $model } nicht kennt:
batch-file-column-ignore = ignorieren
batch-file-column-extra = als zusätzliches Feld senden
batch-file-blocked = { $count ->
    [one] { $count } Zeile wurde vor dem Senden blockiert (korrigieren Sie sie in der Datei und wählen Sie sie erneut):
   *[other] { $count } Zeilen wurden vor dem Senden blockiert (korrigieren Sie sie in der Datei und wählen Sie sie erneut):
}
batch-file-row-problem = Zeile { $line }: { $problem }

## Meldungen und Dateidialoge zu Stapeln und Vorlagen

batch-retry-unreadable-item = Eintrag { $item } konnte nicht zurückgelesen werden ({ $error }); nichts wurde gesendet. Bearbeiten Sie ihn stattdessen in „Erstellen“, wie bei „Abgelehnte Einträge korrigieren“.
batch-retry-nothing-sent = Nichts wurde gesendet: { $error }
batch-file-dialog-title = Datei mit Stapeleinträgen wählen
batch-file-dialog-filter = Stapeleinträge (CSV, JSON Lines, Text)
batch-file-dialog-all = Alle Dateien
batch-file-dialog-instead = ziehen Sie die Datei stattdessen auf das Fenster oder geben Sie ihren Pfad neben „Datei wählen…“ ein
batch-file-no-model = Wählen Sie zuerst in „Erstellen“ ein Modell; die Spalten der Datei werden seinen Feldern zugeordnet.
preset-saved = Das Formular ist als Vorlage „{ $name }“ gespeichert.
preset-renamed = Die Vorlage „{ $from }“ heißt jetzt „{ $to }“.
preset-duplicated = Eine Kopie von „{ $name }“ wurde hinzugefügt.
preset-missing = Es gibt keine Vorlage namens „{ $name }“.
preset-deleted = Die Vorlage „{ $name }“ wurde gelöscht.
preset-still-reading = Die Vorlagen werden noch gelesen; versuchen Sie es gleich noch einmal.
preset-export-title = Vorlage exportieren
preset-dialog-filter = GenDesk-Vorlagen
preset-export-instead = die Vorlagen liegen in { $folder }; kopieren Sie sie stattdessen von dort
preset-not-exported = Nichts wurde exportiert.
preset-exported = Die Vorlage liegt in { $path }. Importieren Sie sie in GenDesk, um sie zu verwenden.
preset-import-title = Vorlagen importieren
preset-import-instead = kopieren Sie die Vorlagendatei stattdessen in den Vorlagenordner von GenDesk
preset-import-empty = Diese Datei enthält keine Vorlagen.
preset-import-still-reading = Die Vorlagen werden noch gelesen; importieren Sie die Datei gleich noch einmal.
preset-imported-one = Die Vorlage „{ $name }“ wurde hinzugefügt.
preset-imported = { $count ->
    [one] { $count } Vorlage wurde hinzugefügt: { $names }.
   *[other] { $count } Vorlagen wurden hinzugefügt: { $names }.
}

# The kinds of file a batch is read from (a picker and "…read as { $format }").
batch-source-csv = CSV

batch-source-jsonl = JSON Lines

batch-source-text = Prompt-Liste (einer pro Zeile)

# A batch in the list as a screen reader says it: $name ("Batch 12" or its own name), $status ("running"…), $items ("40 items").
batch-row-name = { $name }: { $status }, { $items }

# Renaming or saving a preset under a name another preset has; $name is that name.
preset-name-in-use = Eine Vorlage namens „{ $name }“ gibt es bereits; wählen Sie einen anderen Namen.

preset-name-unknown = Es gibt keine Vorlage namens „{ $name }“.

preset-name-empty = Geben Sie der Vorlage einen Namen.

# $max is the longest name allowed, in characters.
preset-name-too-long = Ein Vorlagenname hat höchstens { $max } Zeichen.
