# Webhooks: signing secrets, the local receiver, deliveries and their checks.

## Las pestañas de la vista

hook-tab-setup = Secreto y receptor
hook-tab-deliveries = Entregas
hook-seen-tab = { $count } recibidas en esta sesión

## El secreto de firma

hook-secret-title = Secreto de firma
hook-secret-explained = El servicio firma cada webhook de lote con este secreto (HMAC-SHA256 sobre el cuerpo sin procesar). GenDesk comprueba cada entrega con él antes de fiarse.
hook-versions-kept = Versiones que GenDesk guarda (en el llavero del sistema) para verificar entregas:
hook-version-current = Versión { $version }: actual
hook-version-grace = Versión { $version }: aceptada hasta el { $until } (lotes aceptados antes de la rotación)
hook-version-expired = Versión { $version }: ya no firma
hook-version-revoked = Versión { $version }: revocada el { $at }
hook-secret-revoked = Los secretos de firma se revocaron: las entregas de webhooks pendientes se suprimieron. Al volver a obtener el secreto se emite una nueva versión, y los lotes aceptados a partir de entonces se firman con ella.
hook-secret-issue = Emitir un secreto nuevo
hook-secret-reading = Leyendo el secreto de firma…
hook-secret-ask-again = Volver a pedir
hook-secret-version-label = Versión
hook-secret-version = Versión { $version }
hook-secret-label = Secreto
hook-secret-hide = Ocultar
hook-secret-reveal = Mostrar
hook-secret-copy = Copiar
    .hint = Copia el secreto al portapapeles
hook-secret-copied = Se copió el secreto de firma (versión { $version }).
hook-secret-rotate = Rotar…
hook-secret-revoke = Revocar…
hook-rotate-explained = Un secreto nuevo firma los lotes aceptados a partir de ahora. Los lotes ya aceptados conservan el secreto actual durante 7 días; GenDesk sigue aceptando ambos mientras algún lote de la versión anterior pueda entregar, así que nada de lo que recibes aquí se rompe. Actualiza tus propios receptores con el secreto nuevo.
hook-rotate-confirm = Rotar el secreto
hook-revoke-explained = Revocar detiene todas las entregas de webhooks pendientes (se suprimen, no se envían más tarde). Para volver a recibir webhooks, obtén el secreto: el servicio emite una nueva versión para los lotes aceptados después.
hook-revoke-confirm = Revocar los secretos
hook-cancel = Cancelar
    .hint = Cancelar (Esc)

## El receptor local

hook-receiver-title = Receptor local
hook-receiver-on = Recibir webhooks y callbacks en este equipo
    .hint = Un servidor HTTP solo en 127.0.0.1: nada fuera de este equipo puede llegar a él salvo que le abras un túnel
hook-receiver-starting = Iniciando…
hook-receiver-off = Desactivado. Actívalo para ver cada webhook y callback, verificado, en cuanto llega.
hook-receiver-listening = Escuchando en 127.0.0.1, puerto { $port }.
hook-receiver-sandbox = El modo callback y los lotes del entorno sin conexión usan estas URL por defecto.
hook-receiver-tunnel = A través de tu túnel (la sección Receptor de webhooks de Ajustes); los formularios de creación y de lotes usan estas:
hook-receiver-forward = Tu túnel debe reenviar a http://127.0.0.1:{ $port }.
hook-receiver-needs-tunnel = El servicio solo llama a direcciones HTTPS públicas. Abre un túnel a este puerto (consulta el README) y escribe su URL pública en la sección Receptor de webhooks de Ajustes; los formularios la usarán.
hook-url-webhooks = Webhooks de lote
    .copied = Se copió la URL de los webhooks de lote.
hook-url-callbacks = Callbacks
    .copied = Se copió la URL de los callbacks.
hook-url-local-webhooks = Webhooks locales
    .copied = Se copió la URL de los webhooks locales.
hook-url-local-callbacks = Callbacks locales
    .copied = Se copió la URL de los callbacks locales.
hook-copy = Copiar
hook-seen-session = { $count ->
        [one] { $count } entrega recibida en esta sesión.
       *[other] { $count } entregas recibidas en esta sesión.
    }

## El inspector de entregas

hook-filter-any = Cualquier veredicto
hook-filter-verified = Verificadas
hook-filter-refused = Rechazadas
hook-filter-duplicates = Duplicadas
hook-filter-callbacks = Callbacks
hook-reading = Leyendo las entregas…
hook-newest-of = Las { $shown } más recientes de { $total } entregas; acota el filtro para ver las anteriores.
hook-count = { $count ->
        [one] { $count } entrega.
       *[other] { $count } entregas.
    }
hook-gone = Esta entrega ya no se guarda (solo se guardan las más recientes; consulta Ajustes).
hook-select = Selecciona una entrega a la izquierda para ver su solicitud, cuerpo y veredicto.
hook-show = Mostrar
hook-show-all = Webhooks y callbacks
hook-show-webhooks = Webhooks de lote
hook-show-callbacks = Callbacks
hook-verdict = Veredicto
hook-batch-filter = ID de lote
    .name = Filtro por ID de lote
hook-search = Buscar ID, motivos…
    .name = Buscar entregas
hook-clear-filters = Quitar filtros
hook-no-match = Ninguna entrega coincide con estos filtros.
hook-empty-listening = Aún no hay entregas. Envía un lote con la URL de webhook del receptor, o una tarea en modo callback, y cada entrega aparecerá aquí en cuanto llegue.
hook-empty-off = Aún no hay entregas. Activa el receptor arriba para recibir webhooks y callbacks.
hook-row-duplicate = duplicada
hook-row-attempt = intento { $attempt }
hook-row-name = { $verdict } { $kind } { $id }
hook-row-task = tarea { $id }
hook-row-batch = lote { $id }
hook-row-item = elemento { $id }
hook-bytes = { $count } bytes
hook-kind-webhook = Webhook de lote
hook-kind-callback = Callback
hook-verdict-verified = Verificada
hook-verdict-duplicate = Duplicada
hook-verdict-missing-header = Falta cabecera
hook-verdict-malformed = Mal formada
hook-verdict-wrong-scheme = Esquema incorrecto
hook-verdict-mismatch = Firma incorrecta
hook-verdict-stale = Demasiado antigua
hook-verdict-future = Del futuro
hook-verdict-no-secret = Sin secreto
hook-verdict-callback = Callback sin firmar
hook-verdict-unreadable = Ilegible
hook-reader-failed = La lista de entregas no pudo iniciar su lector ({ $error }). Cierra algunos programas y vuelve a abrir el perfil.
hook-read-failed = No se pudieron leer las entregas: { $error }.
hook-read-one-failed = No se pudo leer la entrega: { $error }.

## Una entrega

hook-kind-single-callback = Callback de una tarea
hook-received-at = recibida a las { $time }
hook-attempt-of-event = · entrega { $attempt } de este evento
hook-what-done = Qué hizo GenDesk:
hook-copy-body = Copiar el cuerpo
hook-copy-headers = Copiar las cabeceras
hook-copied-body = Se copió el cuerpo de la entrega.
hook-copied-headers = Se copiaron las cabeceras de la entrega.
hook-copied-curl = Se copió el comando curl de la entrega.
hook-replay-to = Reenviar a
hook-copy-curl = Copiar como curl
    .hint = Un comando de shell que envía exactamente estos bytes y cabeceras a la URL, p. ej. tu propio servidor en desarrollo
hook-request = Solicitud
hook-body = Cuerpo
hook-body-not-utf8 = UTF-8 no válido: se muestra con marcas de sustitución en los bytes erróneos (Copiar como curl los conserva)
hook-body-first-kib = (se muestran los primeros { $kib } KiB)
hook-as-received = Tal como llegó
hook-pretty-json = JSON formateado
hook-as-received-not-json = Tal como llegó (no es JSON)
hook-signature-check = Comprobación de firma
hook-signed-string = Cadena firmada ({"{eventId}.{timestamp}.{"}cuerpo sin procesar{"}"}):
hook-no-signed-string = No hay cadena firmada: falta la cabecera del ID de evento o de la marca de tiempo.
hook-signature-received = Recibida
hook-signature-none = (ninguna)
hook-signature-expected = Esperada
hook-signature-not-computed = (sin calcular: no hay secreto actual, o las cabeceras no servían)
hook-secret-version-row = Versión del secreto
