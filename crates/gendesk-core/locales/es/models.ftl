# The built-in model catalogue's words: field labels and help, and one line about each
# built-in model. The catalogue itself is English data; GenDesk shows these instead wherever
# its text is exactly the English below (a newer catalogue's new words show as written).

# Field labels of the built-in model catalogue (short names beside each control).
catalog-label-mode = Modo
catalog-label-prompt = Prompt
catalog-label-negative-prompt = Prompt negativo
catalog-label-reference-images = Imágenes de referencia
catalog-label-aspect-ratio = Relación de aspecto
catalog-label-resolution = Resolución
catalog-label-output-format = Formato de salida
catalog-label-duration = Duración (s)
catalog-label-sound = Sonido
catalog-label-version = Versión
catalog-label-custom-mode = Modo personalizado
catalog-label-instrumental = Instrumental
catalog-label-seed = Semilla

# Field help of the built-in model catalogue. Mode values (text-to-image, …), format codes and ratios are codes: never translated.
catalog-help-image-mode = text-to-image crea a partir del prompt; image-to-image edita tus imágenes de referencia.
catalog-help-image-prompt = Descripción en texto de la imagen deseada; el contador muestra el límite de este modelo.
catalog-help-avoid = Elementos que evitar.
catalog-help-image-references = Como máximo 5 imágenes (JPEG, PNG o WebP, de menos de 10 MB cada una): de este equipo o por su dirección web.
catalog-help-image-aspect-ratio = 1:1 cuadrado, 16:9 panorámico, 9:16 vertical, 4:3 clásico, 3:4 retrato, 21:9 ultrapanorámico; auto deja elegir al modelo.
catalog-help-output-size = Tamaño de salida.
catalog-help-output-format = png no pierde calidad y ocupa más; jpeg está comprimido y ocupa menos.
catalog-help-video-mode = text-to-video crea a partir del prompt; image-to-video anima tu imagen de referencia.
catalog-help-video-prompt = Descripción del vídeo.
catalog-help-video-references = La imagen que animar: de este equipo o por su dirección web (JPEG, PNG o WebP, de menos de 10 MB).
catalog-help-video-aspect-ratio = 16:9 panorámico, 9:16 vertical, 1:1 cuadrado.
catalog-help-duration = Duración en segundos. El servicio no documenta límites; algunos modelos solo aceptan ciertos valores.
catalog-help-duration-short = Duración en segundos.
catalog-help-sound = Genera audio junto con el vídeo.
catalog-help-version = Versión del modelo.
catalog-help-music-prompt = Letra o una descripción de la música.
catalog-help-custom-mode = Control total del estilo y la letra.
catalog-help-instrumental = Sin voz.
catalog-help-seed = La misma semilla y el mismo prompt dan la misma imagen

# One line about each built-in (sandbox) model. Numbers are written as digits; model names are never translated.
catalog-model-image-fast = Borradores rápidos; el límite completo de 5000 caracteres de prompt
catalog-model-image-pro = Más calidad, más lento; prompts de hasta 2000 caracteres; semilla opcional
catalog-model-video-lite = Clips cortos de 5 o 10 segundos
catalog-model-video-cinema = Clips cinematográficos de 4, 8 o 12 segundos, aspecto de película (H.264 High con fotogramas B, 24 fps, 854x480)
catalog-model-music = Dos tomas de una canción corta por tarea (versiones V4 a V5)

# A field's value when it has none.
catalog-value-not-set = (sin definir)
