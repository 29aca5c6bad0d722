# The headless commands' human output (never --json).

cli-engine-needs = `{ $verb }` precisa de { $what ->
    [model] um modelo
    [mode] um modo
    [count] uma quantidade
    [webhook-url] uma URL de webhook
    [file-path] um caminho de arquivo
    [task-row] uma linha de tarefa
    [folder] uma pasta
    [download-row] uma linha de download
   *[question] o número da pergunta
}
cli-engine-expected-number = esperava-se { $what ->
    [item-count] uma quantidade de itens
    [task-row] uma linha de tarefa
    [download-row] uma linha de download
   *[question] um número de pergunta
} (um número)
cli-engine-unknown-command = comando desconhecido `{ $command }`
cli-engine-output = não foi possível gravar a saída: { $reason }
cli-engine-online = o serviço responde de novo após { $outage } fora do ar
cli-engine-model-list-unreadable = não foi possível ler a lista de modelos: { $reason }
cli-engine-model-not-listed = o modelo { $model } não está na lista de modelos do GenDesk; adicione-o na janela (Criar → Adicionar um modelo…) ou use um modelo da lista
cli-engine-batch-file-refused = { $reason } (nada foi enviado)
cli-engine-data-dir = informe --data-dir FOLDER: o mecanismo sem janela guarda ali o histórico e o log
cli-engine-data-folder-busy = O GenDesk está usando a pasta de dados { $folder } (a janela dele ou outro `gendesk engine`); feche-o primeiro ou informe outro --data-dir
cli-engine-limit-amount = { $option } aceita um valor em USD de 0 ou mais, como 5 ou 12.50
cli-api-key-variable = defina GENDESK_API_KEY com a chave de API (ela nunca é lida da linha de comando)
cli-already-open = O GenDesk já está aberto com esta pasta de dados: a janela dele foi trazida para a frente.
cli-already-open-process = O GenDesk já está aberto com esta pasta de dados (processo { $pid }): a janela dele foi trazida para a frente.
cli-no-log-file = sem arquivo de log: { $reason }
cli-no-renderer = { $reason }.

    O motivo de cada falha está no log: { $log }
cli-proxy-refused = --proxy: { $reason }
cli-proxy-no-password = --proxy informa o usuário { $user }, mas { $variable } não está definida; defina-a com a senha do proxy (ela nunca é lida da linha de comando)
cli-show-missing = { $path } não está mais lá: foi movido ou excluído.
cli-show-not-opened = nenhum gerenciador de arquivos abriu a pasta { $folder }. Abra-a pelo seu gerenciador de arquivos.
cli-update-refused = Atualização recusada: { $reason }
cli-update-up-to-date = O GenDesk { $version } está atualizado.
cli-update-available = O GenDesk { $version } está disponível (esta é a { $running }), publicado em { $published }.
cli-update-required = Esta versão é antiga demais para continuar sendo usada com o serviço: atualize.
cli-update-install-with = Instale com: gendesk update apply
cli-update-own-path-unknown = o caminho deste programa é desconhecido ({ $reason })
cli-update-updated = Atualizado para o GenDesk { $version }; o binário anterior foi mantido como { $backup }.
cli-update-installer-started = O instalador do GenDesk { $version } está em execução; ele abre o GenDesk quando terminar.
cli-update-package-ready = O pacote verificado está pronto: { $path }
cli-update-catalogue = { $count ->
    [0] O catálogo de modelos agora está na versão { $version }.
    [one] O catálogo de modelos agora está na versão { $version }, com um novo modelo: { $models }.
   *[other] O catálogo de modelos agora está na versão { $version }, com novos modelos: { $models }.
}
cli-report-no-such-profile = nenhum perfil se chama { $name } em { $file }; os perfis: { $profiles }
cli-report-no-such-profile-none = nenhum perfil se chama { $name } em { $file }; os perfis: nenhum ainda
cli-report-no-history = nenhum perfil se chama { $name }: ainda não há histórico em { $file }
cli-report-heading = Histórico: { $file } · { $profile } · { $period }
cli-report-every-profile = todos os perfis
cli-report-profile = perfil { $name }
cli-report-all-time = todo o período
cli-report-since = desde { $since }
cli-report-until = até { $until }
cli-report-between = de { $since } a { $until }
cli-media-unreadable = não foi possível ler { $file }: { $reason }
cli-media-file = Arquivo: { $format }
cli-media-file-size = Arquivo: { $format }, { $width }×{ $height }
cli-media-other-format = não é um tipo de arquivo em que o GenDesk grava registros
cli-media-parameters = Sem registro do GenDesk; parâmetros do AUTOMATIC1111:
cli-media-no-record = Sem registro: este arquivo não diz como foi feito (o GenDesk grava um nos arquivos PNG, JPEG e WebP que baixa enquanto Configurações → Downloads mantiver isso ligado).

## Headless commands of a portable GenDesk (portable_start.rs).
cli-portable-keys-locked = as chaves portáteis ao lado do GenDesk estão bloqueadas: defina { $variable } com a frase secreta
