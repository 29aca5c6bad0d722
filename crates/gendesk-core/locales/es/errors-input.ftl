# Errors of the input GenDesk reads: reference pictures, batch files and manifests, the model catalogue and user models, presets files, stored requests reused in Compose.

## Reference pictures (references/mod.rs)

# $path is the file; $cause is the system's reason, often in English.
err-references-unreadable = no se pudo leer { $path } ({ $cause }); comprueba que el archivo existe y que GenDesk puede leerlo
# $name is the file's name; $size its size, already formatted ("31.4 MB").
err-references-source-too-large = { $name } ocupa { $size } — mucho más de lo que puede ocupar una imagen de referencia; elige una imagen más pequeña o exporta una copia más pequeña
# $name is the file's name.
err-references-not-a-picture = { $name } no es una imagen que GenDesk pueda leer; usa un archivo JPEG, PNG o WebP
# $cause is what the picture decoder said, in English.
err-references-damaged = no se pudo decodificar { $name } ({ $cause }); puede estar dañado — ábrelo en un editor de imágenes y vuelve a guardarlo
err-references-changed = { $path } ha cambiado desde que se usó (su contenido es distinto); vuelve a añadirlo para usar la nueva versión
err-references-no-host = este perfil no tiene dónde dejar tu imagen para que el servicio la obtenga; en Ajustes → Imágenes de referencia, configura un bucket o la URL del túnel, o indica en su lugar una URL de imagen
# $reason says what is wrong, in English.
err-references-bucket-settings = los ajustes del bucket no se pueden usar ({ $reason }); comprueba el endpoint y el nombre del bucket en Ajustes → Imágenes de referencia
err-references-no-bucket-secret = la clave secreta del bucket no está guardada; introdúcela en Ajustes → Imágenes de referencia
# $status is an HTTP status code (403). $details is empty or, after a space, the bucket's own error code and words in parentheses: " (NoSuchBucket: The specified bucket does not exist)". $advice is one of the err-references-bucket-advice-… messages below.
err-references-bucket-refused = el bucket rechazó la subida: HTTP { $status }{ $details }; { $advice }
# What to check after the bucket refused an upload (they follow "…; ").
err-references-bucket-advice-keys = comprueba el ID de clave de acceso y la clave secreta en Ajustes → Imágenes de referencia, y que la clave pueda escribir en este bucket
err-references-bucket-advice-name = comprueba el nombre del bucket y el endpoint en Ajustes → Imágenes de referencia
err-references-bucket-advice-region = comprueba la región en Ajustes → Imágenes de referencia («auto» para Cloudflare R2)
err-references-bucket-advice-later = vuelve a intentarlo más tarde; si el problema persiste, revisa el bucket en la consola de tu proveedor de almacenamiento
# $reason is what the network said, often in English.
err-references-bucket-unreachable = no se pudo acceder al bucket ({ $reason }); comprueba el endpoint en Ajustes → Imágenes de referencia y tu conexión
# $reason is what went wrong, often in English.
err-references-sandbox = el entorno sin conexión no pudo recibir la imagen ({ $reason }); vuelve a intentarlo o, si el problema persiste, reinicia GenDesk
# $reason is what the history database said, in English.
err-references-not-recorded = GenDesk no pudo anotar la imagen subida en su historial ({ $reason }); vuelve a intentarlo
err-references-receiver-off = el receptor de GenDesk no está en marcha, así que no puede servir tu imagen; actívalo en Webhooks → Secreto y receptor

## Importing a batch file or pasted text (batch/source.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-import-read = no se pudo leer { $path }: { $cause }
err-batch-import-not-a-file = { $path } no es un archivo; elige un archivo .csv, .jsonl o .txt
# $size and $limit are sizes, already formatted ("12.5 MiB").
err-batch-import-too-large = el archivo ocupa { $size }, más de los { $limit } que puede ocupar una importación; divídelo en archivos más pequeños o quita las filas que no necesites (un lote admite como máximo 50 elementos)
# $offset is a byte's position counted from the start of the file; $line a line number. "Save As", "CSV UTF-8" and "Unicode Text" are Excel's own words: use the ones of Excel in your language.
err-batch-import-not-utf8 = el archivo no es texto UTF-8: el byte en la posición { $offset } (línea { $line }) no es UTF-8 válido. Guarda el archivo como UTF-8 (en Excel: Guardar como → «CSV UTF-8»; en otros editores, elige la codificación UTF-8) y vuelve a importarlo
err-batch-import-utf16 = el archivo es texto UTF-16 («Texto Unicode» de Excel); guárdalo como UTF-8 (en Excel: Guardar como → «CSV UTF-8») y vuelve a importarlo
err-batch-import-empty = no hay nada que importar: el texto está vacío o solo tiene líneas en blanco
# $name is the column's name, in quotes; $first and $second are column numbers (1 is the first).
err-batch-import-duplicate-column = la fila de encabezado nombra la columna { $name } dos veces (columnas { $first } y { $second }); cada columna necesita su propio nombre: cambia el nombre de una de ellas o quítala
# $line is a line number; $reason is what the CSV reader said, in English.
err-batch-import-csv = no se pudo leer el archivo CSV más allá de la línea { $line }: { $reason }

## Splitting items into batches (batch/split.rs)

err-batch-split-empty = no hay elementos que enviar; añade al menos un elemento válido
# $item is the item's name (its client_item_id), in quotes; $bytes a number of bytes, always over 5 MiB.
err-batch-split-item-too-large = el elemento { $item } ocupa por sí solo { $bytes } bytes de JSON, más que el límite de 5 MiB por lote del servicio; acorta su prompt o sus campos
err-batch-split-encode = no se pudo codificar el elemento { $item } como JSON

## The manifest written beside a batch's downloaded results (batch/manifest.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-manifest-io = no se pudo escribir { $path }: { $cause }
# $reason is what the encoder said, in English.
err-batch-manifest-encode = no se pudo codificar el manifiesto: { $reason }

## The model catalogue (catalog/error.rs). These mostly reach people who write their own model definitions: model IDs, field keys, kinds (image, video, audio) and the words extra_fields and overrides are the file's own words, never translated.

# $reason says what is wrong, with line and column when known, in English.
err-catalog-built-in = el catálogo de modelos integrado está dañado ({ $reason }); es un error de GenDesk; por favor, notifícalo
err-catalog-updated = el catálogo de modelos de la fuente de actualizaciones no es válido ({ $reason })
err-catalog-sandbox-json = no se pudo leer el catálogo de modelos del entorno sin conexión ({ $reason }); puede que el entorno sin conexión y este GenDesk sean de versiones distintas
# $model is the model ID, in quotes; $error is one of the err-catalog-field-… messages.
err-catalog-field = modelo { $model }: { $error }
# $model and $key (a field's key) are in quotes; $kind is the model kind's code: image, video or audio.
err-catalog-unknown-override = el modelo { $model } redefine { $key }, que no es un campo común de los modelos { $kind }; ponlo en extra_fields en su lugar
err-catalog-duplicate-field = el modelo { $model } añade el campo { $key }, que ya tiene; para cambiar un campo común, usa overrides
# $id is the model ID, in quotes.
err-catalog-bad-id = el ID de modelo { $id } no se puede usar: no debe estar vacío, empezar ni terminar con espacios, ni contener caracteres de control
# $origin says which catalogue: "built-in" (or "sandbox").
err-catalog-duplicate-model = el modelo { $id } está definido dos veces en { $origin ->
        [built-in] el catálogo integrado
        [sandbox] el catálogo del entorno sin conexión
       *[other] el catálogo «{ $origin }»
    }; conserva una sola definición

## A field of a model definition (catalog/field_doc.rs). The quoted words ("key", "type", "values"), input and the type names are the file's own words, never translated.

err-catalog-field-empty-key = un campo tiene una «key» vacía; dale el nombre que se usa dentro de input
# $key is the field's key, in quotes.
err-catalog-field-missing-type = el campo { $key } no tiene «type»; usa uno de estos: text, prompt, enum, bool, integer, number, url_list
# $field_type is a type name (text, enum, …); $property a property's name in quotes ("values", "min", …).
err-catalog-field-stray-property = el campo { $key } es de tipo { $field_type } y no puede tener { $property }; quítalo
err-catalog-field-no-values = el campo enum { $key } necesita una lista «values» que no esté vacía
# $property is "min" or "max", in quotes.
err-catalog-field-fractional-bound = el campo integer { $key } tiene un { $property } que no es un número entero
err-catalog-field-inverted-bounds = el campo { $key } tiene el límite inferior por encima del superior; intercámbialos
# $default is a JSON value; $reason says what the field expects, in English ("the field holds text").
err-catalog-field-bad-default = el campo { $key } tiene el valor predeterminado { $default }, pero { $reason }; corrige el valor predeterminado

## The file of models the person added (catalog/user_models.rs)

# $path is the file; $action is "read" or "saved"; $cause is the system's reason, often in English.
err-catalog-user-models-io = no se pudo { $action ->
        [read] leer
        [saved] guardar
       *[other] { $action }
    } el archivo de tus modelos { $path }: { $cause }; comprueba los permisos de la carpeta y el espacio libre
# $line and $column are numbers; $reason is what the TOML reader said, in English.
err-catalog-user-models-damaged = el archivo de tus modelos { $path } está dañado en la línea { $line }, columna { $column } ({ $reason }); corrige esa línea o mueve el archivo a otro sitio

## Presets files (compose/preset.rs)

# $path is the file; $action is "read" or "written"; $cause is the system's reason, often in English.
err-compose-preset-io = no se pudo { $action ->
        [read] leer
        [written] escribir
       *[other] { $action }
    } { $path } ({ $cause }); comprueba que la carpeta existe y que GenDesk puede usarla
# $detail says what was wrong and where, in English.
err-compose-preset-unreadable = { $path } no es un archivo de ajustes guardados de GenDesk ({ $detail }); exporta los ajustes guardados desde GenDesk para compartirlos
# $bytes is a number of bytes, always large.
err-compose-preset-too-large = { $path } ocupa { $bytes } bytes, demasiado para un archivo de ajustes guardados; elige el archivo que exportó GenDesk

## Reusing a stored request's settings in the form (compose/from_request.rs)

err-compose-request-not-an-object = la solicitud guardada no es un objeto JSON, así que sus ajustes no se pueden reutilizar
err-compose-request-no-input = la solicitud guardada no tiene un objeto «input», así que sus ajustes no se pueden reutilizar
# $field is provider or request_type (never translated); $value the JSON value found ("fast").
err-compose-request-unknown-value = la solicitud guardada tiene { $field } { $value }, que esta versión de GenDesk no ofrece; los ajustes no se pueden reutilizar

# What a CSV file without column names has (in the two messages below).
err-batch-import-no-columns = ninguna

# A CSV file has no "prompt" column but one like it: $found lists the columns found (quoted), $column is the look-alike (quoted). "prompt" is the column's name and stays as it is.
err-batch-import-no-prompt-rename = el archivo CSV no tiene columna "prompt". Su primera fila debe nombrar las columnas, y una de ellas debe ser "prompt" (el texto a partir del que se genera). Columnas encontradas: { $found }. Para arreglarlo, cambia el nombre de la columna { $column } a "prompt" e impórtalo de nuevo

# A CSV file has no "prompt" column and none like it: $found lists the columns found (quoted).
err-batch-import-no-prompt-header = el archivo CSV no tiene columna "prompt". Su primera fila debe nombrar las columnas, y una de ellas debe ser "prompt" (el texto a partir del que se genera). Columnas encontradas: { $found }. Para arreglarlo, si la primera fila ya es un prompt, añade encima una fila de encabezado (como prompt,aspect_ratio); una lista simple de prompts se puede importar como archivo .txt, un prompt por línea
