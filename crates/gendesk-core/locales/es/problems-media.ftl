# Reasons inside media errors: videos GenDesk cannot play (wording/video.rs), what a file is,
# why a sound cannot be decoded or played (media/audio/), why a record could not be written
# into a file (provenance/), and the lines of `gendesk media probe` (media/probe.rs).

## Videos GenDesk cannot play (wording/video.rs). "Open in system player" and "Download" are the player's buttons.

problem-media-video-empty = este archivo de vídeo está vacío (0 bytes); probablemente la descarga falló: vuelve a descargarlo
problem-media-video-not-mp4 = este archivo no es un vídeo MP4 ({ $detail }); GenDesk reproduce vídeo H.264 en archivos MP4: usa «Abrir en el reproductor del sistema» o «Descargar» para verlo
problem-media-video-damaged = este archivo de vídeo está dañado ({ $detail }); vuelve a descargarlo o usa «Abrir en el reproductor del sistema»
problem-media-video-truncated = este archivo de vídeo está incompleto ({ $detail }); probablemente la descarga se cortó: vuelve a descargarlo
problem-media-video-no-video-track = este archivo no tiene pista de vídeo; puede que sea un archivo de audio: usa «Abrir en el reproductor del sistema»
problem-media-video-unsupported-codec = este vídeo está codificado en { $codec } y GenDesk solo reproduce vídeo H.264; usa «Abrir en el reproductor del sistema» o «Descargar» para verlo
problem-media-video-unsupported-feature = este vídeo H.264 usa { $feature }, que el decodificador integrado de GenDesk no puede reproducir; usa «Abrir en el reproductor del sistema» o «Descargar» para verlo
problem-media-video-too-large = este vídeo es demasiado grande para reproducirlo aquí: según { $origin }, mide { $width } × { $height } píxeles, más que el límite de GenDesk, que es de { $limit }; usa «Abrir en el reproductor del sistema» o «Descargar» para verlo
problem-media-video-file-too-large = este archivo de vídeo es demasiado grande para reproducirlo aquí ({ $mib } MiB; el límite es { $max_mib } MiB); usa «Abrir en el reproductor del sistema» o «Descargar» para verlo
problem-media-video-too-many-frames = este vídeo tiene demasiados fotogramas para reproducirlo aquí ({ $count }; el límite es { $max }); usa «Abrir en el reproductor del sistema» o «Descargar» para verlo
problem-media-video-decode = no se pudo decodificar el fotograma { $sample } de este vídeo ({ $detail }); puede que el archivo esté dañado: vuelve a descargarlo o usa «Abrir en el reproductor del sistema»
problem-media-video-decoder-init = el decodificador H.264 no pudo iniciarse ({ $detail }); reinicia GenDesk y vuelve a intentarlo

## Where the too large picture size was read ($origin of problem-media-video-too-large).

problem-media-video-origin-track-header = la cabecera de la pista
problem-media-video-origin-sample-description = la descripción de las muestras
problem-media-video-origin-h264-stream = el flujo H.264
problem-media-video-origin-decoded-picture = la imagen decodificada

## GenDesk's size limit ($limit of problem-media-video-too-large).

problem-media-video-limit-wide = { $pixels } píxeles de ancho
problem-media-video-limit-high = { $pixels } píxeles de alto
problem-media-video-limit-pixels = { $millions } millones de píxeles

## H.264 features the built-in decoder lacks ($feature of problem-media-video-unsupported-feature).

problem-media-video-feature-bit-depth = color de { $bits } bits
problem-media-video-feature-chroma = submuestreo de croma { $sampling }
problem-media-video-feature-interlaced = codificación entrelazada

## What a file is, with its article, inside sentences (err-playable-not-media, problem-media-probe-looks-like).

problem-media-kind-mp4 = un archivo MP4
problem-media-kind-wav = un archivo de audio WAV
problem-media-kind-mp3 = un archivo de audio MP3
problem-media-kind-flac = un archivo de audio FLAC
problem-media-kind-ogg = un archivo Ogg
problem-media-kind-matroska = un archivo Matroska/WebM
problem-media-kind-png = una imagen PNG
problem-media-kind-jpeg = una imagen JPEG
problem-media-kind-webp = una imagen WebP
problem-media-kind-text = un texto o una página web, no contenido multimedia (quizá una página de error del servidor)
problem-media-kind-unknown = contenido no reconocido

## Video previews (media/poster.rs).

problem-media-poster-no-picture = el vídeo no tiene ninguna imagen que mostrar
problem-media-poster-wrong-size = la primera imagen del vídeo tiene un tamaño incorrecto

## Why a sound cannot be played: the $reason of err-audio-no-device and err-audio-player-stopped (media/audio/output.rs, worker.rs, null.rs).

problem-media-audio-device-timeout = el sistema de sonido no respondió en { $seconds } s
problem-media-audio-device-failed = el sistema de sonido falló al abrir el dispositivo
problem-media-audio-helper-thread = no se pudo iniciar un hilo auxiliar: { $cause }
problem-media-audio-thread-ended = su hilo ha terminado
problem-media-audio-thread-start = no se pudo iniciar su hilo: { $cause }
problem-media-audio-silent-output = no se pudo iniciar la salida silenciosa: { $cause }

## Why a sound cannot be decoded: the $reason of err-audio-damaged, or the $codec of err-audio-unsupported-codec (media/audio/).

problem-media-audio-no-channels = la secuencia no tiene canales o frecuencia de muestreo
problem-media-audio-decoder-failed = el decodificador falló con estos datos
problem-media-audio-ends-before-sound = el archivo termina antes de su primer sonido
problem-media-audio-ends-mid-data = el archivo termina a mitad de sus datos
problem-media-audio-no-track = no hay ninguna pista de audio en un formato que GenDesk decodifique
problem-media-audio-no-sound = no contiene sonido
problem-media-audio-undecodable = no se pudo decodificar ninguna parte: { $cause }
problem-media-audio-bad-packets = no se { $bad ->
        [one] pudo
       *[other] pudieron
    } decodificar { $bad } de { $total } paquetes: { $cause }

## A field of a sound file that claims more bytes than the file holds (media/audio/preflight.rs).

problem-media-audio-flac-comment-too-long = un comentario FLAC declara más bytes de los que contiene el archivo
problem-media-audio-flac-picture-too-long = una imagen FLAC declara más bytes de los que contiene el archivo
problem-media-audio-ogg-comment-too-long = un comentario Ogg declara más bytes de los que contiene el archivo
problem-media-audio-id3-frame-too-long = el marco ID3v2 { $frame } declara más bytes de los que contiene el archivo
problem-media-audio-wave-tag-too-long = una etiqueta WAVE (LIST INFO) declara más bytes de los que contiene el archivo
problem-media-audio-mp4-box-too-long = la caja MP4 { $kind } declara más bytes de los que contiene el archivo
problem-media-audio-mp4-table-too-long = la tabla MP4 { $table } ({ $count } { $count ->
        [one] entrada
       *[other] entradas
    }) declara más bytes de los que contiene el archivo
problem-media-audio-mp4-sample-size-too-long = el tamaño de muestra MP4 declara más bytes de los que contiene el archivo
problem-media-audio-mp4-sample-too-long = una muestra MP4 declara más bytes de los que contiene el archivo

## Why a record could not be written into a file: the $detail of err-provenance-damaged, the $format of err-provenance-unsupported (provenance/).

problem-media-png-short = es más corto que una cabecera PNG
problem-media-png-bad-start = no empieza como empieza un PNG
problem-media-png-bad-end = no termina como termina un PNG completo (puede que se haya cortado)
problem-media-xmp-unreadable = no se puede leer su paquete XMP
problem-media-mp4-header-cut = la cabecera de una caja está cortada (puede que el archivo se haya cortado)
problem-media-mp4-large-header-cut = la cabecera de una caja está cortada
problem-media-mp4-box-past-end = una caja sobrepasa el final del archivo (puede que se haya cortado)
problem-media-mp4-moov-box-cut = una caja dentro de moov está cortada
problem-media-mp4-moov-box-too-large = una caja dentro de moov es demasiado grande
problem-media-mp4-moov-box-past-end = una caja dentro de moov sobrepasa el final de moov
problem-media-mp4-fragmented = un MP4 fragmentado (su contenido se describe por partes después del inicio)
problem-media-mp4-no-moov = no tiene caja moov

## `gendesk media probe` (media/probe.rs): why the file cannot be played.

problem-media-probe-frames-failed = no se pudieron decodificar { $count } fotogramas; el primero: { $first }
problem-media-probe-looks-like = parece { $kind }
problem-media-probe-cannot-play = GenDesk no puede reproducir este archivo: { $reason }

## `gendesk media probe` (media/probe.rs): the report's lines. Each starts with a label padded with spaces so the values line up; numbers with decimals come with the language's decimal mark.

problem-media-probe-line-file = archivo:      { $file } ({ $bytes } bytes)
problem-media-probe-line-container = contenedor:   { $container }{ $brand }
problem-media-probe-brand = { " " }(marca { $brand })
problem-media-probe-line-duration = duración:     { $seconds } s
problem-media-probe-line-video = vídeo:        H.264 { $profile } ({ $codec }), { $width } × { $height }, { $fps } fps, { $frames } fotogramas, { $keyframes } { $keyframes ->
        [one] fotograma clave
       *[other] fotogramas clave
    }{ $b_frames }
problem-media-probe-b-frames = , fotogramas B
problem-media-probe-line-no-video = vídeo:        ninguno
problem-media-probe-line-colour = color:        { $colour }
problem-media-probe-line-decoded = decodificado: { $frames } fotogramas { $order }{ $span }{ $failed }
problem-media-probe-in-order = en orden de presentación
problem-media-probe-out-of-order = FUERA DE ORDEN
problem-media-probe-span = , primero en { $first } s, último en { $last } s
problem-media-probe-failed = , { $count } con error
problem-media-probe-line-speed = velocidad:    { $fps } fotogramas/s ({ $ms_per_frame } ms/fotograma, un hilo); primer fotograma { $first_frame_ms } ms después de abrir
problem-media-probe-line-audio = audio:        { $audio }
problem-media-probe-line-no-audio = audio:        ninguno
problem-media-probe-channels =
    { $channels ->
        [one] { $channels } canal
       *[other] { $channels } canales
    }
problem-media-probe-line-error = error:        { $error }
