# Reasons inside media errors: videos GenDesk cannot play (wording/video.rs), what a file is,
# why a sound cannot be decoded or played (media/audio/), why a record could not be written
# into a file (provenance/), and the lines of `gendesk media probe` (media/probe.rs).

## Videos GenDesk cannot play (wording/video.rs). "Open in system player" and "Download" are the player's buttons.

problem-media-video-empty = diese Videodatei ist leer (0 Bytes); der Download ist wahrscheinlich fehlgeschlagen: laden Sie sie erneut herunter
problem-media-video-not-mp4 = diese Datei ist kein MP4-Video ({ $detail }); GenDesk spielt H.264-Video in MP4-Dateien ab: verwenden Sie „Im System-Player öffnen“ oder „Herunterladen“, um sie anzusehen
problem-media-video-damaged = diese Videodatei ist beschädigt ({ $detail }); laden Sie sie erneut herunter oder verwenden Sie „Im System-Player öffnen“
problem-media-video-truncated = diese Videodatei ist unvollständig ({ $detail }); der Download wurde wahrscheinlich abgebrochen: laden Sie sie erneut herunter
problem-media-video-no-video-track = diese Datei hat keine Videospur; vielleicht ist es eine Audiodatei: verwenden Sie „Im System-Player öffnen“
problem-media-video-unsupported-codec = dieses Video ist als { $codec } kodiert, GenDesk spielt aber nur H.264-Video ab; verwenden Sie „Im System-Player öffnen“ oder „Herunterladen“, um es anzusehen
problem-media-video-unsupported-feature = dieses H.264-Video verwendet { $feature }, was der integrierte Decoder von GenDesk nicht abspielen kann; verwenden Sie „Im System-Player öffnen“ oder „Herunterladen“, um es anzusehen
problem-media-video-too-large = dieses Video ist zu groß, um es hier abzuspielen: laut { $origin } hat es { $width } × { $height } Pixel, mehr als die Grenze von GenDesk ({ $limit }); verwenden Sie „Im System-Player öffnen“ oder „Herunterladen“, um es anzusehen
problem-media-video-file-too-large = diese Videodatei ist zu groß, um sie hier abzuspielen ({ $mib } MiB, die Grenze liegt bei { $max_mib } MiB); verwenden Sie „Im System-Player öffnen“ oder „Herunterladen“, um es anzusehen
problem-media-video-too-many-frames = dieses Video hat zu viele Bilder, um es hier abzuspielen ({ $count }, die Grenze liegt bei { $max }); verwenden Sie „Im System-Player öffnen“ oder „Herunterladen“, um es anzusehen
problem-media-video-decode = Bild { $sample } dieses Videos konnte nicht decodiert werden ({ $detail }); die Datei ist möglicherweise beschädigt: laden Sie sie erneut herunter oder verwenden Sie „Im System-Player öffnen“
problem-media-video-decoder-init = der H.264-Decoder konnte nicht starten ({ $detail }); starten Sie GenDesk neu und versuchen Sie es erneut

## Where the too large picture size was read ($origin of problem-media-video-too-large).

problem-media-video-origin-track-header = dem Spur-Header
problem-media-video-origin-sample-description = der Sample-Beschreibung
problem-media-video-origin-h264-stream = dem H.264-Datenstrom
problem-media-video-origin-decoded-picture = dem decodierten Bild

## GenDesk's size limit ($limit of problem-media-video-too-large).

problem-media-video-limit-wide = { $pixels } Pixel Breite
problem-media-video-limit-high = { $pixels } Pixel Höhe
problem-media-video-limit-pixels = { $millions } Millionen Pixel

## H.264 features the built-in decoder lacks ($feature of problem-media-video-unsupported-feature).

problem-media-video-feature-bit-depth = { $bits }-Bit-Farbtiefe
problem-media-video-feature-chroma = { $sampling }-Farbunterabtastung
problem-media-video-feature-interlaced = Zeilensprungkodierung

## What a file is, with its article, inside sentences (err-playable-not-media, problem-media-probe-looks-like).

problem-media-kind-mp4 = eine MP4-Datei
problem-media-kind-wav = eine WAV-Audiodatei
problem-media-kind-mp3 = eine MP3-Audiodatei
problem-media-kind-flac = eine FLAC-Audiodatei
problem-media-kind-ogg = eine Ogg-Datei
problem-media-kind-matroska = eine Matroska/WebM-Datei
problem-media-kind-png = ein PNG-Bild
problem-media-kind-jpeg = ein JPEG-Bild
problem-media-kind-webp = ein WebP-Bild
problem-media-kind-text = ein Text oder eine Webseite, keine Mediendatei (vielleicht eine Fehlerseite des Servers)
problem-media-kind-unknown = nicht erkannter Inhalt

## Video previews (media/poster.rs).

problem-media-poster-no-picture = das Video enthält kein Bild, das angezeigt werden kann
problem-media-poster-wrong-size = das erste Bild des Videos hat die falsche Größe

## Why a sound cannot be played: the $reason of err-audio-no-device and err-audio-player-stopped (media/audio/output.rs, worker.rs, null.rs).

problem-media-audio-device-timeout = das Audiosystem hat nicht innerhalb von { $seconds } s geantwortet
problem-media-audio-device-failed = das Audiosystem ist beim Öffnen des Geräts gescheitert
problem-media-audio-helper-thread = ein Hilfs-Thread konnte nicht starten: { $cause }
problem-media-audio-thread-ended = sein Thread wurde beendet
problem-media-audio-thread-start = sein Thread konnte nicht starten: { $cause }
problem-media-audio-silent-output = die stumme Ausgabe konnte nicht starten: { $cause }

## Why a sound cannot be decoded: the $reason of err-audio-damaged, or the $codec of err-audio-unsupported-codec (media/audio/).

problem-media-audio-no-channels = der Datenstrom hat keine Kanäle oder keine Abtastrate
problem-media-audio-decoder-failed = der Decoder ist an diesen Daten gescheitert
problem-media-audio-ends-before-sound = die Datei endet vor ihrem ersten Ton
problem-media-audio-ends-mid-data = die Datei endet mitten in ihren Daten
problem-media-audio-no-track = keine Audiospur in einem Format, das GenDesk decodieren kann
problem-media-audio-no-sound = sie enthält keinen Ton
problem-media-audio-undecodable = kein Teil davon konnte decodiert werden: { $cause }
problem-media-audio-bad-packets =
    { $bad } von { $total } Paketen { $bad ->
        [one] konnte
       *[other] konnten
    } nicht decodiert werden: { $cause }

## A field of a sound file that claims more bytes than the file holds (media/audio/preflight.rs).

problem-media-audio-flac-comment-too-long = ein FLAC-Kommentar gibt mehr Bytes an, als die Datei enthält
problem-media-audio-flac-picture-too-long = ein FLAC-Bild gibt mehr Bytes an, als die Datei enthält
problem-media-audio-ogg-comment-too-long = ein Ogg-Kommentar gibt mehr Bytes an, als die Datei enthält
problem-media-audio-id3-frame-too-long = der ID3v2-Frame { $frame } gibt mehr Bytes an, als die Datei enthält
problem-media-audio-wave-tag-too-long = ein WAVE-Tag (LIST INFO) gibt mehr Bytes an, als die Datei enthält
problem-media-audio-mp4-box-too-long = die MP4-Box { $kind } gibt mehr Bytes an, als die Datei enthält
problem-media-audio-mp4-table-too-long = die MP4-Tabelle { $table } ({ $count } { $count ->
        [one] Eintrag
       *[other] Einträge
    }) gibt mehr Bytes an, als die Datei enthält
problem-media-audio-mp4-sample-size-too-long = die MP4-Samplegröße gibt mehr Bytes an, als die Datei enthält
problem-media-audio-mp4-sample-too-long = ein MP4-Sample gibt mehr Bytes an, als die Datei enthält

## Why a record could not be written into a file: the $detail of err-provenance-damaged, the $format of err-provenance-unsupported (provenance/).

problem-media-png-short = sie ist kürzer als ein PNG-Header
problem-media-png-bad-start = sie beginnt nicht wie eine PNG-Datei
problem-media-png-bad-end = sie endet nicht wie eine vollständige PNG-Datei (sie wurde möglicherweise abgeschnitten)
problem-media-xmp-unreadable = ihr XMP-Paket kann nicht gelesen werden
problem-media-mp4-header-cut = ein Box-Header ist abgeschnitten (die Datei wurde möglicherweise abgeschnitten)
problem-media-mp4-large-header-cut = ein Box-Header ist abgeschnitten
problem-media-mp4-box-past-end = eine Box reicht über das Dateiende hinaus (die Datei wurde möglicherweise abgeschnitten)
problem-media-mp4-moov-box-cut = eine Box in moov ist abgeschnitten
problem-media-mp4-moov-box-too-large = eine Box in moov ist zu groß
problem-media-mp4-moov-box-past-end = eine Box in moov reicht über das Ende von moov hinaus
problem-media-mp4-fragmented = ein fragmentiertes MP4 (seine Medien werden nach dem Anfang stückweise beschrieben)
problem-media-mp4-no-moov = sie hat keine moov-Box

## `gendesk media probe` (media/probe.rs): why the file cannot be played.

problem-media-probe-frames-failed = { $count } Bilder konnten nicht decodiert werden; das erste: { $first }
problem-media-probe-looks-like = sie sieht aus wie { $kind }
problem-media-probe-cannot-play = GenDesk kann diese Datei nicht abspielen: { $reason }

## `gendesk media probe` (media/probe.rs): the report's lines. Each starts with a label padded with spaces so the values line up; numbers with decimals come with the language's decimal mark.

problem-media-probe-line-file = Datei:      { $file } ({ $bytes } Bytes)
problem-media-probe-line-container = Container:  { $container }{ $brand }
problem-media-probe-brand = { " " }(Marke { $brand })
problem-media-probe-line-duration = Dauer:      { $seconds } s
problem-media-probe-line-video = Video:      H.264 { $profile } ({ $codec }), { $width } × { $height }, { $fps } fps, { $frames } Bilder, { $keyframes } { $keyframes ->
        [one] Keyframe
       *[other] Keyframes
    }{ $b_frames }
problem-media-probe-b-frames = , B-Frames
problem-media-probe-line-no-video = Video:      keins
problem-media-probe-line-colour = Farbe:      { $colour }
problem-media-probe-line-decoded = Decodiert:  { $frames } Bilder { $order }{ $span }{ $failed }
problem-media-probe-in-order = in Anzeigereihenfolge
problem-media-probe-out-of-order = in FALSCHER REIHENFOLGE
problem-media-probe-span = , erstes bei { $first } s, letztes bei { $last } s
problem-media-probe-failed = , { $count } fehlgeschlagen
problem-media-probe-line-speed = Tempo:      { $fps } Bilder/s ({ $ms_per_frame } ms/Bild, ein Thread); erstes Bild { $first_frame_ms } ms nach dem Öffnen
problem-media-probe-line-audio = Audio:      { $audio }
problem-media-probe-line-no-audio = Audio:      keins
problem-media-probe-channels =
    { $channels ->
        [one] { $channels } Kanal
       *[other] { $channels } Kanäle
    }
problem-media-probe-line-error = Fehler:     { $error }
