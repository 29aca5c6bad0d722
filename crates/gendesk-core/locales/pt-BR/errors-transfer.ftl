# Errors of transfers: GenDesk's own updates, result downloads and previews, download file-name patterns, the webhook receiver and `gendesk webhook verify`, Insights exports and periods.

## Updates of GenDesk (update/error.rs). The update feed is the signed file that announces new versions.

err-update-disabled = este GenDesk foi compilado para um pacote de distribuição: o gerenciador de pacotes traz as novas versões
err-update-feed-address = o endereço do feed de atualizações { $url } não pode ser usado ({ $reason }); informe um endereço https:// em Configurações → Atualizações
err-update-unreachable = não foi possível acessar o feed de atualizações ({ $reason }); verifique a conexão e tente de novo
err-update-http-status = o servidor do feed de atualizações respondeu HTTP { $status } para { $url }; tente de novo mais tarde
err-update-feed-too-large = o feed de atualizações tem mais de { $limit } bytes, então não foi lido
err-update-signature-unreadable = não foi possível ler a assinatura do feed de atualizações ({ $reason }); o feed não foi usado
err-update-untrusted-key = o feed de atualizações foi assinado com uma chave em que este GenDesk não confia; o feed não foi usado
err-update-bad-signature = a assinatura do feed de atualizações não corresponde ao conteúdo dele: o feed foi alterado depois de assinado, então não foi usado
err-update-comment-mismatch = o comentário assinado do feed de atualizações é { $comment }, mas o feed anuncia { $version }: o feed não foi usado
err-update-malformed = o feed de atualizações não está num formato que este GenDesk entenda ({ $reason }); o feed não foi usado
err-update-insecure-address = o feed de atualizações indica um endereço que não é https:// nem está neste computador ({ $url }); o feed não foi usado
err-update-older-feed = o feed de atualizações foi publicado em { $published }, antes do que já foi visto ({ $last }): é uma cópia antiga, então não foi usado
err-update-no-package = { $kind ->
        [matching] a atualização não tem um pacote adequado
       *[other] a atualização não tem um pacote do tipo “{ $kind }”
    }; baixe-a pela página do projeto
err-update-download = não foi possível baixar a atualização: { $error }
err-update-size-mismatch = a atualização baixada tem { $actual } bytes, mas o feed assinado indica { $expected }: ela foi removida e nada foi instalado
err-update-hash-mismatch = o SHA-256 da atualização baixada não corresponde ao feed assinado: ela foi removida e nada foi instalado
err-update-io = não foi possível { $action ->
        [read] ler
        [written] gravar
        [removed] remover
       *[other] { $action }
    } { $path }: { $cause }; verifique as permissões da pasta e o espaço livre
err-update-install = não foi possível instalar a atualização ({ $reason }); esta versão continua funcionando
err-update-catalog = o catálogo de modelos atualizado foi recusado ({ $error }); o anterior é mantido

## Result downloads (download/mod.rs). The history keeps these; core-download-… words them for the window.

err-download-not-http = só URLs de resultado http e https podem ser baixadas, não { $scheme }
err-download-invalid-url = a URL do resultado não pode ser usada: { $reason }
err-download-expired = a URL do resultado expirou (24 h depois de ser emitida)
err-download-http-status = o servidor respondeu HTTP { $status }
err-download-too-large = o arquivo é maior que o limite de { $limit } bytes
err-download-no-space = não há mais espaço no disco ao gravar { $path }
err-download-io = não foi possível gravar { $path }: { $cause }
err-download-local-gone = nada responde no endereço da URL do resultado neste computador
err-download-network = erro de rede: { $reason }
err-download-cancelled = o download foi cancelado
err-download-setup = não foi possível preparar o baixador: { $reason }

## File-name patterns for downloads (download/name_pattern.rs): shown under the pattern in Settings.
## Field names in braces ({model}, {n}, {prompt:30}) are typed as they are: never translate them.

err-name-pattern-empty = O padrão está vazio: informe pelo menos um campo, como {"{model}"}.
err-name-pattern-unclosed = Uma “{"{"}” não tem uma “{"}"}” que a feche (depois de “{ $before }”). Feche o campo ou remova a chave.
err-name-pattern-stray-brace = Uma “{"}"}” não fecha nenhum campo (depois de “{ $before }”). Remova-a.
err-name-pattern-unknown-field = “{"{"}{ $name }{"}"}” não é um campo. Os campos são { $fields }.
err-name-pattern-bad-length = “{"{"}{ $field }:{ $length }{"}"}” precisa de um comprimento de 1 a { $max } depois dos dois-pontos.
err-name-pattern-absolute = O padrão começa com “/”: ele indica lugares dentro da pasta de downloads, então remova a barra inicial.
err-name-pattern-parent-folder = “{ $part }” não é permitido como pasta: os arquivos ficam dentro da pasta de downloads.
err-name-pattern-no-file-name = O padrão termina com uma pasta: adicione um nome de arquivo depois da última “/”, como {"{n}"}.
err-name-pattern-too-deep = O padrão cria { $count } pastas uma dentro da outra; no máximo { $max } são permitidas.

## Result previews (media/fetch.rs).

err-fetch-bad-url = o endereço do resultado não pode ser aberto: { $reason }
err-fetch-gone = o link do resultado não funciona mais (HTTP { $status }); os links de resultado expiram 24 horas depois que a tarefa termina, então só uma cópia baixada pode ser mostrada
err-fetch-status = o servidor respondeu HTTP { $status } para o arquivo do resultado; tente de novo mais tarde
err-fetch-too-large = o arquivo tem mais de { $mib } MiB, grande demais para a pré-visualização; baixe-o em vez disso
err-fetch-network = não foi possível buscar o arquivo do resultado ({ $reason }); verifique a conexão e tente de novo
err-fetch-local-gone = o link deste resultado não está mais disponível: nada responde no endereço dele neste computador (o ambiente offline que o criou agora roda em outro endereço), então ele só pode ser mostrado a partir de uma cópia baixada

## gendesk webhook verify (webhooks/cli.rs). $variable is an environment variable's name; the command line after "for example:" is typed as it is.

err-webhook-cli-secret-unset = A variável de ambiente { $variable } não está definida. Coloque nela o segredo de assinatura do webhook (o GenDesk nunca recebe um segredo pela linha de comando), por exemplo: { $variable }="$(cat secret.txt)" gendesk webhook verify --secret-env { $variable } …
err-webhook-cli-secret-empty = A variável de ambiente { $variable } está vazia. Coloque nela o segredo de assinatura do webhook: um segredo vazio não verifica nada.
err-webhook-cli-secret-not-text = A variável de ambiente { $variable } não contém texto UTF-8. Copie o segredo de assinatura de novo, exatamente como o serviço o mostra.
err-webhook-cli-stdin = Não foi possível ler o corpo da entrada padrão: { $cause }. Passe o corpo bruto para o comando por um pipe.
err-webhook-cli-body-too-large = O corpo na entrada padrão tem mais de { $limit } bytes, muito mais do que um webhook carrega. Verifique se o arquivo certo está sendo passado pelo pipe.

## The webhook receiver (webhooks/receiver.rs); core-receiver-… words these for the window.

err-receiver-port-taken = a porta { $port } em 127.0.0.1 já está em uso
err-receiver-bind = não foi possível escutar na porta { $port } de 127.0.0.1: { $cause }

## Insights exports (insights/export.rs). $error is the writer's reason, in English.

err-export-csv = não foi possível gravar o CSV: { $error }
err-export-json = não foi possível gravar o JSON: { $error }
err-export-finish = não foi possível concluir o CSV: { $error }

## Periods of `gendesk report` (insights/period.rs). 24h, 7d, 30d and 2026-11-01 are typed as they are.

err-period-unreadable = { $given } não é um período: informe um intervalo como 24h, 7d ou 30d, ou uma data como 2026-11-01
err-period-backwards = o período termina antes de começar ({ $since } é depois de { $until })
