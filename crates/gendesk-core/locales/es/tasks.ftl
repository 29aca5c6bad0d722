# Tasks: the Activity view, a task's detail and results, live progress, jobs.

activity-reading-history = Leyendo tu historial…
activity-reading-task = Leyendo la tarea…
activity-filter-state = Estado
activity-all-states = Todos los estados
activity-filter-kind = Tipo
activity-any-kind = Cualquier tipo
activity-kind-image = imagen
activity-kind-video = vídeo
activity-kind-audio = audio
activity-filter-model = Modelo
activity-filter-search = Buscar
    .hint = prompt, modelo o ID de tarea
activity-since = Desde { $time }
    .hint = Solo las tareas enviadas desde entonces (desde Estadísticas); haz clic para mostrar todas
activity-clear-filters = Quitar filtros
activity-task-count = { $count ->
    [one] { $count } tarea
   *[other] { $count } tareas
}
activity-read-file = Leer un archivo…
    .hint = Lo que una imagen, un vídeo o una pieza musical descargados dicen de cómo se hicieron (o suelta el archivo aquí)
activity-empty-heading = Aún no hay tareas
activity-empty-text = Escribe un prompt en Crear y envíalo: cada tarea que envíes aparece aquí, en directo, desde en cola hasta su resultado.
activity-go-compose = Ir a Crear
activity-no-match-heading = Ninguna tarea coincide con estos filtros
activity-no-match-text = Cambia o quita los filtros para ver más de tu historial.
activity-clear-all-filters = Quitar todos los filtros
activity-column-state = Estado
activity-column-model = Modelo
activity-column-prompt = Prompt
activity-column-time = Tiempo
activity-column-created = Creada
activity-row-name = Tarea { $number }: { $state }, { $model }, { $prompt }

task-detail-heading = Tarea { $number }
task-close = Cerrar
    .hint = Cerrar el detalle (Esc)
task-reuse-settings = Reutilizar ajustes
    .hint = Cargar esta solicitud en el formulario de Crear
task-check-now = Comprobar ahora
    .hint = Preguntar ahora al servicio por el estado de esta tarea
task-latest-status = Último estado
task-request-json = JSON de la solicitud
task-sending = Enviando la tarea al servicio…
task-unknown-title = Resultado desconocido
task-unknown-text = GenDesk envió esta tarea, pero no llegó respuesta (la conexión se cortó, se agotó el tiempo o el servicio tuvo un error interno). Puede que el servicio creara la tarea —y la cobrara— o no.
task-unknown-todo = Qué hacer: revisa tu saldo o el panel del servicio por si hay una tarea nueva. Si no se creó ninguna, envíala de nuevo; GenDesk nunca reenvía por sí solo una tarea de pago.
task-send-again = Enviar de nuevo como tarea nueva…
task-rejected-title = No aceptada
task-rejected-text = El servicio rechazó esta tarea, así que no se creó ni se cobró nada.
task-rejected-todo = Corrige los ajustes («Reutilizar ajustes» los carga en el formulario) y envía de nuevo.
task-processing = El servicio está generando el resultado… ({ $minutes }:{ $seconds } hasta ahora)
task-queued = En cola en el servicio… ({ $minutes }:{ $seconds } hasta ahora)
task-last-check = Última comprobación: { $error }
task-failed-code = Fallida: { $code }
task-failed = Fallida
task-service-said = El servicio dijo: «{ $message }»
task-what-to-do = Qué hacer: { $hint }
task-refunded = Las tareas fallidas se reembolsan.
task-retry = Reintentar como tarea nueva…
    .hint = Un problema temporal: la misma solicitud puede funcionar ahora
task-field-state = Estado
task-field-task-id = ID de tarea
task-field-kind = Tipo
task-field-prompt = Prompt
task-field-created = Creada
task-field-accepted = Aceptada
task-field-completed = Completada
task-field-processing-time = Tiempo de proceso
task-field-fail-code = Código de fallo
task-field-fail-message = Mensaje de fallo
task-field-results-expire = Los resultados caducan
task-field-status-checks = Comprobaciones
task-field-batch = Lote
task-no-request = No se guardó ninguna solicitud para esta tarea.
task-copy-json = Copiar JSON
task-retry-confirm-title = ¿Reintentar como tarea nueva?
task-retry-confirm-text = Esto envía la misma solicitud otra vez como tarea nueva. Es una tarea de pago nueva: la fallida se reembolsó y la nueva se cobra como cualquier otra.
task-retry-confirm-button = Enviar tarea de pago nueva
task-resend-confirm-title = ¿Enviar de nuevo como tarea nueva?
task-resend-confirm-text = Puede que el primer envío ya creara una tarea. Si fue así, enviar de nuevo crea una segunda tarea de pago y se te cobra dos veces. Envía de nuevo solo si comprobaste que no se creó ninguna tarea.
task-resend-confirm-button = Enviar de nuevo (de pago)
task-cancel = Cancelar

activity-history-unreadable = No se pudo leer el historial: { $problem }.
activity-reader-failed = La lista de actividad no pudo iniciar su lector ({ $problem }). Cierra algunos programas y vuelve a abrir el perfil.
task-countdown-hours = { $hours } h { $minutes } min
task-countdown-minutes = { $minutes } min
task-notice-accepted = El servicio aceptó la tarea. Síguela en Actividad.
task-notice-download-cancelled = Descarga cancelada. La parte ya descargada se conserva: descargar de nuevo la continúa.
task-notice-failed = Una tarea falló.
task-notice-failed-code = Una tarea falló ({ $code }).
task-notice-finished = Una tarea terminó correctamente.
task-notice-finished-many = { $count ->
    [one] { $count } tarea terminó correctamente.
   *[other] { $count } tareas terminaron correctamente.
    }
task-notice-recovered-unknown = { $count ->
    [one] { $count } envío se interrumpió la última vez que se cerró GenDesk. Está marcado como «desconocido»: compruébalo en Actividad antes de enviarlo de nuevo, para que no se te cobre dos veces.
   *[other] { $count } envíos se interrumpieron la última vez que se cerró GenDesk. Están marcados como «desconocido»: compruébalos en Actividad antes de enviarlos de nuevo, para que no se te cobre dos veces.
    }
task-notice-rejected = La tarea no fue aceptada. { $problem }
task-notice-service-said = El servicio dijo: «{ $message }»
task-result-cancel-download = Cancelar
task-result-copy-image = Copiar imagen
    .hint = La imagen en sí, para pegarla en un chat o un editor
task-result-copy-path = Copiar ruta del archivo
    .hint = Para pegarla donde se pida la ruta de un archivo
task-result-copy-url = Copiar URL
task-result-download = Descargar
task-result-download-again = Descargar de nuevo
task-result-download-failed = La descarga falló.
task-result-downloaded = Descargado
task-result-file = Archivo
    .hint = Abrirlo con el sistema
task-result-into-image-form = En un formulario de imagen a imagen
task-result-into-video-form = En un formulario de imagen a vídeo
task-result-link-expired-before = El enlace caducó antes de descargar el archivo.
task-result-no-preview = Sin vista previa
task-result-not-downloaded-expired = No descargado; el enlace caducó.
task-result-not-downloaded-gone = No descargado; el enlace ya no está disponible.
task-result-open = Abrir
    .hint = Con la aplicación predeterminada del sistema
task-result-open-in-player = Abrir en el reproductor del sistema
task-result-path-copied = Se copió la ruta de { $name }.
task-result-preview = Vista previa de { $name }
    .hint = Abrir la imagen completa (zoom y desplazamiento)
task-result-progress = { $done } de { $total }
task-result-show-in-folder = Mostrar en la carpeta
    .hint = El archivo, seleccionado en tu gestor de archivos
task-result-title = { $kind ->
    [image] Imagen { $number }
    [video] Vídeo { $number }
    [audio] Pista { $number }
   *[other] Archivo { $number }
    }
task-result-title-ext = { $kind ->
    [image] Imagen { $number } ({ $ext })
    [video] Vídeo { $number } ({ $ext })
    [audio] Pista { $number } ({ $ext })
   *[other] Archivo { $number } ({ $ext })
    }
task-result-url-copied = Se copió la URL de { $name }.
task-result-use-as-reference = Usar como referencia
task-results-count = { $count ->
    [one] { $count } resultado
   *[other] { $count } resultados
    }
task-results-download-all = Descargar todo
    .hint = En { $folder }
task-results-expired-nothing-more = Los enlaces caducaron; no se puede descargar nada más.
task-results-gone-nothing-more = Los enlaces ya no están disponibles; no se puede descargar nada más.
task-results-links-expire = los enlaces caducan en { $time }
    .hint = Los enlaces de los resultados funcionan durante 24 horas después de que termine la tarea. Descarga lo que quieras conservar.
task-results-links-expired = enlaces caducados; las copias descargadas se conservan
task-results-links-gone = enlaces ya no disponibles; las copias descargadas se conservan
    .hint = El entorno sin conexión que creó estos enlaces funcionaba en otra dirección distinta de la actual (su puerto estaba ocupado cuando se inició GenDesk). Vuelve a generar el resultado para tener enlaces nuevos.
task-results-open-folder = Abrir carpeta
task-state-failed = fallida
task-state-finished = terminada
task-state-pending = en cola
task-state-processing = en curso
task-state-rejected = rechazada
task-state-submitting = enviando
task-state-success = correcta
task-state-unknown = desconocido

# The task list as a screen reader names it; $count is how many tasks it holds.
activity-table-name =
    { $count ->
        [one] Tareas, { $count } tarea
       *[other] Tareas, { $count } tareas
    }
