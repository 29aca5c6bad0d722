# O que há de errado com um catálogo de modelos, um feed de atualizações ou uma atualização sendo
# instalada, e com uma imagem de referência ou onde ela fica hospedada: os motivos dentro das
# mensagens err-catalog-…, err-update-… e err-references-…, e algumas frases próprias.

## Um valor padrão que o próprio campo recusaria (catalog/field_doc.rs): o $reason de
## err-catalog-field-bad-default (“… tem o valor padrão …, mas { $reason }”). $values são os
## valores do campo como lista JSON.

problem-catalog-default-text = o campo contém texto
problem-catalog-default-enum = ele não é um dos valores do campo { $values }
problem-catalog-default-bool = o campo é true ou false
problem-catalog-default-integer = o campo contém um número inteiro
problem-catalog-default-bounds = ele está fora dos limites do campo
problem-catalog-default-number = o campo contém um número
problem-catalog-default-urls = o campo contém uma lista de URLs

## Os campos comuns de cada tipo (catalog/template.rs). $kind é o código do tipo (image, video,
## audio); $key uma chave de campo entre aspas.

problem-catalog-template-missing-field = falta o campo { $key } aos modelos { $kind }
problem-catalog-template-field-twice = os modelos { $kind } listam o campo { $key } duas vezes

## O feed de atualizações e sua assinatura (update/feed.rs, update/signature.rs,
## update/updater.rs): o $reason de err-update-malformed, err-update-signature-unreadable e
## err-update-feed-address. $found e $expected são números de formato; $limit um número de
## caracteres; $sha256 o valor encontrado, entre aspas.

problem-catalog-feed-format = formato { $found } onde se esperava { $expected }; um GenDesk mais novo talvez consiga lê-lo
problem-catalog-feed-notes-too-long = as notas têm mais de { $limit } caracteres
# Nomeia o arquivo a que um motivo se refere: $what é o “catálogo de modelos” abaixo ou um tipo de pacote (update-kind-…).
problem-catalog-feed-file = { $what }: { $reason }
problem-catalog-feed-catalogue = catálogo de modelos
problem-catalog-feed-zero-size = um tamanho de 0 bytes
problem-catalog-feed-bad-sha256 = o sha256 { $sha256 } não tem 64 dígitos hexadecimais minúsculos
problem-catalog-feed-address-scheme = ele precisa começar com https:// (ou http:// para este computador)
problem-catalog-signature-not-text = não é texto
problem-catalog-signature-legacy = foi feita no modo legado do minisign; assine com `minisign -S` (com hash)

## O catálogo de modelos do feed de atualizações (update/catalog_store.rs). $path é um arquivo;
## $cause o que o sistema disse, muitas vezes em inglês; $why o que há de errado com o catálogo
## guardado; $found e $expected são versões do catálogo.

problem-catalog-stored-unreadable = não foi possível ler { $path } ({ $cause })
problem-catalog-stored-passed-over = Não foi possível usar o catálogo de modelos atualizado ({ $why }), então o integrado é mostrado.
problem-catalog-update-not-utf8 = não é texto UTF-8
problem-catalog-update-version-mismatch = ele diz versão { $found }, mas o feed assinado diz { $expected }

## Por que o GenDesk não instala a atualização sozinho (update/install/mod.rs), sob o aviso da
## atualização.

problem-catalog-announce-system-package = O GenDesk foi instalado pelo gerenciador de pacotes do sistema, que é quem instala a nova versão.
problem-catalog-announce-not-writable = A pasta do GenDesk não pode ser alterada por este usuário, então a nova versão é instalada manualmente.
problem-catalog-announce-macos = No macOS, a nova versão é instalada a partir da imagem de disco.
problem-catalog-announce-not-installed = Este GenDesk não foi instalado a partir de um pacote, então não consegue se substituir.

## Instalar uma atualização (update/install/tarball.rs, update/install/windows.rs): o $reason
## de err-update-install. $cause é o que o sistema disse, muitas vezes em inglês; $why uma das
## mensagens de versão abaixo ou as palavras do sistema; $status como o programa terminou, em
## inglês; $line o que ele mostrou, entre aspas; $version a versão esperada.

problem-catalog-install-unpack = não foi possível extrair o arquivo compactado: { $cause }
problem-catalog-install-no-folder = o arquivo compactado não contém uma única pasta com bin/gendesk
problem-catalog-install-no-start = a nova versão não iniciou ({ $why })
problem-catalog-install-version-timeout = --version não respondeu em { $seconds } s
problem-catalog-install-version-exit = --version terminou com { $status }
problem-catalog-install-version-wrong = ela mostra { $line }, não a versão { $version }
problem-catalog-install-replace = não foi possível substituir o executável: { $cause }
problem-catalog-install-installer = não foi possível iniciar o instalador: { $cause }

## Imagens de referência (references/bucket.rs, picture.rs, sandbox_upload.rs): motivos dentro
## das mensagens err-references-…. $cause é o que o sistema ou o decodificador disse, muitas
## vezes em inglês; $width e $height são números de pixels.

problem-catalog-bucket-endpoint = endpoint: { $cause }
problem-catalog-bucket-no-name = falta o nome do bucket
problem-catalog-bucket-read-back = um arquivo de teste foi lido de volta diferente de como foi escrito
problem-catalog-picture-no-pixels = o cabeçalho diz { $width } × { $height } pixels: não há imagem
problem-catalog-picture-too-many-pixels = { $width }×{ $height } pixels é mais do que o GenDesk decodifica
problem-catalog-sandbox-unreadable-answer = uma resposta ilegível ({ $cause })
problem-catalog-sandbox-no-url = uma resposta sem url
