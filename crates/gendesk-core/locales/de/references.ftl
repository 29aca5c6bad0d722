# Referenzbilder: eigene Bilder wählen, hochladen und verwalten, und ihr Bereich in den Einstellungen.

## Die Referenzbilder im Formular „Erstellen“

ref-reading = Bild wird gelesen…
ref-image-number = Referenzbild { $number }
ref-image-number-named = Referenzbild { $number }: { $name }
ref-remove = Entfernen
    .name = Referenzbild { $number } entfernen
    .hint = Dieses Bild aus der Liste entfernen
    .url-hint = Dieses Bild aus der Liste entfernen
ref-url-checking = Das Bild unter dieser Adresse wird geprüft…
ref-url-refused = Der Dienst wird es ablehnen: { $problem }.
ref-problem = { $problem }.
ref-url-unusable = GenDesk konnte diese Adresse nicht verwenden: { $error } Der Dienst kann es vielleicht auch nicht.
ref-url-not-http = Der Dienst kann nur Adressen mit http:// und https:// abrufen.
ref-url-not-full = Keine vollständige Adresse; beginnen Sie sie mit https://.
ref-pasted = Eingefügtes Bild
ref-summary-fitted = { $summary } · verkleinerte Kopie
ref-fit = Verkleinerte Kopie verwenden
    .name = Verkleinerte Kopie von Referenzbild { $number } verwenden
    .hint = Aufrecht, höchstens 4096 Pixel an der längeren Seite, als JPEG gespeichert (PNG bei Transparenz), unter 10 MB. Ihre Datei bleibt unverändert.
ref-fit-add-again = Fügen Sie die Datei erneut hinzu, um eine verkleinerte Kopie zu erstellen.
ref-uploaded = Hochgeladen; der Link wird neu erstellt, bevor er abläuft.
ref-served-here = Bereit: Der Dienst holt es von hier ab.
ref-upload-failed = Nicht hochgeladen: { $error }
ref-upload-retry = Erneut versuchen
    .name = Referenzbild { $number } erneut hochladen
ref-uploading = Wird hochgeladen…
ref-upload-add-again = Fügen Sie die Datei erneut hinzu, um sie hochzuladen.
ref-full = { $field } nimmt höchstens { $max } Bilder
ref-add-picture = Bild hinzufügen…
    .hint = JPEG-, PNG- oder WebP-Bilder auf diesem Computer wählen (oder auf das Fenster ziehen)
ref-paste-picture = Bild einfügen
    .hint = Das Bild aus der Zwischenablage hinzufügen (aus einem Bildprogramm oder Browser kopiert)
ref-from-results = Aus Ergebnissen…
    .hint = Ein Bild, das der Dienst mit diesem Profil erstellt hat
ref-add-url = Bild-URL hinzufügen
    .hint = Die Adresse eines Bildes im Web hinzufügen
ref-count = { $count } von höchstens { $max }
ref-hosting-sandbox = Bilder von diesem Computer bleiben hier: Die Offline-Sandbox behält sie.
ref-hosting-bucket = Bilder von diesem Computer werden beim Hinzufügen in Ihren Bucket „{ $bucket }“ hochgeladen; der Dienst erhält einen Link, der { $hours } h gültig ist.
ref-hosting-receiver = Bilder von diesem Computer stellt GenDesk über { $tunnel } bereit: Lassen Sie GenDesk geöffnet, bis die Aufgabe begonnen hat.
ref-hosting-unset = Um Bilder von diesem Computer mit diesem Konto zu verwenden, richten Sie unter Einstellungen { $arrow } Referenzbilder einen Bucket oder einen Tunnel ein; Bild-URLs funktionieren ohne Weiteres.

## Bilder lesen, die Zwischenablage, Adressen prüfen

ref-dialog-title = Referenzbilder wählen
ref-dialog-filter = Bilder
ref-dialog-instead = ziehen Sie die Bilder stattdessen auf das Fenster oder fügen Sie eines ein
ref-paste-nothing = Die Zwischenablage enthält kein Bild. Kopieren Sie ein Bild in einem Bildprogramm oder Browser („Bild kopieren“) und fügen Sie es erneut ein – oder ziehen Sie die Datei auf das Fenster.
ref-paste-no-clipboard = Die Zwischenablage konnte nicht gelesen werden ({ $error }). Ziehen Sie stattdessen die Bilddatei auf das Fenster.
ref-paste-unreadable = Das Bild in der Zwischenablage konnte nicht gelesen werden ({ $error }). Ziehen Sie stattdessen die Bilddatei auf das Fenster.
ref-paste-not-png = Das eingefügte Bild konnte nicht als PNG gespeichert werden ({ $error }).
ref-paste-not-kept = Das eingefügte Bild konnte nicht in { $folder } abgelegt werden ({ $error }); prüfen Sie, ob der Ordner beschreibbar ist.
ref-url-too-large = Es ist 10 MB oder größer, und Referenzen müssen kleiner als 10 MB sein.
ref-url-nothing-local = Unter dieser Adresse antwortet auf diesem Computer nichts; prüfen Sie die Adresse.

## Einstellungen → Referenzbilder, nach dem Speichern

ref-settings-saved = Die Referenzbilder für „{ $profile }“ sind eingerichtet.
ref-secret-session-only = Der geheime Schlüssel des Buckets wird nur für diese Sitzung behalten: { $error }

# $size is the picture's size, e.g. "12.4 MB"; no full stop (it is added around it).
ref-problem-too-large = { $size } ist zu groß: Referenzbilder müssen kleiner als 10 MB sein

# $format is a picture format such as GIF or BMP; no full stop.
ref-problem-other-type = { $format }-Bilder werden nicht angenommen; Referenzbilder müssen JPEG, PNG oder WebP sein
