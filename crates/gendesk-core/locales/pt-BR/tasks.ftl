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
