# Lotes: o editor de lotes e o envio, a tela Lotes e o detalhe de um lote, as predefinições.

## A tela Lotes: a lista

batch-reading-list = Lendo os lotes…
batch-select-hint = Selecione um lote à esquerda para ver os itens dele.
batch-empty-title = Nenhum lote ainda
batch-empty-body = Um lote envia até { $max } tarefas de um mesmo modelo em uma única solicitação, com segurança: se a conexão cair, o GenDesk reenvia a mesma solicitação e nada é cobrado duas vezes. Mais itens são divididos em vários lotes, mantidos juntos como uma rodada.
batch-empty-make = Criar um lote em Criar
    .hint = Criar { $arrow } Lote: cópias do formulário, uma lista de prompts, uma grade de valores ou um arquivo CSV/JSONL/texto
batch-count-not-sent = { $count } ainda não enviados
batch-count-accepted = { $count ->
    [one] { $count } aceito
   *[other] { $count } aceitos
}
batch-count-reused = { $count ->
    [one] { $count } reutilizado
   *[other] { $count } reutilizados
}
batch-count-rejected = { $count ->
    [one] { $count } rejeitado
   *[other] { $count } rejeitados
}
batch-count-open = { $count } na fila ou em execução
batch-count-succeeded = { $count ->
    [one] { $count } concluído
   *[other] { $count } concluídos
}
batch-count-failed = { $count } com falha
batch-status-sending-again = reenviando
batch-status-sending = enviando
batch-status-needs-you = precisa de você
batch-status-refused = recusado
batch-status-queued = na fila
batch-status-running = em execução
batch-status-completed = concluído
batch-status-completed-with-errors = concluído com erros
batch-name-in-run = Lote { $index } de { $size }
batch-name = Lote nº { $batch }
batch-run-header = Rodada nº { $run } · { $items } itens em { $batches } lotes
batch-row-items = { $count ->
    [one] { $count } item
   *[other] { $count } itens
}
batch-row-hint = { $name } — clique para ver os itens
batch-reader-not-started = A lista de lotes não conseguiu iniciar o leitor ({ $error }). Feche alguns programas e abra o perfil de novo.
batch-list-unreadable = Não foi possível ler os lotes: { $error }.
batch-items-unreadable = Não foi possível ler o lote: { $error }.

## A tela Lotes: um lote

batch-made-at = • criado { $time }
batch-service-id = • lote no serviço { $id }
batch-origin-fix-rejected = Criado a partir dos itens rejeitados e corrigidos do lote nº { $batch }.
batch-origin-retry-failed = Criado a partir dos itens com falha do lote nº { $batch }, reenviados como novas tarefas.
batch-filter-show = Mostrar:
batch-filter-all = Todos
batch-filter-open = Na fila ou em execução
batch-filter-succeeded = Concluídos
batch-filter-failed = Com falha
batch-filter-rejected = Rejeitados
batch-filter-no-match = Nenhum item corresponde a este filtro.
batch-reading-items = Lendo os itens…
batch-not-accepted-waiting = Ainda não aceito: { $error }
batch-not-accepted-resending = Ainda não aceito: { $error } O GenDesk reenvia a mesma solicitação sozinho.
batch-being-sent = Registrado; sendo enviado ao serviço.
batch-send-again = Reenviar
    .hint = Envia exatamente a mesma solicitação (mesmos bytes e chaves de idempotência): o serviço nunca cria essas tarefas duas vezes
batch-send-again-note = Mesma solicitação, mesmas chaves: nada é cobrado duas vezes.
batch-refused-whole = O serviço recusou o lote inteiro: { $reason } Nada foi criado nem cobrado.
batch-refused-whole-no-reason = O serviço recusou o lote inteiro sem informar o motivo. Nada foi criado nem cobrado.
batch-replayed = O serviço reconheceu este lote de um envio anterior (a resposta se perdeu no caminho); nada foi cobrado duas vezes.
batch-reused-items = { $count ->
    [one] { $count } item reutilizou uma tarefa que já existia para a mesma chave de item; nada foi cobrado duas vezes.
   *[other] { $count } itens reutilizaram uma tarefa que já existia para a mesma chave de item; nada foi cobrado duas vezes.
}
batch-refresh-status = Atualizar status
batch-download-all = Baixar todos os resultados
    .hint = Salva cada resultado deste lote em uma pasta própria, com manifest.csv e manifest.jsonl listando cada item
    .nothing-yet = Nenhum item foi concluído ainda
batch-download-run = Baixar a rodada inteira
batch-fix-rejected = Corrigir itens rejeitados ({ $count })
    .hint = Abre os itens no editor de lotes com os motivos do serviço; ao enviá-los, um novo lote é criado com novas chaves
batch-retry-failed = Tentar de novo os itens com falha ({ $count })
batch-downloading = Baixando { $done } de { $total } arquivos
batch-downloaded = { $count ->
    [one] { $count } arquivo e o manifesto salvos em { $folder }
   *[other] { $count } arquivos e o manifesto salvos em { $folder }
}
batch-open-folder = Abrir pasta
batch-retry-confirm = { $count ->
    [one] Reenviar { $count } item com falha como um novo lote? Ele vira uma nova tarefa e é pago de novo; a tarefa com falha foi reembolsada.
   *[other] Reenviar { $count } itens com falha como um novo lote? Eles viram novas tarefas e são pagos de novo; as tarefas com falha foram reembolsadas.
}
batch-retry-send = { $count ->
    [one] Enviar { $count } nova tarefa paga
   *[other] Enviar { $count } novas tarefas pagas
}
batch-retry-cancel = Cancelar
    .hint = Cancelar (Esc)
batch-item-state-not-sent = não enviado
batch-item-state-queued = na fila
batch-item-state-running = em execução
batch-item-state-succeeded = concluído
batch-item-state-failed = falhou
batch-item-state-rejected = rejeitado
batch-item-rejected-hint = Rejeitado ({ $code }): { $message }. { $hint }
batch-item-rejected = Rejeitado ({ $code }): { $message }. Corrija o item e envie de novo.
    .no-code = sem código
    .no-reason = o serviço não informou o motivo
batch-item-failed-code-message = Falhou ({ $code }, { $category }): “{ $message }” { $meaning } { $hint }
batch-item-failed-code = Falhou ({ $code }, { $category }): { $meaning } { $hint }
batch-item-failed-message = Falhou: “{ $message }”
batch-item-failed = Falhou
batch-item-open-task = Abrir tarefa
    .hint = Mostrar a tarefa deste item em Atividade

## O editor de lotes (Criar → Lote)

batch-items-from = Itens de
batch-source-copies = Cópias do formulário
batch-source-prompts = Lista de prompts
batch-source-file = Arquivo
batch-source-grid = Grade
batch-source-fix = Itens a corrigir
batch-copies = Cópias do formulário:
    .hint = A mesma entrada várias vezes, por exemplo para comparar versões
batch-copies-range = De 1 a { $max }; mais de { $per_batch } são enviados em vários lotes
batch-prompts-intro = Um prompt por linha; todos os outros campos vêm do formulário.
batch-prompts = Prompts, um por linha
    .example =
        uma raposa vermelha na neve
        um farol ao entardecer
        …
batch-fix-intro = Estes itens voltaram de um lote enviado com os motivos abaixo. Corrija-os (edite o formulário à esquerda para mudar todos os itens, ou o prompt de um item aqui) e envie-os como um novo lote com novas chaves.
batch-grid-no-field = Este modelo não tem campo com uma lista de valores para variar.
batch-grid-vary = Variar
batch-grid-prompts-intro = Prompts, um por linha (vazio: o prompt do formulário):
batch-grid-prompts = Prompts da grade
batch-item-count = { $count ->
    [one] { $count } item
   *[other] { $count } itens
}
batch-items-need-fixing = { $count } a corrigir
batch-remove-invalid = Remover os itens com problemas
batch-empty-prompts = Digite ou cole prompts acima, um por linha.
batch-empty-file = Escolha um arquivo ou solte um na janela.
batch-empty-grid = Marque pelo menos um valor.
batch-empty-items = Nenhum item.
batch-item-id = ID de cliente do item { $number }
batch-item-prompt = Prompt do item { $number }
batch-item-remove = Remover
batch-item-done = Pronto
batch-item-edit = Editar
batch-item-no-prompt = (sem prompt)
batch-item-problem-more = { $problem } (+{ $more } outros)
batch-item-ready-was = pronto; antes: { $note }
batch-item-ready = pronto
batch-item-ready-differs = pronto · { $differences }

## O envio: a barra de envio e a janela de pré-envio

batch-items-to-batches = { $items ->
    [one] { $items } item
   *[other] { $items } itens
} { $arrow } { $batches ->
    [one] { $batches } lote
   *[other] { $batches } lotes
}
batch-send-items = { $count ->
    [one] Enviar { $count } item…
   *[other] Enviar { $count } itens…
}
    .hint = Mostra o que será enviado e quanto custa antes de qualquer pagamento
batch-send-no-items = Ainda não há itens.
batch-send-none-ready = { $count ->
    [one] O item não está pronto: corrija-o ou remova-o.
   *[other] Nenhum dos { $count } itens está pronto: corrija ou remova os itens marcados.
}
batch-send-with-problems = { $count ->
    [one] { $count } item com problemas fica aqui e não é enviado.
   *[other] { $count } itens com problemas ficam aqui e não são enviados.
}
batch-preflight-title = Enviar o lote
batch-preflight-not-covered = O saldo não cobre o custo estimado: o serviço recusa um lote que não pode cobrar por inteiro (402). Recarregue o saldo ou envie menos itens.
batch-preflight-webhook-intro = URL de webhook (opcional): o serviço envia para lá um evento assinado por item.
batch-preflight-webhook-url = URL de webhook
batch-preflight-safety = Cada lote é registrado com suas chaves de idempotência antes do envio; se a conexão cair, o GenDesk reenvia a mesma solicitação e nada é cobrado duas vezes.
batch-preflight-send = { $count ->
    [one] Enviar { $count } tarefa paga
   *[other] Enviar { $count } tarefas pagas
}
batch-preflight-cancel = Cancelar
batch-nothing-sent = Nada foi enviado: { $error }.
batch-preflight-model = Modelo
batch-preflight-items = Itens
batch-preflight-not-sent = Não enviados
batch-preflight-with-problems = { $count ->
    [one] { $count } item com problemas
   *[other] { $count } itens com problemas
}
batch-preflight-cost = Custo estimado
batch-preflight-cost-unknown = desconhecido (o serviço não publica preços)
batch-preflight-balance = Saldo
batch-preflight-balance-unknown = ainda desconhecido
batch-preflight-receiver = O receptor do GenDesk: cada entrega é verificada, mostrada em Webhooks e conclui seu item na hora.
batch-preflight-no-webhooks = Sem webhooks
batch-preflight-use-receiver = Usar o receptor do GenDesk

## Predefinições (Criar → Predefinições)

preset-menu = Predefinições
preset-menu-count = Predefinições ({ $count })
preset-save-as = Salvar como predefinição…
    .hint = Guardar o formulário inteiro (modelo, prompt, campos, imagens de referência, opções avançadas) com um nome
preset-import = Importar…
    .hint = Adicionar as predefinições de um arquivo exportado
preset-reading = Lendo as predefinições…
preset-none-yet = Nenhuma predefinição ainda. “Salvar como predefinição…” guarda este formulário para usar de novo.
preset-apply = Aplicar
    .hint = Preencher o formulário com esta predefinição
preset-rename = Renomear…
preset-duplicate = Duplicar
preset-export = Exportar…
    .hint = Salvar esta predefinição em um arquivo para compartilhar
preset-delete = Excluir…
preset-rename-title = Renomear predefinição
preset-save-title = Salvar como predefinição
preset-name = Nome
preset-name-taken = Já existe uma predefinição com este nome: salvar a substitui.
preset-rename-confirm = Renomear
preset-save-confirm = Salvar
preset-cancel = Cancelar
preset-delete-title = Excluir predefinição?
preset-delete-question = Excluir a predefinição “{ $name }”? As tarefas enviadas com ela não são afetadas.
preset-delete-confirm = Excluir

## A fonte Arquivo do editor de lotes

batch-file-path = Caminho do arquivo
    .example = /home/eu/prompts.csv
batch-file-open = Abrir
batch-file-choose = Escolher um arquivo…
    .hint = CSV com linha de cabeçalho e uma coluna prompt, JSON Lines (uma entrada de item por linha) ou texto simples (um prompt por linha)
batch-file-reading = Lendo o arquivo…
batch-file-or-drop = ou solte um arquivo .csv, .jsonl ou .txt na janela, ou digite o caminho dele:
batch-file-columns-help = As colunas do CSV correspondem aos campos do modelo (prompt é obrigatória; image_urls são separadas por | ou espaços; uma coluna client_item_id opcional dá nome aos itens).
batch-file-read = { $count ->
    [one] { $file }: { $count } linha lida como { $format }.
   *[other] { $file }: { $count } linhas lidas como { $format }.
}
batch-file-unknown-columns = Colunas que { $model } não conhece:
batch-file-column-ignore = ignorar
batch-file-column-extra = enviar como campo extra
batch-file-blocked = { $count ->
    [one] { $count } linha foi bloqueada antes do envio (corrija no arquivo e escolha-o de novo):
   *[other] { $count } linhas foram bloqueadas antes do envio (corrija-as no arquivo e escolha-o de novo):
}
batch-file-row-problem = Linha { $line }: { $problem }

## Avisos e janelas de arquivo de lotes e predefinições

batch-retry-unreadable-item = Não foi possível ler de volta o item { $item } ({ $error }); nada foi enviado. Corrija-o em Criar, como em “Corrigir itens rejeitados”.
batch-retry-nothing-sent = Nada foi enviado: { $error }
batch-file-dialog-title = Escolher um arquivo de itens de lote
batch-file-dialog-filter = Itens de lote (CSV, JSON Lines, texto)
batch-file-dialog-all = Todos os arquivos
batch-file-dialog-instead = solte o arquivo na janela ou digite o caminho dele ao lado de “Escolher um arquivo…”
batch-file-no-model = Escolha primeiro um modelo em Criar; as colunas do arquivo são associadas aos campos dele.
preset-saved = O formulário foi guardado como a predefinição “{ $name }”.
preset-renamed = A predefinição “{ $from }” agora se chama “{ $to }”.
preset-duplicated = Uma cópia de “{ $name }” foi adicionada.
preset-missing = Não há predefinição chamada “{ $name }”.
preset-deleted = A predefinição “{ $name }” foi excluída.
preset-still-reading = As predefinições ainda estão sendo lidas; tente de novo em instantes.
preset-export-title = Exportar a predefinição
preset-dialog-filter = Predefinições do GenDesk
preset-export-instead = as predefinições ficam em { $folder }; copie de lá
preset-not-exported = Nada foi exportado.
preset-exported = A predefinição está em { $path }. Importe-a no GenDesk para usá-la.
preset-import-title = Importar predefinições
preset-import-instead = copie o arquivo de predefinições para a pasta de predefinições do GenDesk
preset-import-empty = Esse arquivo não contém predefinições.
preset-import-still-reading = As predefinições ainda estão sendo lidas; importe o arquivo de novo em instantes.
preset-imported-one = A predefinição “{ $name }” foi adicionada.
preset-imported = { $count } predefinições foram adicionadas: { $names }.

# The kinds of file a batch is read from (a picker and "…read as { $format }").
batch-source-csv = CSV

batch-source-jsonl = JSON Lines

batch-source-text = Lista de prompts (um por linha)

# A batch in the list as a screen reader says it: $name ("Batch 12" or its own name), $status ("running"…), $items ("40 items").
batch-row-name = { $name }: { $status }, { $items }

# Renaming or saving a preset under a name another preset has; $name is that name.
preset-name-in-use = Já existe uma predefinição chamada “{ $name }”; escolha outro nome.

preset-name-unknown = Não existe uma predefinição chamada “{ $name }”.

preset-name-empty = Dê um nome à predefinição.

# $max is the longest name allowed, in characters.
preset-name-too-long = O nome de uma predefinição tem no máximo { $max } caracteres.
