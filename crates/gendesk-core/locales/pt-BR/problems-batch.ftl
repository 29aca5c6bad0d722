# Problemas com os itens de um lote e com as imagens de referência de um formulário: linhas de
# um arquivo importado que não podem ser usadas, IDs de cliente dos itens e imagens de
# referência que não podem ser enviadas.

## Células de um arquivo importado que não servem para o seu campo (batch/cells.rs).

problem-batch-cell-whole-number = { $value } na coluna { $column } não é um número inteiro; { $label } aceita só dígitos, como 42
problem-batch-cell-number = { $value } na coluna { $column } não é um número; { $label } aceita um número escrito com dígitos e ponto, como 2.5
problem-batch-cell-yes-no = { $value } na coluna { $column } não é sim nem não; { $label } aceita true, false, yes, no, 1 ou 0

## Duas colunas para o mesmo campo (batch/plan.rs).

problem-batch-two-columns-one-field = tanto { $first } quanto { $second } preenchem o campo { $key } ({ $label }); mantenha só uma delas

## Uma linha CSV com o número errado de células (batch/csv_rows.rs).

problem-batch-csv-cell-count = esta linha tem { $cells } { $cells ->
        [one] célula
       *[other] células
    }, mas o cabeçalho tem { $columns } { $columns ->
        [one] coluna
       *[other] colunas
    } ({ $names }); a linha foi deixada de fora. Verifique se falta ou sobra uma vírgula: uma célula que contém vírgula precisa estar entre aspas duplas
problem-batch-csv-cell-count-runs-on = esta linha tem { $cells } { $cells ->
        [one] célula
       *[other] células
    }, mas o cabeçalho tem { $columns } { $columns ->
        [one] coluna
       *[other] colunas
    } ({ $names }); a linha foi deixada de fora. Verifique se falta ou sobra uma vírgula: uma célula que contém vírgula precisa estar entre aspas duplas. A linha continua até a linha { $end }: talvez as aspas duplas abertas na linha { $line } não tenham sido fechadas

## Linhas de um arquivo JSON Lines que não podem ser usadas (batch/import.rs).

problem-batch-jsonl-not-object = isto é { $kind ->
        [null] null
        [bool] true ou false
        [number] um número
       *[string] uma string
    }, não um objeto JSON; cada linha precisa ser um único objeto, como { "{" }"prompt": "a red fox"{ "}" }
problem-batch-jsonl-array = isto é um array JSON, não um objeto JSON; cada linha precisa ser um único objeto, como { "{" }"prompt": "a red fox"{ "}" } (para uma lista de itens, coloque cada item em sua própria linha)
problem-batch-jsonl-item-id-type = "client_item_id" é { $kind ->
        [bool] true ou false
        [array] um array JSON
       *[object] um objeto
    }; escreva-o como string, como "item-1", ou remova-o
problem-batch-jsonl-invalid = esta linha não é um JSON válido ({ $reason } na coluna { $column }); cada linha precisa ser um objeto JSON completo, como { "{" }"prompt": "a red fox"{ "}" }, com as quebras de linha dentro de um texto escritas como \n
problem-batch-jsonl-invalid-pretty = esta linha não é um JSON válido ({ $reason } na coluna { $column }); JSON Lines exige cada objeto em uma única linha; um arquivo JSON formatado precisa ser reescrito com um objeto por linha

## O ID de cliente de um item (batch/draft.rs).

problem-batch-item-id-missing = O item não tem ID de cliente; dê um a ele (qualquer texto curto que não se repita no lote).
problem-batch-item-id-too-long = O ID de cliente do item tem { $length } caracteres; reduza para no máximo { $max }.
problem-batch-item-id-repeated = O ID de cliente “{ $id }” também é usado por outro item; cada item precisa do seu.

## As imagens de referência de um formulário (compose/references.rs).

problem-batch-reference-none-mode = { $mode } precisa de pelo menos uma imagem de referência; adicione uma imagem ou uma URL de imagem, ou escolha outro modo.
problem-batch-reference-none = Este modo precisa de pelo menos uma imagem de referência; adicione uma imagem ou uma URL de imagem, ou escolha outro modo.
problem-batch-reference-too-many = { $given ->
        [one] Foi informada { $given } imagem de referência
       *[other] Foram informadas { $given } imagens de referência
    }; { $model } aceita no máximo { $max }. Remova { $extra }.
problem-batch-reference-not-http = A imagem de referência { $number } ({ $url }) não é uma URL http(s); digite um endereço completo começando com https://.
problem-batch-reference-picture = Imagem de referência { $number } ({ $name }): { $problem }. Use a cópia menor que o GenDesk oferece ao lado.
problem-batch-reference-not-uploaded = A imagem de referência { $number } ({ $name }) ainda não foi enviada; aguarde um momento ou veja a mensagem ao lado.
