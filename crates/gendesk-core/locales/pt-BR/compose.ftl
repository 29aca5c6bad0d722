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
compose-cancel = Cancelar

compose-add-model-title = Adicionar um modelo
compose-add-model-intro = Um modelo que o serviço oferece e que não está na lista. Ele recebe os campos comuns do seu tipo (modo, prompt, …); adicione só os campos que ele aceita além desses.
compose-add-model-id = ID do modelo
compose-add-model-kind = Tipo
compose-add-model-name = Nome de exibição
    .placeholder = opcional; o ID se vazio
compose-add-model-description = Descrição
    .placeholder = opcional
compose-add-model-price = Preço por tarefa
    .placeholder = opcional, em USD, ex.: 0.05 (estimativas de custo de lotes)
compose-add-model-save = Salvar modelo
compose-add-model-saved-in = Salvo em { $file } e lembrado para este perfil
compose-add-model-replaces = “{ $id }” já está na lista ({ $source }); salvar substitui essa definição pela sua.
compose-add-model-replaces-earlier = { $kind ->
    [image] Você já adicionou “{ $id }” para outro perfil (modelo de imagem); salvar substitui essa definição por esta.
    [video] Você já adicionou “{ $id }” para outro perfil (modelo de vídeo); salvar substitui essa definição por esta.
   *[audio] Você já adicionou “{ $id }” para outro perfil (modelo de música); salvar substitui essa definição por esta.
}
compose-add-model-no-id = Digite o ID do modelo exatamente como o serviço escreve, ex.: vendor/model-name.
compose-add-model-bad-price = O preço por tarefa “{ $price }” não é um valor em dólares como 0.05; corrija-o ou deixe-o vazio.
compose-add-model-field-no-key = O campo extra { $number } não tem chave: digite o nome que ele tem dentro de “input” ou remova a linha.
compose-add-model-field-twice = O campo extra “{ $key }” aparece duas vezes; mantenha só um.
compose-add-model-field-problem = Campo extra { $number }: { $problem }
compose-add-model-bound-not-number = { $bound ->
    [minimum] Campo extra { $number }: o mínimo “{ $text }” não é um número.
   *[maximum] Campo extra { $number }: o máximo “{ $text }” não é um número.
}
compose-add-model-choice-empty = O campo extra { $number } é uma escolha: liste seus valores separados por vírgulas.
compose-extra-fields = Campos extras
compose-extra-fields-none = Nenhum. Campos não listados ainda podem ser enviados como JSON extra no formulário.
compose-field-type-text = texto
compose-field-type-integer = número inteiro
compose-field-type-number = número
compose-field-type-bool = sim/não
compose-field-type-choice = escolha
compose-extra-field-key = chave
    .name = Chave do campo { $number }
compose-extra-field-type = Tipo do campo { $number }
compose-extra-field-min = mín.
    .name = Mínimo do campo { $number }
compose-extra-field-max = máx.
    .name = Máximo do campo { $number }
compose-extra-field-values = Valores do campo { $number }
compose-extra-field-remove = Remover
    .name = Remover o campo { $number }
compose-extra-field-add = Adicionar campo

compose-advanced = Avançado
compose-advanced-in-use = Há opções avançadas em uso.
compose-provider = Provedor
compose-provider-auto = auto — melhor equilíbrio (o padrão do serviço)
compose-provider-value = value — otimizado para custo
compose-provider-official = official — provedor direto
compose-request-type = Tipo de requisição
compose-request-type-async = async (o GenDesk consulta)
compose-request-type-callback = callback (o serviço chama sua URL)
compose-request-type-help = O GenDesk acompanha os dois tipos de tarefa; callback também avisa seu próprio servidor.
compose-callback-url = URL de callback
    .hint = Um endereço https:// público que responda HTTP 200 em até 30 segundos.
compose-callback-receiver = O receptor do GenDesk: cada callback é registrado em Webhooks e faz o GenDesk verificar a tarefa na hora.
compose-use-receiver = Usar o receptor do GenDesk
compose-callback-unused = Usado só com o tipo de requisição callback.
compose-extra-json = JSON extra
    .hint = Outros campos de entrada que este modelo aceita, como um único objeto JSON; eles são adicionados a “input” do jeito que estão.

compose-prompt-placeholder = Descreva o que gerar, ex.: um farol ao entardecer, pintura a óleo
compose-chars-of-limit = { $count } / { $limit } caracteres
compose-chars = { $count } caracteres
compose-choose = Escolher…
compose-choice-not-set = (não definido)
compose-switch-on = Ativado
compose-number-not-set = não definido
compose-bounds-between = de { $min } a { $max }
compose-bounds-min = no mínimo { $min }
compose-bounds-max = no máximo { $max }

compose-request-preview = Prévia da requisição
compose-request-body = Corpo da requisição
compose-copy-json = Copiar JSON
compose-copy-curl = Copiar curl
compose-copy-hint = Copiar para a área de transferência
compose-api-key-hidden = A chave de API aparece como *** — coloque a sua no lugar ao executar o comando.
compose-request-not-built = A requisição só pode ser montada depois que isto for corrigido:

compose-recent-prompts = Prompts recentes…
    .hint = Prompts enviados deste perfil, os mais novos primeiro (busca, setas, Enter)
    .empty = Os prompts que você enviar deste perfil aparecem aqui
compose-recent-title = Prompts recentes
compose-recent-search = Buscar
    .placeholder = palavras do prompt
compose-recent-no-match = Nenhum prompt enviado deste perfil contém estas palavras.
compose-recent-keys = Setas para cima e para baixo movem, Enter coloca o prompt no formulário, Esc fecha.

compose-pick-result = Escolher um resultado
compose-pick-result-reading = Lendo seus resultados…
compose-pick-result-none = Nenhuma imagem foi criada com este perfil ainda. Imagens de modelos de imagem aparecem aqui quando ficam prontas.
compose-pick-result-live = Usado pelo link
compose-pick-result-downloaded = Link expirado: a cópia baixada é usada
compose-pick-result-gone = Link expirado e nunca baixado: não pode ser usado
compose-pick-result-use = Usar
    .hint = Adicionar às imagens de referência
    .name = Usar o resultado { $number }: { $prompt }

compose-several-title = Enviar para vários modelos
compose-several-intro = O mesmo prompt e as mesmas configurações, como uma tarefa paga para cada modelo que você escolher (até { $max }). Os resultados aparecem lado a lado em Comparar conforme cada um termina.
compose-several-estimate = Custo estimado: { $cost }
compose-several-send = { $count ->
    [one] Enviar { $count } tarefa paga
   *[other] Enviar { $count } tarefas pagas
}
compose-several-choose-two = Escolha pelo menos dois modelos.
compose-several-fix-first = Primeiro corrija o que impede um modelo, ou deixe-o de fora.
compose-several-ready = { $model }: pronto, { $price }.
compose-several-ready-without = { $model }: pronto, { $price }, sem o que ele não aceita: { $fields }.
compose-several-problem = { $model }: { $problem }

compose-catalog-loading = A lista de modelos ainda está carregando; tente de novo em instantes.
compose-batch-file-blocked = { $count ->
    [one] { $count } linha de { $file } foi bloqueada antes do envio; o editor de lotes a lista com o número da linha.
   *[other] { $count } linhas de { $file } foram bloqueadas antes do envio; o editor de lotes as lista com os números das linhas.
}
compose-batch-file-unreadable = Não foi possível importar o arquivo: { $problem }
compose-fix-model-missing = O modelo “{ $model }” não está na lista de modelos; adicione-o com “Adicionar um modelo…” em Criar e tente de novo.
compose-fix-loaded = { $count ->
    [one] { $count } item do lote #{ $batch } está no editor de lotes com o motivo da devolução. Corrija-o e envie-o como um novo lote.
   *[other] { $count } itens do lote #{ $batch } estão no editor de lotes com os motivos da devolução. Corrija-os e envie-os como um novo lote.
}
compose-reuse-loading = A lista de modelos ainda está carregando; tente “Reutilizar configurações” de novo em instantes.
compose-reuse-model-missing = O modelo “{ $model }” não está na lista de modelos, então suas configurações não podem ser reutilizadas. Adicione-o com “Adicionar um modelo…” em Criar e tente de novo.
compose-reuse-unreadable = Não foi possível ler a requisição registrada ({ $problem }), então suas configurações não podem ser reutilizadas.
compose-reuse-loaded = As configurações daquela tarefa estão no formulário ({ $model }). Mude o que quiser e envie.{ $others }
compose-reuse-loaded-issues = { $count ->
    [one] As configurações daquela tarefa estão no formulário, mas { $count } configuração não serve mais para { $model }: corrija os campos marcados antes de enviar.{ $others }
   *[other] As configurações daquela tarefa estão no formulário, mas { $count } configurações não servem mais para { $model }: corrija os campos marcados antes de enviar.{ $others }
}
compose-reuse-extra-fields = { $count ->
    [one] {" "}O formulário de { $model } não tem o campo { $fields }: ele é mantido em Avançado como JSON extra e enviado como está.
   *[other] {" "}O formulário de { $model } não tem os campos { $fields }: eles são mantidos em Avançado como JSON extra e enviados como estão.
}
compose-quoted = “{ $text }”
compose-reference-wrong-kind = Um resultado só pode ser referência para uma nova imagem ou vídeo, não para “{ $kind }”.
compose-reference-not-web = Só imagens http(s) podem ser referências; “{ $url }” não é uma.
compose-reference-no-model = { $kind ->
    [image] Nenhum modelo de imagem da lista aceita uma imagem de referência. Adicione um com “Adicionar um modelo…” em Criar.
   *[video] Nenhum modelo de vídeo da lista aceita uma imagem de referência. Adicione um com “Adicionar um modelo…” em Criar.
}
compose-reference-loaded = Nova tarefa { $mode } em { $model } com o resultado como referência. Descreva o que fazer com ele e envie.
compose-model-gone = “{ $gone }” não está mais na lista de modelos; o formulário passou para { $model } e manteve seu prompt.

compose-picture-no-reference = { $model } não aceita imagens de referência. Escolha à esquerda um modelo com image-to-image ou image-to-video e adicione a imagem de novo.
compose-picture-already = { $name } já está na lista de referências.
compose-picture-too-many = { $name } não foi adicionada: { $model } aceita no máximo { $max } imagens de referência. Remova uma primeiro.
compose-picture-not-restored = A imagem de referência { $number } veio de { $source }, que não pode ser usada de novo: { $problem } O link antigo é mantido; se ele tiver expirado, adicione a imagem de novo.
compose-preset-loading = A lista de modelos ainda está carregando; aplique a predefinição de novo em instantes.
compose-preset-model-missing = A predefinição “{ $preset }” é para { $model }, que não está na lista de modelos; adicione-o com “Adicionar um modelo…” e aplique a predefinição de novo.
compose-preset-applied = A predefinição “{ $preset }” está no formulário.
compose-preset-applied-without = { $count ->
    [one] A predefinição “{ $preset }” está no formulário, sem { $fields }: { $model } não aceita essa configuração.
   *[other] A predefinição “{ $preset }” está no formulário, sem { $fields }: { $model } não aceita essas configurações.
}

compose-user-models-unreadable = Os modelos que você adicionou não são mostrados: { $problem }
compose-sandbox-catalog-unreadable = Não foi possível ler a lista de modelos do ambiente offline, então a lista integrada é mostrada. { $problem }
compose-user-models-locked = Seus modelos não podem ser alterados até que { $file } possa ser lido: { $problem }

compose-favourite = Favorita
    .hint = Com estrela: os resultados estão em Favoritos, na Galeria. Clique para tirar a estrela.
    .name = Remover dos favoritos
compose-favourite-add = Adicionar aos favoritos
    .hint = Marcar esta tarefa com estrela: os resultados ficam em Favoritos, na Galeria

compose-model-filter-placeholder = nome ou ID
