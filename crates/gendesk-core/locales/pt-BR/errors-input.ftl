# Errors of the input GenDesk reads: reference pictures, batch files and manifests, the model catalogue and user models, presets files, stored requests reused in Compose.

## Reference pictures (references/mod.rs)

# $path is the file; $cause is the system's reason, often in English.
err-references-unreadable = não foi possível ler { $path } ({ $cause }); verifique se o arquivo existe e se o GenDesk tem permissão para lê-lo
# $name is the file's name; $size its size, already formatted ("31.4 MB").
err-references-source-too-large = { $name } tem { $size } — muito mais do que uma imagem de referência pode ter; escolha uma imagem menor ou exporte uma cópia menor
# $name is the file's name.
err-references-not-a-picture = { $name } não é uma imagem que o GenDesk consiga ler; use um arquivo JPEG, PNG ou WebP
# $cause is what the picture decoder said, in English.
err-references-damaged = não foi possível decodificar { $name } ({ $cause }); ele pode estar danificado — abra-o em um editor de imagens e salve-o de novo
err-references-changed = { $path } mudou desde que foi usado (o conteúdo é diferente); adicione-o de novo para usar a nova versão
err-references-no-host = este perfil não tem onde colocar sua imagem para o serviço buscá-la; em Configurações → Imagens de referência, configure um bucket ou a URL do túnel, ou informe uma URL de imagem
# $reason says what is wrong, in English.
err-references-bucket-settings = as configurações do bucket não podem ser usadas ({ $reason }); verifique o endpoint e o nome do bucket em Configurações → Imagens de referência
err-references-no-bucket-secret = a chave secreta do bucket não está salva; digite-a em Configurações → Imagens de referência
# $status is an HTTP status code (403). $details is empty or, after a space, the bucket's own error code and words in parentheses: " (NoSuchBucket: The specified bucket does not exist)". $advice is one of the err-references-bucket-advice-… messages below.
err-references-bucket-refused = o bucket recusou o envio: HTTP { $status }{ $details }; { $advice }
# What to check after the bucket refused an upload (they follow "…; ").
err-references-bucket-advice-keys = verifique o ID da chave de acesso e a chave secreta em Configurações → Imagens de referência, e se a chave pode gravar neste bucket
err-references-bucket-advice-name = verifique o nome do bucket e o endpoint em Configurações → Imagens de referência
err-references-bucket-advice-region = verifique a região em Configurações → Imagens de referência (“auto” para Cloudflare R2)
err-references-bucket-advice-later = tente de novo mais tarde; se o problema continuar, verifique o bucket no console do seu provedor de armazenamento
# $reason is what the network said, often in English.
err-references-bucket-unreachable = não foi possível acessar o bucket ({ $reason }); verifique o endpoint em Configurações → Imagens de referência e sua conexão
# $reason is what went wrong, often in English.
err-references-sandbox = o ambiente offline não conseguiu receber a imagem ({ $reason }); tente de novo ou, se o problema continuar, reinicie o GenDesk
# $reason is what the history database said, in English.
err-references-not-recorded = o GenDesk não conseguiu registrar a imagem enviada no histórico ({ $reason }); tente de novo
err-references-receiver-off = o receptor do GenDesk não está em execução, então não pode servir sua imagem; ative-o em Webhooks → Segredo e receptor

## Importing a batch file or pasted text (batch/source.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-import-read = não foi possível ler { $path }: { $cause }
err-batch-import-not-a-file = { $path } não é um arquivo; escolha um arquivo .csv, .jsonl ou .txt
# $size and $limit are sizes, already formatted ("12.5 MiB").
err-batch-import-too-large = o arquivo tem { $size }, mais do que os { $limit } permitidos em uma importação; divida-o em arquivos menores ou remova as linhas de que você não precisa (um lote aceita no máximo 50 itens)
# $offset is a byte's position counted from the start of the file; $line a line number. "Save As", "CSV UTF-8" and "Unicode Text" are Excel's own words: use the ones of Excel in your language.
err-batch-import-not-utf8 = o arquivo não é texto UTF-8: o byte na posição { $offset } (linha { $line }) não é UTF-8 válido. Salve o arquivo como UTF-8 (no Excel: Salvar como → “CSV UTF-8”; em outros editores, escolha a codificação UTF-8) e importe-o de novo
err-batch-import-utf16 = o arquivo é texto UTF-16 (“Texto Unicode” do Excel); salve-o como UTF-8 (no Excel: Salvar como → “CSV UTF-8”) e importe-o de novo
err-batch-import-empty = não há nada para importar: o texto está vazio ou só tem linhas em branco
# $name is the column's name, in quotes; $first and $second are column numbers (1 is the first).
err-batch-import-duplicate-column = a linha de cabeçalho nomeia a coluna { $name } duas vezes (colunas { $first } e { $second }); cada coluna precisa de um nome próprio: renomeie ou remova uma delas
# $line is a line number; $reason is what the CSV reader said, in English.
err-batch-import-csv = não foi possível ler o arquivo CSV além da linha { $line }: { $reason }

## Splitting items into batches (batch/split.rs)

err-batch-split-empty = não há itens para enviar; adicione pelo menos um item válido
# $item is the item's name (its client_item_id), in quotes; $bytes a number of bytes, always over 5 MiB.
err-batch-split-item-too-large = o item { $item } sozinho tem { $bytes } bytes de JSON, acima do limite de 5 MiB por lote do serviço; encurte o prompt ou os campos dele
err-batch-split-encode = não foi possível codificar o item { $item } como JSON

## The manifest written beside a batch's downloaded results (batch/manifest.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-manifest-io = não foi possível gravar { $path }: { $cause }
# $reason is what the encoder said, in English.
err-batch-manifest-encode = não foi possível codificar o manifesto: { $reason }

## The model catalogue (catalog/error.rs). These mostly reach people who write their own model definitions: model IDs, field keys, kinds (image, video, audio) and the words extra_fields and overrides are the file's own words, never translated.

# $reason says what is wrong, with line and column when known, in English.
err-catalog-built-in = o catálogo de modelos integrado está danificado ({ $reason }); isso é um bug do GenDesk, por favor, relate-o
err-catalog-updated = o catálogo de modelos do feed de atualizações não é válido ({ $reason })
err-catalog-sandbox-json = não foi possível ler o catálogo de modelos do ambiente offline ({ $reason }); o ambiente offline e este GenDesk podem ser de versões diferentes
# $model is the model ID, in quotes; $error is one of the err-catalog-field-… messages.
err-catalog-field = modelo { $model }: { $error }
# $model and $key (a field's key) are in quotes; $kind is the model kind's code: image, video or audio.
err-catalog-unknown-override = o modelo { $model } sobrescreve { $key }, que não é um campo comum dos modelos { $kind }; coloque-o em extra_fields
err-catalog-duplicate-field = o modelo { $model } adiciona o campo { $key }, que ele já tem; para alterar um campo comum, use overrides
# $id is the model ID, in quotes.
err-catalog-bad-id = o ID de modelo { $id } não pode ser usado: ele não pode ser vazio, começar ou terminar com espaços nem conter caracteres de controle
# $origin says which catalogue: "built-in" (or "sandbox").
err-catalog-duplicate-model = o modelo { $id } está definido duas vezes { $origin ->
        [built-in] no catálogo integrado
        [sandbox] no catálogo do ambiente offline
       *[other] no catálogo “{ $origin }”
    }; mantenha uma só definição

## A field of a model definition (catalog/field_doc.rs). The quoted words ("key", "type", "values"), input and the type names are the file's own words, never translated.

err-catalog-field-empty-key = um campo tem uma “key” vazia; dê a ele o nome usado dentro de input
# $key is the field's key, in quotes.
err-catalog-field-missing-type = o campo { $key } não tem “type”; use um destes: text, prompt, enum, bool, integer, number, url_list
# $field_type is a type name (text, enum, …); $property a property's name in quotes ("values", "min", …).
err-catalog-field-stray-property = o campo { $key } é do tipo { $field_type } e não pode ter { $property }; remova-o
err-catalog-field-no-values = o campo enum { $key } precisa de uma lista “values” não vazia
# $property is "min" or "max", in quotes.
err-catalog-field-fractional-bound = o campo integer { $key } tem um { $property } que não é um número inteiro
err-catalog-field-inverted-bounds = o campo { $key } tem o limite inferior acima do superior; inverta-os
# $default is a JSON value; $reason says what the field expects, in English ("the field holds text").
err-catalog-field-bad-default = o campo { $key } tem o valor padrão { $default }, mas { $reason }; corrija o valor padrão

## The file of models the person added (catalog/user_models.rs)

# $path is the file; $action is "read" or "saved"; $cause is the system's reason, often in English.
err-catalog-user-models-io = não foi possível { $action ->
        [read] ler
        [saved] salvar
       *[other] { $action }
    } o arquivo dos seus modelos { $path }: { $cause }; verifique as permissões da pasta e o espaço livre
# $line and $column are numbers; $reason is what the TOML reader said, in English.
err-catalog-user-models-damaged = o arquivo dos seus modelos { $path } está danificado na linha { $line }, coluna { $column } ({ $reason }); corrija essa linha ou mova o arquivo para outro lugar

## Presets files (compose/preset.rs)

# $path is the file; $action is "read" or "written"; $cause is the system's reason, often in English.
err-compose-preset-io = não foi possível { $action ->
        [read] ler
        [written] gravar
       *[other] { $action }
    } { $path } ({ $cause }); verifique se a pasta existe e se o GenDesk pode usá-la
# $detail says what was wrong and where, in English.
err-compose-preset-unreadable = { $path } não é um arquivo de predefinições do GenDesk ({ $detail }); exporte as predefinições pelo GenDesk para compartilhá-las
# $bytes is a number of bytes, always large.
err-compose-preset-too-large = { $path } tem { $bytes } bytes, grande demais para um arquivo de predefinições; escolha o arquivo que o GenDesk exportou

## Reusing a stored request's settings in the form (compose/from_request.rs)

err-compose-request-not-an-object = a solicitação salva não é um objeto JSON, então as configurações dela não podem ser reutilizadas
err-compose-request-no-input = a solicitação salva não tem um objeto “input”, então as configurações dela não podem ser reutilizadas
# $field is provider or request_type (never translated); $value the JSON value found ("fast").
err-compose-request-unknown-value = a solicitação salva tem { $field } { $value }, que esta versão do GenDesk não oferece; as configurações não podem ser reutilizadas

# What a CSV file without column names has (in the two messages below).
err-batch-import-no-columns = nenhuma

# A CSV file has no "prompt" column but one like it: $found lists the columns found (quoted), $column is the look-alike (quoted). "prompt" is the column's name and stays as it is.
err-batch-import-no-prompt-rename = o arquivo CSV não tem a coluna "prompt". A primeira linha precisa nomear as colunas, e uma delas precisa ser "prompt" (o texto usado para gerar). Colunas encontradas: { $found }. Para corrigir, renomeie a coluna { $column } para "prompt" e importe de novo

# A CSV file has no "prompt" column and none like it: $found lists the columns found (quoted).
err-batch-import-no-prompt-header = o arquivo CSV não tem a coluna "prompt". A primeira linha precisa nomear as colunas, e uma delas precisa ser "prompt" (o texto usado para gerar). Colunas encontradas: { $found }. Para corrigir, se a primeira linha já for um prompt, adicione acima dela uma linha de cabeçalho (como prompt,aspect_ratio); uma lista simples de prompts pode ser importada como arquivo .txt, um prompt por linha
