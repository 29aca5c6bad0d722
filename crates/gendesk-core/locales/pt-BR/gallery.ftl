# The Gallery, Compare, the picture viewer and the video and audio players.

gallery-reading = Lendo seus resultados…
gallery-picked = { $count } de { $max } escolhidos para ver lado a lado
gallery-show-side-by-side = Ver { $count } lado a lado
gallery-side-by-side = Lado a lado
    .hint = Escolha pelo menos duas imagens ou vídeos no visualizador
gallery-picked-clear = Limpar
gallery-empty-title = Nenhum resultado ainda
gallery-empty-body = Cada imagem, vídeo e música que suas tarefas criam aparece aqui.
gallery-go-to-compose = Ir para Criar
gallery-no-match = Nenhum resultado corresponde a estes filtros
gallery-clear-filters = Limpar todos os filtros
gallery-date-any = Qualquer data
gallery-date-today = Últimas 24 horas
gallery-date-week = Últimos 7 dias
gallery-date-month = Últimos 30 dias
gallery-kind-any = Qualquer tipo
gallery-kind-images = Imagens
gallery-kind-videos = Vídeos
gallery-kind-music = Música
gallery-filter-kind = Tipo
gallery-filter-favourites = Favoritos
    .hint = Só os resultados das tarefas que você marcou com estrela
gallery-filter-when = Quando
gallery-filter-model = Modelo
gallery-filter-search = Buscar
    .hint = prompt, modelo ou ID da tarefa
gallery-filter-clear = Limpar filtros
gallery-tiles-small = Pequenos
gallery-tiles-large = Grandes
gallery-total = { $count ->
    [one] { $count } resultado
   *[other] { $count } resultados
}
gallery-tile = Resultado: { $prompt } ({ $model })
gallery-tile-picked = Resultado: { $prompt } ({ $model }), escolhido para ver lado a lado
viewer-other-file = Um arquivo: baixe-o para abri-lo.
viewer-reuse-settings = Reutilizar configurações
    .hint = Carregar esta solicitação no formulário de Criar
viewer-open-task = Abrir tarefa
viewer-close = Fechar
    .hint = Fechar o visualizador (Esc)
viewer-previous = Anterior
    .hint = O resultado anterior (seta para a esquerda)
viewer-next = Próximo
    .hint = O próximo resultado (seta para a direita)
viewer-unpick = Remover do lado a lado
    .hint = Tirar dos resultados comparados lado a lado
viewer-pick = Adicionar ao lado a lado
    .hint = Ver de dois a quatro resultados lado a lado, com zoom e reprodução juntos
viewer-pick-full = Já há quatro resultados escolhidos; remova um primeiro
viewer-download = Baixar
viewer-copy-url = Copiar URL
viewer-url-copied = A URL do resultado foi copiada.
viewer-use-as-reference = Usar como imagem de referência
    .hint = Começar uma nova tarefa de imagem para imagem ou de vídeo com esta imagem
