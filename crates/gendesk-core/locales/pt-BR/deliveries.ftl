# O que o GenDesk registra de cada webhook e callback que recebe, visto na tela Webhooks
# (engine/delivery_flow.rs), e como é chamado um envio retido pelo limite de gastos
# (engine/spending.rs).

## O que foi feito com uma entrega. $task_id é o ID de tarefa do serviço; $state é um estado de
## tarefa com as palavras das telas de tarefas (task-state-…), ou a palavra do serviço para um
## estado mais novo; $error é uma mensagem de erro.

delivery-not-verified = Nada mudou: só webhooks verificados são levados em conta.
delivery-duplicate-action = Nada mudou: a primeira entrega deste evento já foi levada em conta.
delivery-no-such-task = Nada mudou: nenhuma tarefa { $task_id } está registrada neste perfil.
delivery-not-final = Nada mudou: o webhook informa “{ $state }”, que não é um estado final.
delivery-became-final = Tarefa { $task_id } marcada como “{ $state }” a partir deste webhook, sem esperar a próxima consulta de status.
delivery-already-final = Nada de novo: a tarefa { $task_id } já estava como “{ $state }” (uma consulta de status chegou primeiro).
delivery-updated = Tarefa { $task_id } atualizada a partir deste webhook ({ $state }).
delivery-not-applied = Não aplicado: { $error }. A tarefa continua sendo acompanhada por consultas de status.
delivery-callback-no-task = Nada foi feito: nenhuma tarefa { $task_id } está registrada neste perfil.
delivery-callback-checking = O status da tarefa { $task_id } foi pedido ao serviço agora mesmo. Callbacks não têm assinatura, então o GenDesk nunca usa o conteúdo deles como resultado.
delivery-callback-already-final = Nada a consultar: a tarefa { $task_id } já está em um estado final. Callbacks não têm assinatura, então o conteúdo deles nunca é usado como resultado.
delivery-callback-not-scheduled = Não foi possível agendar a consulta de status: { $error }.
delivery-callback-unreadable-action = Nada mudou.

## Por que uma entrega recebeu seu veredito. $reason é o que a verificação da assinatura
## encontrou (uma frase completa, “Assinatura verificada.”); $event_id é o ID de evento do
## webhook; $first é o número da entrega que trouxe o evento primeiro.

delivery-webhook-unreadable = { $reason } O conteúdo não é um webhook de lote que esta versão do GenDesk consiga ler, então nada foi feito com ele; a tarefa continua sendo acompanhada por consultas de status.
delivery-callback-unreadable = O conteúdo não é um callback de tarefa (um envelope cujo data é um registro de tarefa), então nada foi feito com ele.
delivery-callback = Callback de uma tarefa para a tarefa { $task_id } (informa “{ $state }”). Nesta interface, callbacks não têm assinatura, então ele só dispara uma consulta de status.
delivery-duplicate = O evento { $event_id } já tinha sido recebido (entrega #{ $first }); esta cópia é uma nova tentativa ou uma repetição. { $reason }

## Um envio retido pelo limite de gastos, em palavras: é o $what das mensagens core-limit-…,
## em minúsculas (a primeira letra vira maiúscula no início de uma frase). $model é um ID de
## modelo; $count, $items e $batches são números.

delivery-held-task = 1 tarefa de { $model }
delivery-held-comparison = { $count ->
        [one] { $count } tarefa em um modelo
       *[other] { $count } tarefas em vários modelos
    }
delivery-held-batch = um lote de { $items ->
        [one] { $items } item
       *[other] { $items } itens
    } para { $model }
delivery-held-run = { $batches ->
        [one] { $batches } lote
       *[other] { $batches } lotes
    } para { $model }, { $items ->
        [one] { $items } item
       *[other] { $items } itens
    }
delivery-held-command = um comando
