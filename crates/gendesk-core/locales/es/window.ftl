# The window around the views: first start, connecting a profile, notices, the offline bar, status.

window-welcome-title = Te damos la bienvenida a GenDesk
window-welcome-intro = Genera imágenes, vídeos y música con modelos de IA, sigue tus tareas en directo y conserva los resultados.
window-welcome-sandbox-title = Pruébalo sin cuenta
window-welcome-sandbox-text = El entorno sin conexión simula todo el servicio en este ordenador: modelos de demostración, un saldo de demostración de 25 $ y archivos de resultado reales. Nada sale de tu equipo y no se cobra nada.
window-welcome-sandbox-explore = Probar el entorno sin conexión
window-welcome-sandbox-starting = Iniciando el entorno…
window-welcome-account-title = Usa tu cuenta
window-welcome-account-text = Conéctate con la dirección del servicio y tu clave de API. Primero se comprueba la clave y luego se guarda en el llavero del sistema, nunca en un archivo.
window-welcome-connect = Conectar con el servicio

window-connect-name = Nombre del perfil
    .hint = p. ej., Trabajo
window-connect-base-url = URL base
window-connect-key = Clave de API
    .hint = se guarda en el llavero del sistema
window-connect-verify = Comprobar y guardar
    .hint = Rellena el nombre, la dirección y la clave
window-connect-cancel = Cancelar
window-connect-checking = Comprobando la clave con el servicio…
window-connect-keyring-failed = La clave funciona, pero no se ha podido guardar en el llavero del sistema:
window-connect-keyring-session = Puedes usarla igualmente ahora; GenDesk la olvidará al cerrarse y tendrás que introducirla de nuevo la próxima vez.
window-connect-session-only = Usar solo en esta sesión

window-offline-since = Sin conexión desde las { $since }
window-offline-text = GenDesk no puede contactar con el servicio. Las comprobaciones de estado y las descargas esperan y continúan solas cuando responda; no se pierde nada ni se envía nada dos veces. Si se prolonga, revisa la conexión de este ordenador y los ajustes de Red.

window-engine-worker-failed = GenDesk no ha podido iniciar su proceso en segundo plano ({ $error }). Cierra algunos programas y vuelve a intentarlo.
window-engine-busy = GenDesk sigue ocupado con solicitudes anteriores; vuelve a intentarlo en un momento.
window-engine-still-opening = El perfil «{ $profile }» todavía se está abriendo; vuelve a intentarlo en un momento.
window-engine-no-profile = Abre primero un perfil.
window-engine-bad-address = La dirección del servicio del perfil no se puede usar: { $error }. Elimina el perfil y vuelve a añadirlo con una dirección correcta.
window-engine-no-key = No hay ninguna clave de API guardada para «{ $profile }» (puede que solo se guardara para una sesión). Elige «Volver a introducir la clave de API».
window-engine-open-failed = No se ha podido abrir el perfil: { $reason }.

window-over-limit-title = Superas tu límite de gasto
window-over-limit-more = { $count ->
    [one] { $count } envío más espera una respuesta después de este.
   *[other] { $count } envíos más esperan una respuesta después de este.
}
window-over-limit-send = Enviar de todos modos
    .hint = Enviarlo una vez, tal cual; el límite se mantiene
window-over-limit-drop = No enviar
    .hint = No se envía ni se cobra nada; el formulario conserva lo que escribiste
window-over-limit-where = El límite se configura por perfil en Ajustes, en Límite de gasto.
