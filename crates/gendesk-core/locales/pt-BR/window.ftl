# The window around the views: first start, connecting a profile, notices, the offline bar, status.

window-welcome-title = Boas-vindas ao GenDesk
window-welcome-intro = Gere imagens, vídeos e músicas com modelos de IA, acompanhe suas tarefas ao vivo e guarde os resultados.
window-welcome-sandbox-title = Experimente sem conta
window-welcome-sandbox-text = O ambiente offline simula todo o serviço neste computador: modelos de demonstração, um saldo de demonstração de US$ 25 e arquivos de resultado reais. Nada sai da sua máquina e nada é cobrado.
window-welcome-sandbox-explore = Experimentar o ambiente offline
window-welcome-sandbox-starting = Iniciando o ambiente offline…
window-welcome-account-title = Use sua conta
window-welcome-account-text = Conecte-se com o endereço do serviço e sua chave de API. A chave é verificada primeiro e depois guardada no chaveiro do sistema, nunca em um arquivo.
window-welcome-connect = Conectar ao serviço

window-connect-name = Nome do perfil
    .hint = ex.: Trabalho
window-connect-base-url = URL base
window-connect-key = Chave de API
    .hint = guardada no chaveiro do sistema
window-connect-verify = Verificar e salvar
    .hint = Preencha o nome, o endereço e a chave
window-connect-cancel = Cancelar
window-connect-checking = Verificando a chave com o serviço…
window-connect-keyring-failed = A chave funciona, mas não foi possível salvá-la no chaveiro do sistema:
window-connect-keyring-session = Você ainda pode usá-la agora; o GenDesk a esquece ao fechar, e você a digita de novo na próxima vez.
window-connect-session-only = Usar só nesta sessão

window-offline-since = Offline desde { $since }
window-offline-text = O GenDesk não consegue acessar o serviço. As verificações de status e os downloads aguardam e continuam sozinhos quando ele responder; nada se perde nem é enviado duas vezes. Se continuar, verifique a conexão deste computador e as configurações de Rede.

window-engine-worker-failed = O GenDesk não conseguiu iniciar seu processo em segundo plano ({ $error }). Feche alguns programas e tente de novo.
window-engine-busy = O GenDesk ainda está ocupado com solicitações anteriores; tente de novo em instantes.
window-engine-still-opening = O perfil “{ $profile }” ainda está abrindo; tente de novo em instantes.
window-engine-no-profile = Abra um perfil primeiro.
window-engine-bad-address = O endereço do serviço do perfil não pode ser usado: { $error }. Remova o perfil e adicione-o de novo com um endereço correto.
window-engine-no-key = Nenhuma chave de API está salva para “{ $profile }” (talvez ela tenha sido guardada só para uma sessão). Escolha “Digitar a chave de API de novo”.
window-engine-open-failed = Não foi possível abrir o perfil: { $reason }.

window-over-limit-title = Acima do seu limite de gastos
window-over-limit-more = { $count ->
    [one] Mais { $count } envio aguarda uma resposta depois deste.
   *[other] Mais { $count } envios aguardam uma resposta depois deste.
}
window-over-limit-send = Enviar mesmo assim
    .hint = Enviar uma vez, como está; o limite continua
window-over-limit-drop = Não enviar
    .hint = Nada é enviado nem cobrado; o formulário mantém o que você digitou
window-over-limit-where = O limite é definido por perfil em Configurações, em Limite de gastos.

window-add-profile = Adicionar perfil…
window-add-profile-text = Conecte outra conta com o endereço do serviço e a chave de API dela.
window-add-profile-title = Adicionar um perfil
window-address-not-usable = O endereço do serviço não pode ser usado: { $problem }.
window-async-could-not-start = O GenDesk não conseguiu iniciar suas threads em segundo plano ({ $problem }); feche alguns programas e tente de novo
window-async-stopped = elas pararam
window-connected = Conectado como “{ $name }”. Saldo: { $balance }.
window-connected-session-only = Conectado como “{ $name }”. A chave fica guardada só nesta sessão.
window-dialog-certificate = Escolher a autoridade certificadora (PEM)
window-dialog-certificate-filter = Certificados
window-dialog-download-folder = Escolher a pasta de downloads
window-dialog-export-figures = Exportar números
window-dialog-failed = A caixa de diálogo de arquivos não pôde abrir ({ $problem }); { $instead }.
window-dialog-instead-certificate-field = em vez disso, digite o caminho do arquivo no campo de autoridade certificadora extra
window-dialog-instead-drop = em vez disso, solte o arquivo na janela do GenDesk (fora de Criar)
window-dialog-instead-folder-field = em vez disso, digite o caminho da pasta no campo Pasta
window-dialog-instead-report = em vez disso, rode `gendesk report --json` em um terminal para ter os mesmos números
window-dialog-none = Nenhuma caixa de diálogo de arquivos pôde ser mostrada neste computador (no Linux, as do GenDesk precisam do xdg-desktop-portal ou do zenity); { $instead }.
window-dialog-record-file = Escolher uma imagem, filme ou música
window-export-done = Os números estão em { $path }.
window-export-failed = Não foi possível salvar os números em { $path } ({ $problem }). Escolha outra pasta e exporte de novo.
window-export-nothing = Nada foi exportado.
window-file-record-close = Fechar
window-file-record-not-in-history = A tarefa dele não está no histórico deste perfil.
window-file-record-nothing = Este arquivo não diz como foi feito: ele não traz registro do GenDesk nem parâmetros do AUTOMATIC1111.
window-file-record-open-task = Abrir a tarefa
window-file-record-other-tool = Feito com outra ferramenta; os parâmetros do AUTOMATIC1111 dizem:
window-file-record-reuse = Reutilizar estas configurações
    .hint = Preencher o formulário deste modelo com estas configurações
window-file-record-title = O que este arquivo diz
window-folder-opened = A pasta de { $name } está aberta (este gerenciador de arquivos não seleciona arquivos quando pedido).
window-image-copied = { $name } foi copiado: cole em um chat ou editor.
window-image-copy-failed = Não foi possível copiar { $name }: { $problem }. Abra com Abrir e copie de lá.
window-job-could-not-start = O GenDesk não conseguiu iniciar uma tarefa em segundo plano ({ $problem }). Feche alguns programas e tente de novo.
window-key-not-usable = A chave de API não pode ser usada: { $problem }.
window-key-session-only-because = A chave fica guardada só nesta sessão: { $reason }.
window-keyring-not-open-yet = o chaveiro ainda não foi aberto
window-list-and = { $rest } e { $last }
window-list-comma = { ", " }
window-model-added = “{ $id }” foi adicionado aos seus modelos.
window-model-removed = “{ $id }” foi removido dos seus modelos.
window-model-removed-here = “{ $id }” foi removido dos modelos deste perfil; outros perfis ainda o usam.
window-network-saved = As configurações de rede foram salvas.
window-network-these-settings = Estas configurações
window-no-keyring = nenhum chaveiro do sistema está disponível: { $reason }
window-no-such-profile = Não existe perfil chamado “{ $name }”.
window-notice-and-more = { $notice } (e mais { $count } iguais)
window-notice-batch-accepted = { $count ->
    [one] Lote aceito: { $count } tarefa criada.
   *[other] Lote aceito: { $count } tarefas criadas.
    }
window-notice-batch-files-saved = { $count ->
    [one] { $count } arquivo e o manifest.csv estão em { $folder }.
   *[other] { $count } arquivos e o manifest.csv estão em { $folder }.
    }
window-notice-batch-files-some-failed = { $count ->
    [one] { $count } arquivo e o manifest.csv estão em { $folder }; { $failed } não puderam ser baixados (veja o motivo no lote).
   *[other] { $count } arquivos e o manifest.csv estão em { $folder }; { $failed } não puderam ser baixados (veja o motivo no lote).
    }
window-notice-batch-finished = Um lote terminou: cada item tem seu resultado. Veja-os em Lotes.
window-notice-batch-manifest-failed = { $count ->
    [one] { $count } arquivo está em { $folder }, mas não foi possível gravar o manifesto: { $problem }. Verifique as permissões e o espaço livre da pasta e baixe de novo.
   *[other] { $count } arquivos estão em { $folder }, mas não foi possível gravar o manifesto: { $problem }. Verifique as permissões e o espaço livre da pasta e baixe de novo.
    }
window-notice-batch-rejected-items = { $count ->
    [one] { $count } item não foi aceito; veja o motivo no lote.
   *[other] { $count } itens não foram aceitos; veja o motivo no lote.
    }
window-notice-batch-replayed = { $count ->
    [one] O serviço confirmou um lote que já tinha recebido: { $count } tarefa, nada foi cobrado duas vezes.
   *[other] O serviço confirmou um lote que já tinha recebido: { $count } tarefas, nada foi cobrado duas vezes.
    }
window-notice-error = { $doing } — falhou: { $problem }
window-notice-online-again = O serviço voltou a responder depois de { $outage } fora do ar; as verificações de status e os downloads continuaram sozinhos.
window-notice-rate-limited = O serviço pediu ao GenDesk que diminuísse o ritmo; as verificações de status recomeçam em { $seconds } s.
window-notice-receiver-listens = O receptor de webhooks agora escuta em 127.0.0.1, porta { $port }.
window-notice-references-deleted = { $count ->
    [one] { $count } imagem de referência enviada foi apagada do seu bucket: as tarefas dela terminaram.
   *[other] { $count } imagens de referência enviadas foram apagadas do seu bucket: as tarefas delas terminaram.
    }
window-notice-run-recorded = { $items ->
    [one] { $items } item registrado
   *[other] { $items } itens registrados
    } como { $batches ->
    [one] { $batches } lote
   *[other] { $batches } lotes
    }; eles são enviados um após o outro. Acompanhe em Lotes.
window-notice-saved = { $path } foi salvo.
window-notice-secret-in-force = A versão { $version } do segredo de assinatura de webhooks está em vigor.
window-notice-secret-none = Esta conta ainda não tem segredo de assinatura de webhooks.
window-notice-secret-revoked = Os segredos de assinatura de webhooks foram revogados; as entregas pendentes foram suprimidas.
window-notice-secret-rotated = Um novo segredo de assinatura de webhooks (versão { $version }) está em vigor; o anterior ainda assina as entregas de lotes aceitos nos últimos 7 dias.
window-notice-unknown-error = erro desconhecido
window-open-bad-address = Este endereço não é aberto: { $problem }
window-open-failed = Não foi possível abrir { $target } ({ $problem }). Abra pelo seu gerenciador de arquivos ou navegador.
window-opened = { $target } foi aberto.
window-opening = Abrindo…
window-opening-profile = Abrindo “{ $profile }”…
window-profile-failed-title = Não foi possível abrir “{ $profile }”
window-profile-removed = O perfil “{ $name }” foi removido.
window-profile-removed-keyring-silent = O perfil “{ $name }” foi removido, mas o chaveiro do sistema não respondeu, então { $what } ainda pode estar guardado lá de uma sessão anterior. Remova as entradas “GenDesk” de “{ $name }” no seu app de chaveiro (Senhas e chaves, KWallet, Acesso às Chaves ou Gerenciador de Credenciais) se quiser que sumam.
window-profile-removed-with-key = O perfil “{ $name }” e a chave dele foram removidos.
window-proxy-password-session = A senha do proxy fica guardada só nesta sessão: { $problem }
window-record-unreadable = Não foi possível ler { $path }: { $problem }
window-reenter-key = Digitar a chave de API de novo
window-reenter-key-text = Digite a chave de API deste perfil; ela é verificada com o serviço antes de ser guardada.
window-resubmit-unreadable = Não foi possível ler a solicitação registrada ({ $problem }). Use “Reutilizar configurações” e envie pelo formulário.
window-resubmitted = Uma nova tarefa com as mesmas configurações foi enviada. Acompanhe em Atividade.
window-sandbox-could-not-start = o ambiente offline não conseguiu iniciar: { $problem }
window-secret-its-bucket = a chave secreta do bucket dele
window-secret-its-key = a chave dele
window-secret-its-ring = os segredos de assinatura de webhooks dele
window-settings-unreadable = O GenDesk não conseguiu ler suas configurações
window-show-failed = Não foi possível mostrar { $name }: { $problem }
window-shown-in-folder = { $name } está sendo mostrado no seu gerenciador de arquivos.
window-spending-limit-set = Limite de gastos de “{ $name }”: { $limit }
window-starting-sandbox = Iniciando o ambiente offline…
window-try-again = Tentar de novo
window-unknown-model-kind = O GenDesk não sabe que tipo de modelo é “{ $model }”, então nada foi enviado. Adicione-o em Criar (Adicionar um modelo…) e tente de novo.
window-update-restart-failed = Não foi possível iniciar a nova versão ({ $problem }); inicie o GenDesk de novo você mesmo.
window-writer-could-not-start = O GenDesk não conseguiu iniciar seu gravador de arquivos ({ $problem }). Sua última alteração não foi salva.
window-writer-stopped = O gravador de arquivos do GenDesk parou; sua última alteração não foi salva.

window-notice-more-messages = { $count ->
    [one] …e mais { $count } mensagem.
   *[other] …e mais { $count } mensagens.
}
window-notice-open-folder = Abrir pasta
window-notice-ready = Pronto.
window-notice-saved-files = { $count ->
    [one] { $count } arquivo salvo em { $folder }.
   *[other] { $count } arquivos salvos em { $folder }.
}

# A portable GenDesk keeps keys beside it, encrypted (welcome.rs, connect.rs).
window-welcome-account-text-beside = Conecte-se com o endereço do serviço e sua chave de API. A chave é verificada primeiro e depois guardada ao lado deste GenDesk portátil, criptografada com sua frase secreta.
window-connect-key-beside = guardada ao lado do GenDesk, criptografada
