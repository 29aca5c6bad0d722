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

## Red

settings-network = Red
settings-network-reading = Leyendo los ajustes de red…
settings-network-unreadable = Al guardar, el archivo ilegible se sustituye por los ajustes de abajo.
settings-network-for-all = Estos ajustes se aplican a todos los perfiles.
settings-network-applies-to = Se aplica a
settings-network-every-profile = todos los perfiles
settings-network-only = solo «{ $profile }»
settings-proxy = Proxy
settings-proxy-system = El del sistema
    .hint = Opciones de Internet de Windows, ajustes de red de macOS o las variables HTTP_PROXY y HTTPS_PROXY
settings-proxy-none = Ninguno (directo)
settings-proxy-custom = Personalizado
settings-proxy-kind = Tipo de proxy
settings-proxy-host = Host del proxy
    .placeholder = proxy.example.com o 10.0.0.5
settings-proxy-port = Puerto del proxy
settings-proxy-user = Usuario del proxy
    .placeholder = solo si el proxy lo pide
settings-proxy-password = Contraseña del proxy
    .placeholder = se guarda en el llavero; en blanco, se conserva
settings-proxy-socks5 = El proxy SOCKS5 resuelve los nombres, así que funciona donde el DNS solo está detrás de él.
settings-bypass = Excepciones
    .placeholder = vacío: todo pasa por el proxy
    .hint = Separadas por comas: nombres de host, sufijos .dominio, direcciones IP, redes como 10.0.0.0/8
settings-bypass-default = Predeterminadas
settings-bypass-explained = Estas direcciones nunca pasan por el proxy. Por defecto: este equipo, para que el entorno sin conexión y el receptor de webhooks sigan funcionando.
settings-ca = Autoridad de certificación adicional
    .placeholder = ninguna: se confía en las del sistema
    .hint = Un archivo PEM (-----BEGIN CERTIFICATE-----) de tu departamento de TI
settings-ca-remove = Quitar
settings-ca-explained = Solo si tu organización inspecciona HTTPS con su propia autoridad y el sistema aún no confía en ella. GenDesk nunca ignora los errores de certificado.
settings-network-needs-host = Escribe el host del proxy para probar o guardar estos ajustes.
settings-network-test = Probar la conexión
    .hint = Conectar con el servicio y con un host de resultados con estos ajustes (aún sin guardar)
settings-network-save = Guardar los ajustes de red
    .hint = Guardar estos ajustes (la contraseña va al llavero) y volver a conectar
settings-network-testing = Probando…
settings-network-route = { $route }, en { $ms } ms
settings-network-reached = Conectado
settings-network-failed = Falló
settings-network-skipped = Omitido

## Imágenes de referencia

settings-references = Imágenes de referencia
settings-references-no-profile = Abre un perfil para elegir adónde van sus imágenes.
settings-references-sandbox = El entorno sin conexión usa directamente las imágenes de este equipo: no hay nada que configurar.
settings-references-intro = El servicio obtiene las imágenes de referencia por su dirección. Para «{ $profile }», las imágenes de este equipo van:
settings-references-nowhere = A ningún sitio: solo doy URL de imágenes
settings-references-bucket = A mi bucket (compatible con S3: AWS S3, Cloudflare R2, Backblaze B2, MinIO…)
settings-references-receiver = A través del receptor de GenDesk y mi túnel (GenDesk debe seguir abierto hasta que empiece cada tarea)
settings-references-served = Las imágenes se sirven en { $url }/files/… con una dirección aleatoria, solo las que eliges y mientras GenDesk está abierto. El receptor debe estar activado (Webhooks).
settings-references-no-tunnel = Primero configura la URL del túnel en Receptor de webhooks, más abajo: es la dirección desde la que el servicio las obtiene.
settings-bucket-test = Probar
    .hint = Escribir un archivo pequeño en el bucket, leerlo a través de un enlace y borrarlo
settings-references-save = Guardar
    .hint = Guardar esto para el perfil (la clave secreta va al llavero)
settings-bucket-checking = Comprobando el bucket…
settings-bucket-works = El bucket funciona: GenDesk escribió, leyó y borró un archivo de prueba.
settings-bucket-endpoint = Endpoint
    .placeholder = https://<cuenta>.r2.cloudflarestorage.com
    .hint = AWS: https://s3.<región>.amazonaws.com · R2: https://<id de cuenta>.r2.cloudflarestorage.com · MinIO: http://127.0.0.1:9000
settings-bucket-name = Bucket
settings-bucket-region = Región
    .hint = «auto» para Cloudflare R2; us-east-1 para la mayoría de instalaciones de MinIO; la región del bucket para AWS
settings-bucket-access-key = ID de clave de acceso
settings-bucket-secret-key = Clave secreta
    .placeholder = se guarda en el llavero; en blanco, se conserva
settings-bucket-link-hours = Los enlaces duran
    .hint = Cuánto tiempo puede el servicio obtener una imagen subida: de 1 a 24 horas
settings-bucket-delete = Borrar una subida cuando terminen todas las tareas que la usan
settings-bucket-virtual-host = Acceder al bucket como bucket.host (estilo de host virtual) en lugar de host/bucket

## Límite de gasto

settings-spending = Límite de gasto
settings-spending-explained = Para «{ $profile }»: una tarea o un lote que haría superar un límite al gasto del día o del mes (según las estimaciones de GenDesk) espera y pregunta antes. Vacío para no poner límite.
settings-spending-per-day = Por día ($)
settings-spending-per-month = Por mes ($)
settings-spending-none = sin límite
settings-spending-save = Guardar el límite
settings-spending-bad-day = El límite por día debe ser un importe en dólares, como 5 o 2.50 (o vacío para ninguno).
settings-spending-bad-month = El límite por mes debe ser un importe en dólares, como 5 o 2.50 (o vacío para ninguno).
settings-spending-range-day = El límite por día debe estar entre 0,01 $ y 1.000.000 $.
settings-spending-range-month = El límite por mes debe estar entre 0,01 $ y 1.000.000 $.
settings-spending-no-limit = Sin límite de gasto.
settings-spending-day = Como máximo { $day } al día.
settings-spending-month = Como máximo { $month } al mes.
settings-spending-day-month = Como máximo { $day } al día y { $month } al mes.

## Receptor de webhooks

settings-receiver = Receptor de webhooks
settings-receiver-explained = Actívalo por perfil en la vista Webhooks. Solo escucha en este equipo (127.0.0.1).
settings-receiver-off = Ahora: desactivado para este perfil.
settings-receiver-listening = Ahora: escuchando en el puerto { $port }.
settings-receiver-failed = Ahora: { $reason }
settings-receiver-port = Puerto
    .hint = El puerto en 127.0.0.1 (de 1 a 65535); elige otro si ya lo usa un programa
settings-receiver-bad-port = Un puerto es un número entero de 1 a 65535; «{ $text }» no lo es.
settings-receiver-freshness = Margen de validez
    .hint = Cuánto puede diferir la hora de firma de un webhook del reloj de este equipo antes de rechazarlo por antiguo o por venir del futuro
settings-receiver-kept = Entregas guardadas
    .hint = Por encima de este número se eliminan las entregas más antiguas
settings-receiver-kept-unit = { " " }por perfil
settings-receiver-tunnel = URL del túnel
    .hint = La dirección pública https:// de tu propio túnel hacia este puerto; los formularios la usan con un servicio real
settings-receiver-apply = Aplicar
settings-receiver-undo = Deshacer
settings-tunnel-invalid = { $url } no es una URL válida ({ $error }); escribe la dirección https:// que muestra tu túnel
settings-tunnel-not-https = { $url } debe empezar por https://: el servicio solo llama a direcciones HTTPS públicas
settings-tunnel-no-host = { $url } no tiene nombre de host
settings-tunnel-query = { $url } tiene una consulta o un fragmento; escribe solo la dirección del túnel (GenDesk añade la ruta)

# The display settings file is damaged or unreadable: $path is the file, $problem what was wrong (often in English).
settings-prefs-unreadable = No se pudieron leer los ajustes de pantalla de { $path } ({ $problem }); se usan los valores predeterminados.

# Saving the display settings failed: $path is the file, $problem the system's reason.
settings-prefs-not-saved = No se pudieron guardar los ajustes de pantalla en { $path }: { $problem }. Comprueba los permisos de la carpeta y el espacio libre.

# A made-up prompt the file-name preview shows names for.
settings-file-names-sample-prompt = Un zorro rojo en la nieve recién caída al amanecer, luz suave

## Settings → Backup (backup_settings.rs, app/backup_actions.rs). $size is a file size; $file a path.
settings-backup = Copia de seguridad
settings-backup-intro = Un archivo con tu historial, ajustes, perfiles, ajustes guardados y tus propios modelos, para guardarlo a salvo o llevar GenDesk a otro equipo.
settings-backup-results = Incluir los resultados descargados
settings-backup-secrets = Incluir las claves y secretos, cifrados
    .hint = Claves de API, secretos de firma de webhooks, contraseñas de bucket y de proxy, cifrados con una frase de contraseña; sin ella no están en el archivo
settings-backup-passphrase = Frase de contraseña
settings-backup-again = Repítela
settings-backup-passphrase-empty = Elige una frase de contraseña para proteger las claves.
settings-backup-passphrase-differs = Las dos frases no coinciden.
settings-backup-now = Hacer copia…
    .hint = Elige dónde escribir el archivo de copia
settings-backup-dialog = Copia de seguridad de GenDesk
settings-backup-instead = ejecuta `gendesk backup FILE` en una terminal
settings-backup-nothing = No se escribió ninguna copia.
settings-backup-done = Copia escrita: { $file } ({ $tasks ->
        [one] { $tasks } tarea
       *[other] { $tasks } tareas
    }, { $size })

## Settings → Backup → Restore (restore_settings.rs, app/restore_actions.rs).
settings-restore = Restaurar
settings-restore-intro = Recupera una copia de seguridad: añade su historial a este o sustituye todo lo de aquí por ella. GenDesk cierra su ventana mientras restaura y vuelve a abrirla después.
settings-restore-file = Archivo de copia
    .hint = un .zip hecho con Hacer copia…
settings-restore-choose = Elegir…
settings-restore-check = Comprobar
settings-restore-dialog = Restaurar una copia de GenDesk
settings-restore-instead = escribe en su lugar la ruta del archivo en el campo Archivo de copia
settings-restore-made = Hecha con GenDesk { $version } el { $date } ({ $size })
settings-restore-results = Resultados descargados: { $count ->
        [one] { $count } archivo
       *[other] { $count } archivos
    }, { $size }
settings-restore-no-secrets = Claves y secretos: no están en esta copia; después de restaurar, GenDesk pide la clave de API de cada perfil
settings-restore-merge = Añadir su historial a este (tus ajustes se mantienen)
settings-restore-replace = Sustituir todo lo de aquí por ella (antes se guarda una copia de lo actual)
settings-restore-passphrase = Frase de contraseña de las claves
    .hint = vacía: restaurar sin las claves
settings-restore-now = Restaurar y volver a abrir…
    .hint = GenDesk cierra su ventana, restaura la copia y vuelve a abrirse
settings-restore-confirm = Tu historial, ajustes, perfiles y ajustes guardados se sustituirán por los de la copia. Antes se guarda una copia de lo actual en la carpeta backups de la carpeta de datos.
settings-restore-confirm-yes = Sustituir y volver a abrir
settings-restore-confirm-no = Cancelar
settings-restore-unlocking = Probando la frase de contraseña…

## Settings → Log: the detailed log until GenDesk restarts (help_menu.rs).
settings-log = Registro
