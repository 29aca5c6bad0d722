# Lo que GenDesk registra de cada webhook y callback que recibe, visible en la vista Webhooks
# (engine/delivery_flow.rs), y cómo se nombra un envío retenido por el límite de gasto
# (engine/spending.rs).

## Qué se hizo con una entrega. $task_id es el ID de tarea del servicio; $state es un estado de
## tarea con las palabras de las vistas de tareas (task-state-…), o la palabra del servicio para
## uno más nuevo; $error es un mensaje de error.

delivery-not-verified = Sin cambios: solo se actúa sobre los webhooks verificados.
delivery-duplicate-action = Sin cambios: ya se actuó sobre la primera entrega de este evento.
delivery-no-such-task = Sin cambios: no hay ninguna tarea { $task_id } registrada en este perfil.
delivery-not-final = Sin cambios: el webhook indica «{ $state }», que no es un estado final.
delivery-became-final = Tarea { $task_id } marcada como «{ $state }» a partir de este webhook, sin esperar a la próxima consulta de estado.
delivery-already-final = Nada nuevo: la tarea { $task_id } ya figuraba como «{ $state }» (una consulta de estado llegó antes).
delivery-updated = Tarea { $task_id } actualizada a partir de este webhook ({ $state }).
delivery-not-applied = No se aplicó: { $error }. La tarea se sigue consultando periódicamente.
delivery-callback-no-task = No se hizo nada: no hay ninguna tarea { $task_id } registrada en este perfil.
delivery-callback-checking = Se pidió ahora mismo al servicio el estado de la tarea { $task_id }. Los callbacks no llevan firma, así que GenDesk nunca toma su contenido como resultado.
delivery-callback-already-final = Nada que consultar: la tarea { $task_id } ya está en un estado final. Los callbacks no llevan firma, así que su contenido nunca se toma como resultado.
delivery-callback-not-scheduled = No se pudo programar la consulta de estado: { $error }.
delivery-callback-unreadable-action = Sin cambios.

## Por qué una entrega recibió su veredicto. $reason es lo que halló la comprobación de la firma
## (una frase completa, «Firma verificada.»); $event_id es el ID de evento del webhook; $first
## es el número de la entrega que trajo el evento primero.

delivery-webhook-unreadable = { $reason } El contenido no es un webhook de lote que esta versión de GenDesk pueda leer, así que no se hizo nada con él; la tarea se sigue consultando periódicamente.
delivery-callback-unreadable = El contenido no es un callback de tarea (un sobre cuyo data es un registro de tarea), así que no se hizo nada con él.
delivery-callback = Callback de una tarea para la tarea { $task_id } (indica «{ $state }»). En esta interfaz los callbacks no llevan firma, así que solo provoca una consulta de estado.
delivery-duplicate = El evento { $event_id } ya se había recibido (entrega #{ $first }); esta copia es un reintento o una repetición. { $reason }

## Un envío retenido por el límite de gasto, en palabras: es el $what de los mensajes
## core-limit-…, en minúscula (su primera letra pasa a mayúscula al inicio de una frase).
## $model es un ID de modelo; $count, $items y $batches son números.

delivery-held-task = 1 tarea de { $model }
delivery-held-comparison = { $count ->
        [one] { $count } tarea en un modelo
       *[other] { $count } tareas en varios modelos
    }
delivery-held-batch = un lote de { $items ->
        [one] { $items } elemento
       *[other] { $items } elementos
    } para { $model }
delivery-held-run = { $batches ->
        [one] { $batches } lote
       *[other] { $batches } lotes
    } para { $model }, { $items ->
        [one] { $items } elemento
       *[other] { $items } elementos
    }
delivery-held-command = un comando
