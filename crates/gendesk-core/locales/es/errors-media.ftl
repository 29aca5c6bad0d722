# Errors of media previews: audio decoding and playback, playable results, image decoding and `gendesk probe`.

## Audio that cannot be decoded or played (media/audio/error.rs).

err-audio-empty = este archivo de audio está vacío (0 bytes); puede que la descarga haya fallado, así que vuelve a descargarlo
err-audio-too-large = este archivo de audio es demasiado grande para reproducirlo aquí ({ $mib } MiB; el límite es de { $max_mib } MiB); descárgalo y ábrelo en un reproductor de música
err-audio-too-long = este audio es demasiado largo para reproducirlo aquí (más de { $minutes } minutos); descárgalo y ábrelo en un reproductor de música
err-audio-unsupported-format = este archivo no es un audio que GenDesk pueda reproducir (WAV, MP3, FLAC, OGG/Vorbis o M4A/AAC); descárgalo y ábrelo en otro reproductor
err-audio-unsupported-codec = este audio usa un códec que GenDesk no puede reproducir ({ $codec }); descárgalo y ábrelo en otro reproductor
err-audio-damaged = no se pudo decodificar este audio ({ $reason }); puede que el archivo esté dañado o incompleto, así que vuelve a descargarlo
err-audio-truncated = este archivo de audio termina antes de tiempo (solo se pudieron leer { $decoded } s de { $expected } s); puede que la descarga esté incompleta, así que vuelve a descargarlo
err-audio-no-device = No se encontró ninguna salida de sonido ({ $reason }); no se puede reproducir música en este equipo, pero aún puedes descargarla.
err-audio-player-stopped = el reproductor de audio dejó de funcionar ({ $reason }); cierra la vista previa y vuelve a abrirla, o reinicia GenDesk

## Result files that cannot be played (media/playable.rs).

err-playable-not-media = este archivo ({ $kind }) no es un sonido ni un vídeo que GenDesk pueda reproducir; usa «Abrir en el reproductor del sistema» o «Descargar»
err-playable-text = el servidor envió un texto o una página web en lugar del archivo de resultado; puede que el enlace haya caducado o que el servicio esté fallando, inténtalo más tarde

## Images that cannot be shown (media/decode.rs).

err-decode-unknown-format = este archivo no es una imagen que GenDesk pueda mostrar (PNG o JPEG)
err-decode-too-large = esta imagen es demasiado grande para la vista previa (más de { $max_side } píxeles de lado o { $max_mib } MiB de píxeles); descárgala y ábrela en un visor de imágenes
err-decode-damaged = no se pudo decodificar esta imagen ({ $reason }); puede que esté dañada o incompleta

## `gendesk probe` (media/probe.rs).

err-probe-io = no se puede leer { $path }: { $cause }; revisa la ruta y que el archivo se pueda leer
