# The window around the views: first start, connecting a profile, notices, the offline bar, status.

window-welcome-title = Te damos la bienvenida a GenDesk
window-welcome-intro = Genera imágenes, vídeos y música con modelos de IA, sigue tus tareas en directo y conserva los resultados.
window-welcome-sandbox-title = Pruébalo sin cuenta
window-welcome-sandbox-text = El entorno sin conexión simula todo el servicio en este ordenador: modelos de demostración, un saldo de demostración de 25 $ y archivos de resultado reales. Nada sale de tu equipo y no se cobra nada.
window-welcome-sandbox-explore = Probar el entorno sin conexión
window-welcome-sandbox-starting = Iniciando el entorno…
window-welcome-account-title = Usa tu cuenta
window-welcome-account-text = Conéctate con la dirección del servicio y tu clave de API. Primero se comprueba la clave y luego se guarda en el llavero del sistema, nunca en un archivo.
window-welcome-connect = Conectar con el servicio

window-connect-name = Nombre del perfil
    .hint = p. ej., Trabajo
window-connect-base-url = URL base
window-connect-key = Clave de API
    .hint = se guarda en el llavero del sistema
window-connect-verify = Comprobar y guardar
    .hint = Rellena el nombre, la dirección y la clave
window-connect-cancel = Cancelar
window-connect-checking = Comprobando la clave con el servicio…
window-connect-keyring-failed = La clave funciona, pero no se ha podido guardar en el llavero del sistema:
window-connect-keyring-session = Puedes usarla igualmente ahora; GenDesk la olvidará al cerrarse y tendrás que introducirla de nuevo la próxima vez.
window-connect-session-only = Usar solo en esta sesión

window-offline-since = Sin conexión desde las { $since }
window-offline-text = GenDesk no puede contactar con el servicio. Las comprobaciones de estado y las descargas esperan y continúan solas cuando responda; no se pierde nada ni se envía nada dos veces. Si se prolonga, revisa la conexión de este ordenador y los ajustes de Red.

window-engine-worker-failed = GenDesk no ha podido iniciar su proceso en segundo plano ({ $error }). Cierra algunos programas y vuelve a intentarlo.
window-engine-busy = GenDesk sigue ocupado con solicitudes anteriores; vuelve a intentarlo en un momento.
window-engine-still-opening = El perfil «{ $profile }» todavía se está abriendo; vuelve a intentarlo en un momento.
window-engine-no-profile = Abre primero un perfil.
window-engine-bad-address = La dirección del servicio del perfil no se puede usar: { $error }. Elimina el perfil y vuelve a añadirlo con una dirección correcta.
window-engine-no-key = No hay ninguna clave de API guardada para «{ $profile }» (puede que solo se guardara para una sesión). Elige «Volver a introducir la clave de API».
window-engine-open-failed = No se ha podido abrir el perfil: { $reason }.

window-over-limit-title = Superas tu límite de gasto
window-over-limit-more = { $count ->
    [one] { $count } envío más espera una respuesta después de este.
   *[other] { $count } envíos más esperan una respuesta después de este.
}
window-over-limit-send = Enviar de todos modos
    .hint = Enviarlo una vez, tal cual; el límite se mantiene
window-over-limit-drop = No enviar
    .hint = No se envía ni se cobra nada; el formulario conserva lo que escribiste
window-over-limit-where = El límite se configura por perfil en Ajustes, en Límite de gasto.

window-add-profile = Añadir perfil…
window-add-profile-text = Conecta otra cuenta con la dirección de su servicio y su clave de API.
window-add-profile-title = Añadir un perfil
window-address-not-usable = La dirección del servicio no se puede usar: { $problem }.
window-async-could-not-start = GenDesk no pudo iniciar sus hilos en segundo plano ({ $problem }); cierra algunos programas y vuelve a intentarlo
window-async-stopped = se han detenido
window-connected = Conectado como «{ $name }». Saldo: { $balance }.
window-connected-session-only = Conectado como «{ $name }». La clave se guarda solo para esta sesión.
window-dialog-certificate = Elegir la autoridad de certificación (PEM)
window-dialog-certificate-filter = Certificados
window-dialog-download-folder = Elegir la carpeta de descargas
window-dialog-export-figures = Exportar cifras
window-dialog-failed = El diálogo de archivos no pudo abrirse ({ $problem }); { $instead }.
window-dialog-instead-certificate-field = escribe en su lugar la ruta del archivo en el campo de autoridad de certificación adicional
window-dialog-instead-drop = suelta en su lugar el archivo sobre la ventana de GenDesk (fuera de Crear)
window-dialog-instead-folder-field = escribe en su lugar la ruta de la carpeta en el campo Carpeta
window-dialog-instead-report = ejecuta en su lugar `gendesk report --json` en una terminal para obtener las mismas cifras
window-dialog-none = No se pudo mostrar ningún diálogo de archivos en este equipo (en Linux, los diálogos de GenDesk necesitan xdg-desktop-portal o zenity); { $instead }.
window-dialog-record-file = Elegir una imagen, película o pieza musical
window-export-done = Las cifras están en { $path }.
window-export-failed = No se pudieron guardar las cifras en { $path } ({ $problem }). Elige otra carpeta y exporta de nuevo.
window-export-nothing = No se exportó nada.
window-file-record-close = Cerrar
window-file-record-not-in-history = Su tarea no está en el historial de este perfil.
window-file-record-nothing = Este archivo no dice cómo se hizo: no lleva ningún registro de GenDesk ni parámetros de AUTOMATIC1111.
window-file-record-open-task = Abrir la tarea
window-file-record-other-tool = Hecho con otra herramienta; sus parámetros de AUTOMATIC1111 dicen:
window-file-record-reuse = Reutilizar estos ajustes
    .hint = Rellenar el formulario de este modelo con estos ajustes
window-file-record-title = Lo que dice este archivo
window-folder-opened = La carpeta de { $name } está abierta (este gestor de archivos no selecciona archivos cuando se le pide).
window-image-copied = Se copió { $name }: pégalo en un chat o un editor.
window-image-copy-failed = No se pudo copiar { $name }: { $problem }. Ábrelo con Abrir y cópialo desde ahí.
window-job-could-not-start = GenDesk no pudo iniciar una tarea en segundo plano ({ $problem }). Cierra algunos programas y vuelve a intentarlo.
window-key-not-usable = La clave de API no se puede usar: { $problem }.
window-key-session-only-because = La clave se guarda solo para esta sesión: { $reason }.
window-keyring-not-open-yet = el llavero aún no se ha abierto
window-list-and = { $rest } y { $last }
window-list-comma = { ", " }
window-model-added = «{ $id }» se añadió a tus modelos.
window-model-removed = «{ $id }» se quitó de tus modelos.
window-model-removed-here = «{ $id }» se quitó de los modelos de este perfil; otros perfiles aún lo usan.
window-network-saved = Se guardaron los ajustes de red.
window-network-these-settings = Estos ajustes
window-no-keyring = no hay ningún llavero del sistema disponible: { $reason }
window-no-such-profile = No hay ningún perfil llamado «{ $name }».
window-notice-and-more = { $notice } (y { $count } más como este)
window-notice-batch-accepted = { $count ->
    [one] Lote aceptado: { $count } tarea creada.
   *[other] Lote aceptado: { $count } tareas creadas.
    }
window-notice-batch-files-saved = { $count ->
    [one] { $count } archivo y manifest.csv están en { $folder }.
   *[other] { $count } archivos y manifest.csv están en { $folder }.
    }
window-notice-batch-files-some-failed = { $count ->
    [one] { $count } archivo y manifest.csv están en { $folder }; { $failed } no se pudieron descargar (el lote dice por qué).
   *[other] { $count } archivos y manifest.csv están en { $folder }; { $failed } no se pudieron descargar (el lote dice por qué).
    }
window-notice-batch-finished = Un lote terminó: cada elemento tiene su resultado. Míralos en Lotes.
window-notice-batch-manifest-failed = { $count ->
    [one] { $count } archivo está en { $folder }, pero no se pudo escribir el manifiesto: { $problem }. Revisa los permisos y el espacio libre de la carpeta y luego descarga de nuevo.
   *[other] { $count } archivos están en { $folder }, pero no se pudo escribir el manifiesto: { $problem }. Revisa los permisos y el espacio libre de la carpeta y luego descarga de nuevo.
    }
window-notice-batch-rejected-items = { $count ->
    [one] { $count } elemento no fue aceptado; el lote dice por qué.
   *[other] { $count } elementos no fueron aceptados; el lote dice por qué.
    }
window-notice-batch-replayed = { $count ->
    [one] El servicio confirmó un lote que ya había recibido: { $count } tarea, no se cobró nada dos veces.
   *[other] El servicio confirmó un lote que ya había recibido: { $count } tareas, no se cobró nada dos veces.
    }
window-notice-error = { $doing } — error: { $problem }
window-notice-online-again = El servicio vuelve a responder tras { $outage } sin conexión; las comprobaciones de estado y las descargas siguieron solas.
window-notice-rate-limited = El servicio pidió a GenDesk que vaya más despacio; las comprobaciones de estado se reanudan en { $seconds } s.
window-notice-receiver-listens = El receptor de webhooks ahora escucha en 127.0.0.1, puerto { $port }.
window-notice-references-deleted = { $count ->
    [one] Se borró { $count } imagen de referencia subida a tu bucket: sus tareas han terminado.
   *[other] Se borraron { $count } imágenes de referencia subidas a tu bucket: sus tareas han terminado.
    }
window-notice-run-recorded = { $items ->
    [one] { $items } elemento guardado
   *[other] { $items } elementos guardados
    } como { $batches ->
    [one] { $batches } lote
   *[other] { $batches } lotes
    }; se envían uno tras otro. Síguelos en Lotes.
window-notice-saved = Se guardó { $path }.
window-notice-secret-in-force = Está en vigor la versión { $version } del secreto de firma de webhooks.
window-notice-secret-none = Esta cuenta aún no tiene secreto de firma de webhooks.
window-notice-secret-revoked = Los secretos de firma de webhooks se revocaron; las entregas pendientes se suprimen.
window-notice-secret-rotated = Un nuevo secreto de firma de webhooks (versión { $version }) está en vigor; el anterior aún firma las entregas de los lotes aceptados en los últimos 7 días.
window-notice-unknown-error = error desconocido
window-open-bad-address = Esta dirección no se abre: { $problem }
window-open-failed = No se pudo abrir { $target } ({ $problem }). Ábrelo desde tu gestor de archivos o navegador.
window-opened = Se abrió { $target }.
window-opening = Abriendo…
window-opening-profile = Abriendo «{ $profile }»…
window-profile-failed-title = No se pudo abrir «{ $profile }»
window-profile-removed = Se quitó el perfil «{ $name }».
window-profile-removed-keyring-silent = Se quitó el perfil «{ $name }», pero el llavero del sistema no respondió, así que puede que { $what } siga guardado ahí de una sesión anterior. Quita las entradas «GenDesk» de «{ $name }» en tu aplicación de llavero (Contraseñas y claves, KWallet, Acceso a Llaveros o Administrador de credenciales) si quieres que desaparezcan.
window-profile-removed-with-key = Se quitaron el perfil «{ $name }» y su clave.
window-proxy-password-session = La contraseña del proxy se guarda solo para esta sesión: { $problem }
window-record-unreadable = No se pudo leer { $path }: { $problem }
window-reenter-key = Escribir de nuevo la clave de API
window-reenter-key-text = Escribe la clave de API de este perfil; se comprueba con el servicio antes de guardarla.
window-resubmit-unreadable = No se pudo leer la solicitud guardada ({ $problem }). Usa «Reutilizar ajustes» y envíala desde el formulario.
window-resubmitted = Se envió una tarea nueva con los mismos ajustes. Síguela en Actividad.
window-sandbox-could-not-start = el entorno sin conexión no pudo iniciarse: { $problem }
window-secret-its-bucket = la clave secreta de su bucket
window-secret-its-key = su clave
window-secret-its-ring = sus secretos de firma de webhooks
window-settings-unreadable = GenDesk no pudo leer sus ajustes
window-show-failed = No se pudo mostrar { $name }: { $problem }
window-shown-in-folder = { $name } se muestra en tu gestor de archivos.
window-spending-limit-set = Límite de gasto de «{ $name }»: { $limit }
window-starting-sandbox = Iniciando el entorno sin conexión…
window-try-again = Reintentar
window-unknown-model-kind = GenDesk no sabe qué tipo de modelo es «{ $model }», así que no se envió nada. Añádelo en Crear (Añadir un modelo…) y vuelve a intentarlo.
window-update-restart-failed = No se pudo iniciar la nueva versión ({ $problem }); inicia GenDesk de nuevo tú mismo.
window-writer-could-not-start = GenDesk no pudo iniciar su escritor de archivos ({ $problem }). Tu último cambio no se guardó.
window-writer-stopped = El escritor de archivos de GenDesk se detuvo; tu último cambio no se guardó.

window-notice-more-messages = { $count ->
    [one] …y { $count } mensaje más.
   *[other] …y { $count } mensajes más.
}
window-notice-open-folder = Abrir carpeta
window-notice-ready = Listo.
window-notice-saved-files = { $count ->
    [one] Se ha guardado { $count } archivo en { $folder }.
   *[other] Se han guardado { $count } archivos en { $folder }.
}

# A portable GenDesk keeps keys beside it, encrypted (welcome.rs, connect.rs).
window-welcome-account-text-beside = Conéctate con la dirección del servicio y tu clave de API. La clave se comprueba primero y luego se guarda junto a este GenDesk portátil, cifrada con tu frase de contraseña.
window-connect-key-beside = se guarda junto a GenDesk, cifrada
