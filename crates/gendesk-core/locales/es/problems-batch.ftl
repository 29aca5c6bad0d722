# Problemas con los elementos de un lote y con las imágenes de referencia de un formulario:
# filas de un archivo importado que no se pueden usar, ID de cliente de los elementos e
# imágenes de referencia que no se pueden enviar.

## Celdas de un archivo importado que no encajan en su campo (batch/cells.rs).

problem-batch-cell-whole-number = { $value } en la columna { $column } no es un número entero; { $label } solo admite dígitos, por ejemplo 42
problem-batch-cell-number = { $value } en la columna { $column } no es un número; { $label } admite un número escrito con dígitos y un punto, por ejemplo 2.5
problem-batch-cell-yes-no = { $value } en la columna { $column } no es sí ni no; { $label } admite true, false, yes, no, 1 o 0

## Dos columnas para un mismo campo (batch/plan.rs).

problem-batch-two-columns-one-field = tanto { $first } como { $second } dan valor al campo { $key } ({ $label }); deja solo una de las dos

## Una fila CSV con un número de celdas equivocado (batch/csv_rows.rs).

problem-batch-csv-cell-count = esta fila tiene { $cells } { $cells ->
        [one] celda
       *[other] celdas
    }, pero el encabezado tiene { $columns } { $columns ->
        [one] columna
       *[other] columnas
    } ({ $names }); la fila se ha omitido. Comprueba si falta o sobra una coma: una celda que contiene una coma debe ir entre comillas dobles
problem-batch-csv-cell-count-runs-on = esta fila tiene { $cells } { $cells ->
        [one] celda
       *[other] celdas
    }, pero el encabezado tiene { $columns } { $columns ->
        [one] columna
       *[other] columnas
    } ({ $names }); la fila se ha omitido. Comprueba si falta o sobra una coma: una celda que contiene una coma debe ir entre comillas dobles. La fila continúa hasta la línea { $end }: puede que a unas comillas dobles abiertas en la línea { $line } les falte la de cierre

## Líneas de un archivo JSON Lines que no se pueden usar (batch/import.rs).

problem-batch-jsonl-not-object = esto es { $kind ->
        [null] null
        [bool] true o false
        [number] un número
       *[string] una cadena
    }, no un objeto JSON; cada línea debe ser un solo objeto, como { "{" }"prompt": "a red fox"{ "}" }
problem-batch-jsonl-array = esto es un array JSON, no un objeto JSON; cada línea debe ser un solo objeto, como { "{" }"prompt": "a red fox"{ "}" } (para una lista de elementos, pon cada elemento en su propia línea)
problem-batch-jsonl-item-id-type = "client_item_id" es { $kind ->
        [bool] true o false
        [array] un array JSON
       *[object] un objeto
    }; escríbelo como cadena, por ejemplo "item-1", o quítalo
problem-batch-jsonl-invalid = esta línea no es JSON válido ({ $reason } en la columna { $column }); cada línea debe ser un objeto JSON completo, como { "{" }"prompt": "a red fox"{ "}" }, y un salto de línea dentro de un texto se escribe \n
problem-batch-jsonl-invalid-pretty = esta línea no es JSON válido ({ $reason } en la columna { $column }); JSON Lines necesita cada objeto en una sola línea; un archivo JSON con formato legible debe reescribirse con un objeto por línea

## El ID de cliente de un elemento (batch/draft.rs).

problem-batch-item-id-missing = El elemento no tiene ID de cliente; dale uno (cualquier texto corto que no se repita en el lote).
problem-batch-item-id-too-long = El ID de cliente del elemento tiene { $length } caracteres; déjalo en { $max } como máximo.
problem-batch-item-id-repeated = El ID de cliente «{ $id }» también lo usa otro elemento; cada elemento necesita el suyo.

## Las imágenes de referencia de un formulario (compose/references.rs).

problem-batch-reference-none-mode = { $mode } necesita al menos una imagen de referencia; añade una imagen o una URL de imagen, o elige otro modo.
problem-batch-reference-none = Este modo necesita al menos una imagen de referencia; añade una imagen o una URL de imagen, o elige otro modo.
problem-batch-reference-too-many = { $given ->
        [one] Se indicó { $given } imagen de referencia
       *[other] Se indicaron { $given } imágenes de referencia
    }; { $model } admite como máximo { $max }. Quita { $extra }.
problem-batch-reference-not-http = La imagen de referencia { $number } ({ $url }) no es una URL http(s); escribe una dirección completa que empiece por https://.
problem-batch-reference-picture = Imagen de referencia { $number } ({ $name }): { $problem }. Usa la copia más pequeña que GenDesk ofrece a su lado.
problem-batch-reference-not-uploaded = La imagen de referencia { $number } ({ $name }) aún no se ha subido; espera un momento o consulta el mensaje que aparece a su lado.
