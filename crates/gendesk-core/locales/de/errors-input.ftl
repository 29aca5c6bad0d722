# Errors of the input GenDesk reads: reference pictures, batch files and manifests, the model catalogue and user models, presets files, stored requests reused in Compose.

## Reference pictures (references/mod.rs)

# $path is the file; $cause is the system's reason, often in English.
err-references-unreadable = { $path } konnte nicht gelesen werden ({ $cause }); prüfen Sie, ob die Datei existiert und GenDesk sie lesen darf
# $name is the file's name; $size its size, already formatted ("31.4 MB").
err-references-source-too-large = { $name } ist { $size } groß — weit mehr, als ein Referenzbild sein darf; wählen Sie ein kleineres Bild oder exportieren Sie eine kleinere Kopie
# $name is the file's name.
err-references-not-a-picture = { $name } ist kein Bild, das GenDesk lesen kann; verwenden Sie eine JPEG-, PNG- oder WebP-Datei
# $cause is what the picture decoder said, in English.
err-references-damaged = { $name } konnte nicht dekodiert werden ({ $cause }); die Datei ist möglicherweise beschädigt — öffnen Sie sie in einem Bildbearbeitungsprogramm und speichern Sie sie erneut
err-references-changed = { $path } wurde seit der Verwendung geändert (der Inhalt ist ein anderer); fügen Sie die Datei erneut hinzu, um die neue Version zu verwenden
err-references-no-host = dieses Profil hat keinen Ort, an dem der Dienst Ihr Bild abholen kann; richten Sie unter Einstellungen → Referenzbilder einen Bucket oder die Tunnel-URL ein oder geben Sie stattdessen eine Bild-URL an
# $reason says what is wrong, in English.
err-references-bucket-settings = die Bucket-Einstellungen sind nicht verwendbar ({ $reason }); prüfen Sie Endpunkt und Bucket-Namen unter Einstellungen → Referenzbilder
err-references-no-bucket-secret = der geheime Schlüssel des Buckets ist nicht gespeichert; geben Sie ihn unter Einstellungen → Referenzbilder ein
# $status is an HTTP status code (403). $details is empty or, after a space, the bucket's own error code and words in parentheses: " (NoSuchBucket: The specified bucket does not exist)". $advice is one of the err-references-bucket-advice-… messages below.
err-references-bucket-refused = der Bucket hat den Upload abgelehnt: HTTP { $status }{ $details }; { $advice }
# What to check after the bucket refused an upload (they follow "…; ").
err-references-bucket-advice-keys = prüfen Sie Zugriffsschlüssel-ID und geheimen Schlüssel unter Einstellungen → Referenzbilder und ob der Schlüssel in diesen Bucket schreiben darf
err-references-bucket-advice-name = prüfen Sie Bucket-Namen und Endpunkt unter Einstellungen → Referenzbilder
err-references-bucket-advice-region = prüfen Sie die Region unter Einstellungen → Referenzbilder („auto“ für Cloudflare R2)
err-references-bucket-advice-later = versuchen Sie es später erneut; falls das Problem bleibt, prüfen Sie den Bucket in der Konsole Ihres Speicheranbieters
# $reason is what the network said, often in English.
err-references-bucket-unreachable = der Bucket war nicht erreichbar ({ $reason }); prüfen Sie den Endpunkt unter Einstellungen → Referenzbilder und Ihre Verbindung
# $reason is what went wrong, often in English.
err-references-sandbox = die Offline-Sandbox konnte das Bild nicht annehmen ({ $reason }); versuchen Sie es erneut oder starten Sie GenDesk neu, falls das Problem bleibt
# $reason is what the history database said, in English.
err-references-not-recorded = GenDesk konnte das hochgeladene Bild nicht im Verlauf vermerken ({ $reason }); versuchen Sie es erneut
err-references-receiver-off = der Empfänger von GenDesk läuft nicht und kann Ihr Bild daher nicht bereitstellen; schalten Sie ihn unter Webhooks → Geheimnis und Empfänger ein

## Importing a batch file or pasted text (batch/source.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-import-read = { $path } konnte nicht gelesen werden: { $cause }
err-batch-import-not-a-file = { $path } ist keine Datei; wählen Sie eine .csv-, .jsonl- oder .txt-Datei
# $size and $limit are sizes, already formatted ("12.5 MiB").
err-batch-import-too-large = die Datei ist { $size } groß, mehr als die { $limit }, die ein Import haben darf; teilen Sie sie in kleinere Dateien auf oder entfernen Sie die Zeilen, die Sie nicht brauchen (ein Stapel fasst höchstens 50 Einträge)
# $offset is a byte's position counted from the start of the file; $line a line number. "Save As", "CSV UTF-8" and "Unicode Text" are Excel's own words: use the ones of Excel in your language.
err-batch-import-not-utf8 = die Datei ist kein UTF-8-Text: Das Byte an Position { $offset } (Zeile { $line }) ist kein gültiges UTF-8. Speichern Sie die Datei als UTF-8 (in Excel: Speichern unter → „CSV UTF-8“; in anderen Editoren wählen Sie die Codierung UTF-8) und importieren Sie sie erneut
err-batch-import-utf16 = die Datei ist UTF-16-Text („Unicode-Text“ in Excel); speichern Sie sie als UTF-8 (in Excel: Speichern unter → „CSV UTF-8“) und importieren Sie sie erneut
err-batch-import-empty = es gibt nichts zu importieren: Der Text ist leer oder enthält nur leere Zeilen
# $name is the column's name, in quotes; $first and $second are column numbers (1 is the first).
err-batch-import-duplicate-column = die Kopfzeile nennt die Spalte { $name } zweimal (Spalten { $first } und { $second }); jede Spalte braucht einen eigenen Namen: Benennen Sie eine davon um oder entfernen Sie sie
# $line is a line number; $reason is what the CSV reader said, in English.
err-batch-import-csv = die CSV-Datei konnte über Zeile { $line } hinaus nicht gelesen werden: { $reason }

## Splitting items into batches (batch/split.rs)

err-batch-split-empty = es gibt keine Einträge zum Senden; fügen Sie mindestens einen gültigen Eintrag hinzu
# $item is the item's name (its client_item_id), in quotes; $bytes a number of bytes, always over 5 MiB.
err-batch-split-item-too-large = Eintrag { $item } umfasst allein { $bytes } Byte JSON und überschreitet damit das Stapellimit des Dienstes von 5 MiB; kürzen Sie seinen Prompt oder seine Felder
err-batch-split-encode = Eintrag { $item } konnte nicht als JSON kodiert werden

## The manifest written beside a batch's downloaded results (batch/manifest.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-manifest-io = { $path } konnte nicht geschrieben werden: { $cause }
# $reason is what the encoder said, in English.
err-batch-manifest-encode = das Manifest konnte nicht kodiert werden: { $reason }

## The model catalogue (catalog/error.rs). These mostly reach people who write their own model definitions: model IDs, field keys, kinds (image, video, audio) and the words extra_fields and overrides are the file's own words, never translated.

# $reason says what is wrong, with line and column when known, in English.
err-catalog-built-in = der integrierte Modellkatalog ist beschädigt ({ $reason }); das ist ein Fehler in GenDesk, bitte melden Sie ihn
err-catalog-updated = der Modellkatalog aus dem Update-Feed ist ungültig ({ $reason })
err-catalog-sandbox-json = der Modellkatalog der Sandbox konnte nicht gelesen werden ({ $reason }); Sandbox und dieses GenDesk haben möglicherweise verschiedene Versionen
# $model is the model ID, in quotes; $error is one of the err-catalog-field-… messages.
err-catalog-field = Modell { $model }: { $error }
# $model and $key (a field's key) are in quotes; $kind is the model kind's code: image, video or audio.
err-catalog-unknown-override = Modell { $model } überschreibt { $key }, das kein gemeinsames Feld der Modelle vom Typ { $kind } ist; führen Sie es stattdessen unter extra_fields auf
err-catalog-duplicate-field = Modell { $model } fügt das Feld { $key } hinzu, das es bereits hat; um ein gemeinsames Feld zu ändern, verwenden Sie overrides
# $id is the model ID, in quotes.
err-catalog-bad-id = die Modell-ID { $id } ist nicht verwendbar: Sie darf nicht leer sein, nicht mit Leerzeichen beginnen oder enden und keine Steuerzeichen enthalten
# $origin says which catalogue: "built-in" (or "sandbox").
err-catalog-duplicate-model = das Modell { $id } ist { $origin ->
        [built-in] im integrierten Katalog
        [sandbox] im Sandbox-Katalog
       *[other] im Katalog „{ $origin }“
    } zweimal definiert; behalten Sie nur eine Definition

## A field of a model definition (catalog/field_doc.rs). The quoted words ("key", "type", "values"), input and the type names are the file's own words, never translated.

err-catalog-field-empty-key = ein Feld hat einen leeren „key“; geben Sie ihm den Namen, der in input verwendet wird
# $key is the field's key, in quotes.
err-catalog-field-missing-type = Feld { $key } hat keinen „type“; verwenden Sie einen von text, prompt, enum, bool, integer, number, url_list
# $field_type is a type name (text, enum, …); $property a property's name in quotes ("values", "min", …).
err-catalog-field-stray-property = Feld { $key } ist vom Typ { $field_type } und darf { $property } nicht haben; entfernen Sie es
err-catalog-field-no-values = das enum-Feld { $key } braucht eine nicht leere „values“-Liste
# $property is "min" or "max", in quotes.
err-catalog-field-fractional-bound = das integer-Feld { $key } hat ein { $property }, das keine ganze Zahl ist
err-catalog-field-inverted-bounds = Feld { $key } hat seine untere Grenze über der oberen; vertauschen Sie die beiden
# $default is a JSON value; $reason says what the field expects, in English ("the field holds text").
err-catalog-field-bad-default = Feld { $key } hat den Standardwert { $default }, aber { $reason }; korrigieren Sie den Standardwert

## The file of models the person added (catalog/user_models.rs)

# $path is the file; $action is "read" or "saved"; $cause is the system's reason, often in English.
err-catalog-user-models-io = die Datei mit Ihren Modellen { $path } konnte nicht { $action ->
        [read] gelesen
        [saved] gespeichert
       *[other] { $action }
    } werden: { $cause }; prüfen Sie die Berechtigungen des Ordners und den freien Speicherplatz
# $line and $column are numbers; $reason is what the TOML reader said, in English.
err-catalog-user-models-damaged = die Datei mit Ihren Modellen { $path } ist in Zeile { $line }, Spalte { $column } beschädigt ({ $reason }); korrigieren Sie diese Zeile oder verschieben Sie die Datei an einen anderen Ort

## Presets files (compose/preset.rs)

# $path is the file; $action is "read" or "written"; $cause is the system's reason, often in English.
err-compose-preset-io = { $path } konnte nicht { $action ->
        [read] gelesen
        [written] geschrieben
       *[other] { $action }
    } werden ({ $cause }); prüfen Sie, ob der Ordner existiert und GenDesk ihn verwenden darf
# $detail says what was wrong and where, in English.
err-compose-preset-unreadable = { $path } ist keine Vorlagendatei von GenDesk ({ $detail }); exportieren Sie Vorlagen aus GenDesk, um sie weiterzugeben
# $bytes is a number of bytes, always large.
err-compose-preset-too-large = { $path } ist { $bytes } Byte groß, zu groß für eine Vorlagendatei; wählen Sie die Datei, die GenDesk exportiert hat

## Reusing a stored request's settings in the form (compose/from_request.rs)

err-compose-request-not-an-object = die gespeicherte Anfrage ist kein JSON-Objekt, daher lassen sich ihre Einstellungen nicht wiederverwenden
err-compose-request-no-input = die gespeicherte Anfrage hat kein „input“-Objekt, daher lassen sich ihre Einstellungen nicht wiederverwenden
# $field is provider or request_type (never translated); $value the JSON value found ("fast").
err-compose-request-unknown-value = die gespeicherte Anfrage hat { $field } { $value }, was diese Version von GenDesk nicht anbietet; die Einstellungen lassen sich nicht wiederverwenden

# What a CSV file without column names has (in the two messages below).
err-batch-import-no-columns = keine

# A CSV file has no "prompt" column but one like it: $found lists the columns found (quoted), $column is the look-alike (quoted). "prompt" is the column's name and stays as it is.
err-batch-import-no-prompt-rename = die CSV-Datei hat keine Spalte "prompt". Ihre erste Zeile muss die Spalten benennen, und eine davon muss "prompt" heißen (der Text, aus dem generiert wird). Gefundene Spalten: { $found }. Zur Behebung benennen Sie die Spalte { $column } in "prompt" um und importieren erneut

# A CSV file has no "prompt" column and none like it: $found lists the columns found (quoted).
err-batch-import-no-prompt-header = die CSV-Datei hat keine Spalte "prompt". Ihre erste Zeile muss die Spalten benennen, und eine davon muss "prompt" heißen (der Text, aus dem generiert wird). Gefundene Spalten: { $found }. Zur Behebung: Ist die erste Zeile schon ein Prompt, fügen Sie darüber eine Kopfzeile ein (etwa prompt,aspect_ratio); eine reine Liste von Prompts lässt sich als .txt-Datei importieren, ein Prompt pro Zeile
