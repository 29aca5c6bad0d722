# The Compose view: model picker, the model's form, advanced settings, submitting, recent prompts.

compose-catalog-unreadable = Die Modellliste konnte nicht gelesen werden
compose-loading-models = Modelle werden geladen…
compose-no-model = Kein Modell zum Erstellen
compose-no-model-sandbox = Die Modellliste ist leer. Fügen Sie links mit „Modell hinzufügen…“ ein Modell hinzu.
compose-no-model-service = Dieser Dienst veröffentlicht keine Modellliste, daher gibt es noch nichts zur Auswahl. Fügen Sie links das Modell hinzu, das Sie verwenden möchten: ID und Art genügen.
compose-mode-single = Einzelne Aufgabe
    .hint = Eine Aufgabe aus dem Formular senden
compose-mode-batch = Stapel
    .hint = Viele Einträge dieses Modells auf einmal senden: Kopien, eine Prompt-Liste, eine Datei oder ein Raster; das Formular ist die Vorlage jedes Eintrags
compose-mode-batch-note = Stapel: Das Formular unten ist die Vorlage jedes Eintrags; die Einträge werden rechts erstellt und geprüft.
compose-source-retired = nicht mehr im Katalog
compose-source-built-in = integriert
compose-source-sandbox = Sandbox
compose-source-user = von Ihnen hinzugefügt
compose-banner-dismiss = Schließen
    .hint = Diese Meldung ausblenden
compose-submit = Senden
    .hint = Eine Aufgabe senden (Strg+Enter). Aufgaben sind kostenpflichtig.
compose-show-request = Anfrage zeigen
    .hint = Das genaue JSON, das gesendet wird, und dieselbe Anfrage als curl
compose-hide-request = Anfrage ausblenden
compose-send-several = An mehrere Modelle senden…
    .hint = Derselbe Prompt an bis zu vier Modelle dieser Art, zum Vergleich
compose-cost = Kosten: { $cost }
    .hint = Der Preis einer Aufgabe dieses Modells mit diesen Einstellungen
compose-cost-unknown = unbekannt (der Dienst veröffentlicht keine Preise)
compose-submit-unavailable = { $more ->
    [0] Senden nicht möglich: { $problem }
    [one] Senden nicht möglich: { $problem } (und { $more } weiteres Problem)
   *[other] Senden nicht möglich: { $problem } (und { $more } weitere Probleme)
}
compose-submit-tip = Strg+Enter sendet ebenfalls. Jedes Senden schickt eine kostenpflichtige Aufgabe; sie läuft dann im Hintergrund und erscheint unter „Aktivität“.
compose-sent-from-form = { $count ->
    [one] { $count } Aufgabe aus diesem Formular gesendet. Das Formular behält seine Werte: Ändern Sie etwas und senden Sie erneut für eine Variante.
   *[other] { $count } Aufgaben aus diesem Formular gesendet. Das Formular behält seine Werte: Ändern Sie etwas und senden Sie erneut für eine Variante.
}

compose-kind-image = Bild
compose-kind-video = Video
compose-kind-music = Musik
compose-kind-model = { $kind ->
    [image] Bildmodell
    [video] Videomodell
   *[audio] Musikmodell
}

compose-models = Modelle
compose-search-models = Modelle suchen
    .placeholder = Name oder ID
compose-kind-all = Alle
    .name = Alle Modelle
compose-kind-filter = { $kind ->
    [image] Bildmodelle
    [video] Videomodelle
   *[audio] Musikmodelle
}
    .hint = { $kind ->
        [image] Nur Bildmodelle
        [video] Nur Videomodelle
       *[audio] Nur Musikmodelle
    }
compose-group-user = Ihre Modelle
compose-group-sandbox = Sandbox-Modelle
compose-group-built-in = Integrierte Modelle
compose-group-retired = Nicht mehr im Katalog
compose-add-model = Modell hinzufügen…
    .hint = Ein Modell, das der Dienst anbietet, das hier aber nicht aufgeführt ist
compose-model-new = neu
    .hint = Diese Woche durch ein Update in den Modellkatalog aufgenommen
compose-model-new-name = { $name } (neu)
compose-remove-model = Entfernen
    .name = { $id } entfernen
    .hint = Dieses Modell aus Ihrer Liste entfernen
compose-picker-no-list = Dieser Dienst veröffentlicht keine Modellliste.
compose-picker-no-list-help = Fügen Sie das Modell hinzu, das Sie verwenden möchten: Seine ID, genau so geschrieben wie beim Dienst, und seine Art genügen. GenDesk merkt es sich für dieses Profil.
compose-add-model-by-id = Modell per ID hinzufügen…
    .hint = ID, Art und eventuelle eigene Felder
compose-picker-none-yet = Noch keine Modelle.
compose-picker-none-yet-help = Fügen Sie unten mit „Modell hinzufügen…“ eines hinzu.
compose-picker-no-models = { $kind ->
    [image] Keine Bildmodelle in der Liste.
    [video] Keine Videomodelle in der Liste.
    [audio] Keine Musikmodelle in der Liste.
   *[all] Keine Modelle in der Liste.
}
compose-picker-no-match = { $kind ->
    [image] Kein Bildmodell passt zu „{ $query }“.
    [video] Kein Videomodell passt zu „{ $query }“.
    [audio] Kein Musikmodell passt zu „{ $query }“.
   *[all] Kein Modell passt zu „{ $query }“.
}
compose-picker-no-match-help = Prüfen Sie die Schreibweise oder fügen Sie das Modell mit „Modell hinzufügen…“ hinzu.
compose-picker-clear-search = Suche leeren
compose-cancel = Abbrechen

compose-add-model-title = Modell hinzufügen
compose-add-model-intro = Ein Modell, das der Dienst anbietet, das aber nicht in der Liste steht. Es erhält die gemeinsamen Felder seiner Art (Modus, Prompt, …); fügen Sie nur die Felder hinzu, die es zusätzlich annimmt.
compose-add-model-id = Modell-ID
compose-add-model-kind = Art
compose-add-model-name = Anzeigename
    .placeholder = optional; sonst die ID
compose-add-model-description = Beschreibung
    .placeholder = optional
compose-add-model-price = Preis pro Aufgabe
    .placeholder = optional, in USD, z. B. 0.05 (für Kostenschätzungen von Stapeln)
compose-add-model-save = Modell speichern
compose-add-model-saved-in = Gespeichert in { $file } und für dieses Profil gemerkt
compose-add-model-replaces = „{ $id }“ ist bereits in der Liste ({ $source }); Speichern ersetzt diese Definition durch Ihre.
compose-add-model-replaces-earlier = { $kind ->
    [image] Sie haben „{ $id }“ bereits für ein anderes Profil hinzugefügt (Bildmodell); Speichern ersetzt diese Definition durch diese hier.
    [video] Sie haben „{ $id }“ bereits für ein anderes Profil hinzugefügt (Videomodell); Speichern ersetzt diese Definition durch diese hier.
   *[audio] Sie haben „{ $id }“ bereits für ein anderes Profil hinzugefügt (Musikmodell); Speichern ersetzt diese Definition durch diese hier.
}
compose-add-model-no-id = Geben Sie die Modell-ID genau so ein, wie der Dienst sie schreibt, z. B. vendor/model-name.
compose-add-model-bad-price = Der Preis pro Aufgabe „{ $price }“ ist kein Dollarbetrag wie 0.05; korrigieren Sie ihn oder lassen Sie das Feld leer.
compose-add-model-field-no-key = Zusatzfeld { $number } hat keinen Schlüssel: Geben Sie den Namen ein, den es in „input“ hat, oder entfernen Sie die Zeile.
compose-add-model-field-twice = Das Zusatzfeld „{ $key }“ ist doppelt aufgeführt; behalten Sie eines.
compose-add-model-field-problem = Zusatzfeld { $number }: { $problem }
compose-add-model-bound-not-number = { $bound ->
    [minimum] Zusatzfeld { $number }: Das Minimum „{ $text }“ ist keine Zahl.
   *[maximum] Zusatzfeld { $number }: Das Maximum „{ $text }“ ist keine Zahl.
}
compose-add-model-choice-empty = Zusatzfeld { $number } ist eine Auswahl: Geben Sie seine Werte durch Kommas getrennt an.
compose-extra-fields = Zusatzfelder
compose-extra-fields-none = Keine. Nicht aufgeführte Felder können im Formular trotzdem als zusätzliches JSON gesendet werden.
compose-field-type-text = Text
compose-field-type-integer = Ganzzahl
compose-field-type-number = Zahl
compose-field-type-bool = Ein/Aus
compose-field-type-choice = Auswahl
compose-extra-field-key = Schlüssel
    .name = Schlüssel von Feld { $number }
compose-extra-field-type = Typ von Feld { $number }
compose-extra-field-min = min
    .name = Minimum von Feld { $number }
compose-extra-field-max = max
    .name = Maximum von Feld { $number }
compose-extra-field-values = Werte von Feld { $number }
compose-extra-field-remove = Entfernen
    .name = Feld { $number } entfernen
compose-extra-field-add = Feld hinzufügen

compose-advanced = Erweitert
compose-advanced-in-use = Erweiterte Optionen sind aktiv.
compose-provider = Anbieter
compose-provider-auto = auto — beste Balance (Standard des Dienstes)
compose-provider-value = value — kostenoptimiert
compose-provider-official = official — direkt beim Anbieter
compose-request-type = Anfragetyp
compose-request-type-async = async (GenDesk fragt ab)
compose-request-type-callback = callback (der Dienst ruft Ihre URL auf)
compose-request-type-help = GenDesk verfolgt beide Arten von Aufgaben; callback benachrichtigt zusätzlich Ihren eigenen Server.
compose-callback-url = Callback-URL
    .hint = Eine öffentliche https://-Adresse, die innerhalb von 30 Sekunden mit HTTP 200 antwortet.
compose-callback-receiver = Der Empfänger von GenDesk: Jeder Callback wird unter „Webhooks“ aufgezeichnet und lässt GenDesk die Aufgabe sofort prüfen.
compose-use-receiver = Empfänger von GenDesk verwenden
compose-callback-unused = Nur beim Anfragetyp callback verwendet.
compose-extra-json = Zusätzliches JSON
    .hint = Weitere Eingabefelder, die dieses Modell annimmt, als ein JSON-Objekt; sie werden unverändert zu „input“ hinzugefügt.

compose-prompt-placeholder = Beschreiben Sie, was entstehen soll, z. B. ein Leuchtturm in der Abenddämmerung, Ölgemälde
compose-chars-of-limit = { $count } / { $limit } Zeichen
compose-chars = { $count } Zeichen
compose-choose = Auswählen…
compose-choice-not-set = (nicht gesetzt)
compose-switch-on = Ein
compose-number-not-set = nicht gesetzt
compose-bounds-between = { $min } bis { $max }
compose-bounds-min = mindestens { $min }
compose-bounds-max = höchstens { $max }

compose-request-preview = Anfragevorschau
compose-request-body = Anfragetext
compose-copy-json = JSON kopieren
compose-copy-curl = curl kopieren
compose-copy-hint = In die Zwischenablage kopieren
compose-api-key-hidden = Der API-Schlüssel wird als *** angezeigt — setzen Sie Ihren ein, wenn Sie den Befehl ausführen.
compose-request-not-built = Die Anfrage kann erst erstellt werden, wenn Folgendes behoben ist:

compose-recent-prompts = Letzte Prompts…
    .hint = Prompts, die aus diesem Profil gesendet wurden, neueste zuerst (Suche, Pfeiltasten, Enter)
    .empty = Prompts, die Sie aus diesem Profil senden, werden hier angeboten
compose-recent-title = Letzte Prompts
compose-recent-search = Suchen
    .placeholder = Wörter aus dem Prompt
compose-recent-no-match = Kein aus diesem Profil gesendeter Prompt enthält diese Wörter.
compose-recent-keys = Pfeil hoch und runter wählen, Enter übernimmt den Prompt ins Formular, Esc schließt.

compose-pick-result = Ergebnis auswählen
compose-pick-result-reading = Ihre Ergebnisse werden gelesen…
compose-pick-result-none = Mit diesem Profil wurde noch kein Bild erstellt. Bilder von Bildmodellen erscheinen hier, sobald sie fertig sind.
compose-pick-result-live = Wird über seinen Link verwendet
compose-pick-result-downloaded = Link abgelaufen: Die heruntergeladene Kopie wird verwendet
compose-pick-result-gone = Link abgelaufen und nie heruntergeladen: nicht verwendbar
compose-pick-result-use = Verwenden
    .hint = Zu den Referenzbildern hinzufügen
    .name = Ergebnis { $number } verwenden: { $prompt }

compose-several-title = An mehrere Modelle senden
compose-several-intro = Derselbe Prompt mit denselben Einstellungen, als eine kostenpflichtige Aufgabe für jedes gewählte Modell (bis zu { $max }). Die Ergebnisse erscheinen nebeneinander unter „Vergleich“, sobald sie fertig sind.
compose-several-estimate = Geschätzte Kosten: { $cost }
compose-several-send = { $count ->
    [one] { $count } kostenpflichtige Aufgabe senden
   *[other] { $count } kostenpflichtige Aufgaben senden
}
compose-several-choose-two = Wählen Sie mindestens zwei Modelle.
compose-several-fix-first = Beheben Sie zuerst, was ein Modell blockiert, oder lassen Sie es weg.
compose-several-ready = { $model }: bereit, { $price }.
compose-several-ready-without = { $model }: bereit, { $price }, ohne was es nicht annimmt: { $fields }.
compose-several-problem = { $model }: { $problem }

compose-catalog-loading = Die Modellliste wird noch geladen; versuchen Sie es gleich noch einmal.
compose-batch-file-blocked = { $count ->
    [one] { $count } Zeile aus { $file } wurde vor dem Senden blockiert; der Stapel-Editor listet sie mit ihrer Zeilennummer auf.
   *[other] { $count } Zeilen aus { $file } wurden vor dem Senden blockiert; der Stapel-Editor listet sie mit ihren Zeilennummern auf.
}
compose-batch-file-unreadable = Die Datei konnte nicht importiert werden: { $problem }
compose-fix-model-missing = Das Modell „{ $model }“ ist nicht in der Modellliste; fügen Sie es unter „Erstellen“ mit „Modell hinzufügen…“ hinzu und versuchen Sie es dann erneut.
compose-fix-loaded = { $count ->
    [one] { $count } Eintrag aus Stapel #{ $batch } ist mit dem Grund seiner Rückgabe im Stapel-Editor. Beheben Sie das Problem und senden Sie ihn als neuen Stapel.
   *[other] { $count } Einträge aus Stapel #{ $batch } sind mit den Gründen ihrer Rückgabe im Stapel-Editor. Beheben Sie die Probleme und senden Sie sie als neuen Stapel.
}
compose-reuse-loading = Die Modellliste wird noch geladen; versuchen Sie „Einstellungen wiederverwenden“ gleich noch einmal.
compose-reuse-model-missing = Das Modell „{ $model }“ ist nicht in der Modellliste, daher können seine Einstellungen nicht wiederverwendet werden. Fügen Sie es unter „Erstellen“ mit „Modell hinzufügen…“ hinzu und versuchen Sie es dann erneut.
compose-reuse-unreadable = Die aufgezeichnete Anfrage konnte nicht gelesen werden ({ $problem }), daher können ihre Einstellungen nicht wiederverwendet werden.
compose-reuse-loaded = Die Einstellungen dieser Aufgabe stehen im Formular ({ $model }). Ändern Sie, was Sie möchten, und senden Sie.{ $others }
compose-reuse-loaded-issues = { $count ->
    [one] Die Einstellungen dieser Aufgabe stehen im Formular, aber { $count } Einstellung passt nicht mehr zu { $model }: Korrigieren Sie die markierten Felder vor dem Senden.{ $others }
   *[other] Die Einstellungen dieser Aufgabe stehen im Formular, aber { $count } Einstellungen passen nicht mehr zu { $model }: Korrigieren Sie die markierten Felder vor dem Senden.{ $others }
}
compose-reuse-extra-fields = { $count ->
    [one] {" "}Das Formular von { $model } hat kein Feld { $fields }: Es bleibt unter „Erweitert“ als zusätzliches JSON erhalten und wird unverändert gesendet.
   *[other] {" "}Das Formular von { $model } hat keine Felder { $fields }: Sie bleiben unter „Erweitert“ als zusätzliches JSON erhalten und werden unverändert gesendet.
}
compose-quoted = „{ $text }“
compose-reference-wrong-kind = Ein Ergebnis kann nur Referenz für ein neues Bild oder Video sein, nicht für „{ $kind }“.
compose-reference-not-web = Nur http(s)-Bilder können Referenzen sein; „{ $url }“ ist keins.
compose-reference-no-model = { $kind ->
    [image] Kein Bildmodell in der Liste nimmt ein Referenzbild an. Fügen Sie unter „Erstellen“ mit „Modell hinzufügen…“ eines hinzu.
   *[video] Kein Videomodell in der Liste nimmt ein Referenzbild an. Fügen Sie unter „Erstellen“ mit „Modell hinzufügen…“ eines hinzu.
}
compose-reference-loaded = Neue { $mode }-Aufgabe mit { $model }, mit dem Ergebnis als Referenz. Beschreiben Sie, was daraus werden soll, und senden Sie.
compose-model-gone = „{ $gone }“ ist nicht mehr in der Modellliste; das Formular ist zu { $model } gewechselt und hat Ihren Prompt behalten.

compose-picture-no-reference = { $model } nimmt keine Referenzbilder an. Wählen Sie links ein Modell mit image-to-image oder image-to-video und fügen Sie das Bild erneut hinzu.
compose-picture-already = { $name } ist bereits in der Referenzliste.
compose-picture-too-many = { $name } wurde nicht hinzugefügt: { $model } nimmt höchstens { $max } Referenzbilder an. Entfernen Sie zuerst eines.
compose-picture-not-restored = Referenzbild { $number } stammt aus { $source } und kann nicht erneut verwendet werden: { $problem } Sein alter Link bleibt erhalten; ist er abgelaufen, fügen Sie das Bild erneut hinzu.
compose-preset-loading = Die Modellliste wird noch geladen; wenden Sie die Vorlage gleich noch einmal an.
compose-preset-model-missing = Die Vorlage „{ $preset }“ ist für { $model }, das nicht in der Modellliste ist; fügen Sie es mit „Modell hinzufügen…“ hinzu und wenden Sie die Vorlage dann erneut an.
compose-preset-applied = Die Vorlage „{ $preset }“ steht im Formular.
compose-preset-applied-without = { $count ->
    [one] Die Vorlage „{ $preset }“ steht im Formular, ohne { $fields }: { $model } nimmt diese Einstellung nicht an.
   *[other] Die Vorlage „{ $preset }“ steht im Formular, ohne { $fields }: { $model } nimmt diese Einstellungen nicht an.
}

compose-user-models-unreadable = Ihre hinzugefügten Modelle werden nicht angezeigt: { $problem }
compose-sandbox-catalog-unreadable = Die Modellliste der Sandbox konnte nicht gelesen werden, daher wird die integrierte Liste angezeigt. { $problem }
compose-user-models-locked = Ihre Modelle können erst geändert werden, wenn { $file } gelesen werden kann: { $problem }

compose-favourite = Favorit
    .hint = Mit Stern markiert: Die Ergebnisse stehen in der Galerie unter „Favoriten“. Klicken, um den Stern zu entfernen.
    .name = Aus den Favoriten entfernen
compose-favourite-add = Zu Favoriten hinzufügen
    .hint = Diese Aufgabe mit Stern markieren: Ihre Ergebnisse werden in der Galerie unter „Favoriten“ aufbewahrt

compose-model-filter-placeholder = Name oder ID
