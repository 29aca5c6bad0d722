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
