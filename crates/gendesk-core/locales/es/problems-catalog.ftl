# Qué falla en un catálogo de modelos, una fuente de actualizaciones o una actualización que se
# instala, y en una imagen de referencia o dónde se aloja: los motivos dentro de los mensajes
# err-catalog-…, err-update-… y err-references-…, y algunas frases propias.

## Un valor predeterminado que el propio campo rechazaría (catalog/field_doc.rs): el $reason de
## err-catalog-field-bad-default («… tiene el valor predeterminado …, pero { $reason }»).
## $values son los valores del campo como lista JSON.

problem-catalog-default-text = el campo contiene texto
problem-catalog-default-enum = no es ninguno de los valores del campo { $values }
problem-catalog-default-bool = el campo es true o false
problem-catalog-default-integer = el campo contiene un número entero
problem-catalog-default-bounds = está fuera de los límites del campo
problem-catalog-default-number = el campo contiene un número
problem-catalog-default-urls = el campo contiene una lista de URL

## Los campos comunes de cada tipo (catalog/template.rs). $kind es el código del tipo (image,
## video, audio); $key una clave de campo entre comillas.

problem-catalog-template-missing-field = a los modelos { $kind } les falta el campo { $key }
problem-catalog-template-field-twice = los modelos { $kind } incluyen dos veces el campo { $key }

## La fuente de actualizaciones y su firma (update/feed.rs, update/signature.rs,
## update/updater.rs): el $reason de err-update-malformed, err-update-signature-unreadable y
## err-update-feed-address. $found y $expected son números de formato; $limit un número de
## caracteres; $sha256 el valor encontrado, entre comillas.

problem-catalog-feed-format = formato { $found } cuando se esperaba el { $expected }; quizá un GenDesk más reciente pueda leerlo
problem-catalog-feed-notes-too-long = las notas tienen más de { $limit } caracteres
# Nombra el archivo al que se refiere un motivo: $what es el «catálogo de modelos» de abajo o un tipo de paquete (update-kind-…).
problem-catalog-feed-file = { $what }: { $reason }
problem-catalog-feed-catalogue = catálogo de modelos
problem-catalog-feed-zero-size = un tamaño de 0 bytes
problem-catalog-feed-bad-sha256 = el sha256 { $sha256 } no son 64 dígitos hexadecimales en minúscula
problem-catalog-feed-address-scheme = debe empezar por https:// (o por http:// hacia este equipo)
problem-catalog-signature-not-text = no es texto
problem-catalog-signature-legacy = se creó en el modo heredado de minisign; firma con `minisign -S` (con hash)

## El catálogo de modelos de la fuente de actualizaciones (update/catalog_store.rs). $path es un
## archivo; $cause lo que dijo el sistema, a menudo en inglés; $why qué falla en el catálogo
## guardado; $found y $expected son versiones del catálogo.

problem-catalog-stored-unreadable = no se pudo leer { $path } ({ $cause })
problem-catalog-stored-passed-over = No se pudo usar el catálogo de modelos actualizado ({ $why }), así que se muestra el integrado.
problem-catalog-update-not-utf8 = no es texto UTF-8
problem-catalog-update-version-mismatch = indica la versión { $found }, pero la fuente firmada indica { $expected }

## Por qué GenDesk no instala la actualización por sí mismo (update/install/mod.rs), bajo el
## aviso de la actualización.

problem-catalog-announce-system-package = GenDesk se instaló con el gestor de paquetes del sistema, que es quien instala la nueva versión.
problem-catalog-announce-not-writable = Este usuario no puede modificar la carpeta de GenDesk, así que la nueva versión se instala a mano.
problem-catalog-announce-macos = En macOS, la nueva versión se instala desde su imagen de disco.
problem-catalog-announce-not-installed = Este GenDesk no se instaló desde un paquete, así que no puede reemplazarse a sí mismo.

## La instalación de una actualización (update/install/tarball.rs, update/install/windows.rs):
## el $reason de err-update-install. $cause es lo que dijo el sistema, a menudo en inglés; $why
## uno de los mensajes de versión de abajo o las palabras del sistema; $status cómo terminó el
## programa, en inglés; $line lo que mostró, entre comillas; $version la versión esperada.

problem-catalog-install-unpack = no se pudo descomprimir el archivo: { $cause }
problem-catalog-install-no-folder = el archivo no contiene una única carpeta con bin/gendesk
problem-catalog-install-no-start = la nueva versión no arrancó ({ $why })
problem-catalog-install-version-timeout = --version no respondió en { $seconds } s
problem-catalog-install-version-exit = --version terminó con { $status }
problem-catalog-install-version-wrong = muestra { $line }, no la versión { $version }
problem-catalog-install-replace = no se pudo reemplazar el ejecutable: { $cause }
problem-catalog-install-installer = no se pudo iniciar el instalador: { $cause }

## Imágenes de referencia (references/bucket.rs, picture.rs, sandbox_upload.rs): motivos dentro
## de los mensajes err-references-…. $cause es lo que dijo el sistema o el decodificador, a
## menudo en inglés; $width y $height son números de píxeles.

problem-catalog-bucket-endpoint = endpoint: { $cause }
problem-catalog-bucket-no-name = falta el nombre del bucket
problem-catalog-bucket-read-back = un archivo de prueba se leyó distinto de como se escribió
problem-catalog-picture-no-pixels = su cabecera indica { $width } × { $height } píxeles: no contiene ninguna imagen
problem-catalog-picture-too-many-pixels = { $width }×{ $height } píxeles es más de lo que GenDesk decodifica
problem-catalog-sandbox-unreadable-answer = una respuesta ilegible ({ $cause })
problem-catalog-sandbox-no-url = una respuesta sin url
