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
