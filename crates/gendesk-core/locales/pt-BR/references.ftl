# Imagens de referência: escolher, enviar e gerenciar suas próprias imagens, e a seção delas nas Configurações.

## As imagens de referência do formulário Criar

ref-reading = Lendo a imagem…
ref-image-number = Imagem de referência { $number }
ref-image-number-named = Imagem de referência { $number }: { $name }
ref-remove = Remover
    .name = Remover a imagem de referência { $number }
    .hint = Remover esta imagem da lista
    .url-hint = Remover esta imagem da lista
ref-url-checking = Verificando a imagem neste endereço…
ref-url-refused = O serviço vai recusá-la: { $problem }.
ref-problem = { $problem }.
ref-url-unusable = O GenDesk não conseguiu usar este endereço: { $error } Talvez o serviço também não consiga.
ref-url-not-http = O serviço só consegue buscar endereços http:// e https://.
ref-url-not-full = Endereço incompleto; comece com https://.
ref-pasted = Imagem colada
ref-summary-fitted = { $summary } · cópia reduzida
ref-fit = Usar uma cópia reduzida
    .name = Usar uma cópia reduzida da imagem de referência { $number }
    .hint = Na orientação certa, com no máximo 4096 pixels no lado maior, salva como JPEG (PNG se tiver transparência), com menos de 10 MB. Seu arquivo não é alterado.
ref-fit-add-again = Adicione o arquivo de novo para fazer uma cópia reduzida.
ref-uploaded = Enviada; o link é refeito antes de expirar.
ref-served-here = Pronta: o serviço a busca daqui.
ref-upload-failed = Não enviada: { $error }
ref-upload-retry = Tentar de novo
    .name = Enviar de novo a imagem de referência { $number }
ref-uploading = Enviando…
ref-upload-add-again = Adicione o arquivo de novo para enviá-lo.
ref-full = { $field } aceita no máximo { $max } imagens
ref-add-picture = Adicionar imagem…
    .hint = Escolha imagens JPEG, PNG ou WebP neste computador (ou solte-as na janela)
ref-paste-picture = Colar imagem
    .hint = Adicionar a imagem da área de transferência (copiada de um editor de imagens ou navegador)
ref-from-results = Dos resultados…
    .hint = Uma imagem criada pelo serviço com este perfil
ref-add-url = Adicionar URL de imagem
    .hint = Adicionar o endereço de uma imagem na web
ref-count = { $count } de no máximo { $max }
ref-hosting-sandbox = As imagens deste computador ficam nele: o ambiente offline as guarda.
ref-hosting-bucket = As imagens deste computador são enviadas ao seu bucket “{ $bucket }” assim que você as adiciona; o serviço recebe um link válido por { $hours } h.
ref-hosting-receiver = As imagens deste computador são servidas pelo GenDesk por meio de { $tunnel }: mantenha o GenDesk aberto até a tarefa começar.
ref-hosting-unset = Para usar imagens deste computador com esta conta, configure um bucket ou um túnel em Configurações { $arrow } Imagens de referência; URLs de imagens funcionam como estão.

## Leitura de imagens, área de transferência, verificação de endereços

ref-dialog-title = Escolher imagens de referência
ref-dialog-filter = Imagens
ref-dialog-instead = solte as imagens na janela ou cole uma
ref-paste-nothing = A área de transferência não tem nenhuma imagem. Copie uma imagem em um editor de imagens ou navegador (Copiar imagem) e cole de novo — ou solte o arquivo na janela.
ref-paste-no-clipboard = Não foi possível ler a área de transferência ({ $error }). Solte o arquivo da imagem na janela.
ref-paste-unreadable = Não foi possível ler a imagem da área de transferência ({ $error }). Solte o arquivo da imagem na janela.
ref-paste-not-png = Não foi possível salvar a imagem colada como PNG ({ $error }).
ref-paste-not-kept = Não foi possível guardar a imagem colada em { $folder } ({ $error }); verifique se a pasta permite gravação.
ref-url-too-large = ela tem 10 MB ou mais, e as referências precisam ter menos de 10 MB.
ref-url-nothing-local = nada responde neste endereço neste computador; verifique o endereço.

## Configurações → Imagens de referência, depois de salvas

ref-settings-saved = As imagens de referência de “{ $profile }” estão configuradas.
ref-secret-session-only = A chave secreta do bucket fica guardada só nesta sessão: { $error }

# $size is the picture's size, e.g. "12.4 MB"; no full stop (it is added around it).
ref-problem-too-large = { $size } é grande demais: as imagens de referência precisam ter menos de 10 MB

# $format is a picture format such as GIF or BMP; no full stop.
ref-problem-other-type = Imagens { $format } não são aceitas; as imagens de referência precisam ser JPEG, PNG ou WebP
