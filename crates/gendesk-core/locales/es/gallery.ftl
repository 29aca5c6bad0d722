# The Gallery, Compare, the picture viewer and the video and audio players.

gallery-reading = Leyendo tus resultados…
gallery-picked = { $count } de { $max } elegidos para ver en paralelo
gallery-show-side-by-side = Ver { $count } en paralelo
gallery-side-by-side = En paralelo
    .hint = Elige al menos dos imágenes o vídeos en el visor
gallery-picked-clear = Vaciar
gallery-empty-title = Aún no hay resultados
gallery-empty-body = Aquí aparece cada imagen, vídeo y pieza musical que crean tus tareas.
gallery-go-to-compose = Ir a Crear
gallery-no-match = Ningún resultado coincide con estos filtros
gallery-clear-filters = Quitar todos los filtros
gallery-date-any = Cualquier fecha
gallery-date-today = Últimas 24 horas
gallery-date-week = Últimos 7 días
gallery-date-month = Últimos 30 días
gallery-kind-any = Cualquier tipo
gallery-kind-images = Imágenes
gallery-kind-videos = Vídeos
gallery-kind-music = Música
gallery-filter-kind = Tipo
gallery-filter-favourites = Favoritos
    .hint = Solo los resultados de las tareas que marcaste con estrella
gallery-filter-when = Cuándo
gallery-filter-model = Modelo
gallery-filter-search = Buscar
    .hint = prompt, modelo o ID de tarea
gallery-filter-clear = Quitar filtros
gallery-tiles-small = Pequeñas
gallery-tiles-large = Grandes
gallery-total = { $count ->
    [one] { $count } resultado
   *[other] { $count } resultados
}
gallery-tile = Resultado: { $prompt } ({ $model })
gallery-tile-picked = Resultado: { $prompt } ({ $model }), elegido para ver en paralelo
viewer-other-file = Un archivo: descárgalo para abrirlo.
viewer-reuse-settings = Reutilizar ajustes
    .hint = Cargar esta solicitud en el formulario de Crear
viewer-open-task = Abrir tarea
viewer-close = Cerrar
    .hint = Cerrar el visor (Esc)
viewer-previous = Anterior
    .hint = El resultado anterior (flecha izquierda)
viewer-next = Siguiente
    .hint = El resultado siguiente (flecha derecha)
viewer-unpick = Quitar de la vista en paralelo
    .hint = Sacarlo de los resultados comparados en paralelo
viewer-pick = Añadir a la vista en paralelo
    .hint = Ver de dos a cuatro resultados en paralelo, con zoom y reproducción a la vez
viewer-pick-full = Ya hay cuatro resultados elegidos; quita uno primero
viewer-download = Descargar
viewer-copy-url = Copiar URL
viewer-url-copied = La URL del resultado está copiada.
viewer-use-as-reference = Usar como imagen de referencia
    .hint = Empezar una nueva tarea de imagen a imagen o de vídeo con esta imagen
