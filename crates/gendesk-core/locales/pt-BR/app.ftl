# A barra superior: perfis, navegação, saldo, Configurações.

nav-compose = Criar
nav-activity = Atividade
nav-gallery = Galeria
nav-batches = Lotes
nav-webhooks = Webhooks
nav-insights = Estatísticas
nav-compare = Comparar
top-settings = Configurações
top-profile = Perfil
top-profile-none = Nenhum
top-explore-sandbox = Experimentar o ambiente de testes offline
top-add-profile = Adicionar perfil…
top-remove-profile = Remover este perfil
    .hint = Remover este perfil e a chave salva
top-sandbox-badge = Ambiente offline
    .hint = Um simulador neste computador: sem rede e sem cobranças
top-opening = Abrindo…
top-not-connected = Não conectado
top-refresh = Atualizar
    .hint = Atualizar o saldo
top-balance = Saldo: { $amount }
top-balance-unknown = Saldo: —
top-balance-not-a-number = O serviço informou um saldo que não é um número. Atualize; se continuar desconhecido, confira sua conta no site do serviço.
top-balance-below-zero = Seu saldo está negativo: recarregue a conta antes de enviar tarefas.
remove-profile-title = Remover este perfil?
remove-profile-sandbox = “{ $name }” será removido da lista de perfis. O histórico de tarefas continua no banco de dados; você pode experimentar o ambiente offline de novo pelo menu Perfil a qualquer momento.
remove-profile-remote = “{ $name }” e a chave de API salva serão removidos deste computador. O histórico de tarefas continua no banco de dados. Sua conta no serviço não é afetada.
remove-profile-confirm = Remover perfil
remove-profile-keep = Manter
money-unknown = desconhecido

keys-title = Atalhos de teclado
keys-everywhere = Em qualquer lugar
keys-overview = Mostrar ou ocultar esta lista
keys-go-to = Ir para { $view }
keys-zoom = Aumentar ou diminuir a interface
keys-zoom-reset = Interface de volta a 100%
keys-focus = Controle seguinte ou anterior (o que tem o foco fica contornado)
keys-press = Apertar o botão com foco, marcar a caixa com foco
keys-escape = Fechar a janela ou o painel de cima
keys-submit = Enviar a tarefa
keys-recent-prompts = Percorrer os prompts recentes (na lista); Enter coloca um no formulário
keys-viewing = Resultados, imagens e players
keys-previous-next = Resultado anterior ou seguinte no visualizador de imagens
keys-play-pause = Reproduzir ou pausar o player com foco

settings-reading-size = Texto de prompts e resultados
    .hint = O tamanho dos prompts, no formulário e onde uma tarefa mostra seu prompt ou um resultado em texto; soma-se ao tamanho da interface

top-window-title = { $view } — GenDesk

thumb-picture = Prévia da imagem
thumb-video = O primeiro quadro do vídeo
thumb-sound = A forma de onda do som

# No way of drawing the window started; $tried lists what was tried ("wgpu on Vulkan, wgpu on OpenGL"). No full stop: one is added.
app-no-renderer = O GenDesk não conseguiu abrir a janela: nenhuma das formas de desenhá-la funcionou neste computador (tentou { $tried }). Atualizar o driver de vídeo costuma ajudar; em uma máquina virtual ou por área de trabalho remota, ative a aceleração 3D

# Shown once at the start after GenDesk crashed (crash_notice.rs). $count is how many reports were found.
crash-title = O GenDesk fechou inesperadamente

crash-saved = Um relatório do que aconteceu foi salvo. Ele não contém chaves nem segredos: anexe-o ao relatar o problema. Suas tarefas e downloads foram mantidos e continuam agora.

crash-more =
    { $count ->
        [one] { $count } relatório desde a última abertura; o mais recente:
       *[other] { $count } relatórios desde a última abertura; o mais recente:
    }

crash-open-report = Abrir o relatório

crash-show-in-folder = Mostrar na pasta

crash-close = Fechar

# The Help menu at the right of the top bar (help_menu.rs).
help-menu = Ajuda
help-shortcuts = Atalhos de teclado
    .hint = Todos os atalhos da janela (F1)
help-about = Sobre o GenDesk
help-diagnostics = Exportar diagnóstico…
    .hint = Um zip para relatar um problema: logs, relatórios de falhas, configurações e contagens do histórico, sem nenhuma chave, senha ou link de resultado
help-diagnostics-prompts = Incluir meus últimos prompts
    .hint = Adiciona ao diagnóstico o modelo, o estado e o prompt das últimas 50 tarefas
help-diagnostics-dialog = Exportar diagnóstico
help-diagnostics-instead = execute `gendesk diagnostics FILE.zip` em um terminal
help-diagnostics-nothing = Nenhum diagnóstico foi exportado.
help-data-folder = Abrir a pasta de dados
help-log = Abrir o log
help-crash-reports = Abrir os relatórios de falhas
help-detailed-log = Log detalhado até reiniciar o GenDesk
    .hint = Grava muito mais no log, para descobrir o que dá errado; volta ao normal na próxima abertura

# Help → User guide and Report a problem (help_menu.rs, help_links.rs). The body fills the issue form.
help-guide = Guia do usuário
    .hint = O guia instalado com o GenDesk, ou o on-line
help-report = Relatar um problema…
    .hint = Abre o formulário de problemas do projeto com a versão e o sistema deste GenDesk preenchidos; anexe o arquivo de Exportar diagnóstico…
help-report-opened = O formulário de problemas foi aberto no seu navegador.
help-report-body =
    O que aconteceu e o que você esperava?


    Se puder, anexe o arquivo de Ajuda → Exportar diagnóstico… (ele não contém nenhuma chave nem segredo).

## A portable GenDesk's first page (unlock.rs, app/unlock_actions.rs). $folder is the data folder beside GenDesk.
unlock-title = GenDesk portátil
unlock-intro-existing = Este GenDesk guarda tudo ao lado dele, em { $folder }. As chaves também ficam lá, criptografadas: digite a frase secreta para abri-las.
unlock-intro-new = Este GenDesk guarda tudo ao lado dele, em { $folder }, para que a pasta inteira possa ir para outro computador. Escolha uma frase secreta para criptografar as chaves que você adicionar; o GenDesk a pede a cada início.
unlock-passphrase = Frase secreta
unlock-again = De novo
unlock-open = Abrir
unlock-create = Criptografar as chaves com esta frase
unlock-opening = Abrindo as chaves…
unlock-differs = As duas frases são diferentes.
unlock-keyring = Guardar as chaves no chaveiro deste computador
    .hint = Elas ficam neste computador quando a pasta for movida; o arquivo portable lembra a escolha
unlock-without = Continuar sem chaves
    .hint = A sandbox off-line funciona; as chaves digitadas agora ficam até o GenDesk fechar
unlock-forgot = Esqueceu a frase? Apague keys.age e keys.identity.age da pasta de dados para recomeçar sem as chaves; seu histórico e suas configurações ficam.
unlock-session-reason = as chaves portáteis ao lado do GenDesk não foram abertas nesta execução
