# Errors of the app itself: the history database, profiles, network settings, the keyring, the data folder and its lock, the log, the engine, provenance records and the window.

## The history database (store/error.rs).

err-store-create-dir = não foi possível criar a pasta { $path } do banco de dados do histórico: { $cause }; verifique o disco e as permissões
err-store-open = não foi possível abrir o banco de dados do histórico em { $path }: { $cause }; verifique o disco e as permissões, ou mova o arquivo para outro lugar para começar um histórico novo
err-store-no-wal = o banco de dados do histórico em { $path } não pode usar o log de escrita antecipada (o modo de journal continuou { $mode }); mantenha o histórico em um disco local
err-store-too-new = o banco de dados do histórico em { $path } foi gravado por um GenDesk mais novo (versão de esquema { $found }, esta versão conhece até a { $supported }); ele não foi alterado — atualize o GenDesk ou mova o arquivo para outro lugar para começar um histórico novo
err-store-migration = a atualização do banco de dados do histórico em { $path } para a versão de esquema { $version } falhou: { $cause }; ele ficou na versão { $version_before } — verifique o espaço livre em disco e reinicie o GenDesk
err-store-busy = o banco de dados do histórico em { $path } continuou bloqueado durante “{ $doing }”; outra janela do GenDesk ou uma ferramenta de backup pode estar usando o arquivo — feche-a e tente de novo
err-store-disk-full = o disco com o banco de dados do histórico em { $path } está cheio ({ $doing }); libere algum espaço
err-store-conflict = “{ $doing }” entra em conflito com o que o histórico já contém: { $cause }
err-store-database = o banco de dados do histórico em { $path } falhou durante “{ $doing }”: { $cause }; se isso se repetir, verifique o disco e as permissões
err-store-not-found = { $what } { $id } não está no histórico; pode ter sido excluído junto com o perfil
err-store-wrong-phase = a linha de tarefa { $row } está em `{ $phase }`, então não é possível aplicar “{ $action }”
err-store-duplicate-task-id = a tarefa { $task_id } já está registrada como linha de tarefa { $existing } deste perfil; o serviço retornou um ID que já tinha dado antes
err-store-file-name-taken = outro download já está gravando em { $file_name } na pasta { $target_dir }; escolha outro nome
err-store-invalid-input = o histórico não pode registrar isto: { $detail }

## Profiles (config/profiles.rs).

err-profiles-io = não foi possível { $action ->
        [read] ler
       *[other] salvar
    } o arquivo de perfis { $path }: { $cause }; verifique as permissões da pasta e o espaço livre
err-profiles-damaged = o arquivo de perfis { $path } está danificado ({ $reason }); corrija-o ou mova-o para outro lugar, e o GenDesk vai começar sem perfis
err-profiles-duplicate-name = já existe um perfil chamado { $name }; escolha outro nome
err-profiles-not-found = não há nenhum perfil chamado { $name }
err-profiles-empty-name = o perfil precisa de um nome

## Network settings (config/network.rs).

err-network-no-host = o proxy personalizado não tem host; informe o nome ou o endereço dele nas configurações de Rede
err-network-address = o endereço do proxy personalizado não pode ser usado: { $reason }
err-network-ca-file = não é possível ler o arquivo da autoridade certificadora extra { $path } ({ $reason }); escolha outro arquivo nas configurações de Rede ou remova-o
err-network-password = não foi possível ler a senha do proxy ({ $reason }); digite-a de novo nas configurações de Rede
err-network-file = não foi possível { $action ->
        [read] ler
       *[other] salvar
    } o arquivo de configurações de rede { $path } ({ $reason })

## The system keyring (config/secrets.rs).

err-secrets-keyring = o chaveiro do sistema não conseguiu { $action ->
        [store] guardar
        [read] ler
       *[other] excluir
    } “{ $what }”: { $reason }. Você pode manter “{ $what }” só nesta sessão, até o GenDesk fechar
err-secrets-stored = a chave de API salva no chaveiro não pode ser usada ({ $reason }); digite-a de novo no perfil
err-secrets-unreadable-secrets = os segredos de assinatura do webhook salvos no chaveiro estão ilegíveis ({ $reason }); o GenDesk vai buscar de novo o segredo atual no serviço, mas entregas assinadas com versões mais antigas não poderão ser verificadas até que essas versões sejam conhecidas de novo

## GenDesk's folders (config/paths.rs).

err-paths-no-home = não foi possível encontrar uma pasta pessoal para as configurações do GenDesk; inicie-o com --data-dir <folder>

## One GenDesk per data folder (instance/mod.rs).

err-instance-lock-file = O GenDesk não conseguiu criar o arquivo de bloqueio { $path }: { $cause }. Verifique se é possível gravar na pasta de dados
err-instance-socket = O GenDesk não conseguiu abrir o socket local ({ $name }) que permite que uma segunda abertura traga esta janela para a frente: { $cause }

## The log file (logging.rs).

err-logging-folder = não foi possível criar a pasta de log { $path }: { $cause }
err-logging-already-set = o log já estava configurado: { $reason }

## The engine (engine/mod.rs, engine/store_handle.rs).

err-engine-store-join = o processo do banco de dados do histórico parou inesperadamente: { $reason }
err-engine-runtime = não foi possível iniciar o processo em segundo plano: { $cause }
err-engine-busy = O GenDesk ainda está ocupado com solicitações anteriores; tente de novo em instantes
err-engine-stopped = o processo em segundo plano parou; reinicie o GenDesk

## Provenance records: the prompt and settings written into a downloaded file (provenance/mod.rs).

err-provenance-damaged = o arquivo não é um { $format } completo: { $detail }
err-provenance-too-large = o registro é grande demais para um { $format }
err-provenance-unsupported = { $format } não aceita registro
err-provenance-encode = não foi possível codificar o registro: { $reason }
err-provenance-io = não foi possível ler nem gravar o arquivo: { $cause }

## The window (src/ui/mod.rs).

err-ui-window = não foi possível abrir a janela do GenDesk: { $reason }. No Linux, verifique se há uma sessão de desktop (X11 ou Wayland) em execução

## Portable use (portable/): the marker beside GenDesk and the encrypted keys' file.
err-portable-io = não foi possível ler nem gravar o marcador portable { $file }: { $reason }
err-portable-marker = o marcador portable { $file } não foi entendido ({ $reason }); deixe-o vazio ou escreva nele keys = "file" ou keys = "keyring"
err-key-file-wrong-passphrase = a frase não abre as chaves; digite-a de novo exatamente como na primeira vez
err-key-file-empty-passphrase = escolha uma frase secreta para proteger as chaves
err-key-file-io = não foi possível ler nem gravar o arquivo de chaves { $file }: { $reason }
err-key-file-damaged = o arquivo de chaves { $file } está danificado ou foi alterado ({ $reason }); recupere-o de um backup ou apague-o para começar sem as chaves
