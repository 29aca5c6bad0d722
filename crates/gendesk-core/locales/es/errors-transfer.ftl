# Errors of transfers: GenDesk's own updates, result downloads and previews, download file-name patterns, the webhook receiver and `gendesk webhook verify`, Insights exports and periods.

## Updates of GenDesk (update/error.rs). The update feed is the signed file that announces new versions.

err-update-disabled = este GenDesk se compiló para un paquete de distribución: su gestor de paquetes trae las nuevas versiones
err-update-feed-address = la dirección de la fuente de actualizaciones { $url } no se puede usar ({ $reason }); introduce una dirección https:// en Ajustes → Actualizaciones
err-update-unreachable = no se pudo acceder a la fuente de actualizaciones ({ $reason }); revisa la conexión y vuelve a intentarlo
err-update-http-status = el servidor de la fuente de actualizaciones respondió HTTP { $status } para { $url }; inténtalo más tarde
err-update-feed-too-large = la fuente de actualizaciones ocupa más de { $limit } bytes, así que no se leyó
err-update-signature-unreadable = no se pudo leer la firma de la fuente de actualizaciones ({ $reason }); la fuente no se usó
err-update-untrusted-key = la fuente de actualizaciones está firmada con una clave en la que este GenDesk no confía; la fuente no se usó
err-update-bad-signature = la firma de la fuente de actualizaciones no coincide con su contenido: se modificó después de firmarse, así que no se usó
err-update-comment-mismatch = el comentario firmado de la fuente de actualizaciones es { $comment }, pero la fuente anuncia { $version }: la fuente no se usó
err-update-malformed = la fuente de actualizaciones no tiene un formato que este GenDesk entienda ({ $reason }); la fuente no se usó
err-update-insecure-address = la fuente de actualizaciones indica una dirección que no es https:// ni está en este equipo ({ $url }); la fuente no se usó
err-update-older-feed = la fuente de actualizaciones se publicó el { $published }, antes que la ya vista ({ $last }): es una copia antigua, así que no se usó
err-update-no-package = { $kind ->
        [matching] la actualización no tiene un paquete adecuado
       *[other] la actualización no tiene un paquete de tipo «{ $kind }»
    }; descárgala desde la página del proyecto
err-update-download = no se pudo descargar la actualización: { $error }
err-update-size-mismatch = la actualización descargada tiene { $actual } bytes, pero la fuente firmada indica { $expected }: se eliminó y no se instaló nada
err-update-hash-mismatch = el SHA-256 de la actualización descargada no coincide con la fuente firmada: se eliminó y no se instaló nada
err-update-io = no se pudo { $action ->
        [read] leer
        [written] escribir
        [removed] eliminar
       *[other] { $action }
    } { $path }: { $cause }; revisa los permisos de la carpeta y el espacio libre
err-update-install = no se pudo instalar la actualización ({ $reason }); esta versión sigue funcionando
err-update-catalog = se rechazó el catálogo de modelos actualizado ({ $error }); se conserva el anterior

## Result downloads (download/mod.rs). The history keeps these; core-download-… words them for the window.

err-download-not-http = solo se pueden descargar URL de resultado http y https, no { $scheme }
err-download-invalid-url = la URL del resultado no se puede usar: { $reason }
err-download-expired = la URL del resultado caducó (24 h después de emitirse)
err-download-http-status = el servidor respondió HTTP { $status }
err-download-too-large = el archivo supera el límite de { $limit } bytes
err-download-no-space = no queda espacio en el disco al escribir { $path }
err-download-io = no se pudo escribir { $path }: { $cause }
err-download-local-gone = nada responde en la dirección de la URL del resultado en este equipo
err-download-network = error de red: { $reason }
err-download-cancelled = la descarga se canceló
err-download-setup = no se pudo preparar el descargador: { $reason }

## File-name patterns for downloads (download/name_pattern.rs): shown under the pattern in Settings.
## Field names in braces ({model}, {n}, {prompt:30}) are typed as they are: never translate them.

err-name-pattern-empty = El patrón está vacío: pon al menos un campo, como {"{model}"}.
err-name-pattern-unclosed = Una «{"{"}» no tiene una «{"}"}» que la cierre (después de «{ $before }»). Cierra el campo o quita la llave.
err-name-pattern-stray-brace = Una «{"}"}» no cierra ningún campo (después de «{ $before }»). Quítala.
err-name-pattern-unknown-field = «{"{"}{ $name }{"}"}» no es un campo. Los campos son { $fields }.
err-name-pattern-bad-length = «{"{"}{ $field }:{ $length }{"}"}» necesita una longitud de 1 a { $max } después de los dos puntos.
err-name-pattern-absolute = El patrón empieza por «/»: indica lugares dentro de la carpeta de descargas, así que quita la barra inicial.
err-name-pattern-parent-folder = «{ $part }» no se permite como carpeta: los archivos se quedan dentro de la carpeta de descargas.
err-name-pattern-no-file-name = El patrón termina en una carpeta: añade un nombre de archivo después de la última «/», como {"{n}"}.
err-name-pattern-too-deep = El patrón crea { $count } carpetas una dentro de otra; se permiten como máximo { $max }.

## Result previews (media/fetch.rs).

err-fetch-bad-url = la dirección del resultado no se puede abrir: { $reason }
err-fetch-gone = el enlace del resultado ya no funciona (HTTP { $status }); los enlaces de resultado caducan 24 horas después de que termine la tarea, así que solo se puede mostrar una copia descargada
err-fetch-status = el servidor respondió HTTP { $status } para el archivo de resultado; inténtalo más tarde
err-fetch-too-large = el archivo ocupa más de { $mib } MiB, demasiado para la vista previa; descárgalo en su lugar
err-fetch-network = no se pudo obtener el archivo de resultado ({ $reason }); revisa la conexión y vuelve a intentarlo
err-fetch-local-gone = el enlace de este resultado ya no está disponible: nada responde en su dirección en este equipo (el entorno sin conexión que lo creó ahora funciona en otra dirección), así que solo se puede mostrar desde una copia descargada

## gendesk webhook verify (webhooks/cli.rs). $variable is an environment variable's name; the command line after "for example:" is typed as it is.

err-webhook-cli-secret-unset = La variable de entorno { $variable } no está definida. Pon en ella el secreto de firma del webhook (GenDesk nunca toma un secreto de la línea de comandos), por ejemplo: { $variable }="$(cat secret.txt)" gendesk webhook verify --secret-env { $variable } …
err-webhook-cli-secret-empty = La variable de entorno { $variable } está vacía. Pon en ella el secreto de firma del webhook: un secreto vacío no puede verificar nada.
err-webhook-cli-secret-not-text = La variable de entorno { $variable } no contiene texto UTF-8. Vuelve a copiar el secreto de firma exactamente como lo muestra el servicio.
err-webhook-cli-stdin = No se pudo leer el cuerpo desde la entrada estándar: { $cause }. Pasa el cuerpo sin modificar al comando mediante una tubería.
err-webhook-cli-body-too-large = El cuerpo de la entrada estándar ocupa más de { $limit } bytes, mucho más de lo que lleva un webhook. Comprueba que pasas el archivo correcto por la tubería.

## The webhook receiver (webhooks/receiver.rs); core-receiver-… words these for the window.

err-receiver-port-taken = el puerto { $port } de 127.0.0.1 ya está en uso
err-receiver-bind = no se pudo escuchar en el puerto { $port } de 127.0.0.1: { $cause }

## Insights exports (insights/export.rs). $error is the writer's reason, in English.

err-export-csv = no se pudo escribir el CSV: { $error }
err-export-json = no se pudo escribir el JSON: { $error }
err-export-finish = no se pudo terminar el CSV: { $error }

## Periods of `gendesk report` (insights/period.rs). 24h, 7d, 30d and 2026-11-01 are typed as they are.

err-period-unreadable = { $given } no es un periodo: indica un intervalo como 24h, 7d o 30d, o una fecha como 2026-11-01
err-period-backwards = el periodo termina antes de empezar ({ $since } es posterior a { $until })
