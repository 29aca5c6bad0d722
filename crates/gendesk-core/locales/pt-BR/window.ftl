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
