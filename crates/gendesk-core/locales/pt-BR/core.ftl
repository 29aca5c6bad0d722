# Words from the engine: errors from the service and the network, task failures, notifications, the activity log.

core-fail-moderation = Reescreva o prompt e substitua as entradas sinalizadas; os resultados da moderação não podem ser contestados.
core-fail-input-image-sensitive = Substitua a imagem de entrada sinalizada por outra; os resultados da moderação não podem ser contestados.
core-fail-input-output-sensitive = Altere o prompt e as imagens de entrada para que o resultado fique dentro da política; os resultados da moderação não podem ser contestados.
core-fail-prohibited = Remova o conteúdo proibido do prompt e das entradas; os resultados da moderação não podem ser contestados.
core-fail-nsfw = Reescreva o prompt para remover conteúdo adulto; os resultados da moderação não podem ser contestados.
core-fail-copyright = Remova do prompt e das entradas personagens, logotipos ou obras protegidos por direitos autorais; os resultados da moderação não podem ser contestados.
core-fail-output-image-sensitive = Ajuste o prompt para que a imagem gerada fique dentro da política; os resultados da moderação não podem ser contestados.
core-fail-content-violation = Revise o prompt e as entradas para cumprir a política de conteúdo; os resultados da moderação não podem ser contestados.
core-fail-prompt-length = Encurte o prompt (menos de cerca de 2000 caracteres) e envie de novo.
core-fail-prompt-invalid = Reescreva o prompt e verifique se ele combina com o modo e o modelo escolhidos.
core-fail-prompt-parameter = Remova ou corrija os parâmetros escritos no prompt (como --flags) e envie de novo.
core-fail-missing-parameter = Preencha todos os campos obrigatórios e envie de novo.
core-fail-bad-request = Verifique se todos os campos obrigatórios estão preenchidos corretamente e envie de novo.
core-fail-validation = Compare as configurações com os limites documentados do modelo e envie de novo.
core-fail-parameter = Compare os valores numéricos e formatos (intervalos, quantidades, tamanhos) com os limites do modelo.
core-fail-ratio = Escolha uma proporção que o modelo escolhido aceite e envie de novo.
core-fail-param-value = Corrija os valores de entrada do item rejeitado e envie esse item de novo.
core-fail-image-format = Converta a imagem para JPEG, PNG ou WebP e envie-a de novo.
core-fail-image-size = Redimensione a imagem para dimensões e tamanho de arquivo que o modelo aceite e envie-a de novo.
core-fail-invalid-image-size = Redimensione a imagem para dimensões que o modelo aceite e envie de novo.
core-fail-image-not-access = Verifique se cada URL de imagem de referência é pública, ainda é válida e baixa sem login; para uma imagem do seu computador, envie de novo e o GenDesk a hospeda outra vez (se falhar de novo, verifique o bucket ou o túnel nas Configurações).
core-fail-image-invalid = Substitua a imagem por um arquivo JPEG, PNG ou WebP válido e não corrompido.
core-fail-image-incorrect = Use imagens diferentes e permitidas que combinem com o modelo escolhido.
core-fail-input-format = Converta o arquivo de entrada para um formato que o modelo aceite e envie de novo.
core-fail-upload = Envie um arquivo menor (geralmente com menos de 10 MB) em um formato aceito.
core-fail-video-incorrect = Use outro vídeo, sem conteúdo não aceito, como pessoas reais.
core-fail-video-invalid = Corte ou recodifique o vídeo para atender aos requisitos de duração, resolução e tema do modelo.
core-fail-input-incorrect = Ajuste a duração ou as dimensões da entrada ao que o modelo aceita.
core-fail-image-url = Informe um link http(s) válido e público que aponte diretamente para a imagem.
core-fail-lora-url = Verifique se a URL da LoRA é pública e aponta diretamente para o arquivo do modelo.
core-fail-auth = Verifique a chave de API nas configurações e, se estiver correta, fale com o suporte.
core-fail-quota = Aguarde sua cota ser renovada ou faça upgrade do plano, e envie de novo.
core-fail-balance = Recarregue seu saldo e envie de novo.
core-fail-rate-limit = Solicitações demais ao mesmo tempo; aguarde um minuto e tente de novo como uma nova tarefa.
core-fail-transient = Um problema temporário no provedor; tentar de novo como uma nova tarefa geralmente funciona.
core-fail-task-timeout = A tarefa expirou; crie uma nova tarefa.
core-fail-task-id = Escolha uma tarefa concluída que aceite esta ação (como ampliar ou variar) e tente de novo.
core-fail-unknown = Código de falha desconhecido; verifique a mensagem de falha e, se persistir, fale com o suporte.

core-api-may-have-created = { $message } A tarefa pode ter sido criada (e cobrada) mesmo assim: confira a lista de tarefas ou seu saldo antes de enviá-la de novo.
core-api-not-sent = Não foi possível conectar a { $host } ({ $detail }). Nada foi enviado. Verifique sua conexão com a internet e a URL base do perfil e tente de novo.
core-api-blocked = { $failure } Nada foi enviado a { $host }.
core-api-outcome-unknown-timed-out = A solicitação foi enviada, mas a resposta não chegou a tempo, então não se sabe se o serviço a processou. Confira a lista de tarefas ou o status antes de enviá-la de novo, para não ser cobrado duas vezes.
core-api-outcome-unknown-lost = A solicitação foi enviada, mas a conexão caiu antes da resposta chegar, então não se sabe se o serviço a processou. Confira a lista de tarefas ou o status antes de enviá-la de novo, para não ser cobrado duas vezes.
core-api-rate-limited-wait = Solicitações demais: o serviço está limitando esta chave.{ $said } Aguarde { $wait } e tente de novo.
core-api-service-said = {" "}O serviço disse: “{ $message }”.
core-api-wait-a-second = um segundo
core-api-wait-seconds = cerca de { $count } segundos
core-api-wait-minutes = { $count ->
    [one] cerca de um minuto
   *[other] cerca de { $count } minutos
}
core-api-decode = O serviço enviou uma resposta que o GenDesk não conseguiu ler (HTTP { $status }; começava com { $sample }). Verifique se a URL base aponta para o serviço de geração; se apontar, tente mais tarde.
core-api-too-large = O serviço enviou uma resposta inesperadamente grande (mais de { $mib } MiB) e ela não foi lida. Verifique se a URL base aponta para o serviço de geração.
core-api-base-url = O endereço do serviço não pode ser usado: { $reason }.
core-api-key = A chave de API não pode ser usada: { $reason }.
core-api-batch = O lote não foi enviado: { $reason }.
core-api-invalid-request = A solicitação não foi enviada: { $reason }.
core-api-setup = O GenDesk não conseguiu preparar a conexão de rede ({ $reason }). Reinicie o app; se persistir, informe o problema.
core-api-status-400 = O serviço rejeitou a solicitação por ser inválida.{ $said } Corrija a entrada e envie de novo.
core-api-status-401 = A chave de API foi recusada (inválida, revogada, ausente ou não permitida para este modelo).{ $said } Verifique a chave no perfil ou crie uma nova no painel.
core-api-status-402 = Seu saldo é baixo demais para esta solicitação.{ $said } Recarregue sua conta e tente de novo.
core-api-status-403 = O serviço recusou a solicitação: o conteúdo pode violar a política de uso, ou a chave não tem permissão.{ $said } Altere a entrada ou verifique as permissões da chave.
core-api-status-404 = Não encontrado: o modelo ou a tarefa não existe para esta conta.{ $said } Verifique o ID do modelo e o ID da tarefa.
core-api-status-429 = Solicitações demais: o serviço está limitando esta chave.{ $said } Aguarde cerca de um minuto e tente de novo.
core-api-status-5xx = O serviço teve um problema temporário (código { $code }).{ $said } Tente de novo em alguns minutos.
core-api-status-504 = O serviço esgotou o tempo esperando o provedor do modelo (código 504).{ $said } Aguarde um pouco e tente de novo.
core-api-status-redirect = O serviço respondeu com um redirecionamento (código { $code }), que o GenDesk não segue para que sua chave fique só com o endereço que você digitou.{ $said } Verifique a URL base.
core-api-status-other = O serviço respondeu com o código { $code }.{ $said } Tente mais tarde; se persistir, fale com o suporte.

core-doing-checking-balance = consultar o saldo
core-doing-recording-balance = guardar o saldo no histórico
core-doing-checking-spending-limit = ler o que foi gasto para respeitar o limite de gastos
core-doing-saving-favourite = salvar a estrela de uma tarefa
core-doing-reading-secret = ler o segredo de assinatura do webhook
core-doing-reading-secret-for-receiver = ler o segredo de assinatura do webhook para o receptor
core-doing-rotating-secret = trocar o segredo de assinatura do webhook
core-doing-reading-rotated-secret = ler o novo segredo de assinatura do webhook (a troca foi feita)
core-doing-revoking-secret = revogar o segredo de assinatura do webhook
core-doing-reading-known-secrets = ler os segredos de assinatura do webhook conhecidos
core-doing-saving-secrets = salvar os segredos de assinatura do webhook
core-doing-finding-results = procurar resultados para baixar
core-doing-downloading-results = baixar resultados
core-doing-queueing-download = colocar um download na fila
core-doing-resuming-downloads = retomar downloads
core-doing-recording-finished-download = registrar um download concluído
core-doing-recording-failed-download = registrar um download que falhou
core-doing-writing-record = gravar o prompt e as configurações em um arquivo baixado
core-doing-preparing-run = preparar os lotes (nada foi enviado)
core-doing-saving-run = salvar os lotes (nada foi enviado)
core-doing-downloading-batch-results = baixar os resultados de um lote
core-doing-following-batch-downloads = acompanhar os downloads de um lote
core-doing-checking-interrupted = verificar envios interrompidos
core-doing-refreshing-task = atualizar uma tarefa
core-doing-preparing-submission = preparar o envio
core-doing-saving-submission = salvar o envio (nada foi enviado)
core-doing-recording-task-id = registrar o ID da nova tarefa
core-doing-recording-submission-outcome = registrar o resultado do envio
core-doing-reading-tasks-to-poll = ler as tarefas a consultar
core-doing-reading-finished-task = ler uma tarefa concluída
core-doing-saving-task-status = salvar o status de uma tarefa
core-doing-checking-task-status = consultar o status de uma tarefa
core-doing-saving-poll-error = salvar um erro de consulta
core-doing-recording-delivery = registrar uma entrega de webhook
core-doing-recording-delivery-effects = registrar o que uma entrega mudou
core-doing-finding-delivery-task = procurar a tarefa de uma entrega
core-doing-preparing-batch = preparar o lote (nada foi enviado)
core-doing-saving-batch = salvar o lote (nada foi enviado)
core-doing-sending-batch-again = enviar o lote de novo
core-doing-refreshing-batch = atualizar um lote
core-doing-reading-batches-to-send = ler os lotes a enviar
core-doing-recording-accepted-batch = registrar o lote aceito
core-doing-recording-batch-send-error = registrar um erro de envio de lote
core-doing-reading-batches-to-poll = ler os lotes a consultar
core-doing-saving-batch-poll-error = salvar um erro de consulta de lote
core-doing-checking-batch-status = consultar o status de um lote
core-doing-reading-finished-batch-item = ler um item concluído de lote
core-doing-saving-batch-status = salvar o status de um lote
core-problem-task-not-in-history = a tarefa não está no histórico
core-problem-batch-not-in-history = o lote não está no histórico
core-problem-no-results-yet = esta tarefa ainda não tem arquivos de resultado; aguarde até ela ser concluída
core-problem-no-such-result = esta tarefa não tem o resultado número { $number }
core-problem-run-batch-invalid = lote { $number }: { $detail }
core-problem-task-id-not-recorded = { $detail }; a tarefa { $task } existe no serviço
core-problem-batch-not-recorded = { $detail }; o lote { $batch } existe no serviço e será registrado quando for enviado de novo
core-problem-unreadable-results = o serviço informou sucesso, mas o resultado não pôde ser lido ({ $details }); o GenDesk vai perguntar de novo

core-failure-no-code = O serviço não informou um código de falha. Verifique o prompt e as configurações e envie de novo.
core-end-sandbox-forgot = O ambiente offline não conhece mais esta tarefa (o mundo salvo dele foi perdido ou deixado de lado enquanto a tarefa ainda estava em execução), então ela nunca vai terminar. Envie de novo: tarefas do ambiente offline não custam nada.
core-end-sandbox-forgot-hint = Use “Reutilizar configurações” no detalhe da tarefa para enviá-la de novo.
core-download-not-http = Este link de resultado não é um endereço da web (ele usa "{ $scheme }"), então não foi baixado. Só links http e https são baixados.
core-download-invalid-url = Este link de resultado não pode ser baixado ({ $reason }). Verifique o resultado da tarefa ou gere-o de novo.
core-download-expired = O link do resultado expirou: os arquivos de resultado podem ser baixados por 24 horas depois de emitidos. Gere o resultado de novo para obter um novo link.
core-download-http-status = O servidor recusou o download (HTTP { $code }). Tente mais tarde; se continuar falhando, gere o resultado de novo.
core-download-too-large = O arquivo é maior que o limite de download de { $limit }, então não foi baixado. Para baixá-lo, aumente “Download máximo” nas Configurações e baixe de novo.
core-download-no-space = O disco ficou cheio ao salvar { $path }. Libere espaço e baixe de novo; o download continua de onde parou.
core-download-io = Não foi possível salvar o arquivo em { $path } ({ $reason }). Verifique se a pasta existe e permite gravação, ou escolha outra pasta de downloads.
core-download-local-gone = O link deste resultado não está mais disponível: nada responde no endereço dele neste computador (o ambiente offline que o criou agora roda em outro endereço). Uma cópia baixada é mantida; gere o resultado de novo para obter um novo link.
core-download-blocked = { $failure } O download continua de onde parou quando você baixar de novo.
core-download-network = O download falhou por um problema de rede ({ $reason }). Verifique a conexão e baixe de novo; ele continua de onde parou.
core-download-cancelled = O download foi cancelado. Baixe de novo para continuar de onde parou.
core-download-setup = O baixador não pôde iniciar ({ $reason }). Reinicie o app; se continuar acontecendo, informe o problema.
core-net-proxy-refused = O proxy { $proxy } recusou a conexão: ele não está em execução, ou o endereço ou a porta estão errados. Verifique o proxy nas configurações de Rede ou pergunte a quem o administra.
core-net-proxy-unreachable = Não foi possível alcançar o proxy { $proxy } ({ $detail }). Verifique o endereço dele nas configurações de Rede e a conexão deste computador.
core-net-proxy-login-needed = O proxy { $proxy } pede um usuário e uma senha (HTTP 407). Informe-os para o proxy personalizado nas configurações de Rede.
core-net-proxy-login-refused = O proxy { $proxy } recusou o usuário ou a senha. Corrija-os nas configurações de Rede.
core-net-proxy-would-not-connect = O proxy { $proxy } não abriu uma conexão com { $host }: o usuário ou a senha podem estar errados, ou ele não permite este endereço. Testar conexão, nas configurações de Rede, mostra qual é o caso.
core-net-proxy-forbids = O proxy { $proxy } não permite conexões com { $host } (HTTP 403). Peça a quem o administra para liberar { $host } ou, se { $host } puder ser alcançado sem o proxy, adicione-o à lista de exceções nas configurações de Rede.
core-net-socks-could-not-reach = O proxy SOCKS5 { $proxy } não conseguiu alcançar { $host } ({ $reason }). Se o nome não é resolvido no proxy ou o proxy não o permite, pergunte a quem o administra; caso contrário, tente mais tarde.
core-net-untrusted-certificate = A conexão com { $host } foi recusada: o certificado não é confiável ({ $problem }). O certificado apresentado era “{ $subject }”, emitido por “{ $issuer }”. Se sua organização inspeciona o tráfego HTTPS, peça ao departamento de TI o certificado dessa autoridade (um arquivo PEM) e adicione-o como autoridade certificadora extra nas configurações de Rede. Caso contrário, algo entre este computador e { $host } está interceptando a conexão: não envie nada até que isso seja explicado.
core-net-proxy-broken = O proxy { $proxy } interrompeu a conexão ({ $detail }). Verifique se ele é um proxy do tipo escolhido nas configurações de Rede (HTTP, HTTPS ou SOCKS5).
core-outage-under-a-minute = menos de um minuto
core-outage-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
core-outage-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
core-outage-hours-minutes = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
} e { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
core-trouble-interrupted = O GenDesk parou antes de o serviço responder a este envio, então não se sabe se a tarefa foi criada (e cobrada). Confira a lista de tarefas do serviço ou seu saldo antes de enviá-la de novo.
core-receiver-address-unreadable = O receptor de webhooks não pôde iniciar: não foi possível ler o endereço dele no histórico ({ $detail }).
core-receiver-port-taken = A porta { $port } em 127.0.0.1 já está em uso por outro programa (talvez outra janela do GenDesk), então o receptor de webhooks está desligado; escolha outra porta na seção Receptor de webhooks das Configurações ou feche o outro programa.
core-receiver-bind = O receptor de webhooks não pôde escutar na porta { $port } de 127.0.0.1 ({ $cause }); escolha outra porta na seção Receptor de webhooks das Configurações.
core-limit-over-day = { $what } passaria o limite de gastos de hoje de { $limit } em { $over } ({ $spent } gasto hoje; custa cerca de { $cost }). Nada foi enviado.
core-limit-over-month = { $what } passaria o limite de gastos deste mês de { $limit } em { $over } ({ $spent } gasto este mês; custa cerca de { $cost }). Nada foi enviado.
core-limit-unknown-price = O preço de { $what } não é conhecido, então o GenDesk não consegue dizer se fica dentro do seu limite de gastos. Nada foi enviado.

core-notify-task-ready = { $kind ->
    [image] Imagem pronta
    [video] Vídeo pronto
    [music] Música pronta
   *[task] Tarefa pronta
}
core-notify-task-failed = { $kind ->
    [image] A imagem falhou
    [video] O vídeo falhou
    [music] A música falhou
   *[task] A tarefa falhou
}
core-notify-prompt = “{ $prompt }”
core-notify-batch-finished = Lote concluído: { $ready } de { $total } prontos
core-notify-batch-finished-failed = Lote concluído: { $ready } de { $total } prontos; falhas: { $failed }
core-notify-batch-finished-body = { $model } — abra Lotes para ver os resultados
core-notify-batch-refused = { $count ->
    [one] Lote de { $count } item não enviado
   *[other] Lote de { $count } itens não enviado
}
core-notify-download-finished = Download concluído
core-notify-download-failed = O download falhou
core-notify-batch-download = { $count ->
    [one] { $count } arquivo em { $folder }
   *[other] { $count } arquivos em { $folder }
}
core-notify-batch-download-failed = { $count ->
    [one] { $count } arquivo em { $folder }; não baixados: { $failed }
   *[other] { $count } arquivos em { $folder }; não baixados: { $failed }
}
core-record-model = Modelo: { $model }
core-record-model-kind = Modelo: { $model } ({ $kind })
core-record-prompt = Prompt: { $prompt }
core-record-task = Tarefa: { $task }
core-record-task-result = Tarefa: { $task }, resultado { $result }
core-record-batch = Lote: { $batch }
core-record-batch-item = Lote: { $batch }, item { $item }
core-record-batch-unknown = (desconhecido)
core-record-created = Criado: { $time }
core-record-completed = Concluído: { $time }
core-record-estimated-cost = Custo estimado: { $amount }
core-record-references = Referências: { $references }
core-record-service = Serviço: { $service }
core-record-written-by = Gravado por: { $generator }

core-log-recovered-unknown = { $count ->
    [one] { $count } envio foi interrompido antes de o serviço responder; o resultado é desconhecido
   *[other] { $count } envios foram interrompidos antes de o serviço responder; os resultados são desconhecidos
}
core-log-offline = Não foi possível alcançar o serviço; consultas de status e downloads aguardam por ele
core-log-online = O serviço responde de novo após { $outage } fora do ar; consultas de status e downloads continuaram
core-log-error = Ao { $doing }: { $problem }
core-log-reference-not-hosted = A imagem de referência { $number } não pôde ser hospedada: { $error }
core-log-references-deleted = { $count ->
    [one] { $count } imagem de referência enviada foi excluída do seu bucket: as tarefas dela terminaram
   *[other] { $count } imagens de referência enviadas foram excluídas do seu bucket: as tarefas delas terminaram
}
core-log-submitted = Enviada; o ID da tarefa no serviço é { $task }
core-log-task-final = Concluída: { $state }
core-log-task-failed = Falhou: { $message } { $hint }
core-log-task-failed-code = Falhou ({ $code }): { $message } { $hint }
core-log-no-reason = nenhum motivo informado.
core-log-batch-recorded = { $count ->
    [one] Lote de { $count } item registrado
   *[other] Lote de { $count } itens registrado
}
core-log-run-recorded = { $items ->
    [one] { $items } item registrado
   *[other] { $items } itens registrados
} como { $batches ->
    [one] { $batches } lote
   *[other] { $batches } lotes
}
core-log-batch-accepted = Lote { $batch } aceito: novos { $created }, reutilizados { $reused }, rejeitados { $rejected }
core-log-batch-accepted-replayed = Lote { $batch } aceito (repetido): novos { $created }, reutilizados { $reused }, rejeitados { $rejected }
core-log-secret-rotated = O segredo de assinatura do webhook foi trocado
core-log-secret-revoked = Os segredos de assinatura do webhook foram revogados

core-validate-callback-missing = O modo callback precisa de uma URL de callback: um endereço https:// público que responda HTTP 200 em até 30 segundos. Informe uma ou mude o tipo de solicitação para async para consultar o resultado.
core-validate-extra-is-field = { $key } no JSON extra já é um campo do formulário ({ $label }); defina-o no formulário e remova-o do JSON extra.
core-validate-extra-not-object = O JSON extra deve ser um objeto como {"{"}"seed": 7{"}"}, não { $kind ->
    [null] null
    [bool] verdadeiro ou falso
    [number] um número
    [string] um texto
    [array] uma lista
   *[object] um objeto
}; coloque os campos entre {"{"} {"}"}.
core-validate-extra-invalid = O JSON extra não é um JSON válido na linha { $line }, coluna { $column }: { $reason }. Corrija ali ou limpe a caixa.
core-validate-prompt-empty = O prompt está vazio; descreva o que gerar.
core-validate-enum-not-set = { $label } não está definido; escolha { $choices }.
core-validate-mode-needs-reference = { $mode } precisa de pelo menos uma imagem de referência; adicione uma URL de imagem ou escolha outro modo.
core-validate-needs-reference = Este modo precisa de pelo menos uma imagem de referência; adicione uma URL de imagem ou escolha outro modo.
core-validate-number-not-set = { $bounds ->
    [between] { $label } não está definido; informe um número entre { $lo } e { $hi }.
    [at-least] { $label } não está definido; informe um número de no mínimo { $lo }.
    [at-most] { $label } não está definido; informe um número de no máximo { $hi }.
   *[none] { $label } não está definido; informe um número.
}
core-validate-empty = { $label } está vazio; informe um valor.
core-validate-not-text = { $label } deve ser texto.
core-validate-prompt-too-short = O prompt tem { $count } caracteres; { $model } precisa de pelo menos { $min }.
core-validate-prompt-too-long = O prompt tem { $count } caracteres; { $model } aceita no máximo { $max }. Encurte-o em { $over }.
core-validate-text-too-long = { $label } tem { $count } caracteres; são permitidos no máximo { $max }. Encurte-o em { $over }.
core-validate-enum-not-offered = { $model } não oferece { $value } para { $label }; escolha { $choices }.
core-validate-not-bool = { $label } deve estar ligado ou desligado (true ou false), não { $value }.
core-validate-not-whole = { $label } deve ser um número inteiro, não { $value }.
core-validate-not-number = { $label } deve ser um número, não { $value }.
core-validate-out-of-range = { $bounds ->
    [between] { $label } deve estar entre { $lo } e { $hi }; { $value } está fora do intervalo.
    [at-least] { $label } deve ser no mínimo { $lo }; { $value } está fora do intervalo.
    [at-most] { $label } deve ser no máximo { $hi }; { $value } está fora do intervalo.
   *[none] { $label }: { $value } está fora do intervalo.
}
core-validate-not-url-list = { $label } deve ser uma lista de URLs.
core-validate-too-many-references = Foram informadas { $count } imagens de referência; { $model } aceita no máximo { $max }. Remova { $remove }.
core-validate-reference-not-url = A imagem de referência { $number } ({ $value }) não é uma URL http(s); informe um endereço completo começando com https://.
core-validate-list-or = { $rest } ou { $last }
core-validate-list-separator = {", "}

core-check-result-host = Um servidor de resultados
core-check-result-host-named = Um servidor de resultados ({ $host })
core-check-no-result-yet = Ainda não há resultado para testar: os arquivos de resultado são buscados pelo mesmo caminho quando existirem.
core-check-service = O serviço ({ $host })
core-check-service-answered = Ele respondeu: o saldo é { $balance }.
core-check-service-refused = Foi alcançado, mas recusou a chamada: { $reason }
core-check-result-link-not-web = O último link de resultado não é um endereço da web.
core-check-host-answered-file = Ele respondeu com o arquivo.
core-check-host-answered-expired = Ele respondeu HTTP { $status }: o servidor é alcançado (este link expirou).
core-check-host-answered = Ele respondeu HTTP { $status }: o servidor é alcançado.
core-check-host-timed-out = { $route ->
    [bypassed] Sem resposta em { $seconds } s com conexão direta (na lista de exceções do proxy). Verifique a conexão e o proxy.
    [proxy] Sem resposta em { $seconds } s pelo proxy { $kind } { $address }. Verifique a conexão e o proxy.
    [system-proxy] Sem resposta em { $seconds } s pelo proxy { $kind } do sistema { $address }. Verifique a conexão e o proxy.
   *[direct] Sem resposta em { $seconds } s com conexão direta. Verifique a conexão e o proxy.
}
core-check-host-unreachable = { $route ->
    [bypassed] Não foi possível alcançá-lo com conexão direta (na lista de exceções do proxy) ({ $reason }).
    [proxy] Não foi possível alcançá-lo pelo proxy { $kind } { $address } ({ $reason }).
    [system-proxy] Não foi possível alcançá-lo pelo proxy { $kind } do sistema { $address } ({ $reason }).
   *[direct] Não foi possível alcançá-lo com conexão direta ({ $reason }).
}
core-webhook-preview-more = { $signed }… (mais { $more } bytes)
core-webhook-wrong-scheme = { $rejection } Procure uma atualização do GenDesk ou verifique as configurações de webhook da conta.
core-webhook-verified-version = Assinatura verificada com a versão { $version } do segredo.
core-webhook-verified-previous = Assinatura verificada com a versão { $version } do segredo, uma versão anterior que ainda assina as entregas de lotes aceitos antes da troca, até { $until }.
core-webhook-verified = Assinatura verificada.
core-webhook-future = A assinatura é válida, mas o carimbo de tempo está { $amount } no futuro, { $beyond ->
    [one] { $beyond } segundo
   *[other] { $beyond } segundos
} além da janela de validade de { $tolerance } segundos. Provavelmente o relógio deste computador (ou do remetente) está errado: verifique se o relógio do sistema está sincronizado.
core-webhook-future-version = A assinatura é válida (versão { $version } do segredo), mas o carimbo de tempo está { $amount } no futuro, { $beyond ->
    [one] { $beyond } segundo
   *[other] { $beyond } segundos
} além da janela de validade de { $tolerance } segundos. Provavelmente o relógio deste computador (ou do remetente) está errado: verifique se o relógio do sistema está sincronizado.
core-webhook-stale = A assinatura é válida, mas o carimbo de tempo tem { $amount }, { $beyond ->
    [one] { $beyond } segundo
   *[other] { $beyond } segundos
} além da janela de validade de { $tolerance } segundos. É a repetição de uma entrega antiga, ou o relógio deste computador está errado: verifique se o relógio do sistema está sincronizado.
core-webhook-stale-version = A assinatura é válida (versão { $version } do segredo), mas o carimbo de tempo tem { $amount }, { $beyond ->
    [one] { $beyond } segundo
   *[other] { $beyond } segundos
} além da janela de validade de { $tolerance } segundos. É a repetição de uma entrega antiga, ou o relógio deste computador está errado: verifique se o relógio do sistema está sincronizado.
core-webhook-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
core-webhook-seconds-long = { $count } segundos ({ $parts })
core-webhook-version-current = versão { $version } (atual)
core-webhook-version-until = versão { $version } (até { $until })
core-webhook-mismatch = A assinatura não corresponde a nenhum dos segredos que podem assinar agora: { $known }. Ou o corpo, o ID do evento ou o carimbo de tempo foi alterado depois da assinatura (um proxy ou túnel que reescreve o corpo também faz isso), ou a entrega foi assinada com um segredo diferente do que o GenDesk conhece: busque o segredo atual de novo na visualização Webhooks.
core-webhook-no-secret = O GenDesk não conhece nenhum segredo de assinatura para este perfil, então a entrega não pode ser verificada: abra a visualização Webhooks para buscar o segredo. O status do lote continua mostrando o resultado deste item.
core-webhook-none-may-sign = Nenhum dos segredos de assinatura que o GenDesk conhece pode assinar agora (foram revogados ou o período de carência acabou), então a entrega não pode ser verificada: busque o segredo de novo na visualização Webhooks.
core-webhook-none-may-sign-retired = Nenhum dos segredos de assinatura que o GenDesk conhece pode assinar agora (foram revogados ou o período de carência acabou), então a entrega não pode ser verificada: busque o segredo de novo na visualização Webhooks. { $reason }
core-webhook-matches-revoked = A assinatura corresponde à versão { $version } do segredo, revogada em { $date }: o serviço suprime as entregas assinadas com ela, então isto é uma repetição ou uma falsificação.
core-webhook-matches-retired = A assinatura corresponde à versão { $version } do segredo, que parou de assinar em { $date }: o serviço não assina mais com ela, então isto é uma repetição ou falsificação de alguém que tem esse segredo antigo, ou o relógio deste computador está errado.
core-webhook-unknown-date = uma data desconhecida
core-webhook-time-unknown = { $ms } ms depois de 1970
-core-webhook-signed-rule = A string assinada deve ser {"{"}eventId{"}"}.{"{"}timestamp{"}"}.{"{"}body{"}"}: o ID do evento, um ponto, o carimbo de tempo, um ponto e depois os bytes do corpo exatamente como enviados.
core-webhook-pitfall-body-only = A assinatura não corresponde, mas é o HMAC-SHA256 só do corpo com a versão { $version } do segredo: o remetente assinou só o corpo. { -core-webhook-signed-rule }
core-webhook-pitfall-timestamp-and-body = A assinatura não corresponde, mas é o que a versão { $version } do segredo dá para {"{"}timestamp{"}"}.{"{"}body{"}"}: o remetente deixou de fora o ID do evento. { -core-webhook-signed-rule }
core-webhook-pitfall-event-id-and-body = A assinatura não corresponde, mas é o que a versão { $version } do segredo dá para {"{"}eventId{"}"}.{"{"}body{"}"}: o remetente deixou de fora o carimbo de tempo. { -core-webhook-signed-rule }
core-webhook-pitfall-line-break-added = A assinatura não corresponde, mas corresponde à versão { $version } do segredo para o corpo sem a quebra de linha final: uma quebra de linha foi adicionada depois da assinatura (o echo de um shell ou um editor fazem isso). Passe exatamente os bytes que foram assinados.
core-webhook-pitfall-line-break-removed = A assinatura não corresponde, mas corresponde à versão { $version } do segredo para o corpo com uma quebra de linha final: a quebra de linha se perdeu depois da assinatura. Passe exatamente os bytes que foram assinados.
