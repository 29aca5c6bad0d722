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
