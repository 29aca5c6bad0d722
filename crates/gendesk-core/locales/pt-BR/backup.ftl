# Backup e restauração em um só arquivo (backup/ em gendesk-core, `gendesk backup` e `gendesk restore`).

## Erros

err-backup-io = não foi possível ler nem gravar { $path }: { $reason }; verifique o disco e as permissões
err-backup-history = não foi possível copiar o histórico: { $reason }
err-backup-damaged = { $file } foi recusado, nada foi alterado: { $reason }
err-backup-newer-format = este backup foi feito por um GenDesk mais novo (formato de backup { $found }, este lê até o { $known }): atualize o GenDesk primeiro; nada foi alterado
err-backup-newer-history = este backup foi feito por um GenDesk mais novo (versão do histórico { $found }, este lê até a { $known }): atualize o GenDesk primeiro; nada foi alterado
err-backup-wrong-passphrase = a frase secreta não abre as chaves e segredos deste backup; nada foi alterado — digite-a de novo exatamente como ao fazer o backup
err-backup-secrets = não foi possível salvar nem ler as chaves e segredos: { $reason }
err-backup-settings = não foi possível ler nem alterar as configurações: { $reason }
err-backup-interrupted = a restauração parou no meio: { $reason }; o que havia antes está em { $safety } — restaure esse arquivo para voltar

## O que há de errado com um arquivo

backup-problem-not-a-zip = não é um backup do GenDesk, ou está incompleto ({ $reason })
backup-problem-no-seal = não é um backup do GenDesk, ou o seu final está danificado
backup-problem-seal-mismatch = o conteúdo não confere com a soma de verificação: o arquivo está danificado ou foi alterado depois de feito
backup-problem-no-manifest = não tem lista de conteúdo (manifest.json)
backup-problem-manifest = a lista de conteúdo não pode ser lida ({ $reason })
backup-problem-manifest-too-big = a lista de conteúdo é grande demais
backup-problem-bad-name = contém um arquivo com um nome que o GenDesk não aceita ({ $entry })
backup-problem-missing-entry = falta { $entry } nele
backup-problem-unlisted-entry = contém { $entry }, que a lista de conteúdo não cita
backup-problem-unreadable-entry = { $entry } não pode ser lido ({ $reason })
backup-problem-entry-changed = { $entry } não confere com o tamanho ou a soma de verificação

## Outros motivos

backup-problem-history-busy = o histórico continuou ocupado; feche as outras janelas do GenDesk ou espere um pouco e tente de novo
backup-problem-no-keyring-given = nenhum chaveiro foi indicado para ler as chaves
backup-problem-empty-passphrase = a frase secreta está vazia; escolha uma para proteger as chaves no backup
backup-problem-secrets-unreadable = as chaves e segredos descriptografados não podem ser lidos (linha { $line }, coluna { $column })
backup-problem-path-not-text = o nome da pasta não é um texto que o SQLite consiga abrir; mova a pasta de dados para um nome mais simples
backup-problem-unknown-table = o histórico tem uma tabela que este GenDesk não sabe mesclar ({ $table }); restaure-o com Substituir

## gendesk backup / gendesk restore

backup-cli-no-passphrase = --with-secrets precisa da frase secreta na variável de ambiente GENDESK_BACKUP_PASSPHRASE; defina-a ou deixe de fora --with-secrets
backup-cli-exists = { $file } já existe; escolha outro nome ou mova esse arquivo antes
backup-cli-busy = o GenDesk está aberto com esta pasta de dados ({ $folder }); feche-o e restaure de novo
backup-cli-written = Backup gravado: { $file } ({ $size })
backup-cli-history = Histórico: { $tasks ->
    [one] { $tasks } tarefa
   *[other] { $tasks } tarefas
}, { $batches ->
    [one] { $batches } lote
   *[other] { $batches } lotes
}, { $downloads ->
    [one] { $downloads } registro de download
   *[other] { $downloads } registros de download
}, { $profiles ->
    [one] { $profiles } perfil
   *[other] { $profiles } perfis
}
backup-cli-files = Arquivos: { $files }
backup-cli-results-included = Resultados baixados: incluídos
backup-cli-secrets-included = Chaves e segredos: incluídos, criptografados com a sua frase secreta
backup-cli-secrets-left-out = Chaves e segredos: não incluídos (--with-secrets os adiciona, criptografados)
backup-cli-skipped = Deixados de fora (nomes que não são texto): { $files }
backup-cli-restored-replace = Restaurado de { $file }: o histórico e as configurações foram substituídos
backup-cli-restored-merge = Mesclado de { $file }: { $added ->
    [one] { $added } tarefa adicionada
   *[other] { $added } tarefas adicionadas
}, { $present } já estavam aqui; { $batches ->
    [one] { $batches } lote adicionado
   *[other] { $batches } lotes adicionados
}, { $downloads ->
    [one] { $downloads } registro de download adicionado
   *[other] { $downloads } registros de download adicionados
}
backup-cli-profiles-added = Perfis adicionados: { $names }
backup-cli-settings-written = Arquivos de configuração gravados: { $count }
backup-cli-results-restored = Resultados baixados: { $written } gravados, { $kept } já estavam aqui (mantidos)
backup-cli-safety = O que havia antes: { $file }
backup-cli-secrets-restored = Chaves e segredos: { $saved } salvos, { $kept } já estavam aqui (mantidos)
backup-cli-secrets-skipped = Chaves e segredos: ignorados — o backup os contém, mas GENDESK_BACKUP_PASSPHRASE não está definida
backup-cli-secrets-none = Chaves e segredos: nenhum neste backup
backup-cli-no-key = Perfis sem chave de API: { $names } — adicione as chaves nas configurações de perfil do GenDesk

## The progress bar's steps (work_progress.rs) and the report after a restore (restore_report.rs).
backup-step-checking = Verificando o arquivo…
backup-step-history = Copiando o histórico…
backup-step-settings = Configurações e perfis…
backup-step-results = Resultados baixados…
backup-step-secrets = Chaves e segredos…
backup-step-safety = Guardando uma cópia do que há aqui…
backup-step-restoring = Restaurando…
restore-report-title = Backup restaurado
restore-report-failed-title = O backup não foi restaurado
restore-report-secrets-skipped = Chaves e segredos: deixados de fora; nenhuma frase secreta foi digitada
restore-report-show-earlier = Mostrar os dados anteriores
restore-report-close = Fechar
