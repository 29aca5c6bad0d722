# Was an einem Modellkatalog, einem Update-Feed oder einem zu installierenden Update nicht
# stimmt, und an einem Referenzbild oder seinem Ablageort: die Gründe in den Meldungen
# err-catalog-…, err-update-… und err-references-… und einige eigene Sätze.

## Ein Standardwert, den das Feld selbst ablehnen würde (catalog/field_doc.rs): das $reason von
## err-catalog-field-bad-default („… hat den Standardwert …, aber { $reason }“). $values sind
## die Werte des Feldes als JSON-Liste.

problem-catalog-default-text = das Feld enthält Text
problem-catalog-default-enum = er ist keiner der Werte des Feldes { $values }
problem-catalog-default-bool = das Feld ist true oder false
problem-catalog-default-integer = das Feld enthält eine ganze Zahl
problem-catalog-default-bounds = er liegt außerhalb der Grenzen des Feldes
problem-catalog-default-number = das Feld enthält eine Zahl
problem-catalog-default-urls = das Feld enthält eine Liste von URLs

## Die gemeinsamen Felder jeder Art (catalog/template.rs). $kind ist der Code der Art (image,
## video, audio); $key ein Feldschlüssel in Anführungszeichen.

problem-catalog-template-missing-field = den Modellen der Art { $kind } fehlt das Feld { $key }
problem-catalog-template-field-twice = die Modelle der Art { $kind } führen das Feld { $key } zweimal auf

## Der Update-Feed und seine Signatur (update/feed.rs, update/signature.rs, update/updater.rs):
## das $reason von err-update-malformed, err-update-signature-unreadable und
## err-update-feed-address. $found und $expected sind Formatnummern; $limit eine Zeichenzahl;
## $sha256 der gefundene Wert in Anführungszeichen.

problem-catalog-feed-format = Format { $found }, erwartet wurde { $expected }; ein neueres GenDesk kann es vielleicht lesen
problem-catalog-feed-notes-too-long = die Versionshinweise sind länger als { $limit } Zeichen
# Nennt die Datei, um die es geht: $what ist der „Modellkatalog“ unten oder eine Paketart (update-kind-…).
problem-catalog-feed-file = { $what }: { $reason }
problem-catalog-feed-catalogue = Modellkatalog
problem-catalog-feed-zero-size = eine Größe von 0 Byte
problem-catalog-feed-bad-sha256 = sha256 { $sha256 } besteht nicht aus 64 kleingeschriebenen Hexadezimalziffern
problem-catalog-feed-address-scheme = sie muss mit https:// beginnen (oder mit http:// zu diesem Computer)
problem-catalog-signature-not-text = sie ist kein Text
problem-catalog-signature-legacy = im Legacy-Modus von minisign erstellt; signieren Sie mit `minisign -S` (gehasht)

## Der Modellkatalog aus dem Update-Feed (update/catalog_store.rs). $path ist eine Datei; $cause
## die Angabe des Systems, oft auf Englisch; $why, was mit dem gespeicherten Katalog nicht
## stimmt; $found und $expected sind Katalogversionen.

problem-catalog-stored-unreadable = { $path } konnte nicht gelesen werden ({ $cause })
problem-catalog-stored-passed-over = Der aktualisierte Modellkatalog konnte nicht verwendet werden ({ $why }), daher wird der integrierte angezeigt.
problem-catalog-update-not-utf8 = er ist kein UTF-8-Text
problem-catalog-update-version-mismatch = er nennt Version { $found }, der signierte Feed aber { $expected }

## Warum GenDesk das Update nicht selbst installiert (update/install/mod.rs), unter dem Hinweis
## auf das Update.

problem-catalog-announce-system-package = GenDesk wurde mit der Paketverwaltung des Systems installiert, die auch die neue Version installiert.
problem-catalog-announce-not-writable = Der Ordner von GenDesk kann von diesem Benutzer nicht geändert werden, daher wird die neue Version von Hand installiert.
problem-catalog-announce-macos = Unter macOS wird die neue Version aus ihrem Disk-Image installiert.
problem-catalog-announce-not-installed = Dieses GenDesk wurde nicht aus einem Paket installiert und kann sich daher nicht selbst ersetzen.

## Ein Update installieren (update/install/tarball.rs, update/install/windows.rs): das $reason
## von err-update-install. $cause ist die Angabe des Systems, oft auf Englisch; $why eine der
## Versionsmeldungen unten oder die Worte des Systems; $status, wie das Programm endete, auf
## Englisch; $line, was es ausgab, in Anführungszeichen; $version die erwartete Version.

problem-catalog-install-unpack = das Archiv konnte nicht entpackt werden: { $cause }
problem-catalog-install-no-folder = das Archiv enthält nicht genau einen Ordner mit bin/gendesk
problem-catalog-install-no-start = die neue Version startete nicht ({ $why })
problem-catalog-install-version-timeout = --version antwortete nicht innerhalb von { $seconds } s
problem-catalog-install-version-exit = --version endete mit { $status }
problem-catalog-install-version-wrong = sie gibt { $line } aus, nicht Version { $version }
problem-catalog-install-replace = die Programmdatei konnte nicht ersetzt werden: { $cause }
problem-catalog-install-installer = das Installationsprogramm konnte nicht gestartet werden: { $cause }

## Referenzbilder (references/bucket.rs, picture.rs, sandbox_upload.rs): Gründe in den
## Meldungen err-references-…. $cause ist die Angabe des Systems oder des Decoders, oft auf
## Englisch; $width und $height sind Pixelzahlen.

problem-catalog-bucket-endpoint = Endpunkt: { $cause }
problem-catalog-bucket-no-name = kein Bucket-Name
problem-catalog-bucket-read-back = eine Testdatei wurde anders zurückgelesen, als sie geschrieben wurde
problem-catalog-picture-no-pixels = laut Dateikopf hat es { $width } × { $height } Pixel: es enthält kein Bild
problem-catalog-picture-too-many-pixels = { $width }×{ $height } Pixel sind mehr, als GenDesk dekodiert
problem-catalog-sandbox-unreadable-answer = eine unlesbare Antwort ({ $cause })
problem-catalog-sandbox-no-url = eine Antwort ohne url
