# Probleme mit den Einträgen eines Stapels und mit den Referenzbildern eines Formulars: Zeilen
# einer importierten Datei, die sich nicht verwenden lassen, Client-Eintrags-IDs und
# Referenzbilder, die sich nicht senden lassen.

## Zellen einer importierten Datei, die nicht zu ihrem Feld passen (batch/cells.rs).

problem-batch-cell-whole-number = { $value } in der Spalte { $column } ist keine ganze Zahl; { $label } nimmt nur Ziffern an, etwa 42
problem-batch-cell-number = { $value } in der Spalte { $column } ist keine Zahl; { $label } nimmt eine Zahl aus Ziffern mit einem Punkt als Dezimaltrennzeichen an, etwa 2.5
problem-batch-cell-yes-no = { $value } in der Spalte { $column } ist weder Ja noch Nein; { $label } nimmt true, false, yes, no, 1 oder 0 an

## Zwei Spalten für ein Feld (batch/plan.rs).

problem-batch-two-columns-one-field = sowohl { $first } als auch { $second } füllen das Feld { $key } ({ $label }); behalten Sie nur eine der beiden Spalten

## Eine CSV-Zeile mit der falschen Anzahl Zellen (batch/csv_rows.rs).

problem-batch-csv-cell-count = diese Zeile hat { $cells } { $cells ->
        [one] Zelle
       *[other] Zellen
    }, die Kopfzeile aber { $columns } { $columns ->
        [one] Spalte
       *[other] Spalten
    } ({ $names }); die Zeile wurde ausgelassen. Prüfen Sie, ob ein Komma fehlt oder zu viel ist: Eine Zelle, die ein Komma enthält, muss in doppelten Anführungszeichen stehen
problem-batch-csv-cell-count-runs-on = diese Zeile hat { $cells } { $cells ->
        [one] Zelle
       *[other] Zellen
    }, die Kopfzeile aber { $columns } { $columns ->
        [one] Spalte
       *[other] Spalten
    } ({ $names }); die Zeile wurde ausgelassen. Prüfen Sie, ob ein Komma fehlt oder zu viel ist: Eine Zelle, die ein Komma enthält, muss in doppelten Anführungszeichen stehen. Die Zeile setzt sich bis Zeile { $end } fort: Vielleicht fehlt einem in Zeile { $line } geöffneten doppelten Anführungszeichen das schließende

## Zeilen einer JSON-Lines-Datei, die sich nicht verwenden lassen (batch/import.rs).

problem-batch-jsonl-not-object = dies ist { $kind ->
        [null] null
        [bool] true oder false
        [number] eine Zahl
       *[string] ein String
    }, kein JSON-Objekt; jede Zeile muss genau ein Objekt sein, etwa { "{" }"prompt": "a red fox"{ "}" }
problem-batch-jsonl-array = dies ist ein JSON-Array, kein JSON-Objekt; jede Zeile muss genau ein Objekt sein, etwa { "{" }"prompt": "a red fox"{ "}" } (für eine Liste von Einträgen schreiben Sie jeden Eintrag in eine eigene Zeile)
problem-batch-jsonl-item-id-type = "client_item_id" ist { $kind ->
        [bool] true oder false
        [array] ein JSON-Array
       *[object] ein Objekt
    }; schreiben Sie die ID als String, etwa "item-1", oder lassen Sie sie weg
problem-batch-jsonl-invalid = diese Zeile ist kein gültiges JSON ({ $reason } in Spalte { $column }); jede Zeile muss ein vollständiges JSON-Objekt sein, etwa { "{" }"prompt": "a red fox"{ "}" }, und ein Zeilenumbruch in einem Text wird als \n geschrieben
problem-batch-jsonl-invalid-pretty = diese Zeile ist kein gültiges JSON ({ $reason } in Spalte { $column }); JSON Lines verlangt jedes Objekt in einer einzigen Zeile; eine formatiert ausgegebene JSON-Datei muss mit einem Objekt pro Zeile neu geschrieben werden

## Die Client-Eintrags-ID eines Eintrags (batch/draft.rs).

problem-batch-item-id-missing = Der Eintrag hat keine Client-Eintrags-ID; geben Sie ihm eine (ein beliebiger kurzer Text, der im Stapel nur einmal vorkommt).
problem-batch-item-id-too-long = Die Client-Eintrags-ID ist { $length } Zeichen lang; kürzen Sie sie auf höchstens { $max }.
problem-batch-item-id-repeated = Die Client-Eintrags-ID „{ $id }“ hat auch ein anderer Eintrag; jeder Eintrag braucht seine eigene.

## Die Referenzbilder eines Formulars (compose/references.rs).

problem-batch-reference-none-mode = { $mode } braucht mindestens ein Referenzbild; fügen Sie ein Bild oder eine Bild-URL hinzu, oder wählen Sie einen anderen Modus.
problem-batch-reference-none = Dieser Modus braucht mindestens ein Referenzbild; fügen Sie ein Bild oder eine Bild-URL hinzu, oder wählen Sie einen anderen Modus.
problem-batch-reference-too-many = { $given } { $given ->
        [one] Referenzbild wurde
       *[other] Referenzbilder wurden
    } angegeben; { $model } nimmt höchstens { $max }. Entfernen Sie { $extra }.
problem-batch-reference-not-http = Referenzbild { $number } ({ $url }) ist keine http(s)-URL; geben Sie eine vollständige Adresse ein, die mit https:// beginnt.
problem-batch-reference-picture = Referenzbild { $number } ({ $name }): { $problem }. Verwenden Sie die kleinere Kopie, die GenDesk daneben anbietet.
problem-batch-reference-not-uploaded = Referenzbild { $number } ({ $name }) ist noch nicht hochgeladen; warten Sie einen Moment, oder lesen Sie die Meldung daneben.
