# La ventana de ajustes.

settings-title = Ajustes
settings-appearance = Apariencia
settings-language = Idioma
settings-language-system = Sistema ({ $language })
settings-language-hint = Cambia todos los textos al instante; los números y las fechas siguen el idioma.
settings-interface-size = Tamaño de la interfaz
    .hint = También con Ctrl + y Ctrl − (Cmd en un Mac); Ctrl 0 vuelve al 100 %
settings-interface-size-reset = Volver al 100 %
settings-theme = Tema
settings-theme-system = Sistema
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-notify = Avisarme cuando termine un trabajo mientras GenDesk está en segundo plano
settings-notify-explained = Un aviso por cada tarea, lote o descarga que pediste; un lote se anuncia una sola vez, al terminar.

## Descargas

settings-downloads = Descargas
settings-folder = Carpeta
    .hint = Escribe una carpeta o elige una con Examinar…
settings-browse = Examinar…
settings-use-default = Usar la predeterminada
settings-choose-in-dialog = Elige una carpeta en el cuadro de diálogo…
settings-downloads-go-to = Las descargas van a { $folder }
settings-folder-chosen = La carpeta que elegiste.
settings-folder-default = La predeterminada: GenDesk en tu carpeta Descargas.
settings-folder-fallback = La predeterminada en este equipo: no tiene carpeta Descargas, así que GenDesk guarda los resultados en su carpeta de datos. Elige otra carpeta con Examinar… si lo prefieres.
settings-folder-portable = La predeterminada: dentro de la carpeta indicada con --data-dir.
settings-auto-download = Descargar los resultados automáticamente cuando las tareas terminen bien
settings-largest = Descarga máxima
    .hint = Arrastra, o haz clic y escribe un número de MiB (de 1 a 1048576)
settings-largest-explained = Los archivos de resultados más grandes no se descargan. Se aplica a las descargas que empiecen después del cambio.
settings-records = Guardar el prompt y los ajustes dentro de los archivos descargados
settings-records-explained = Las imágenes, los vídeos y la música llevan el modelo, el prompt, la semilla, todos los ajustes y la tarea, donde otras herramientas los leen (texto PNG con una línea «parameters» de AUTOMATIC1111, XMP, etiquetas MP4, comentarios ID3 y Vorbis). Nunca tu clave. Desactívalo antes de compartir archivos cuyos prompts deban quedar privados.
settings-beside = Escribirlos también junto a cada archivo (name.json)
    .hint = Para herramientas y sitios que eliminan lo que va dentro de un archivo: el mismo registro, en JSON, en un archivo aparte

## Nombres de archivo (los campos entre llaves no se traducen)

file-names = Nombres de archivo
    .hint = Campos entre llaves; «/» crea una carpeta
file-names-add = Añadir
file-names-example = Por ejemplo
file-names-and = y
file-names-clash = Los resultados de una tarea reciben el mismo nombre, así que a partir del segundo se numeran. Añade {"{n}"} para distinguirlos.
file-names-kept = Las descargas se siguen nombrando con { $pattern }.
file-names-explained = «/» crea una carpeta, como en {"{date}/{model}"}; {"{prompt:30}"} toma los primeros 30 caracteres. Los nombres se hacen seguros para Windows, macOS y Linux, y un nombre ya usado recibe un número: nunca se reemplaza un archivo. Un lote descargado en una carpeta que elijas conserva los nombres de sus elementos.
file-names-date = El día en que se envió la tarea: 2026-11-28
file-names-time = La hora en que se envió: 14-05-09
file-names-model = El modelo
file-names-kind = image, video o music
file-names-prompt = Los primeros 40 caracteres del prompt ({"{prompt:N}"} para N)
file-names-seed = La semilla, si la solicitud tenía una
file-names-task = El ID de tarea del servicio
file-names-batch = El ID del lote (nada para una tarea enviada sola)
file-names-item = El nombre del elemento del lote (nada para una tarea enviada sola)
file-names-n = Qué resultado de la tarea: 1, 2, …

## Consultas de estado

settings-polling = Consultas de estado
settings-polling-at-most = Como máximo
settings-polling-unit = { " " }solicitudes/s
settings-polling-explained = Con qué frecuencia GenDesk puede preguntar al servicio por las tareas en curso. Se aplica la próxima vez que se abra un perfil.
