# La barra superior: perfiles, navegación, saldo, Ajustes.

nav-compose = Crear
nav-activity = Actividad
nav-gallery = Galería
nav-batches = Lotes
nav-webhooks = Webhooks
nav-insights = Estadísticas
nav-compare = Comparar
top-settings = Ajustes
top-profile = Perfil
top-profile-none = Ninguno
top-explore-sandbox = Probar el entorno sin conexión
top-add-profile = Añadir perfil…
top-remove-profile = Eliminar este perfil
    .hint = Eliminar este perfil y su clave guardada
top-sandbox-badge = Entorno sin conexión
    .hint = Un simulador en este equipo: sin red y sin cargos
top-opening = Abriendo…
top-not-connected = Sin conexión
top-refresh = Actualizar
    .hint = Actualizar el saldo
top-balance = Saldo: { $amount }
top-balance-unknown = Saldo: —
top-balance-not-a-number = El servicio devolvió un saldo que no es un número. Actualízalo; si sigue sin conocerse, revisa tu cuenta en el sitio web del servicio.
top-balance-below-zero = Tu saldo es negativo: recarga tu cuenta antes de enviar tareas.
remove-profile-title = ¿Eliminar este perfil?
remove-profile-sandbox = «{ $name }» se eliminará de la lista de perfiles. Su historial de tareas se conserva en la base de datos; puedes volver a probar el entorno sin conexión desde el menú Perfil cuando quieras.
remove-profile-remote = «{ $name }» y su clave de API guardada se eliminarán de este equipo. Su historial de tareas se conserva en la base de datos. Tu cuenta en el servicio no se ve afectada.
remove-profile-confirm = Eliminar perfil
remove-profile-keep = Conservarlo
money-unknown = desconocido

keys-title = Atajos de teclado
keys-everywhere = En cualquier parte
keys-overview = Mostrar u ocultar esta lista
keys-go-to = Ir a { $view }
keys-zoom = Agrandar o achicar la interfaz
keys-zoom-reset = Interfaz de nuevo al 100 %
keys-focus = Control siguiente o anterior (el que tiene el foco aparece recuadrado)
keys-press = Pulsar el botón con el foco, marcar la casilla con el foco
keys-escape = Cerrar la ventana o el panel de arriba
keys-submit = Enviar la tarea
keys-recent-prompts = Recorrer los prompts recientes (en su lista); Intro pone uno en el formulario
keys-viewing = Resultados, imágenes y reproductores
keys-previous-next = Resultado anterior o siguiente en el visor de imágenes
keys-play-pause = Reproducir o pausar el reproductor con el foco

settings-reading-size = Texto de prompts y resultados
    .hint = El tamaño de los prompts, en el formulario y dondequiera que una tarea muestre su prompt o un resultado de texto; se suma al tamaño de la interfaz

top-window-title = { $view } — GenDesk

thumb-picture = Vista previa de la imagen
thumb-video = El primer fotograma del vídeo
thumb-sound = La forma de onda del sonido

# No way of drawing the window started; $tried lists what was tried ("wgpu on Vulkan, wgpu on OpenGL"). No full stop: one is added.
app-no-renderer = GenDesk no pudo abrir su ventana: ninguna de las formas de dibujarla arrancó en este ordenador (probó { $tried }). Suele ayudar actualizar el controlador gráfico; en una máquina virtual o por escritorio remoto, activa su aceleración 3D

# Shown once at the start after GenDesk crashed (crash_notice.rs). $count is how many reports were found.
crash-title = GenDesk se cerró inesperadamente

crash-saved = Se guardó un informe de lo ocurrido. No contiene claves ni secretos: adjúntalo cuando informes del problema. Tus tareas y descargas se conservan y continúan ahora.

crash-more =
    { $count ->
        [one] { $count } informe desde el último inicio; el más reciente:
       *[other] { $count } informes desde el último inicio; el más reciente:
    }

crash-open-report = Abrir el informe

crash-show-in-folder = Mostrar en la carpeta

crash-close = Cerrar

# The Help menu at the right of the top bar (help_menu.rs).
help-menu = Ayuda
help-shortcuts = Atajos de teclado
    .hint = Todos los atajos de la ventana (F1)
help-about = Acerca de GenDesk
help-diagnostics = Exportar diagnóstico…
    .hint = Un zip para informar de un error: registros, informes de fallos, ajustes y recuentos del historial, sin ninguna clave, contraseña ni enlace de resultado
help-diagnostics-prompts = Incluir mis últimos prompts
    .hint = Añade al diagnóstico el modelo, el estado y el prompt de las últimas 50 tareas
help-diagnostics-dialog = Exportar diagnóstico
help-diagnostics-instead = ejecuta `gendesk diagnostics FILE.zip` en una terminal
help-diagnostics-nothing = No se exportó ningún diagnóstico.
help-data-folder = Abrir la carpeta de datos
help-log = Abrir el registro
help-crash-reports = Abrir los informes de fallos
help-detailed-log = Registro detallado hasta reiniciar GenDesk
    .hint = Escribe mucho más en el registro para averiguar qué falla; vuelve a lo normal en el siguiente inicio

# Help → User guide and Report a problem (help_menu.rs, help_links.rs). The body fills the issue form.
help-guide = Guía de uso
    .hint = La guía instalada con GenDesk, o la de internet
help-report = Informar de un problema…
    .hint = Abre el formulario de incidencias del proyecto con la versión y el sistema de este GenDesk ya escritos; adjunta el archivo de Exportar diagnóstico…
help-report-opened = El formulario de incidencias se abrió en tu navegador.
help-report-body =
    ¿Qué pasó y qué esperabas?


    Si puedes, adjunta el archivo de Ayuda → Exportar diagnóstico… (no contiene ninguna clave ni secreto).

## A portable GenDesk's first page (unlock.rs, app/unlock_actions.rs). $folder is the data folder beside GenDesk.
unlock-title = GenDesk portátil
unlock-intro-existing = Este GenDesk guarda todo a su lado, en { $folder }. Sus claves también están ahí, cifradas: escribe su frase de contraseña para abrirlas.
unlock-intro-new = Este GenDesk guarda todo a su lado, en { $folder }, para que la carpeta entera pueda pasar a otro ordenador. Elige una frase de contraseña para cifrar las claves que añadas; GenDesk la pide en cada inicio.
unlock-passphrase = Frase de contraseña
unlock-again = Otra vez
unlock-open = Abrir
unlock-create = Cifrar las claves con esta frase
unlock-opening = Abriendo las claves…
unlock-differs = Las dos frases no coinciden.
unlock-keyring = Guardar las claves en el llavero de este ordenador
    .hint = Entonces se quedan en este ordenador cuando la carpeta se mueve; el archivo portable recuerda la elección
unlock-without = Seguir sin claves
    .hint = El entorno de pruebas sin conexión funciona; las claves que escribas ahora se guardan hasta que GenDesk se cierre
unlock-forgot = ¿Olvidaste la frase? Borra keys.age y keys.identity.age de la carpeta de datos para empezar de nuevo sin las claves; tu historial y tus ajustes se mantienen.
unlock-session-reason = las claves portátiles junto a GenDesk no se abrieron en esta sesión
