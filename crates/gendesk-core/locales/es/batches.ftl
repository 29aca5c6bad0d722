# Lotes: el editor de lotes y el envío, la vista Lotes y el detalle de un lote, los ajustes guardados.

## La vista Lotes: la lista

batch-reading-list = Leyendo los lotes…
batch-select-hint = Selecciona un lote a la izquierda para ver sus elementos.
batch-empty-title = Aún no hay lotes
batch-empty-body = Un lote envía hasta { $max } tareas de un mismo modelo en una sola solicitud, de forma segura: si se corta la conexión, GenDesk reenvía la misma solicitud y no se cobra nada dos veces. Si hay más elementos, se reparten en varios lotes que forman una tanda.
batch-empty-make = Crear un lote en Crear
    .hint = Crear { $arrow } Lote: copias del formulario, una lista de prompts, una cuadrícula de valores o un archivo CSV/JSONL/texto
batch-count-not-sent = { $count } sin enviar
batch-count-accepted = { $count ->
    [one] { $count } aceptado
   *[other] { $count } aceptados
}
batch-count-reused = { $count ->
    [one] { $count } reutilizado
   *[other] { $count } reutilizados
}
batch-count-rejected = { $count ->
    [one] { $count } rechazado
   *[other] { $count } rechazados
}
batch-count-open = { $count } en cola o en curso
batch-count-succeeded = { $count ->
    [one] { $count } correcto
   *[other] { $count } correctos
}
batch-count-failed = { $count ->
    [one] { $count } fallido
   *[other] { $count } fallidos
}
batch-status-sending-again = reenviando
batch-status-sending = enviando
batch-status-needs-you = requiere tu acción
batch-status-refused = rechazado
batch-status-queued = en cola
batch-status-running = en curso
batch-status-completed = completado
batch-status-completed-with-errors = completado con errores
batch-name-in-run = Lote { $index } de { $size }
batch-name = Lote n.º { $batch }
batch-run-header = Tanda n.º { $run } · { $items } elementos en { $batches } lotes
batch-row-items = { $count ->
    [one] { $count } elemento
   *[other] { $count } elementos
}
batch-row-hint = { $name }: haz clic para ver sus elementos
batch-reader-not-started = La lista de lotes no pudo iniciar su lector ({ $error }). Cierra algunos programas y vuelve a abrir el perfil.
batch-list-unreadable = No se pudieron leer los lotes: { $error }.
batch-items-unreadable = No se pudo leer el lote: { $error }.

## La vista Lotes: un lote

batch-made-at = • creado { $time }
batch-service-id = • lote del servicio { $id }
batch-origin-fix-rejected = Creado con los elementos rechazados y corregidos del lote n.º { $batch }.
batch-origin-retry-failed = Creado con los elementos fallidos del lote n.º { $batch }, reenviados como tareas nuevas.
batch-filter-show = Mostrar:
batch-filter-all = Todos
batch-filter-open = En cola o en curso
batch-filter-succeeded = Correctos
batch-filter-failed = Fallidos
batch-filter-rejected = Rechazados
batch-filter-no-match = Ningún elemento coincide con este filtro.
batch-reading-items = Leyendo los elementos…
batch-not-accepted-waiting = Aún no aceptado: { $error }
batch-not-accepted-resending = Aún no aceptado: { $error } GenDesk reenvía la misma solicitud por sí solo.
batch-being-sent = Registrado; enviándose al servicio.
batch-send-again = Reenviar
    .hint = Envía exactamente la misma solicitud (mismos bytes y claves de idempotencia): el servicio nunca crea estas tareas dos veces
batch-send-again-note = Misma solicitud, mismas claves: no se cobra nada dos veces.
batch-refused-whole = El servicio rechazó el lote entero: { $reason } No se creó ni se cobró nada.
batch-refused-whole-no-reason = El servicio rechazó el lote entero sin dar ningún motivo. No se creó ni se cobró nada.
batch-replayed = El servicio reconoció este lote de un envío anterior (la respuesta se perdió por el camino); no se cobró nada dos veces.
batch-reused-items = { $count ->
    [one] { $count } elemento reutilizó una tarea que ya existía para la misma clave de elemento; no se cobró nada dos veces.
   *[other] { $count } elementos reutilizaron una tarea que ya existía para la misma clave de elemento; no se cobró nada dos veces.
}
batch-refresh-status = Actualizar estado
batch-download-all = Descargar todos los resultados
    .hint = Guarda cada resultado de este lote en una carpeta propia, con manifest.csv y manifest.jsonl que enumeran cada elemento
    .nothing-yet = Aún no hay ningún elemento correcto
batch-download-run = Descargar toda la tanda
batch-fix-rejected = Corregir los rechazados ({ $count })
    .hint = Los abre en el editor de lotes con los motivos del servicio; al enviarlos se crea un lote nuevo con claves nuevas
batch-retry-failed = Reintentar los fallidos ({ $count })
batch-downloading = Descargando { $done } de { $total } archivos
batch-downloaded = { $count ->
    [one] { $count } archivo y el manifiesto guardados en { $folder }
   *[other] { $count } archivos y el manifiesto guardados en { $folder }
}
batch-open-folder = Abrir carpeta
batch-retry-confirm = { $count ->
    [one] ¿Reenviar { $count } elemento fallido como un lote nuevo? Se convierte en una tarea nueva y se vuelve a pagar; la fallida se reembolsó.
   *[other] ¿Reenviar { $count } elementos fallidos como un lote nuevo? Se convierten en tareas nuevas y se vuelven a pagar; las fallidas se reembolsaron.
}
batch-retry-send = { $count ->
    [one] Enviar { $count } tarea nueva de pago
   *[other] Enviar { $count } tareas nuevas de pago
}
batch-retry-cancel = Cancelar
    .hint = Cancelar (Esc)
batch-item-state-not-sent = sin enviar
batch-item-state-queued = en cola
batch-item-state-running = en curso
batch-item-state-succeeded = correcto
batch-item-state-failed = fallido
batch-item-state-rejected = rechazado
batch-item-rejected-hint = Rechazado ({ $code }): { $message }. { $hint }
batch-item-rejected = Rechazado ({ $code }): { $message }. Corrige el elemento y vuelve a enviarlo.
    .no-code = sin código
    .no-reason = el servicio no dio ningún motivo
batch-item-failed-code-message = Fallido ({ $code }, { $category }): «{ $message }» { $meaning } { $hint }
batch-item-failed-code = Fallido ({ $code }, { $category }): { $meaning } { $hint }
batch-item-failed-message = Fallido: «{ $message }»
batch-item-failed = Fallido
batch-item-open-task = Abrir tarea
    .hint = Mostrar la tarea de este elemento en Actividad

## El editor de lotes (Crear → Lote)

batch-items-from = Elementos desde
batch-source-copies = Copias del formulario
batch-source-prompts = Lista de prompts
batch-source-file = Archivo
batch-source-grid = Cuadrícula
batch-source-fix = Por corregir
batch-copies = Copias del formulario:
    .hint = La misma entrada varias veces, por ejemplo para comparar resultados
batch-copies-range = De 1 a { $max }; más de { $per_batch } se envían en varios lotes
batch-prompts-intro = Un prompt por línea; los demás campos salen del formulario.
batch-prompts = Prompts, uno por línea
    .example =
        un zorro rojo en la nieve
        un faro al anochecer
        …
batch-fix-intro = Estos elementos volvieron de un lote enviado con los motivos que ves abajo. Corrígelos (edita el formulario de la izquierda para cambiar todos los elementos, o aquí el prompt de un elemento) y envíalos como un lote nuevo con claves nuevas.
batch-grid-no-field = Este modelo no tiene ningún campo con una lista de valores que variar.
batch-grid-vary = Variar
batch-grid-prompts-intro = Prompts, uno por línea (vacío: el prompt del formulario):
batch-grid-prompts = Prompts de la cuadrícula
batch-item-count = { $count ->
    [one] { $count } elemento
   *[other] { $count } elementos
}
batch-items-need-fixing = { $count } por corregir
batch-remove-invalid = Quitar los elementos con problemas
batch-empty-prompts = Escribe o pega prompts arriba, uno por línea.
batch-empty-file = Elige un archivo o suéltalo en la ventana.
batch-empty-grid = Marca al menos un valor.
batch-empty-items = No hay elementos.
batch-item-id = ID de cliente del elemento { $number }
batch-item-prompt = Prompt del elemento { $number }
batch-item-remove = Quitar
batch-item-done = Listo
batch-item-edit = Editar
batch-item-no-prompt = (sin prompt)
batch-item-problem-more = { $problem } (+{ $more } más)
batch-item-ready-was = listo; antes: { $note }
batch-item-ready = listo
batch-item-ready-differs = listo · { $differences }

## El envío: la barra de envío y la ventana previa

batch-items-to-batches = { $items ->
    [one] { $items } elemento
   *[other] { $items } elementos
} { $arrow } { $batches ->
    [one] { $batches } lote
   *[other] { $batches } lotes
}
batch-send-items = { $count ->
    [one] Enviar { $count } elemento…
   *[other] Enviar { $count } elementos…
}
    .hint = Muestra qué se enviará y cuánto cuesta antes de pagar nada
batch-send-no-items = Aún no hay elementos.
batch-send-none-ready = { $count ->
    [one] El elemento no está listo: corrígelo o quítalo.
   *[other] Ninguno de los { $count } elementos está listo: corrige o quita los elementos marcados.
}
batch-send-with-problems = { $count ->
    [one] { $count } elemento con problemas se queda aquí y no se envía.
   *[other] { $count } elementos con problemas se quedan aquí y no se envían.
}
batch-preflight-title = Enviar el lote
batch-preflight-not-covered = El saldo no cubre el coste estimado: el servicio rechaza un lote que no puede cobrar por completo (402). Recarga saldo o envía menos elementos.
batch-preflight-webhook-intro = URL de webhook (opcional): el servicio publica allí un evento firmado por elemento.
batch-preflight-webhook-url = URL de webhook
batch-preflight-safety = Cada lote se registra con sus claves de idempotencia antes de enviarlo; si se corta la conexión, GenDesk reenvía la misma solicitud y no se cobra nada dos veces.
batch-preflight-send = { $count ->
    [one] Enviar { $count } tarea de pago
   *[other] Enviar { $count } tareas de pago
}
batch-preflight-cancel = Cancelar
batch-nothing-sent = No se envió nada: { $error }.
batch-preflight-model = Modelo
batch-preflight-items = Elementos
batch-preflight-not-sent = Sin enviar
batch-preflight-with-problems = { $count ->
    [one] { $count } elemento con problemas
   *[other] { $count } elementos con problemas
}
batch-preflight-cost = Coste estimado
batch-preflight-cost-unknown = desconocido (el servicio no publica precios)
batch-preflight-balance = Saldo
batch-preflight-balance-unknown = aún desconocido
batch-preflight-receiver = El receptor de GenDesk: cada entrega se verifica, se muestra en Webhooks y termina su elemento al momento.
batch-preflight-no-webhooks = Sin webhooks
batch-preflight-use-receiver = Usar el receptor de GenDesk

## Ajustes guardados (Crear → Ajustes guardados)

preset-menu = Ajustes guardados
preset-menu-count = Ajustes guardados ({ $count })
preset-save-as = Guardar ajustes…
    .hint = Guardar todo el formulario (modelo, prompt, campos, imágenes de referencia, opciones avanzadas) con un nombre
preset-import = Importar…
    .hint = Añadir los ajustes guardados de un archivo exportado
preset-reading = Leyendo los ajustes guardados…
preset-none-yet = Aún no hay ajustes guardados. «Guardar ajustes…» guarda este formulario para volver a usarlo.
preset-apply = Aplicar
    .hint = Rellenar el formulario con estos ajustes
preset-rename = Cambiar nombre…
preset-duplicate = Duplicar
preset-export = Exportar…
    .hint = Guardar estos ajustes en un archivo para compartirlos
preset-delete = Eliminar…
preset-rename-title = Cambiar nombre
preset-save-title = Guardar ajustes
preset-name = Nombre
preset-name-taken = Ya hay ajustes guardados con este nombre: al guardar se reemplazan.
preset-rename-confirm = Cambiar nombre
preset-save-confirm = Guardar
preset-cancel = Cancelar
preset-delete-title = ¿Eliminar los ajustes guardados?
preset-delete-question = ¿Eliminar los ajustes guardados «{ $name }»? Las tareas enviadas con ellos no se ven afectadas.
preset-delete-confirm = Eliminar

## La fuente Archivo del editor de lotes

batch-file-path = Ruta del archivo
    .example = /home/yo/prompts.csv
batch-file-open = Abrir
batch-file-choose = Elegir un archivo…
    .hint = CSV con fila de encabezado y una columna prompt, JSON Lines (una entrada de elemento por línea) o texto plano (un prompt por línea)
batch-file-reading = Leyendo el archivo…
batch-file-or-drop = o suelta un archivo .csv, .jsonl o .txt en la ventana, o escribe su ruta:
batch-file-columns-help = Las columnas del CSV corresponden a los campos del modelo (prompt es obligatoria; las image_urls se separan con | o espacios; una columna client_item_id opcional da nombre a los elementos).
batch-file-read = { $count ->
    [one] { $file }: { $count } fila leída como { $format }.
   *[other] { $file }: { $count } filas leídas como { $format }.
}
batch-file-unknown-columns = Columnas que { $model } no conoce:
batch-file-column-ignore = ignorar
batch-file-column-extra = enviar como campo adicional
batch-file-blocked = { $count ->
    [one] { $count } fila quedó bloqueada antes del envío (corrígela en el archivo y vuelve a elegirlo):
   *[other] { $count } filas quedaron bloqueadas antes del envío (corrígelas en el archivo y vuelve a elegirlo):
}
batch-file-row-problem = Línea { $line }: { $problem }

## Avisos y diálogos de archivo de lotes y ajustes guardados

batch-retry-unreadable-item = No se pudo volver a leer el elemento { $item } ({ $error }); no se envió nada. Corrígelo en Crear, como con «Corregir los rechazados».
batch-retry-nothing-sent = No se envió nada: { $error }
batch-file-dialog-title = Elegir un archivo de elementos de lote
batch-file-dialog-filter = Elementos de lote (CSV, JSON Lines, texto)
batch-file-dialog-all = Todos los archivos
batch-file-dialog-instead = suelta el archivo en la ventana o escribe su ruta junto a «Elegir un archivo…»
batch-file-no-model = Elige primero un modelo en Crear; las columnas del archivo se asignan a sus campos.
preset-saved = El formulario se guardó como «{ $name }».
preset-renamed = Los ajustes «{ $from }» ahora se llaman «{ $to }».
preset-duplicated = Se añadió una copia de «{ $name }».
preset-missing = No hay ajustes guardados llamados «{ $name }».
preset-deleted = Se eliminaron los ajustes «{ $name }».
preset-still-reading = Los ajustes guardados aún se están leyendo; vuelve a intentarlo en un momento.
preset-export-title = Exportar los ajustes
preset-dialog-filter = Ajustes guardados de GenDesk
preset-export-instead = los ajustes guardados están en { $folder }; cópialos desde allí
preset-not-exported = No se exportó nada.
preset-exported = Los ajustes están en { $path }. Impórtalos en GenDesk para usarlos.
preset-import-title = Importar ajustes guardados
preset-import-instead = copia el archivo de ajustes en la carpeta de ajustes guardados de GenDesk
preset-import-empty = Ese archivo no contiene ajustes guardados.
preset-import-still-reading = Los ajustes guardados aún se están leyendo; vuelve a importar el archivo en un momento.
preset-imported-one = Se añadieron los ajustes «{ $name }».
preset-imported = Se añadieron { $count } ajustes guardados: { $names }.

# The kinds of file a batch is read from (a picker and "…read as { $format }").
batch-source-csv = CSV

batch-source-jsonl = JSON Lines

batch-source-text = Lista de prompts (uno por línea)

# A batch in the list as a screen reader says it: $name ("Batch 12" or its own name), $status ("running"…), $items ("40 items").
batch-row-name = { $name }: { $status }, { $items }

# Renaming or saving a preset under a name another preset has; $name is that name.
preset-name-in-use = Ya existe un ajuste guardado llamado «{ $name }»; elige otro nombre.

preset-name-unknown = No hay ningún ajuste guardado llamado «{ $name }».

preset-name-empty = Ponle un nombre al ajuste guardado.

# $max is the longest name allowed, in characters.
preset-name-too-long = El nombre de un ajuste guardado tiene como máximo { $max } caracteres.
