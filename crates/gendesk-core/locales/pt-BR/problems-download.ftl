# Por que o download de um arquivo de resultado falhou ou teve de recomeçar: endereços e
# redirecionamentos recusados, o que o servidor fez e nomes de arquivo que não podem ser usados.

## Endereços de resultado e redirecionamentos recusados (download/result_url.rs).

problem-download-too-many-redirects = mais de { $max } redirecionamentos
problem-download-redirect-not-http = redirecionada para uma URL que não é http ({ $scheme }:)
problem-download-redirect-credentials = redirecionada para uma URL com credenciais
problem-download-no-host = ela não tem host
problem-download-credentials = ela contém um nome de usuário ou uma senha

## Uma conexão que não trouxe o arquivo inteiro (download/job.rs).

problem-download-gave-up = { $why } (desistiu após { $attempts } { $attempts ->
        [one] tentativa
       *[other] tentativas
    } de retomada)
problem-download-no-answer = sem resposta em { $seconds } s
problem-download-no-data = nenhum dado por { $seconds } s
problem-download-resumed-elsewhere = o servidor retomou em uma posição diferente do byte { $offset }
problem-download-no-such-byte = o servidor não tem o byte { $offset } do arquivo
problem-download-server-error = o servidor respondeu HTTP { $status }
problem-download-ended-early = a conexão terminou após { $done } de { $total } bytes
problem-download-too-many-bytes = o servidor enviou { $done } bytes, mais que os { $total } anunciados

## O nome do arquivo baixado (download/part_file.rs).

problem-download-name-taken = já existem { $count } arquivos com este nome
problem-download-outside-folder = o nome do arquivo sairia da pasta de download
