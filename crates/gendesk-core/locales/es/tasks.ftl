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
