# Imágenes de referencia: elegir, subir y gestionar tus propias imágenes, y su sección de Ajustes.

## Las imágenes de referencia del formulario Crear

ref-reading = Leyendo la imagen…
ref-image-number = Imagen de referencia { $number }
ref-image-number-named = Imagen de referencia { $number }: { $name }
ref-remove = Quitar
    .name = Quitar la imagen de referencia { $number }
    .hint = Quitar esta imagen de la lista
    .url-hint = Quitar esta imagen de la lista
ref-url-checking = Comprobando la imagen de esta dirección…
ref-url-refused = El servicio la rechazará: { $problem }.
ref-problem = { $problem }.
ref-url-unusable = GenDesk no pudo usar esta dirección: { $error } Puede que el servicio tampoco.
ref-url-not-http = El servicio solo puede descargar direcciones http:// y https://.
ref-url-not-full = No es una dirección completa; empiézala con https://.
ref-pasted = Imagen pegada
ref-summary-fitted = { $summary } · copia reducida
ref-fit = Usar una copia reducida
    .name = Usar una copia reducida de la imagen de referencia { $number }
    .hint = Derecha, de 4096 píxeles como máximo en su lado más largo, guardada como JPEG (PNG si tiene transparencia), de menos de 10 MB. Tu archivo no cambia.
ref-fit-add-again = Vuelve a añadir el archivo para hacer una copia reducida.
ref-uploaded = Subida; el enlace se renueva antes de caducar.
ref-served-here = Lista: el servicio la descarga desde aquí.
ref-upload-failed = No se subió: { $error }
ref-upload-retry = Reintentar
    .name = Volver a subir la imagen de referencia { $number }
ref-uploading = Subiendo…
ref-upload-add-again = Vuelve a añadir el archivo para subirlo.
ref-full = { $field } admite como máximo { $max } imágenes
ref-add-picture = Añadir imagen…
    .hint = Elige imágenes JPEG, PNG o WebP de este equipo (o suéltalas en la ventana)
ref-paste-picture = Pegar imagen
    .hint = Añadir la imagen del portapapeles (copiada de un editor de imágenes o un navegador)
ref-from-results = De los resultados…
    .hint = Una imagen creada por el servicio con este perfil
ref-add-url = Añadir URL de imagen
    .hint = Añadir la dirección de una imagen de la web
ref-count = { $count } de { $max } como máximo
ref-hosting-sandbox = Las imágenes de este equipo se quedan en él: el entorno sin conexión las guarda.
ref-hosting-bucket = Las imágenes de este equipo se suben a tu bucket «{ $bucket }» al añadirlas; el servicio recibe un enlace válido durante { $hours } h.
ref-hosting-receiver = GenDesk sirve las imágenes de este equipo a través de { $tunnel }: mantén GenDesk abierto hasta que empiece la tarea.
ref-hosting-unset = Para usar imágenes de este equipo con esta cuenta, configura un bucket o un túnel en Ajustes { $arrow } Imágenes de referencia; las URL de imágenes funcionan tal cual.

## Leer imágenes, el portapapeles, comprobar direcciones

ref-dialog-title = Elegir imágenes de referencia
ref-dialog-filter = Imágenes
ref-dialog-instead = suelta las imágenes en la ventana o pega una
ref-paste-nothing = El portapapeles no contiene ninguna imagen. Copia una imagen en un editor de imágenes o un navegador (Copiar imagen) y vuelve a pegar, o suelta el archivo en la ventana.
ref-paste-no-clipboard = No se pudo leer el portapapeles ({ $error }). Suelta el archivo de la imagen en la ventana.
ref-paste-unreadable = No se pudo leer la imagen del portapapeles ({ $error }). Suelta el archivo de la imagen en la ventana.
ref-paste-not-png = No se pudo guardar la imagen pegada como PNG ({ $error }).
ref-paste-not-kept = No se pudo guardar la imagen pegada en { $folder } ({ $error }); comprueba que se pueda escribir en la carpeta.
ref-url-too-large = ocupa 10 MB o más, y las referencias deben ocupar menos de 10 MB.
ref-url-nothing-local = nada responde en esta dirección de este equipo; comprueba la dirección.

## Ajustes → Imágenes de referencia, una vez guardados

ref-settings-saved = Las imágenes de referencia de «{ $profile }» están configuradas.
ref-secret-session-only = La clave secreta del bucket solo se guarda durante esta sesión: { $error }

# $size is the picture's size, e.g. "12.4 MB"; no full stop (it is added around it).
ref-problem-too-large = { $size } es demasiado grande: las imágenes de referencia deben ocupar menos de 10 MB

# $format is a picture format such as GIF or BMP; no full stop.
ref-problem-other-type = No se aceptan imágenes { $format }; las imágenes de referencia deben ser JPEG, PNG o WebP
