# The Compose view: model picker, the model's form, advanced settings, submitting, recent prompts.

compose-catalog-unreadable = Não foi possível ler a lista de modelos
compose-loading-models = Carregando modelos…
compose-no-model = Nenhum modelo para criar
compose-no-model-sandbox = A lista de modelos está vazia. Adicione um modelo com “Adicionar um modelo…” à esquerda.
compose-no-model-service = Este serviço não publica uma lista de modelos, então ainda não há nada para escolher. Adicione à esquerda o modelo que você quer usar: o ID e o tipo bastam.
compose-mode-single = Tarefa única
    .hint = Enviar uma tarefa pelo formulário
compose-mode-batch = Lote
    .hint = Enviar muitos itens deste modelo de uma vez: cópias, uma lista de prompts, um arquivo ou uma grade; o formulário é o modelo de cada item
compose-mode-batch-note = Lote: o formulário abaixo é o modelo de cada item; os itens são criados e verificados à direita.
compose-source-retired = não está mais no catálogo
compose-source-built-in = integrado
compose-source-sandbox = ambiente offline
compose-source-user = adicionado por você
compose-banner-dismiss = Fechar
    .hint = Ocultar esta mensagem
compose-submit = Enviar
    .hint = Enviar uma tarefa (Ctrl+Enter). As tarefas são pagas.
compose-show-request = Mostrar requisição
    .hint = O JSON exato que será enviado, e a mesma requisição como curl
compose-hide-request = Ocultar requisição
compose-send-several = Enviar para vários modelos…
    .hint = O mesmo prompt em até quatro modelos deste tipo, para comparar
compose-cost = Custo: { $cost }
    .hint = O preço de uma tarefa deste modelo com estas configurações
compose-cost-unknown = desconhecido (o serviço não publica preços)
compose-submit-unavailable = { $more ->
    [0] Não é possível enviar: { $problem }
    [one] Não é possível enviar: { $problem } (e mais { $more } problema)
   *[other] Não é possível enviar: { $problem } (e mais { $more } problemas)
}
compose-submit-tip = Ctrl+Enter também envia. Cada envio manda uma tarefa paga; ela então é executada em segundo plano e aparece em Atividade.
compose-sent-from-form = { $count ->
    [one] { $count } tarefa enviada deste formulário. O formulário mantém seus valores: mude algo e envie de novo para ter uma variação.
   *[other] { $count } tarefas enviadas deste formulário. O formulário mantém seus valores: mude algo e envie de novo para ter uma variação.
}

compose-kind-image = Imagem
compose-kind-video = Vídeo
compose-kind-music = Música
compose-kind-model = { $kind ->
    [image] Modelo de imagem
    [video] Modelo de vídeo
   *[audio] Modelo de música
}

compose-models = Modelos
compose-search-models = Buscar modelos
    .placeholder = Nome ou ID
compose-kind-all = Todos
    .name = Todos os modelos
compose-kind-filter = { $kind ->
    [image] Modelos de imagem
    [video] Modelos de vídeo
   *[audio] Modelos de música
}
    .hint = { $kind ->
        [image] Somente modelos de imagem
        [video] Somente modelos de vídeo
       *[audio] Somente modelos de música
    }
compose-group-user = Seus modelos
compose-group-sandbox = Modelos do ambiente offline
compose-group-built-in = Modelos integrados
compose-group-retired = Não estão mais no catálogo
compose-add-model = Adicionar um modelo…
    .hint = Um modelo que o serviço oferece e que não está listado aqui
compose-model-new = novo
    .hint = Adicionado ao catálogo de modelos por uma atualização nesta semana
compose-model-new-name = { $name } (novo)
compose-remove-model = Remover
    .name = Remover { $id }
    .hint = Remover este modelo da sua lista
compose-picker-no-list = Este serviço não publica uma lista de modelos.
compose-picker-no-list-help = Adicione o modelo que você quer usar: o ID, escrito exatamente como o serviço escreve, e o tipo bastam. O GenDesk o guarda para este perfil.
compose-add-model-by-id = Adicionar um modelo pelo ID…
    .hint = ID, tipo e campos próprios, se houver
compose-picker-none-yet = Ainda não há modelos.
compose-picker-none-yet-help = Adicione um com “Adicionar um modelo…” abaixo.
compose-picker-no-models = { $kind ->
    [image] Nenhum modelo de imagem na lista.
    [video] Nenhum modelo de vídeo na lista.
    [audio] Nenhum modelo de música na lista.
   *[all] Nenhum modelo na lista.
}
compose-picker-no-match = { $kind ->
    [image] Nenhum modelo de imagem corresponde a “{ $query }”.
    [video] Nenhum modelo de vídeo corresponde a “{ $query }”.
    [audio] Nenhum modelo de música corresponde a “{ $query }”.
   *[all] Nenhum modelo corresponde a “{ $query }”.
}
compose-picker-no-match-help = Confira a grafia ou adicione o modelo com “Adicionar um modelo…”.
compose-picker-clear-search = Limpar busca
