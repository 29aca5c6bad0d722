# The headless commands' human output (never --json).

cli-engine-needs = `{ $verb }` necesita { $what ->
    [model] un modelo
    [mode] un modo
    [count] una cantidad
    [webhook-url] una URL de webhook
    [file-path] una ruta de archivo
    [task-row] una fila de tarea
    [folder] una carpeta
    [download-row] una fila de descarga
   *[question] el número de la pregunta
}
cli-engine-expected-number = se esperaba { $what ->
    [item-count] una cantidad de elementos
    [task-row] una fila de tarea
    [download-row] una fila de descarga
   *[question] un número de pregunta
} (un número)
cli-engine-unknown-command = comando desconocido `{ $command }`
cli-engine-output = no se pudo escribir la salida: { $reason }
cli-engine-online = el servicio vuelve a responder tras { $outage } sin conexión
cli-engine-model-list-unreadable = no se pudo leer la lista de modelos: { $reason }
cli-engine-model-not-listed = el modelo { $model } no está en la lista de modelos de GenDesk; añádelo en la ventana (Crear → Añadir un modelo…) o usa un modelo de la lista
cli-engine-batch-file-refused = { $reason } (no se envió nada)
cli-engine-data-dir = indica --data-dir FOLDER: el motor sin ventana guarda ahí su historial y su registro
cli-engine-data-folder-busy = GenDesk está usando la carpeta de datos { $folder } (su ventana u otro `gendesk engine`); ciérralo primero o indica otro --data-dir
cli-engine-limit-amount = { $option } admite un importe en USD de 0 o más, como 5 o 12.50
cli-api-key-variable = pon la clave de API en GENDESK_API_KEY (nunca se toma de la línea de comandos)
cli-already-open = GenDesk ya está abierto con esta carpeta de datos: su ventana se ha traído al frente.
cli-already-open-process = GenDesk ya está abierto con esta carpeta de datos (proceso { $pid }): su ventana se ha traído al frente.
cli-no-log-file = sin archivo de registro: { $reason }
cli-no-renderer = { $reason }.

    El motivo de cada fallo está en el registro: { $log }
cli-proxy-refused = --proxy: { $reason }
cli-proxy-no-password = --proxy indica el usuario { $user }, pero { $variable } no está definida; ponle la contraseña del proxy (nunca se toma de la línea de comandos)
cli-show-missing = { $path } ya no está ahí: se movió o se eliminó.
cli-show-not-opened = ningún gestor de archivos abrió la carpeta { $folder }. Ábrela desde tu gestor de archivos.
cli-update-refused = Actualización rechazada: { $reason }
cli-update-up-to-date = GenDesk { $version } está al día.
cli-update-available = GenDesk { $version } está disponible (esta es la { $running }), publicada el { $published }.
cli-update-required = Esta versión es demasiado antigua para seguir usándola con el servicio: actualiza.
cli-update-install-with = Instálala con: gendesk update apply
cli-update-own-path-unknown = no se conoce la ruta de este programa ({ $reason })
cli-update-updated = Actualizado a GenDesk { $version }; el binario anterior se conserva como { $backup }.
cli-update-installer-started = El instalador de GenDesk { $version } está en marcha; abrirá GenDesk al terminar.
cli-update-package-ready = El paquete verificado está listo: { $path }
cli-update-catalogue = { $count ->
    [0] El catálogo de modelos está ahora en la versión { $version }.
    [one] El catálogo de modelos está ahora en la versión { $version }, con un modelo nuevo: { $models }.
   *[other] El catálogo de modelos está ahora en la versión { $version }, con modelos nuevos: { $models }.
}
cli-report-no-such-profile = ningún perfil se llama { $name } en { $file }; sus perfiles: { $profiles }
cli-report-no-such-profile-none = ningún perfil se llama { $name } en { $file }; sus perfiles: ninguno todavía
cli-report-no-history = ningún perfil se llama { $name }: aún no hay historial en { $file }
cli-report-heading = Historial: { $file } · { $profile } · { $period }
cli-report-every-profile = todos los perfiles
cli-report-profile = perfil { $name }
cli-report-all-time = todo el tiempo
cli-report-since = desde { $since }
cli-report-until = hasta { $until }
cli-report-between = de { $since } a { $until }
cli-media-unreadable = no se pudo leer { $file }: { $reason }
cli-media-file = Archivo: { $format }
cli-media-file-size = Archivo: { $format }, { $width }×{ $height }
cli-media-other-format = no es un tipo de archivo en el que GenDesk escriba registros
cli-media-parameters = Sin registro de GenDesk; parámetros de AUTOMATIC1111:
cli-media-no-record = Sin registro: este archivo no dice cómo se hizo (GenDesk escribe uno en los archivos PNG, JPEG y WebP que descarga mientras Ajustes → Descargas lo mantenga activado).

## Headless commands of a portable GenDesk (portable_start.rs).
cli-portable-keys-locked = las claves portátiles junto a GenDesk están bloqueadas: pon su frase en { $variable }
