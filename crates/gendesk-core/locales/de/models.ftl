# The built-in model catalogue's words: field labels and help, and one line about each
# built-in model. The catalogue itself is English data; GenDesk shows these instead wherever
# its text is exactly the English below (a newer catalogue's new words show as written).

# Field labels of the built-in model catalogue (short names beside each control).
catalog-label-mode = Modus
catalog-label-prompt = Prompt
catalog-label-negative-prompt = Negativ-Prompt
catalog-label-reference-images = Referenzbilder
catalog-label-aspect-ratio = Seitenverhältnis
catalog-label-resolution = Auflösung
catalog-label-output-format = Ausgabeformat
catalog-label-duration = Dauer (s)
catalog-label-sound = Ton
catalog-label-version = Version
catalog-label-custom-mode = Eigener Modus
catalog-label-instrumental = Instrumental
catalog-label-seed = Seed

# Field help of the built-in model catalogue. Mode values (text-to-image, …), format codes and ratios are codes: never translated.
catalog-help-image-mode = text-to-image erstellt aus dem Prompt; image-to-image bearbeitet Ihre Referenzbilder.
catalog-help-image-prompt = Beschreibung des gewünschten Bildes; der Zähler zeigt die Grenze dieses Modells.
catalog-help-avoid = Was vermieden werden soll.
catalog-help-image-references = Höchstens 5 Bilder (JPEG, PNG oder WebP, je unter 10 MB): von diesem Computer oder über ihre Webadresse.
catalog-help-image-aspect-ratio = 1:1 quadratisch, 16:9 Breitbild, 9:16 hochkant, 4:3 klassisch, 3:4 Porträt, 21:9 Ultrabreit; auto lässt das Modell wählen.
catalog-help-output-size = Ausgabegröße.
catalog-help-output-format = png ist verlustfrei und größer; jpeg ist komprimiert und kleiner.
catalog-help-video-mode = text-to-video erstellt aus dem Prompt; image-to-video animiert Ihr Referenzbild.
catalog-help-video-prompt = Beschreibung des Videos.
catalog-help-video-references = Das zu animierende Bild: von diesem Computer oder über seine Webadresse (JPEG, PNG oder WebP, unter 10 MB).
catalog-help-video-aspect-ratio = 16:9 Breitbild, 9:16 hochkant, 1:1 quadratisch.
catalog-help-duration = Länge in Sekunden. Der Dienst nennt keine Grenzen; Modelle nehmen unter Umständen nur bestimmte Werte an.
catalog-help-duration-short = Länge in Sekunden.
catalog-help-sound = Erzeugt zum Video passenden Ton.
catalog-help-version = Modellversion.
catalog-help-music-prompt = Liedtext oder eine Beschreibung der Musik.
catalog-help-custom-mode = Volle Kontrolle über Stil und Liedtext.
catalog-help-instrumental = Ohne Gesang.
catalog-help-seed = Gleicher Seed und gleicher Prompt ergeben dasselbe Bild

# One line about each built-in (sandbox) model. Numbers are written as digits; model names are never translated.
catalog-model-image-fast = Schnelle Entwürfe; volle Prompt-Grenze von 5000 Zeichen
catalog-model-image-pro = Höhere Qualität, langsamer; Prompts bis 2000 Zeichen; Seed optional
catalog-model-video-lite = Kurze Clips von 5 oder 10 Sekunden
catalog-model-video-cinema = Kinoreife Clips von 4, 8 oder 12 Sekunden im Filmlook (H.264 High mit B-Frames, 24 fps, 854x480)
catalog-model-music = Zwei Takes eines kurzen Lieds pro Aufgabe (Versionen V4 bis V5)

# A field's value when it has none.
catalog-value-not-set = (nicht gesetzt)
