# A janela de configurações.

settings-title = Configurações
settings-appearance = Aparência
settings-language = Idioma
settings-language-system = Sistema ({ $language })
settings-language-hint = Muda todos os textos na hora; números e datas seguem o idioma.
settings-interface-size = Tamanho da interface
    .hint = Também com Ctrl + e Ctrl − (Cmd no Mac); Ctrl 0 volta para 100 %
settings-interface-size-reset = Voltar para 100 %
settings-theme = Tema
settings-theme-system = Sistema
settings-theme-light = Claro
settings-theme-dark = Escuro
settings-notify = Avisar quando um trabalho terminar enquanto o GenDesk estiver em segundo plano
settings-notify-explained = Um aviso para cada tarefa, lote ou download que você pediu; um lote é anunciado uma só vez, quando termina.

## Downloads

settings-downloads = Downloads
settings-folder = Pasta
    .hint = Digite uma pasta ou escolha uma em Procurar…
settings-browse = Procurar…
settings-use-default = Usar o padrão
settings-choose-in-dialog = Escolha uma pasta na caixa de diálogo…
settings-downloads-go-to = Os downloads vão para { $folder }
settings-folder-chosen = A pasta que você escolheu.
settings-folder-default = O padrão: GenDesk na sua pasta Downloads.
settings-folder-fallback = O padrão deste computador: ele não tem pasta Downloads, então o GenDesk guarda os resultados na pasta de dados dele. Escolha outra pasta em Procurar… se preferir.
settings-folder-portable = O padrão: dentro da pasta indicada com --data-dir.
settings-auto-download = Baixar os resultados automaticamente quando as tarefas forem concluídas
settings-largest = Download máximo
    .hint = Arraste, ou clique e digite um número de MiB (de 1 a 1048576)
settings-largest-explained = Arquivos de resultado maiores que isso não são baixados. Vale para os downloads que começarem depois da mudança.
settings-records = Guardar o prompt e as configurações dentro dos arquivos baixados
settings-records-explained = Imagens, vídeos e músicas levam o modelo, o prompt, a semente, todas as configurações e a tarefa, onde outras ferramentas os leem (texto PNG com uma linha “parameters” do AUTOMATIC1111, XMP, tags MP4, comentários ID3 e Vorbis). Nunca a sua chave. Desative antes de compartilhar arquivos cujos prompts devem ficar privados.
settings-beside = Gravar também ao lado de cada arquivo (name.json)
    .hint = Para ferramentas e sites que removem o que vai dentro de um arquivo: o mesmo registro, em JSON, num arquivo separado

## Nomes de arquivo (os campos entre chaves não são traduzidos)

file-names = Nomes de arquivo
    .hint = Campos entre chaves; “/” cria uma pasta
file-names-add = Adicionar
file-names-example = Por exemplo
file-names-and = e
file-names-clash = Os resultados de uma tarefa recebem o mesmo nome, então a partir do segundo eles são numerados. Adicione {"{n}"} para diferenciá-los.
file-names-kept = Os downloads continuam sendo nomeados por { $pattern }.
file-names-explained = “/” cria uma pasta, como em {"{date}/{model}"}; {"{prompt:30}"} usa os primeiros 30 caracteres. Os nomes ficam seguros para Windows, macOS e Linux, e um nome já usado recebe um número: nenhum arquivo é substituído. Um lote baixado numa pasta escolhida por você mantém os nomes dos itens.
file-names-date = O dia em que a tarefa foi enviada: 2026-11-28
file-names-time = A hora do envio: 14-05-09
file-names-model = O modelo
file-names-kind = image, video ou music
file-names-prompt = Os primeiros 40 caracteres do prompt ({"{prompt:N}"} para N)
file-names-seed = A semente, se a solicitação tinha uma
file-names-task = O ID da tarefa no serviço
file-names-batch = O ID do lote (nada para uma tarefa enviada sozinha)
file-names-item = O nome do item do lote (nada para uma tarefa enviada sozinha)
file-names-n = Qual resultado da tarefa: 1, 2, …

## Consultas de status

settings-polling = Consultas de status
settings-polling-at-most = No máximo
settings-polling-unit = { " " }solicitações/s
settings-polling-explained = Com que frequência o GenDesk pode perguntar ao serviço sobre as tarefas em andamento. Vale quando um perfil for aberto de novo.

## Rede

settings-network = Rede
settings-network-reading = Lendo as configurações de rede…
settings-network-unreadable = Ao salvar, o arquivo ilegível é substituído pelas configurações abaixo.
settings-network-for-all = Estas configurações valem para todos os perfis.
settings-network-applies-to = Vale para
settings-network-every-profile = todos os perfis
settings-network-only = só “{ $profile }”
settings-proxy = Proxy
settings-proxy-system = O do sistema
    .hint = Opções da Internet do Windows, configurações de rede do macOS ou as variáveis HTTP_PROXY e HTTPS_PROXY
settings-proxy-none = Nenhum (direto)
settings-proxy-custom = Personalizado
settings-proxy-kind = Tipo de proxy
settings-proxy-host = Host do proxy
    .placeholder = proxy.example.com ou 10.0.0.5
settings-proxy-port = Porta do proxy
settings-proxy-user = Usuário do proxy
    .placeholder = só quando o proxy pedir
settings-proxy-password = Senha do proxy
    .placeholder = salva no chaveiro; em branco, mantém a atual
settings-proxy-socks5 = Os nomes são resolvidos pelo proxy SOCKS5, então funciona onde o DNS só existe atrás dele.
settings-bypass = Exceções
    .placeholder = vazio: tudo passa pelo proxy
    .hint = Separadas por vírgula: nomes de host, sufixos .dominio, endereços IP, redes como 10.0.0.0/8
settings-bypass-default = Padrão
settings-bypass-explained = Estes endereços nunca passam pelo proxy. Por padrão: este computador, para que o ambiente offline e o receptor de webhooks continuem funcionando.
settings-ca = Autoridade certificadora extra
    .placeholder = nenhuma: as do sistema são confiáveis
    .hint = Um arquivo PEM (-----BEGIN CERTIFICATE-----) do seu departamento de TI
settings-ca-remove = Remover
settings-ca-explained = Só quando a sua organização inspeciona HTTPS com uma autoridade própria e o sistema ainda não confia nela. O GenDesk nunca ignora erros de certificado.
settings-network-needs-host = Digite o host do proxy para testar ou salvar estas configurações.
settings-network-test = Testar conexão
    .hint = Acessar o serviço e um host de resultados com estas configurações (ainda não salvas)
settings-network-save = Salvar configurações de rede
    .hint = Guardar estas configurações (a senha vai para o chaveiro) e reconectar
settings-network-testing = Testando…
settings-network-route = { $route }, em { $ms } ms
settings-network-reached = Conectado
settings-network-failed = Falhou
settings-network-skipped = Ignorado

## Imagens de referência

settings-references = Imagens de referência
settings-references-no-profile = Abra um perfil para escolher para onde vão as imagens dele.
settings-references-sandbox = O ambiente offline usa as imagens deste computador diretamente: nada para configurar.
settings-references-intro = O serviço busca as imagens de referência pelo endereço. Para “{ $profile }”, as imagens deste computador vão:
settings-references-nowhere = Para lugar nenhum: eu só informo URLs de imagens
settings-references-bucket = Para o meu bucket (compatível com S3: AWS S3, Cloudflare R2, Backblaze B2, MinIO…)
settings-references-receiver = Pelo receptor do GenDesk e pelo meu túnel (o GenDesk precisa ficar aberto até cada tarefa começar)
settings-references-served = As imagens são servidas em { $url }/files/… num endereço aleatório, só as que você escolher, enquanto o GenDesk estiver aberto. O receptor precisa estar ligado (Webhooks).
settings-references-no-tunnel = Primeiro defina a URL do túnel em Receptor de webhooks, abaixo: é o endereço de onde o serviço busca as imagens.
settings-bucket-test = Testar
    .hint = Gravar um arquivo pequeno no bucket, lê-lo de volta por um link e apagá-lo
settings-references-save = Salvar
    .hint = Guardar isto para o perfil (a chave secreta vai para o chaveiro)
settings-bucket-checking = Verificando o bucket…
settings-bucket-works = O bucket funciona: o GenDesk gravou, leu de volta e apagou um arquivo de teste.
settings-bucket-endpoint = Endpoint
    .placeholder = https://<conta>.r2.cloudflarestorage.com
    .hint = AWS: https://s3.<região>.amazonaws.com · R2: https://<id da conta>.r2.cloudflarestorage.com · MinIO: http://127.0.0.1:9000
settings-bucket-name = Bucket
settings-bucket-region = Região
    .hint = “auto” para o Cloudflare R2; us-east-1 para a maioria das instalações MinIO; a região do bucket para a AWS
settings-bucket-access-key = ID da chave de acesso
settings-bucket-secret-key = Chave secreta
    .placeholder = salva no chaveiro; em branco, mantém a atual
settings-bucket-link-hours = Links valem por
    .hint = Por quanto tempo o serviço pode buscar uma imagem enviada: de 1 a 24 horas
settings-bucket-delete = Apagar um envio quando todas as tarefas que o usam terminarem
settings-bucket-virtual-host = Acessar o bucket como bucket.host (estilo host virtual) em vez de host/bucket

## Limite de gastos

settings-spending = Limite de gastos
settings-spending-explained = Para “{ $profile }”: uma tarefa ou lote que faria o gasto do dia ou do mês passar de um limite (pelas estimativas do GenDesk) espera e pergunta antes. Vazio para nenhum limite.
settings-spending-per-day = Por dia ($)
settings-spending-per-month = Por mês ($)
settings-spending-none = sem limite
settings-spending-save = Salvar o limite
settings-spending-bad-day = O limite por dia deve ser um valor em dólares, como 5 ou 2.50 (ou vazio para nenhum).
settings-spending-bad-month = O limite por mês deve ser um valor em dólares, como 5 ou 2.50 (ou vazio para nenhum).
settings-spending-range-day = O limite por dia deve ficar entre US$ 0,01 e US$ 1.000.000.
settings-spending-range-month = O limite por mês deve ficar entre US$ 0,01 e US$ 1.000.000.
settings-spending-no-limit = Sem limite de gastos.
settings-spending-day = No máximo { $day } por dia.
settings-spending-month = No máximo { $month } por mês.
settings-spending-day-month = No máximo { $day } por dia e { $month } por mês.

## Receptor de webhooks

settings-receiver = Receptor de webhooks
settings-receiver-explained = Ligue-o por perfil na tela Webhooks. Ele só escuta neste computador (127.0.0.1).
settings-receiver-off = Agora: desligado para este perfil.
settings-receiver-listening = Agora: escutando na porta { $port }.
settings-receiver-failed = Agora: { $reason }
settings-receiver-port = Porta
    .hint = A porta em 127.0.0.1 (de 1 a 65535); escolha outra se algum programa já a usa
settings-receiver-bad-port = Uma porta é um número inteiro de 1 a 65535; “{ $text }” não é.
settings-receiver-freshness = Janela de validade
    .hint = Quanto o horário de assinatura de um webhook pode diferir do relógio deste computador antes de ser recusado por ser antigo demais ou do futuro
settings-receiver-kept = Entregas guardadas
    .hint = Acima deste número, as entregas mais antigas são removidas
settings-receiver-kept-unit = { " " }por perfil
settings-receiver-tunnel = URL do túnel
    .hint = O endereço público https:// do seu próprio túnel para esta porta; os formulários o usam com um serviço real
settings-receiver-apply = Aplicar
settings-receiver-undo = Desfazer
settings-tunnel-invalid = { $url } não é uma URL válida ({ $error }); digite o endereço https:// que o seu túnel mostra
settings-tunnel-not-https = { $url } precisa começar com https://, pois o serviço só chama endereços HTTPS públicos
settings-tunnel-no-host = { $url } não tem nome de host
settings-tunnel-query = { $url } tem uma consulta ou um fragmento; digite só o endereço do túnel (o GenDesk adiciona o caminho)

# The display settings file is damaged or unreadable: $path is the file, $problem what was wrong (often in English).
settings-prefs-unreadable = Não foi possível ler as configurações de exibição em { $path } ({ $problem }); os valores padrão serão usados.

# Saving the display settings failed: $path is the file, $problem the system's reason.
settings-prefs-not-saved = Não foi possível salvar as configurações de exibição em { $path }: { $problem }. Verifique as permissões da pasta e o espaço livre.

# A made-up prompt the file-name preview shows names for.
settings-file-names-sample-prompt = Uma raposa-vermelha na neve fresca ao amanhecer, luz suave

## Settings → Backup (backup_settings.rs, app/backup_actions.rs). $size is a file size; $file a path.
settings-backup = Backup
settings-backup-intro = Um arquivo com seu histórico, configurações, perfis, predefinições e seus próprios modelos, para guardar em segurança ou levar o GenDesk para outro computador.
settings-backup-results = Incluir os resultados baixados
settings-backup-secrets = Incluir as chaves e segredos, criptografados
    .hint = Chaves de API, segredos de assinatura de webhooks, senhas de bucket e de proxy, criptografados com uma frase secreta; sem ela não ficam no arquivo
settings-backup-passphrase = Frase secreta
settings-backup-again = Repita
settings-backup-passphrase-empty = Escolha uma frase secreta para proteger as chaves.
settings-backup-passphrase-differs = As duas frases secretas são diferentes.
settings-backup-now = Fazer backup…
    .hint = Escolha onde gravar o arquivo de backup
settings-backup-dialog = Backup do GenDesk
settings-backup-instead = execute `gendesk backup FILE` em um terminal
settings-backup-nothing = Nenhum backup foi gravado.
settings-backup-done = Backup gravado: { $file } ({ $tasks ->
        [one] { $tasks } tarefa
       *[other] { $tasks } tarefas
    }, { $size })

## Settings → Backup → Restore (restore_settings.rs, app/restore_actions.rs).
settings-restore = Restaurar
settings-restore-intro = Recupere um backup: adicione o histórico dele a este ou substitua tudo o que está aqui por ele. O GenDesk fecha a janela enquanto restaura e a abre de novo em seguida.
settings-restore-file = Arquivo de backup
    .hint = um .zip feito com Fazer backup…
settings-restore-choose = Escolher…
settings-restore-check = Verificar
settings-restore-dialog = Restaurar um backup do GenDesk
settings-restore-instead = digite o caminho do arquivo no campo Arquivo de backup
settings-restore-made = Feito com o GenDesk { $version } em { $date } ({ $size })
settings-restore-results = Resultados baixados: { $count ->
        [one] { $count } arquivo
       *[other] { $count } arquivos
    }, { $size }
settings-restore-no-secrets = Chaves e segredos: não estão neste backup; depois de restaurar, o GenDesk pede a chave de API de cada perfil
settings-restore-merge = Adicionar o histórico dele a este (suas configurações ficam)
settings-restore-replace = Substituir tudo o que está aqui por ele (antes é guardada uma cópia do que há agora)
settings-restore-passphrase = Frase secreta das chaves
    .hint = vazia: restaurar sem as chaves
settings-restore-now = Restaurar e reabrir…
    .hint = O GenDesk fecha a janela, restaura o backup e abre de novo
settings-restore-confirm = Seu histórico, configurações, perfis e predefinições serão substituídos pelos do backup. Antes, uma cópia do que há agora é guardada na pasta backups da pasta de dados.
settings-restore-confirm-yes = Substituir e reabrir
settings-restore-confirm-no = Cancelar
settings-restore-unlocking = Testando a frase secreta…

## Settings → Log: the detailed log until GenDesk restarts (help_menu.rs).
settings-log = Log
