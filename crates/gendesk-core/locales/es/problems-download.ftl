# Por qué falló la descarga de un archivo de resultado o tuvo que empezar de nuevo: direcciones
# y redirecciones rechazadas, lo que hizo el servidor y nombres de archivo que no se pueden usar.

## Direcciones de resultado y redirecciones rechazadas (download/result_url.rs).

problem-download-too-many-redirects = más de { $max } redirecciones
problem-download-redirect-not-http = redirige a una URL que no es http ({ $scheme }:)
problem-download-redirect-credentials = redirige a una URL con credenciales
problem-download-no-host = no tiene host
problem-download-credentials = contiene un nombre de usuario o una contraseña

## Una conexión que no trajo el archivo completo (download/job.rs).

problem-download-gave-up = { $why } (se abandonó tras { $attempts } { $attempts ->
        [one] intento
       *[other] intentos
    } de reanudación)
problem-download-no-answer = sin respuesta en { $seconds } s
problem-download-no-data = sin datos durante { $seconds } s
problem-download-resumed-elsewhere = el servidor reanudó en una posición distinta del byte { $offset }
problem-download-no-such-byte = el servidor no tiene el byte { $offset } del archivo
problem-download-server-error = el servidor respondió HTTP { $status }
problem-download-ended-early = la conexión terminó tras { $done } de { $total } bytes
problem-download-too-many-bytes = el servidor envió { $done } bytes, más de los { $total } que anunció

## El nombre del archivo descargado (download/part_file.rs).

problem-download-name-taken = ya existen { $count } archivos con este nombre
problem-download-outside-folder = el nombre de archivo saldría de la carpeta de descargas
