# The Compose view: model picker, the model's form, advanced settings, submitting, recent prompts.

compose-catalog-unreadable = No se pudo leer la lista de modelos
compose-loading-models = Cargando modelos…
compose-no-model = No hay ningún modelo con el que crear
compose-no-model-sandbox = La lista de modelos está vacía. Añade un modelo con «Añadir un modelo…» a la izquierda.
compose-no-model-service = Este servicio no publica ninguna lista de modelos, así que aún no hay nada que elegir. Añade a la izquierda el modelo que quieras usar: basta con su ID y su tipo.
compose-mode-single = Tarea única
    .hint = Enviar una tarea desde el formulario
compose-mode-batch = Lote
    .hint = Enviar muchos elementos de este modelo a la vez: copias, una lista de prompts, un archivo o una cuadrícula; el formulario es la plantilla de cada elemento
compose-mode-batch-note = Lote: el formulario de abajo es la plantilla de cada elemento; los elementos se crean y se comprueban a la derecha.
compose-source-retired = ya no está en el catálogo
compose-source-built-in = integrado
compose-source-sandbox = entorno sin conexión
compose-source-user = añadido por ti
compose-banner-dismiss = Cerrar
    .hint = Ocultar este mensaje
compose-submit = Enviar
    .hint = Enviar una tarea (Ctrl+Intro). Las tareas son de pago.
compose-show-request = Ver solicitud
    .hint = El JSON exacto que se enviará, y la misma solicitud como curl
compose-hide-request = Ocultar solicitud
compose-send-several = Enviar a varios modelos…
    .hint = El mismo prompt en hasta cuatro modelos de este tipo, para comparar
compose-cost = Coste: { $cost }
    .hint = El precio de una tarea de este modelo con estos ajustes
compose-cost-unknown = desconocido (el servicio no publica precios)
compose-submit-unavailable = { $more ->
    [0] No se puede enviar: { $problem }
    [one] No se puede enviar: { $problem } (y { $more } problema más)
   *[other] No se puede enviar: { $problem } (y { $more } problemas más)
}
compose-submit-tip = Ctrl+Intro también envía. Cada envío manda una tarea de pago; después se ejecuta en segundo plano y aparece en Actividad.
compose-sent-from-form = { $count ->
    [one] { $count } tarea enviada desde este formulario. El formulario conserva sus valores: cambia algo y vuelve a enviar para obtener una variación.
   *[other] { $count } tareas enviadas desde este formulario. El formulario conserva sus valores: cambia algo y vuelve a enviar para obtener una variación.
}

compose-kind-image = Imagen
compose-kind-video = Vídeo
compose-kind-music = Música
compose-kind-model = { $kind ->
    [image] Modelo de imagen
    [video] Modelo de vídeo
   *[audio] Modelo de música
}

compose-models = Modelos
compose-search-models = Buscar modelos
    .placeholder = Nombre o ID
compose-kind-all = Todos
    .name = Todos los modelos
compose-kind-filter = { $kind ->
    [image] Modelos de imagen
    [video] Modelos de vídeo
   *[audio] Modelos de música
}
    .hint = { $kind ->
        [image] Solo modelos de imagen
        [video] Solo modelos de vídeo
       *[audio] Solo modelos de música
    }
compose-group-user = Tus modelos
compose-group-sandbox = Modelos del entorno sin conexión
compose-group-built-in = Modelos integrados
compose-group-retired = Ya no están en el catálogo
compose-add-model = Añadir un modelo…
    .hint = Un modelo que ofrece el servicio y que no aparece aquí
compose-model-new = nuevo
    .hint = Añadido al catálogo de modelos por una actualización esta semana
compose-model-new-name = { $name } (nuevo)
compose-remove-model = Quitar
    .name = Quitar { $id }
    .hint = Quitar este modelo de tu lista
compose-picker-no-list = Este servicio no publica ninguna lista de modelos.
compose-picker-no-list-help = Añade el modelo que quieras usar: basta con su ID, escrito exactamente como lo escribe el servicio, y su tipo. GenDesk lo recuerda para este perfil.
compose-add-model-by-id = Añadir un modelo por su ID…
    .hint = ID, tipo y los campos propios que tenga
compose-picker-none-yet = Aún no hay modelos.
compose-picker-none-yet-help = Añade uno con «Añadir un modelo…» abajo.
compose-picker-no-models = { $kind ->
    [image] No hay modelos de imagen en la lista.
    [video] No hay modelos de vídeo en la lista.
    [audio] No hay modelos de música en la lista.
   *[all] No hay modelos en la lista.
}
compose-picker-no-match = { $kind ->
    [image] Ningún modelo de imagen coincide con «{ $query }».
    [video] Ningún modelo de vídeo coincide con «{ $query }».
    [audio] Ningún modelo de música coincide con «{ $query }».
   *[all] Ningún modelo coincide con «{ $query }».
}
compose-picker-no-match-help = Revisa la ortografía o añade el modelo con «Añadir un modelo…».
compose-picker-clear-search = Borrar búsqueda
compose-cancel = Cancelar

compose-add-model-title = Añadir un modelo
compose-add-model-intro = Un modelo que ofrece el servicio y que no está en la lista. Recibe los campos comunes de su tipo (modo, prompt, …); añade solo los campos que acepta además de esos.
compose-add-model-id = ID del modelo
compose-add-model-kind = Tipo
compose-add-model-name = Nombre visible
    .placeholder = opcional; si está vacío, el ID
compose-add-model-description = Descripción
    .placeholder = opcional
compose-add-model-price = Precio por tarea
    .placeholder = opcional, en USD, p. ej. 0.05 (estimaciones de coste de lotes)
compose-add-model-save = Guardar modelo
compose-add-model-saved-in = Se guarda en { $file } y se recuerda para este perfil
compose-add-model-replaces = «{ $id }» ya está en la lista ({ $source }); al guardar, esa definición se sustituye por la tuya.
compose-add-model-replaces-earlier = { $kind ->
    [image] Ya añadiste «{ $id }» para otro perfil (modelo de imagen); al guardar, esa definición se sustituye por esta.
    [video] Ya añadiste «{ $id }» para otro perfil (modelo de vídeo); al guardar, esa definición se sustituye por esta.
   *[audio] Ya añadiste «{ $id }» para otro perfil (modelo de música); al guardar, esa definición se sustituye por esta.
}
compose-add-model-no-id = Escribe el ID del modelo exactamente como lo escribe el servicio, p. ej. vendor/model-name.
compose-add-model-bad-price = El precio por tarea «{ $price }» no es un importe en dólares como 0.05; corrígelo o déjalo vacío.
compose-add-model-field-no-key = El campo adicional { $number } no tiene clave: escribe el nombre que tiene dentro de «input» o quita la fila.
compose-add-model-field-twice = El campo adicional «{ $key }» aparece dos veces; deja solo uno.
compose-add-model-field-problem = Campo adicional { $number }: { $problem }
compose-add-model-bound-not-number = { $bound ->
    [minimum] Campo adicional { $number }: el mínimo «{ $text }» no es un número.
   *[maximum] Campo adicional { $number }: el máximo «{ $text }» no es un número.
}
compose-add-model-choice-empty = El campo adicional { $number } es una lista de opciones: escribe sus valores separados por comas.
compose-extra-fields = Campos adicionales
compose-extra-fields-none = Ninguno. Los campos que no aparecen se pueden enviar igualmente como JSON adicional en el formulario.
compose-field-type-text = texto
compose-field-type-integer = número entero
compose-field-type-number = número
compose-field-type-bool = sí/no
compose-field-type-choice = opciones
compose-extra-field-key = clave
    .name = Clave del campo { $number }
compose-extra-field-type = Tipo del campo { $number }
compose-extra-field-min = mín.
    .name = Mínimo del campo { $number }
compose-extra-field-max = máx.
    .name = Máximo del campo { $number }
compose-extra-field-values = Valores del campo { $number }
compose-extra-field-remove = Quitar
    .name = Quitar el campo { $number }
compose-extra-field-add = Añadir campo

compose-advanced = Avanzado
compose-advanced-in-use = Hay opciones avanzadas en uso.
compose-provider = Proveedor
compose-provider-auto = auto — mejor equilibrio (el predeterminado del servicio)
compose-provider-value = value — optimizado en coste
compose-provider-official = official — proveedor directo
compose-request-type = Tipo de solicitud
compose-request-type-async = async (GenDesk consulta)
compose-request-type-callback = callback (el servicio llama a tu URL)
compose-request-type-help = GenDesk sigue ambos tipos de tarea; callback además avisa a tu propio servidor.
compose-callback-url = URL de retorno (callback)
    .hint = Una dirección https:// pública que responda HTTP 200 en menos de 30 segundos.
compose-callback-receiver = El receptor de GenDesk: cada callback se registra en Webhooks y hace que GenDesk compruebe la tarea al momento.
compose-use-receiver = Usar el receptor de GenDesk
compose-callback-unused = Solo se usa con el tipo de solicitud callback.
compose-extra-json = JSON adicional
    .hint = Otros campos de entrada que acepta este modelo, como un único objeto JSON; se añaden a «input» tal cual.

compose-prompt-placeholder = Describe qué generar, p. ej. un faro al anochecer, pintura al óleo
compose-chars-of-limit = { $count } / { $limit } caracteres
compose-chars = { $count } caracteres
compose-choose = Elegir…
compose-choice-not-set = (sin definir)
compose-switch-on = Activado
compose-number-not-set = sin definir
compose-bounds-between = de { $min } a { $max }
compose-bounds-min = al menos { $min }
compose-bounds-max = como máximo { $max }

compose-request-preview = Vista previa de la solicitud
compose-request-body = Cuerpo de la solicitud
compose-copy-json = Copiar JSON
compose-copy-curl = Copiar curl
compose-copy-hint = Copiar al portapapeles
compose-api-key-hidden = La clave de API aparece como *** — pon la tuya en su lugar cuando ejecutes el comando.
compose-request-not-built = No se puede crear la solicitud hasta que corrijas esto:

compose-recent-prompts = Prompts recientes…
    .hint = Prompts enviados desde este perfil, los más recientes primero (búsqueda, flechas, Intro)
    .empty = Aquí aparecerán los prompts que envíes desde este perfil
compose-recent-title = Prompts recientes
compose-recent-search = Buscar
    .placeholder = palabras del prompt
compose-recent-no-match = Ningún prompt enviado desde este perfil contiene estas palabras.
compose-recent-keys = Arriba y Abajo para moverte, Intro pone el prompt en el formulario, Esc cierra.

compose-pick-result = Elegir un resultado
compose-pick-result-reading = Leyendo tus resultados…
compose-pick-result-none = Aún no se ha creado ninguna imagen con este perfil. Las imágenes de los modelos de imagen aparecen aquí cuando terminan.
compose-pick-result-live = Se usa mediante su enlace
compose-pick-result-downloaded = Enlace caducado: se usa la copia descargada
compose-pick-result-gone = Enlace caducado y nunca descargado: no se puede usar
compose-pick-result-use = Usar
    .hint = Añadirlo a las imágenes de referencia
    .name = Usar el resultado { $number }: { $prompt }

compose-several-title = Enviar a varios modelos
compose-several-intro = El mismo prompt y los mismos ajustes, como una tarea de pago para cada modelo que elijas (hasta { $max }). Sus resultados aparecen uno al lado del otro en Comparar a medida que terminan.
compose-several-estimate = Coste estimado: { $cost }
compose-several-send = { $count ->
    [one] Enviar { $count } tarea de pago
   *[other] Enviar { $count } tareas de pago
}
compose-several-choose-two = Elige al menos dos modelos.
compose-several-fix-first = Primero corrige lo que bloquea a un modelo, o déjalo fuera.
compose-several-ready = { $model }: listo, { $price }.
compose-several-ready-without = { $model }: listo, { $price }, sin lo que no acepta: { $fields }.
compose-several-problem = { $model }: { $problem }

compose-catalog-loading = La lista de modelos aún se está cargando; inténtalo de nuevo en un momento.
compose-batch-file-blocked = { $count ->
    [one] { $count } fila de { $file } se ha bloqueado antes del envío; el editor de lotes la muestra con su número de línea.
   *[other] { $count } filas de { $file } se han bloqueado antes del envío; el editor de lotes las muestra con sus números de línea.
}
compose-batch-file-unreadable = No se pudo importar el archivo: { $problem }
compose-fix-model-missing = El modelo «{ $model }» no está en la lista de modelos; añádelo con «Añadir un modelo…» en Crear y vuelve a intentarlo.
compose-fix-loaded = { $count ->
    [one] { $count } elemento del lote #{ $batch } está en el editor de lotes con el motivo por el que volvió. Corrígelo y envíalo como un lote nuevo.
   *[other] { $count } elementos del lote #{ $batch } están en el editor de lotes con los motivos por los que volvieron. Corrígelos y envíalos como un lote nuevo.
}
compose-reuse-loading = La lista de modelos aún se está cargando; vuelve a probar «Reutilizar ajustes» en un momento.
compose-reuse-model-missing = El modelo «{ $model }» no está en la lista de modelos, así que no se pueden reutilizar sus ajustes. Añádelo con «Añadir un modelo…» en Crear y vuelve a intentarlo.
compose-reuse-unreadable = No se pudo leer la solicitud registrada ({ $problem }), así que no se pueden reutilizar sus ajustes.
compose-reuse-loaded = Los ajustes de esa tarea están en el formulario ({ $model }). Cambia lo que quieras y envía.{ $others }
compose-reuse-loaded-issues = { $count ->
    [one] Los ajustes de esa tarea están en el formulario, pero { $count } ajuste ya no encaja con { $model }: corrige los campos marcados antes de enviar.{ $others }
   *[other] Los ajustes de esa tarea están en el formulario, pero { $count } ajustes ya no encajan con { $model }: corrige los campos marcados antes de enviar.{ $others }
}
compose-reuse-extra-fields = { $count ->
    [one] {" "}El formulario de { $model } no tiene el campo { $fields }: se conserva en Avanzado como JSON adicional y se envía tal cual.
   *[other] {" "}El formulario de { $model } no tiene los campos { $fields }: se conservan en Avanzado como JSON adicional y se envían tal cual.
}
compose-quoted = «{ $text }»
compose-reference-wrong-kind = Un resultado solo puede ser referencia de una imagen o un vídeo nuevos, no de «{ $kind }».
compose-reference-not-web = Solo las imágenes http(s) pueden ser referencias; «{ $url }» no lo es.
compose-reference-no-model = { $kind ->
    [image] Ningún modelo de imagen de la lista acepta una imagen de referencia. Añade uno con «Añadir un modelo…» en Crear.
   *[video] Ningún modelo de vídeo de la lista acepta una imagen de referencia. Añade uno con «Añadir un modelo…» en Crear.
}
compose-reference-loaded = Nueva tarea { $mode } en { $model } con el resultado como referencia. Describe qué hacer con él y envía.
compose-model-gone = «{ $gone }» ya no está en la lista de modelos; el formulario pasó a { $model } y conservó tu prompt.

compose-picture-no-reference = { $model } no acepta imágenes de referencia. Elige a la izquierda un modelo con image-to-image o image-to-video y vuelve a añadir la imagen.
compose-picture-already = { $name } ya está en la lista de referencias.
compose-picture-too-many = { $name } no se añadió: { $model } acepta como máximo { $max } imágenes de referencia. Quita una primero.
compose-picture-not-restored = La imagen de referencia { $number } venía de { $source }, que no se puede volver a usar: { $problem } Se conserva su enlace anterior; si ha caducado, vuelve a añadir la imagen.
compose-preset-loading = La lista de modelos aún se está cargando; vuelve a aplicar el ajuste guardado en un momento.
compose-preset-model-missing = El ajuste guardado «{ $preset }» es para { $model }, que no está en la lista de modelos; añádelo con «Añadir un modelo…» y vuelve a aplicar el ajuste guardado.
compose-preset-applied = El ajuste guardado «{ $preset }» está en el formulario.
compose-preset-applied-without = { $count ->
    [one] El ajuste guardado «{ $preset }» está en el formulario, sin { $fields }: { $model } no lo acepta.
   *[other] El ajuste guardado «{ $preset }» está en el formulario, sin { $fields }: { $model } no los acepta.
}

compose-user-models-unreadable = No se muestran los modelos que añadiste: { $problem }
compose-sandbox-catalog-unreadable = No se pudo leer la lista de modelos del entorno sin conexión, así que se muestra la lista integrada. { $problem }
compose-user-models-locked = Tus modelos no se pueden cambiar hasta que se pueda leer { $file }: { $problem }

compose-favourite = Favorita
    .hint = Con estrella: sus resultados están en Favoritos, en la Galería. Haz clic para quitar la estrella.
    .name = Quitar de favoritos
compose-favourite-add = Añadir a favoritos
    .hint = Marca esta tarea con una estrella: sus resultados se guardan en Favoritos, en la Galería

compose-model-filter-placeholder = nombre o ID
