# Words from the engine: errors from the service and the network, task failures, notifications, the activity log.

core-fail-moderation = Reformula el prompt y sustituye las entradas marcadas; los resultados de la moderación no se pueden apelar.
core-fail-input-image-sensitive = Sustituye la imagen de entrada marcada por otra; los resultados de la moderación no se pueden apelar.
core-fail-input-output-sensitive = Cambia el prompt y las imágenes de entrada para que el resultado cumpla la política; los resultados de la moderación no se pueden apelar.
core-fail-prohibited = Quita el contenido prohibido del prompt y de las entradas; los resultados de la moderación no se pueden apelar.
core-fail-nsfw = Reformula el prompt para quitar el contenido para adultos; los resultados de la moderación no se pueden apelar.
core-fail-copyright = Quita del prompt y de las entradas los personajes, logotipos u obras protegidos por derechos de autor; los resultados de la moderación no se pueden apelar.
core-fail-output-image-sensitive = Ajusta el prompt para que la imagen generada cumpla la política; los resultados de la moderación no se pueden apelar.
core-fail-content-violation = Revisa el prompt y las entradas para que cumplan la política de contenido; los resultados de la moderación no se pueden apelar.
core-fail-prompt-length = Acorta el prompt (menos de unos 2000 caracteres) y envíalo de nuevo.
core-fail-prompt-invalid = Reescribe el prompt y comprueba que encaja con el modo y el modelo elegidos.
core-fail-prompt-parameter = Quita o corrige los parámetros escritos en el prompt (como --flags) y envíalo de nuevo.
core-fail-missing-parameter = Rellena todos los campos obligatorios y envíalo de nuevo.
core-fail-bad-request = Comprueba que todos los campos obligatorios están bien rellenados y envíalo de nuevo.
core-fail-validation = Revisa los ajustes frente a los límites documentados del modelo y envíalo de nuevo.
core-fail-parameter = Comprueba los valores numéricos y formatos (rangos, cantidades, tamaños) frente a los límites del modelo.
core-fail-ratio = Elige una relación de aspecto que admita el modelo elegido y envíalo de nuevo.
core-fail-param-value = Corrige los valores de entrada del elemento rechazado y vuelve a enviar ese elemento.
core-fail-image-format = Convierte la imagen a JPEG, PNG o WebP y vuelve a subirla.
core-fail-image-size = Cambia la imagen a unas dimensiones y un tamaño de archivo que acepte el modelo y vuelve a subirla.
core-fail-invalid-image-size = Cambia la imagen a unas dimensiones que admita el modelo y envíala de nuevo.
core-fail-image-not-access = Asegúrate de que cada URL de imagen de referencia sea pública, siga siendo válida y se descargue sin iniciar sesión; si es una imagen de tu equipo, envíala de nuevo y GenDesk la alojará otra vez (si vuelve a fallar, revisa el bucket o el túnel en Ajustes).
core-fail-image-invalid = Sustituye la imagen por un archivo JPEG, PNG o WebP válido y sin daños.
core-fail-image-incorrect = Usa imágenes distintas y permitidas que encajen con el modelo elegido.
core-fail-input-format = Convierte el archivo de entrada a un formato que admita el modelo y envíalo de nuevo.
core-fail-upload = Sube un archivo más pequeño (normalmente de menos de 10 MB) en un formato admitido.
core-fail-video-incorrect = Usa otro vídeo sin contenido no admitido, como personas reales.
core-fail-video-invalid = Recorta o vuelve a codificar el vídeo para que cumpla los requisitos de duración, resolución y tema del modelo.
core-fail-input-incorrect = Ajusta la duración o las dimensiones de la entrada a lo que acepta el modelo.
core-fail-image-url = Indica un enlace http(s) válido y público que apunte directamente a la imagen.
core-fail-lora-url = Asegúrate de que la URL de la LoRA sea pública y apunte directamente al archivo del modelo.
core-fail-auth = Revisa la clave de API en los ajustes y, si es correcta, contacta con soporte.
core-fail-quota = Espera a que se restablezca tu cuota o mejora tu plan, y envíalo de nuevo.
core-fail-balance = Recarga tu saldo y envíalo de nuevo.
core-fail-rate-limit = Demasiadas solicitudes a la vez; espera un minuto y reinténtalo como una tarea nueva.
core-fail-transient = Un problema temporal del proveedor; reintentarlo como una tarea nueva suele funcionar.
core-fail-task-timeout = La tarea caducó; crea una tarea nueva.
core-fail-task-id = Elige una tarea terminada que admita esta acción (como ampliar o variar) y vuelve a intentarlo.
core-fail-unknown = Código de fallo desconocido; revisa el mensaje de fallo y, si persiste, contacta con soporte.

core-api-may-have-created = { $message } Puede que la tarea se haya creado (y cobrado) de todos modos: revisa la lista de tareas o tu saldo antes de enviarla de nuevo.
core-api-not-sent = No se pudo conectar con { $host } ({ $detail }). No se envió nada. Revisa tu conexión a internet y la URL base del perfil, y vuelve a intentarlo.
core-api-blocked = { $failure } No se envió nada a { $host }.
core-api-outcome-unknown-timed-out = La solicitud se envió, pero no llegó respuesta a tiempo, así que no se sabe si el servicio la procesó. Revisa la lista de tareas o el estado antes de enviarla de nuevo, para que no te cobren dos veces.
core-api-outcome-unknown-lost = La solicitud se envió, pero la conexión se perdió antes de que llegara la respuesta, así que no se sabe si el servicio la procesó. Revisa la lista de tareas o el estado antes de enviarla de nuevo, para que no te cobren dos veces.
core-api-rate-limited-wait = Demasiadas solicitudes: el servicio está limitando esta clave.{ $said } Espera { $wait } y vuelve a intentarlo.
core-api-service-said = {" "}El servicio dijo: «{ $message }».
core-api-wait-a-second = un segundo
core-api-wait-seconds = unos { $count } segundos
core-api-wait-minutes = { $count ->
    [one] un minuto
   *[other] unos { $count } minutos
}
core-api-decode = El servicio envió una respuesta que GenDesk no pudo leer (HTTP { $status }; empezaba por { $sample }). Comprueba que la URL base apunta al servicio de generación; si es así, inténtalo más tarde.
core-api-too-large = El servicio envió una respuesta inesperadamente grande (más de { $mib } MiB) y no se leyó. Comprueba que la URL base apunta al servicio de generación.
core-api-base-url = La dirección del servicio no se puede usar: { $reason }.
core-api-key = La clave de API no se puede usar: { $reason }.
core-api-batch = El lote no se envió: { $reason }.
core-api-invalid-request = La solicitud no se envió: { $reason }.
core-api-setup = GenDesk no pudo preparar su conexión de red ({ $reason }). Reinicia la aplicación; si persiste, infórmalo.
core-api-status-400 = El servicio rechazó la solicitud por no ser válida.{ $said } Corrige la entrada y envíala de nuevo.
core-api-status-401 = Se rechazó la clave de API (no válida, revocada, ausente o no permitida para este modelo).{ $said } Revisa la clave en el perfil o crea una nueva en el panel.
core-api-status-402 = Tu saldo es demasiado bajo para esta solicitud.{ $said } Recarga tu cuenta y vuelve a intentarlo.
core-api-status-403 = El servicio rechazó la solicitud: puede que el contenido infrinja la política de uso o que la clave no tenga permiso.{ $said } Cambia la entrada o revisa los permisos de la clave.
core-api-status-404 = No encontrado: el modelo o la tarea no existen para esta cuenta.{ $said } Revisa el ID del modelo y el de la tarea.
core-api-status-429 = Demasiadas solicitudes: el servicio está limitando esta clave.{ $said } Espera un minuto y vuelve a intentarlo.
core-api-status-5xx = El servicio tuvo un problema temporal (código { $code }).{ $said } Vuelve a intentarlo en unos minutos.
core-api-status-504 = El servicio agotó el tiempo esperando al proveedor del modelo (código 504).{ $said } Espera un poco y vuelve a intentarlo.
core-api-status-redirect = El servicio respondió con una redirección (código { $code }), que GenDesk no sigue para que tu clave solo vaya a la dirección que escribiste.{ $said } Revisa la URL base.
core-api-status-other = El servicio respondió con el código { $code }.{ $said } Inténtalo más tarde; si persiste, contacta con soporte.

core-doing-checking-balance = consultar el saldo
core-doing-recording-balance = guardar el saldo en el historial
core-doing-checking-spending-limit = leer lo gastado para respetar el límite de gasto
core-doing-saving-favourite = guardar la estrella de una tarea
core-doing-reading-secret = leer el secreto de firma del webhook
core-doing-reading-secret-for-receiver = leer el secreto de firma del webhook para el receptor
core-doing-rotating-secret = rotar el secreto de firma del webhook
core-doing-reading-rotated-secret = leer el nuevo secreto de firma del webhook (la rotación se hizo)
core-doing-revoking-secret = revocar el secreto de firma del webhook
core-doing-reading-known-secrets = leer los secretos de firma del webhook conocidos
core-doing-saving-secrets = guardar los secretos de firma del webhook
core-doing-finding-results = buscar resultados para descargar
core-doing-downloading-results = descargar resultados
core-doing-queueing-download = poner una descarga en cola
core-doing-resuming-downloads = reanudar descargas
core-doing-recording-finished-download = registrar una descarga terminada
core-doing-recording-failed-download = registrar una descarga fallida
core-doing-writing-record = escribir el prompt y los ajustes en un archivo descargado
core-doing-preparing-run = preparar los lotes (no se envió nada)
core-doing-saving-run = guardar los lotes (no se envió nada)
core-doing-downloading-batch-results = descargar los resultados de un lote
core-doing-following-batch-downloads = seguir las descargas de un lote
core-doing-checking-interrupted = buscar envíos interrumpidos
core-doing-refreshing-task = actualizar una tarea
core-doing-preparing-submission = preparar el envío
core-doing-saving-submission = guardar el envío (no se envió nada)
core-doing-recording-task-id = registrar el ID de la nueva tarea
core-doing-recording-submission-outcome = registrar el resultado del envío
core-doing-reading-tasks-to-poll = leer las tareas que consultar
core-doing-reading-finished-task = leer una tarea terminada
core-doing-saving-task-status = guardar el estado de una tarea
core-doing-checking-task-status = consultar el estado de una tarea
core-doing-saving-poll-error = guardar un error de consulta
core-doing-recording-delivery = registrar una entrega de webhook
core-doing-recording-delivery-effects = registrar lo que cambió una entrega
core-doing-finding-delivery-task = buscar la tarea de una entrega
core-doing-preparing-batch = preparar el lote (no se envió nada)
core-doing-saving-batch = guardar el lote (no se envió nada)
core-doing-sending-batch-again = enviar el lote de nuevo
core-doing-refreshing-batch = actualizar un lote
core-doing-reading-batches-to-send = leer los lotes que enviar
core-doing-recording-accepted-batch = registrar el lote aceptado
core-doing-recording-batch-send-error = registrar un error de envío de lote
core-doing-reading-batches-to-poll = leer los lotes que consultar
core-doing-saving-batch-poll-error = guardar un error de consulta de lote
core-doing-checking-batch-status = consultar el estado de un lote
core-doing-reading-finished-batch-item = leer un elemento terminado de un lote
core-doing-saving-batch-status = guardar el estado de un lote
core-problem-task-not-in-history = la tarea no está en el historial
core-problem-batch-not-in-history = el lote no está en el historial
core-problem-no-results-yet = esta tarea aún no tiene archivos de resultado; espera a que termine correctamente
core-problem-no-such-result = esta tarea no tiene el resultado número { $number }
core-problem-run-batch-invalid = lote { $number }: { $detail }
core-problem-task-id-not-recorded = { $detail }; la tarea { $task } existe en el servicio
core-problem-batch-not-recorded = { $detail }; el lote { $batch } existe en el servicio y se registrará cuando se envíe de nuevo
core-problem-unreadable-results = el servicio informó de que terminó correctamente, pero el resultado no se pudo leer ({ $details }); GenDesk volverá a preguntar

core-failure-no-code = El servicio no dio ningún código de fallo. Revisa el prompt y los ajustes, y envíalo de nuevo.
core-end-sandbox-forgot = El entorno sin conexión ya no conoce esta tarea (su mundo guardado se perdió o se apartó mientras la tarea seguía en curso), así que nunca terminará. Envíala de nuevo: las tareas del entorno sin conexión no cuestan nada.
core-end-sandbox-forgot-hint = Usa «Reutilizar ajustes» en el detalle de la tarea para enviarla de nuevo.
core-download-not-http = Este enlace de resultado no es una dirección web (usa «{ $scheme }»), así que no se descargó. Solo se descargan enlaces http y https.
core-download-invalid-url = Este enlace de resultado no se puede descargar ({ $reason }). Revisa el resultado de la tarea o vuelve a generarlo.
core-download-expired = El enlace del resultado caducó: los archivos de resultado se pueden descargar durante 24 horas desde que se emiten. Vuelve a generar el resultado para obtener un enlace nuevo.
core-download-http-status = El servidor rechazó la descarga (HTTP { $code }). Inténtalo más tarde; si sigue fallando, vuelve a generar el resultado.
core-download-too-large = El archivo supera el límite de descarga de { $limit }, así que no se descargó. Para descargarlo, sube «Descarga máxima» en Ajustes y vuelve a descargar.
core-download-no-space = El disco se llenó al guardar { $path }. Libera espacio y vuelve a descargar; la descarga continúa donde se detuvo.
core-download-io = El archivo no se pudo guardar en { $path } ({ $reason }). Comprueba que la carpeta existe y se puede escribir en ella, o elige otra carpeta de descargas.
core-download-local-gone = El enlace de este resultado ya no está disponible: nada responde en su dirección en este equipo (el entorno sin conexión que lo creó ahora funciona en otra dirección). Se conserva una copia descargada; vuelve a generar el resultado para obtener un enlace nuevo.
core-download-blocked = { $failure } La descarga continúa donde se detuvo cuando vuelvas a descargar.
core-download-network = La descarga falló por un problema de red ({ $reason }). Revisa la conexión y vuelve a descargar; continúa donde se detuvo.
core-download-cancelled = La descarga se canceló. Vuelve a descargar para continuar donde se detuvo.
core-download-setup = El descargador no pudo iniciarse ({ $reason }). Reinicia la aplicación; si sigue pasando, infórmalo.
core-net-proxy-refused = El proxy { $proxy } rechazó la conexión: no está en marcha, o su dirección o puerto son incorrectos. Revisa el proxy en los ajustes de Red o pregunta a quien lo administra.
core-net-proxy-unreachable = No se pudo llegar al proxy { $proxy } ({ $detail }). Revisa su dirección en los ajustes de Red y la conexión de este equipo.
core-net-proxy-login-needed = El proxy { $proxy } pide un usuario y una contraseña (HTTP 407). Escríbelos para el proxy personalizado en los ajustes de Red.
core-net-proxy-login-refused = El proxy { $proxy } rechazó el usuario o la contraseña. Corrígelos en los ajustes de Red.
core-net-proxy-would-not-connect = El proxy { $proxy } no quiso abrir una conexión con { $host }: puede que el usuario o la contraseña sean incorrectos, o que no permita esta dirección. Probar conexión, en los ajustes de Red, te dice cuál de las dos.
core-net-proxy-forbids = El proxy { $proxy } no permite conexiones con { $host } (HTTP 403). Pide a quien lo administra que permita { $host } o, si se puede llegar a { $host } sin el proxy, añádelo a la lista de excepciones en los ajustes de Red.
core-net-socks-could-not-reach = El proxy SOCKS5 { $proxy } no pudo llegar a { $host } ({ $reason }). Si el nombre no se resuelve en el proxy o el proxy no lo permite, pregunta a quien lo administra; si no, inténtalo más tarde.
core-net-untrusted-certificate = Se rechazó la conexión con { $host }: su certificado no es de confianza ({ $problem }). El certificado presentado era «{ $subject }», emitido por «{ $issuer }». Si tu organización inspecciona el tráfico HTTPS, pide a su departamento de TI el certificado de esa autoridad (un archivo PEM) y añádelo como autoridad de certificación adicional en los ajustes de Red. Si no, algo entre este equipo y { $host } está interceptando la conexión: no envíes nada hasta que se aclare.
core-net-proxy-broken = El proxy { $proxy } cortó la conexión ({ $detail }). Comprueba que es un proxy del tipo elegido en los ajustes de Red (HTTP, HTTPS o SOCKS5).
core-outage-under-a-minute = menos de un minuto
core-outage-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
core-outage-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
core-outage-hours-minutes = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
} y { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
core-trouble-interrupted = GenDesk se detuvo antes de que el servicio respondiera a este envío, así que no se sabe si la tarea se creó (y se cobró). Revisa la lista de tareas del servicio o tu saldo antes de enviarla de nuevo.
core-receiver-address-unreadable = El receptor de webhooks no pudo iniciarse: no se pudo leer su dirección del historial ({ $detail }).
core-receiver-port-taken = Otro programa (quizá otra ventana de GenDesk) ya usa el puerto { $port } de 127.0.0.1, así que el receptor de webhooks está apagado; elige otro puerto en la sección Receptor de webhooks de Ajustes o cierra el otro programa.
core-receiver-bind = El receptor de webhooks no pudo escuchar en el puerto { $port } de 127.0.0.1 ({ $cause }); elige otro puerto en la sección Receptor de webhooks de Ajustes.
core-limit-over-day = { $what } superaría el límite de gasto de hoy de { $limit } en { $over } ({ $spent } gastado hoy; cuesta unos { $cost }). No se envió nada.
core-limit-over-month = { $what } superaría el límite de gasto de este mes de { $limit } en { $over } ({ $spent } gastado este mes; cuesta unos { $cost }). No se envió nada.
core-limit-unknown-price = No se conoce el precio de { $what }, así que GenDesk no puede saber si se queda dentro de tu límite de gasto. No se envió nada.

core-notify-task-ready = { $kind ->
    [image] Imagen lista
    [video] Vídeo listo
    [music] Música lista
   *[task] Tarea lista
}
core-notify-task-failed = { $kind ->
    [image] Imagen fallida
    [video] Vídeo fallido
    [music] Música fallida
   *[task] Tarea fallida
}
core-notify-prompt = «{ $prompt }»
core-notify-batch-finished = Lote terminado: { $ready } de { $total } listos
core-notify-batch-finished-failed = Lote terminado: { $ready } de { $total } listos; fallidos: { $failed }
core-notify-batch-finished-body = { $model } — abre Lotes para ver los resultados
core-notify-batch-refused = { $count ->
    [one] Lote de { $count } elemento no enviado
   *[other] Lote de { $count } elementos no enviado
}
core-notify-download-finished = Descarga terminada
core-notify-download-failed = Descarga fallida
core-notify-batch-download = { $count ->
    [one] { $count } archivo en { $folder }
   *[other] { $count } archivos en { $folder }
}
core-notify-batch-download-failed = { $count ->
    [one] { $count } archivo en { $folder }; sin descargar: { $failed }
   *[other] { $count } archivos en { $folder }; sin descargar: { $failed }
}
core-record-model = Modelo: { $model }
core-record-model-kind = Modelo: { $model } ({ $kind })
core-record-prompt = Prompt: { $prompt }
core-record-task = Tarea: { $task }
core-record-task-result = Tarea: { $task }, resultado { $result }
core-record-batch = Lote: { $batch }
core-record-batch-item = Lote: { $batch }, elemento { $item }
core-record-batch-unknown = (desconocido)
core-record-created = Creado: { $time }
core-record-completed = Terminado: { $time }
core-record-estimated-cost = Coste estimado: { $amount }
core-record-references = Referencias: { $references }
core-record-service = Servicio: { $service }
core-record-written-by = Escrito por: { $generator }

core-log-recovered-unknown = { $count ->
    [one] { $count } envío se interrumpió antes de que respondiera el servicio; su resultado es desconocido
   *[other] { $count } envíos se interrumpieron antes de que respondiera el servicio; sus resultados son desconocidos
}
core-log-offline = No se pudo conectar con el servicio; las consultas de estado y las descargas lo esperan
core-log-online = El servicio vuelve a responder tras { $outage } sin conexión; las consultas de estado y las descargas continuaron
core-log-error = Al { $doing }: { $problem }
core-log-reference-not-hosted = La imagen de referencia { $number } no se pudo alojar: { $error }
core-log-references-deleted = { $count ->
    [one] Se eliminó { $count } imagen de referencia subida de tu bucket: sus tareas han terminado
   *[other] Se eliminaron { $count } imágenes de referencia subidas de tu bucket: sus tareas han terminado
}
core-log-submitted = Enviada; el ID de tarea del servicio es { $task }
core-log-task-final = Terminada: { $state }
core-log-task-failed = Fallida: { $message } { $hint }
core-log-task-failed-code = Fallida ({ $code }): { $message } { $hint }
core-log-no-reason = no se dio ningún motivo.
core-log-batch-recorded = { $count ->
    [one] Lote de { $count } elemento registrado
   *[other] Lote de { $count } elementos registrado
}
core-log-run-recorded = { $items ->
    [one] { $items } elemento registrado
   *[other] { $items } elementos registrados
} como { $batches ->
    [one] { $batches } lote
   *[other] { $batches } lotes
}
core-log-batch-accepted = Lote { $batch } aceptado: nuevos { $created }, reutilizados { $reused }, rechazados { $rejected }
core-log-batch-accepted-replayed = Lote { $batch } aceptado (repetido): nuevos { $created }, reutilizados { $reused }, rechazados { $rejected }
core-log-secret-rotated = Se rotó el secreto de firma del webhook
core-log-secret-revoked = Se revocaron los secretos de firma del webhook

core-validate-callback-missing = El modo callback necesita una URL de retorno (callback): una dirección https:// pública que responda HTTP 200 en menos de 30 segundos. Escribe una o cambia el tipo de solicitud a async para consultar el resultado.
core-validate-extra-is-field = { $key } del JSON adicional ya es un campo del formulario ({ $label }); ponlo en el formulario y quítalo del JSON adicional.
core-validate-extra-not-object = El JSON adicional debe ser un objeto como {"{"}"seed": 7{"}"}, no { $kind ->
    [null] null
    [bool] verdadero o falso
    [number] un número
    [string] una cadena
    [array] una lista
   *[object] un objeto
}; encierra los campos entre {"{"} {"}"}.
core-validate-extra-invalid = El JSON adicional no es JSON válido en la línea { $line }, columna { $column }: { $reason }. Corrígelo ahí o vacía el cuadro.
core-validate-prompt-empty = El prompt está vacío; describe lo que quieres generar.
core-validate-enum-not-set = { $label } no está definido; elige { $choices }.
core-validate-mode-needs-reference = { $mode } necesita al menos una imagen de referencia; añade una URL de imagen o elige otro modo.
core-validate-needs-reference = Este modo necesita al menos una imagen de referencia; añade una URL de imagen o elige otro modo.
core-validate-number-not-set = { $bounds ->
    [between] { $label } no está definido; escribe un número entre { $lo } y { $hi }.
    [at-least] { $label } no está definido; escribe un número de al menos { $lo }.
    [at-most] { $label } no está definido; escribe un número de como máximo { $hi }.
   *[none] { $label } no está definido; escribe un número.
}
core-validate-empty = { $label } está vacío; escribe un valor.
core-validate-not-text = { $label } debe ser texto.
core-validate-prompt-too-short = El prompt tiene { $count } caracteres; { $model } necesita al menos { $min }.
core-validate-prompt-too-long = El prompt tiene { $count } caracteres; { $model } acepta como máximo { $max }. Acórtalo en { $over }.
core-validate-text-too-long = { $label } tiene { $count } caracteres; se permiten como máximo { $max }. Acórtalo en { $over }.
core-validate-enum-not-offered = { $model } no ofrece { $value } para { $label }; elige { $choices }.
core-validate-not-bool = { $label } debe estar activado o desactivado (true o false), no { $value }.
core-validate-not-whole = { $label } debe ser un número entero, no { $value }.
core-validate-not-number = { $label } debe ser un número, no { $value }.
core-validate-out-of-range = { $bounds ->
    [between] { $label } debe estar entre { $lo } y { $hi }; { $value } está fuera de rango.
    [at-least] { $label } debe ser al menos { $lo }; { $value } está fuera de rango.
    [at-most] { $label } debe ser como máximo { $hi }; { $value } está fuera de rango.
   *[none] { $label }: { $value } está fuera de rango.
}
core-validate-not-url-list = { $label } debe ser una lista de URL.
core-validate-too-many-references = Se dieron { $count } imágenes de referencia; { $model } admite como máximo { $max }. Quita { $remove }.
core-validate-reference-not-url = La imagen de referencia { $number } ({ $value }) no es una URL http(s); escribe una dirección completa que empiece por https://.
core-validate-list-or = { $rest } o { $last }
core-validate-list-separator = {", "}

core-check-result-host = Un servidor de resultados
core-check-result-host-named = Un servidor de resultados ({ $host })
core-check-no-result-yet = Aún no hay ningún resultado que probar: los archivos de resultado se descargan por el mismo camino cuando los haya.
core-check-service = El servicio ({ $host })
core-check-service-answered = Respondió: el saldo es { $balance }.
core-check-service-refused = Se llegó a él, pero rechazó la llamada: { $reason }
core-check-result-link-not-web = El último enlace de resultado no es una dirección web.
core-check-host-answered-file = Respondió con el archivo.
core-check-host-answered-expired = Respondió HTTP { $status }: se llega al servidor (este enlace caducó).
core-check-host-answered = Respondió HTTP { $status }: se llega al servidor.
core-check-host-timed-out = { $route ->
    [bypassed] Sin respuesta en { $seconds } s de forma directa (en la lista de excepciones del proxy). Revisa la conexión y el proxy.
    [proxy] Sin respuesta en { $seconds } s a través del proxy { $kind } { $address }. Revisa la conexión y el proxy.
    [system-proxy] Sin respuesta en { $seconds } s a través del proxy { $kind } del sistema { $address }. Revisa la conexión y el proxy.
   *[direct] Sin respuesta en { $seconds } s de forma directa. Revisa la conexión y el proxy.
}
core-check-host-unreachable = { $route ->
    [bypassed] No se pudo llegar de forma directa (en la lista de excepciones del proxy) ({ $reason }).
    [proxy] No se pudo llegar a través del proxy { $kind } { $address } ({ $reason }).
    [system-proxy] No se pudo llegar a través del proxy { $kind } del sistema { $address } ({ $reason }).
   *[direct] No se pudo llegar de forma directa ({ $reason }).
}
core-webhook-preview-more = { $signed }… ({ $more } bytes más)
core-webhook-wrong-scheme = { $rejection } Busca una actualización de GenDesk o revisa los ajustes de webhook de la cuenta.
core-webhook-verified-version = Firma verificada con la versión { $version } del secreto.
core-webhook-verified-previous = Firma verificada con la versión { $version } del secreto, una versión anterior que sigue firmando las entregas de lotes aceptados antes de la rotación, hasta { $until }.
core-webhook-verified = Firma verificada.
core-webhook-future = La firma es válida, pero la marca de tiempo está { $amount } en el futuro, { $beyond ->
    [one] { $beyond } segundo
   *[other] { $beyond } segundos
} más allá de la ventana de validez de { $tolerance } segundos. Probablemente el reloj de este equipo (o el del remitente) está mal: comprueba que el reloj del sistema esté sincronizado.
core-webhook-future-version = La firma es válida (versión { $version } del secreto), pero la marca de tiempo está { $amount } en el futuro, { $beyond ->
    [one] { $beyond } segundo
   *[other] { $beyond } segundos
} más allá de la ventana de validez de { $tolerance } segundos. Probablemente el reloj de este equipo (o el del remitente) está mal: comprueba que el reloj del sistema esté sincronizado.
core-webhook-stale = La firma es válida, pero la marca de tiempo tiene { $amount } de antigüedad, { $beyond ->
    [one] { $beyond } segundo
   *[other] { $beyond } segundos
} más allá de la ventana de validez de { $tolerance } segundos. Es la repetición de una entrega antigua, o el reloj de este equipo está mal: comprueba que el reloj del sistema esté sincronizado.
core-webhook-stale-version = La firma es válida (versión { $version } del secreto), pero la marca de tiempo tiene { $amount } de antigüedad, { $beyond ->
    [one] { $beyond } segundo
   *[other] { $beyond } segundos
} más allá de la ventana de validez de { $tolerance } segundos. Es la repetición de una entrega antigua, o el reloj de este equipo está mal: comprueba que el reloj del sistema esté sincronizado.
core-webhook-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
core-webhook-seconds-long = { $count } segundos ({ $parts })
core-webhook-version-current = versión { $version } (actual)
core-webhook-version-until = versión { $version } (hasta { $until })
core-webhook-mismatch = La firma no coincide con ninguno de los secretos que pueden firmar ahora: { $known }. O se alteró el cuerpo, el ID del evento o la marca de tiempo después de firmar (un proxy o túnel que reescribe el cuerpo también lo hace), o la entrega se firmó con un secreto distinto del que conoce GenDesk: vuelve a obtener el secreto actual en la vista Webhooks.
core-webhook-no-secret = GenDesk no conoce ningún secreto de firma para este perfil, así que la entrega no se puede verificar: abre la vista Webhooks para obtener el secreto. El estado del lote sigue mostrando el resultado de este elemento.
core-webhook-none-may-sign = Ninguno de los secretos de firma que conoce GenDesk puede firmar ahora (se revocaron o terminó su periodo de gracia), así que la entrega no se puede verificar: vuelve a obtener el secreto en la vista Webhooks.
core-webhook-none-may-sign-retired = Ninguno de los secretos de firma que conoce GenDesk puede firmar ahora (se revocaron o terminó su periodo de gracia), así que la entrega no se puede verificar: vuelve a obtener el secreto en la vista Webhooks. { $reason }
core-webhook-matches-revoked = La firma coincide con la versión { $version } del secreto, revocada el { $date }: el servicio suprime las entregas firmadas con ella, así que es una repetición o una falsificación.
core-webhook-matches-retired = La firma coincide con la versión { $version } del secreto, que dejó de firmar el { $date }: el servicio ya no firma con ella, así que es una repetición o una falsificación de alguien que tiene ese secreto antiguo, o el reloj de este equipo está mal.
core-webhook-unknown-date = una fecha desconocida
core-webhook-time-unknown = { $ms } ms después de 1970
-core-webhook-signed-rule = La cadena firmada debe ser {"{"}eventId{"}"}.{"{"}timestamp{"}"}.{"{"}body{"}"}: el ID del evento, un punto, la marca de tiempo, un punto y después los bytes del cuerpo tal como se enviaron.
core-webhook-pitfall-body-only = La firma no coincide, pero es el HMAC-SHA256 solo del cuerpo con la versión { $version } del secreto: el remitente firmó solo el cuerpo. { -core-webhook-signed-rule }
core-webhook-pitfall-timestamp-and-body = La firma no coincide, pero es lo que da la versión { $version } del secreto para {"{"}timestamp{"}"}.{"{"}body{"}"}: el remitente omitió el ID del evento. { -core-webhook-signed-rule }
core-webhook-pitfall-event-id-and-body = La firma no coincide, pero es lo que da la versión { $version } del secreto para {"{"}eventId{"}"}.{"{"}body{"}"}: el remitente omitió la marca de tiempo. { -core-webhook-signed-rule }
core-webhook-pitfall-line-break-added = La firma no coincide, pero coincide con la versión { $version } del secreto para el cuerpo sin su salto de línea final: se añadió un salto de línea después de firmar (el echo de una shell o un editor lo hacen). Pasa exactamente los bytes que se firmaron.
core-webhook-pitfall-line-break-removed = La firma no coincide, pero coincide con la versión { $version } del secreto para el cuerpo con un salto de línea final: el salto de línea se perdió después de firmar. Pasa exactamente los bytes que se firmaron.
