# Tasks: the Activity view, a task's detail and results, live progress, jobs.

activity-reading-history = Lendo seu histórico…
activity-reading-task = Lendo a tarefa…
activity-filter-state = Estado
activity-all-states = Todos os estados
activity-filter-kind = Tipo
activity-any-kind = Qualquer tipo
activity-kind-image = imagem
activity-kind-video = vídeo
activity-kind-audio = áudio
activity-filter-model = Modelo
activity-filter-search = Pesquisar
    .hint = prompt, modelo ou ID da tarefa
activity-since = Desde { $time }
    .hint = Só as tarefas enviadas desde então (de Estatísticas); clique para mostrar todas
activity-clear-filters = Limpar filtros
activity-task-count = { $count ->
    [one] { $count } tarefa
   *[other] { $count } tarefas
}
activity-read-file = Ler um arquivo…
    .hint = O que uma imagem, um vídeo ou uma música baixados dizem sobre como foram feitos (ou solte o arquivo aqui)
activity-empty-heading = Nenhuma tarefa ainda
activity-empty-text = Escreva um prompt em Criar e envie: cada tarefa que você enviar aparece aqui, ao vivo, da fila até o resultado.
activity-go-compose = Ir para Criar
activity-no-match-heading = Nenhuma tarefa corresponde a estes filtros
activity-no-match-text = Altere ou limpe os filtros para ver mais do seu histórico.
activity-clear-all-filters = Limpar todos os filtros
activity-column-state = Estado
activity-column-model = Modelo
activity-column-prompt = Prompt
activity-column-time = Tempo
activity-column-created = Criada
activity-row-name = Tarefa { $number }: { $state }, { $model }, { $prompt }

task-detail-heading = Tarefa { $number }
task-close = Fechar
    .hint = Fechar o detalhe (Esc)
task-reuse-settings = Reutilizar configurações
    .hint = Carregar esta solicitação no formulário Criar
task-check-now = Verificar agora
    .hint = Perguntar agora ao serviço o estado desta tarefa
task-latest-status = Último estado
task-request-json = JSON da solicitação
task-sending = Enviando a tarefa ao serviço…
task-unknown-title = Resultado desconhecido
task-unknown-text = O GenDesk enviou esta tarefa, mas nenhuma resposta voltou (a conexão caiu, o tempo esgotou ou o serviço teve um erro interno). O serviço pode ter criado a tarefa — e cobrado por ela — ou não.
task-unknown-todo = O que fazer: confira seu saldo ou o painel do serviço para ver se há uma tarefa nova. Se nenhuma foi criada, envie de novo; o GenDesk nunca reenvia sozinho uma tarefa paga.
task-send-again = Enviar de novo como nova tarefa…
task-rejected-title = Não aceita
task-rejected-text = O serviço recusou esta tarefa, então nada foi criado nem cobrado.
task-rejected-todo = Corrija as configurações (“Reutilizar configurações” as carrega no formulário) e envie de novo.
task-processing = O serviço está gerando o resultado… ({ $minutes }:{ $seconds } até agora)
task-queued = Na fila do serviço… ({ $minutes }:{ $seconds } até agora)
task-last-check = Última verificação: { $error }
task-failed-code = Falhou: { $code }
task-failed = Falhou
task-service-said = O serviço disse: “{ $message }”
task-what-to-do = O que fazer: { $hint }
task-refunded = Tarefas que falham são reembolsadas.
task-retry = Tentar de novo como nova tarefa…
    .hint = Um problema temporário: a mesma solicitação pode dar certo agora
task-field-state = Estado
task-field-task-id = ID da tarefa
task-field-kind = Tipo
task-field-prompt = Prompt
task-field-created = Criada
task-field-accepted = Aceita
task-field-completed = Concluída
task-field-processing-time = Tempo de processamento
task-field-fail-code = Código de falha
task-field-fail-message = Mensagem de falha
task-field-results-expire = Resultados expiram
task-field-status-checks = Verificações
task-field-batch = Lote
task-no-request = Nenhuma solicitação foi registrada para esta tarefa.
task-copy-json = Copiar JSON
task-retry-confirm-title = Tentar de novo como nova tarefa?
task-retry-confirm-text = Isto envia a mesma solicitação de novo como nova tarefa. É uma nova tarefa paga: a que falhou foi reembolsada, e a nova é cobrada como qualquer outra.
task-retry-confirm-button = Enviar nova tarefa paga
task-resend-confirm-title = Enviar de novo como nova tarefa?
task-resend-confirm-text = O primeiro envio pode já ter criado uma tarefa. Se criou, enviar de novo cria uma segunda tarefa paga e você é cobrado duas vezes. Envie de novo só se você verificou que nenhuma tarefa foi criada.
task-resend-confirm-button = Enviar de novo (pago)
task-cancel = Cancelar

activity-history-unreadable = Não foi possível ler o histórico: { $problem }.
activity-reader-failed = A lista de atividade não conseguiu iniciar seu leitor ({ $problem }). Feche alguns programas e abra o perfil de novo.
task-countdown-hours = { $hours } h { $minutes } min
task-countdown-minutes = { $minutes } min
task-notice-accepted = Tarefa aceita pelo serviço. Acompanhe em Atividade.
task-notice-download-cancelled = Download cancelado. A parte já baixada é mantida: baixar de novo continua de onde parou.
task-notice-failed = Uma tarefa falhou.
task-notice-failed-code = Uma tarefa falhou ({ $code }).
task-notice-finished = Uma tarefa foi concluída com sucesso.
task-notice-finished-many = { $count ->
    [one] { $count } tarefa foi concluída com sucesso.
   *[other] { $count } tarefas foram concluídas com sucesso.
    }
task-notice-recovered-unknown = { $count ->
    [one] { $count } envio foi interrompido quando o GenDesk fechou da última vez. Ele está marcado como “desconhecido”: confira em Atividade antes de enviá-lo de novo, para não ser cobrado duas vezes.
   *[other] { $count } envios foram interrompidos quando o GenDesk fechou da última vez. Eles estão marcados como “desconhecido”: confira em Atividade antes de enviá-los de novo, para não ser cobrado duas vezes.
    }
task-notice-rejected = A tarefa não foi aceita. { $problem }
task-notice-service-said = O serviço disse: “{ $message }”
task-result-cancel-download = Cancelar
task-result-copy-image = Copiar imagem
    .hint = A própria imagem, para colar em um chat ou editor
task-result-copy-path = Copiar caminho do arquivo
    .hint = Para colar onde o caminho de um arquivo for pedido
task-result-copy-url = Copiar URL
task-result-download = Baixar
task-result-download-again = Baixar de novo
task-result-download-failed = O download falhou.
task-result-downloaded = Baixado
task-result-file = Arquivo
    .hint = Abrir com o sistema
task-result-into-image-form = Em um formulário de imagem para imagem
task-result-into-video-form = Em um formulário de imagem para vídeo
task-result-link-expired-before = O link expirou antes de o arquivo ser baixado.
task-result-no-preview = Sem prévia
task-result-not-downloaded-expired = Não baixado; o link expirou.
task-result-not-downloaded-gone = Não baixado; o link não está mais disponível.
task-result-open = Abrir
    .hint = Com o aplicativo padrão do sistema
task-result-open-in-player = Abrir no player do sistema
task-result-path-copied = O caminho de { $name } foi copiado.
task-result-preview = Prévia de { $name }
    .hint = Abrir a imagem inteira (zoom e arrastar)
task-result-progress = { $done } de { $total }
task-result-show-in-folder = Mostrar na pasta
    .hint = O arquivo, selecionado no seu gerenciador de arquivos
task-result-title = { $kind ->
    [image] Imagem { $number }
    [video] Vídeo { $number }
    [audio] Faixa { $number }
   *[other] Arquivo { $number }
    }
task-result-title-ext = { $kind ->
    [image] Imagem { $number } ({ $ext })
    [video] Vídeo { $number } ({ $ext })
    [audio] Faixa { $number } ({ $ext })
   *[other] Arquivo { $number } ({ $ext })
    }
task-result-url-copied = A URL de { $name } foi copiada.
task-result-use-as-reference = Usar como referência
task-results-count = { $count ->
    [one] { $count } resultado
   *[other] { $count } resultados
    }
task-results-download-all = Baixar tudo
    .hint = Em { $folder }
task-results-expired-nothing-more = Os links expiraram; não é possível baixar mais nada.
task-results-gone-nothing-more = Os links não estão mais disponíveis; não é possível baixar mais nada.
task-results-links-expire = os links expiram em { $time }
    .hint = Os links dos resultados funcionam por 24 horas depois que a tarefa termina. Baixe o que você quiser manter.
task-results-links-expired = links expirados; as cópias baixadas são mantidas
task-results-links-gone = links não estão mais disponíveis; as cópias baixadas são mantidas
    .hint = O ambiente offline que criou estes links rodava em outro endereço, diferente do atual (a porta dele estava ocupada quando o GenDesk iniciou). Gere o resultado de novo para ter links novos.
task-results-open-folder = Abrir pasta
task-state-failed = falhou
task-state-finished = encerrada
task-state-pending = na fila
task-state-processing = em execução
task-state-rejected = recusada
task-state-submitting = enviando
task-state-success = concluída
task-state-unknown = desconhecido

# The task list as a screen reader names it; $count is how many tasks it holds.
activity-table-name =
    { $count ->
        [one] Tarefas, { $count } tarefa
       *[other] Tarefas, { $count } tarefas
    }
