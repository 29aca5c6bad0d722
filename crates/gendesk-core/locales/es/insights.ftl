# La vista Estadísticas: gasto, cifras por modelo, cifras de lotes, filtros.

insights-title = Estadísticas
insights-export = Exportar…
insights-working = Calculando las cifras…
insights-reader-stopped = El lector de Estadísticas se detuvo. Vuelve a abrir el perfil para iniciarlo de nuevo.
insights-reader-not-started = Estadísticas no pudo iniciar su lector ({ $reason }). Cierra algunos programas y vuelve a abrir el perfil.
insights-read-failed = No se pudieron leer las cifras: { $reason }.

insights-filter-period = Periodo
insights-period-today = Hoy
insights-period-week = Últimos 7 días
insights-period-month = Últimos 30 días
insights-period-all = Todo el tiempo
insights-period-range = Fechas…
insights-filter-from = del
insights-filter-to = al
insights-bad-dates = No se pueden usar las fechas: { $reason }.
insights-filter-profiles = Perfiles
insights-profile-this = Este perfil
insights-profile-every = Todos los perfiles
insights-filter-kind = Tipo
insights-kind-any = Cualquier tipo
insights-kind-image = imagen
insights-kind-video = vídeo
insights-kind-audio = audio
insights-filter-model = Modelo
insights-model-any = Cualquier modelo
insights-clear-filters = Quitar filtros

insights-card-spent = Gastado
insights-card-unpriced = { $count ->
    [one] + { $count } tarea sin precio
   *[other] + { $count } tareas sin precio
}
insights-card-tasks = Tareas
insights-card-outcomes = { $succeeded } correctas · { $failed } fallidas
insights-card-success-rate = Tasa de éxito
insights-card-median = Procesamiento (mediana)
insights-card-p90 = p90 { $time }
insights-card-balance = Saldo
insights-nothing-spent = no se gastó nada en este periodo

insights-section-spend = Gasto a lo largo del tiempo
insights-spend-none = En este periodo no se gastó nada con un precio conocido.
insights-spend-axis = gastado
insights-balance-axis = saldo
insights-balance-one = Hay un solo saldo en este periodo ({ $amount }); la línea necesita dos. Actualiza el saldo desde la barra superior después de trabajar un poco para dibujarla.
insights-balance-none = No se informó ningún saldo en este periodo.
insights-runway = Saldo { $balance } · gastas unos { $per_day } al día · { $lasts }
insights-runway-idle = Saldo { $balance } · no se gastó nada en este periodo
insights-lasts-under-a-day = a este ritmo se acaba en menos de un día
insights-lasts-over-ten-years = a este ritmo dura más de diez años
insights-lasts-days = { $count ->
    [one] a este ritmo dura aproximadamente { $count } día
   *[other] a este ritmo dura aproximadamente { $count } días
}

insights-section-models = Por modelo
insights-sort-hint = Ordenar por esta columna; otra vez para invertir el orden
insights-model-column-model = Modelo
insights-model-column-tasks = Tareas
insights-model-column-succeeded = Correctas
insights-model-column-fail-codes = Códigos de error
insights-model-column-median = Tiempo mediano
insights-model-column-p90 = p90
insights-model-column-longest = Máximo
insights-model-column-queue = Cola (mediana)
    .hint = Espera en el servicio antes de que empezara el procesamiento
insights-model-column-to-file = Hasta el archivo (mediana)
    .hint = Desde el envío hasta el primer resultado guardado en este equipo, para las tareas que GenDesk descargó
insights-model-column-spent = Gastado
insights-model-column-per-success = Por éxito
insights-model-show-tasks = Mostrar estas tareas en Actividad
insights-model-all = Todos los modelos
insights-model-succeeded = { $count } ({ $percent } %)
insights-model-no-fail-codes = ninguno
insights-fail-code-about = { $category }: { $meaning }
insights-fail-code-unknown = Un código que GenDesk no conoce.
insights-fail-code-click =
    { $about }
    Haz clic para mostrar las tareas fallidas en Actividad.
insights-amount-unpriced = { $amount } + { $count } sin precio
insights-model-spent-measured = { $count ->
    [one] Estimado con los precios que GenDesk conocía. Medido por el saldo para { $count } tarea: { $amount }.
   *[other] Estimado con los precios que GenDesk conocía. Medido por el saldo para { $count } tareas: { $amount }.
}
insights-model-spent-estimated = Estimado con los precios que GenDesk conocía al enviar las tareas; las tareas fallidas se reembolsan y no se cuentan.
insights-times-none = Ninguna tarea de este periodo tiene todavía un tiempo de procesamiento.
insights-times-bar = { $model }: mediana { $median }, p90 { $p90 }, máximo { $longest }
insights-times-axis = tiempo mediano de procesamiento, segundos
insights-times-chart = tiempo mediano de procesamiento

insights-section-batches = Lotes y ejecuciones
insights-batches-none = Ningún lote en este periodo.
insights-batch-column-batch = Lote
insights-batch-column-model = Modelo
insights-batch-column-sent = Enviado
insights-batch-column-items = Elementos
insights-batch-column-estimate = Estimación
insights-batch-column-accepted = Coste aceptado
insights-batch-column-spent = Gastado
insights-batch-column-outcome = Resultado
insights-batch-column-rate = Elementos/min
insights-batch-column-times = Cola · procesamiento (mediana)
insights-batch-run = Ejecución de { $count } lotes
insights-batch-open = Abrir este lote en Lotes
insights-batches-show-all = Mostrar las { $count } filas
insights-batch-items = { $sent } enviados, { $accepted } aceptados
insights-batch-spent-hint = La estimación de los elementos aceptados, menos las tareas fallidas (reembolsadas).
insights-batch-outcome = { $succeeded } correctas, { $failed } fallidas
insights-footnote = Los costes son estimaciones de GenDesk con los precios que conocía al enviar cada tarea; las tareas fallidas se reembolsan y no se cuentan. Calculado en { $milliseconds } ms.

insights-empty-title = Todavía no hay nada que contar
insights-empty-text = Estadísticas cuenta las tareas y los lotes que envió GenDesk, cuánto costaron y cuánto tardaron, a partir del historial de este equipo. No se envió nada en el periodo y con los filtros elegidos.
insights-empty-balance = Tu saldo: { $amount }.
insights-show-all-time = Mostrar todo el tiempo
insights-go-compose = Ir a Crear para empezar

insights-report-none = No hay tareas en este periodo.
insights-report-column-model = Modelo
insights-report-column-tasks = Tareas
insights-report-column-ok = Correctas
insights-report-column-failed = Fallidas
insights-report-column-p50 = p50
insights-report-column-p90 = p90
insights-report-column-max = máx.
insights-report-column-spent = Gastado
insights-report-column-measured = Medido
insights-report-total = Total
insights-report-measured = { $count ->
    [one] { $amount } ({ $count } tarea)
   *[other] { $amount } ({ $count } tareas)
}
insights-report-failures = Errores:
insights-report-note = Los tiempos son los de procesamiento de las tareas correctas; Gastado usa los precios que GenDesk conocía al enviar (las tareas fallidas se reembolsan y no se cuentan); Medido es la bajada del saldo alrededor de las tareas enviadas solas.
insights-report-balance = { $count ->
    [one] Saldo: { $first } ({ $first_time }) → { $last } ({ $last_time }), { $count } respuesta
   *[other] Saldo: { $first } ({ $first_time }) → { $last } ({ $last_time }), { $count } respuestas
}
insights-report-balance-none = Saldo: ninguna respuesta en este periodo.

insights-export-models-csv = Tabla por modelo (CSV)

insights-export-spend-csv = Gasto a lo largo del tiempo (CSV)

insights-export-balance-csv = Saldo a lo largo del tiempo (CSV)

insights-export-batches-csv = Lotes (CSV)

insights-export-all-json = Todo (JSON)

# The batches table's name for a screen reader.
insights-batches-table-name = Lotes

# The per-model table's name for a screen reader.
insights-models-table-name = Modelos

# A week's bar in the spend chart: $day is its first day ("23 Nov").
insights-week-of = semana del { $day }
