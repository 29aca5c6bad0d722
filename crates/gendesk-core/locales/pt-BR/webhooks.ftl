# Webhooks: signing secrets, the local receiver, deliveries and their checks.

## As abas da tela

hook-tab-setup = Segredo e receptor
hook-tab-deliveries = Entregas
hook-seen-tab = { $count } recebidas nesta sessão

## O segredo de assinatura

hook-secret-title = Segredo de assinatura
hook-secret-explained = O serviço assina cada webhook de lote com este segredo (HMAC-SHA256 sobre o corpo bruto). O GenDesk confere cada entrega com ele antes de confiar nela.
hook-versions-kept = Versões que o GenDesk guarda (no chaveiro do sistema) para verificar entregas:
hook-version-current = Versão { $version }: atual
hook-version-grace = Versão { $version }: ainda aceita até { $until } (lotes aceitos antes da rotação)
hook-version-expired = Versão { $version }: não assina mais
hook-version-revoked = Versão { $version }: revogada em { $at }
hook-secret-revoked = Os segredos de assinatura foram revogados: as entregas de webhooks pendentes foram suprimidas. Buscar o segredo de novo emite uma nova versão, e os lotes aceitos a partir daí são assinados com ela.
hook-secret-issue = Emitir um novo segredo
hook-secret-reading = Lendo o segredo de assinatura…
hook-secret-ask-again = Pedir de novo
hook-secret-version-label = Versão
hook-secret-version = Versão { $version }
hook-secret-label = Segredo
hook-secret-hide = Ocultar
hook-secret-reveal = Mostrar
hook-secret-copy = Copiar
    .hint = Copia o segredo para a área de transferência
hook-secret-copied = O segredo de assinatura (versão { $version }) foi copiado.
hook-secret-rotate = Rotacionar…
hook-secret-revoke = Revogar…
hook-rotate-explained = Um novo segredo assina os lotes aceitos de agora em diante. Os lotes já aceitos mantêm o segredo atual por 7 dias; o GenDesk continua aceitando os dois enquanto algum lote da versão antiga puder entregar, então nada do que você recebe aqui quebra. Atualize os seus próprios receptores com o novo segredo.
hook-rotate-confirm = Rotacionar o segredo
hook-revoke-explained = Revogar interrompe todas as entregas de webhooks pendentes (elas são suprimidas, não enviadas depois). Para receber webhooks de novo, busque o segredo: o serviço emite uma nova versão para os lotes aceitos depois disso.
hook-revoke-confirm = Revogar os segredos
hook-cancel = Cancelar
    .hint = Cancelar (Esc)

## O receptor local

hook-receiver-title = Receptor local
hook-receiver-on = Receber webhooks e callbacks neste computador
    .hint = Um servidor HTTP só em 127.0.0.1: nada fora deste computador consegue acessá-lo, a menos que você rode um túnel até ele
hook-receiver-starting = Iniciando…
hook-receiver-off = Desligado. Ligue para ver cada webhook e callback, verificado, assim que chegar.
hook-receiver-listening = Escutando em 127.0.0.1, porta { $port }.
hook-receiver-sandbox = O modo callback e os lotes do ambiente offline usam estas URLs por padrão.
hook-receiver-tunnel = Pelo seu túnel (a seção Receptor de webhooks das Configurações); os formulários de criação e de lotes usam estas:
hook-receiver-forward = O seu túnel precisa encaminhar para http://127.0.0.1:{ $port }.
hook-receiver-needs-tunnel = O serviço só chama endereços HTTPS públicos. Rode um túnel para esta porta (veja o README) e informe a URL pública dele na seção Receptor de webhooks das Configurações; os formulários passam a usá-la.
hook-url-webhooks = Webhooks de lote
    .copied = A URL dos webhooks de lote foi copiada.
hook-url-callbacks = Callbacks
    .copied = A URL dos callbacks foi copiada.
hook-url-local-webhooks = Webhooks locais
    .copied = A URL dos webhooks locais foi copiada.
hook-url-local-callbacks = Callbacks locais
    .copied = A URL dos callbacks locais foi copiada.
hook-copy = Copiar
hook-seen-session = { $count ->
        [one] { $count } entrega recebida nesta sessão.
       *[other] { $count } entregas recebidas nesta sessão.
    }

## O inspetor de entregas

hook-filter-any = Qualquer veredito
hook-filter-verified = Verificadas
hook-filter-refused = Recusadas
hook-filter-duplicates = Duplicadas
hook-filter-callbacks = Callbacks
hook-reading = Lendo as entregas…
hook-newest-of = As { $shown } mais recentes de { $total } entregas; restrinja o filtro para ver as mais antigas.
hook-count = { $count ->
        [one] { $count } entrega.
       *[other] { $count } entregas.
    }
hook-gone = Esta entrega não é mais guardada (só as mais recentes são guardadas; veja Configurações).
hook-select = Selecione uma entrega à esquerda para ver a solicitação, o corpo e o veredito.
hook-show = Mostrar
hook-show-all = Webhooks e callbacks
hook-show-webhooks = Webhooks de lote
hook-show-callbacks = Callbacks
hook-verdict = Veredito
hook-batch-filter = ID do lote
    .name = Filtro por ID do lote
hook-search = Buscar IDs, motivos…
    .name = Buscar entregas
hook-clear-filters = Limpar filtros
hook-no-match = Nenhuma entrega corresponde a estes filtros.
hook-empty-listening = Nenhuma entrega ainda. Envie um lote com a URL de webhook do receptor, ou uma tarefa no modo callback, e cada entrega aparece aqui assim que chegar.
hook-empty-off = Nenhuma entrega ainda. Ligue o receptor acima para receber webhooks e callbacks.
hook-row-duplicate = duplicada
hook-row-attempt = tentativa { $attempt }
hook-row-name = { $verdict } { $kind } { $id }
hook-row-task = tarefa { $id }
hook-row-batch = lote { $id }
hook-row-item = item { $id }
hook-bytes = { $count } bytes
hook-kind-webhook = Webhook de lote
hook-kind-callback = Callback
hook-verdict-verified = Verificada
hook-verdict-duplicate = Duplicada
hook-verdict-missing-header = Falta cabeçalho
hook-verdict-malformed = Malformada
hook-verdict-wrong-scheme = Esquema errado
hook-verdict-mismatch = Assinatura inválida
hook-verdict-stale = Antiga demais
hook-verdict-future = Do futuro
hook-verdict-no-secret = Sem segredo
hook-verdict-callback = Callback sem assinatura
hook-verdict-unreadable = Ilegível
hook-reader-failed = A lista de entregas não conseguiu iniciar o leitor ({ $error }). Feche alguns programas e abra o perfil de novo.
hook-read-failed = Não foi possível ler as entregas: { $error }.
hook-read-one-failed = Não foi possível ler a entrega: { $error }.

## Uma entrega

hook-kind-single-callback = Callback de uma tarefa
hook-received-at = recebida às { $time }
hook-attempt-of-event = · entrega { $attempt } deste evento
hook-what-done = O que o GenDesk fez:
hook-copy-body = Copiar corpo
hook-copy-headers = Copiar cabeçalhos
hook-copied-body = O corpo da entrega foi copiado.
hook-copied-headers = Os cabeçalhos da entrega foram copiados.
hook-copied-curl = O comando curl da entrega foi copiado.
hook-replay-to = Reenviar para
hook-copy-curl = Copiar como curl
    .hint = Um comando de shell que envia exatamente estes bytes e cabeçalhos para a URL, por exemplo o seu servidor em desenvolvimento
hook-request = Solicitação
hook-body = Corpo
hook-body-not-utf8 = UTF-8 inválido: exibido com marcas de substituição nos bytes ruins (Copiar como curl os mantém)
hook-body-first-kib = (primeiros { $kib } KiB exibidos)
hook-as-received = Como recebido
hook-pretty-json = JSON formatado
hook-as-received-not-json = Como recebido (não é JSON)
hook-signature-check = Verificação da assinatura
hook-signed-string = String assinada ({"{eventId}.{timestamp}.{"}corpo bruto{"}"}):
hook-no-signed-string = Sem string assinada: falta o cabeçalho do ID do evento ou do timestamp.
hook-signature-received = Recebida
hook-signature-none = (nenhuma)
hook-signature-expected = Esperada
hook-signature-not-computed = (não calculada: não há segredo atual, ou os cabeçalhos eram inutilizáveis)
hook-secret-version-row = Versão do segredo
