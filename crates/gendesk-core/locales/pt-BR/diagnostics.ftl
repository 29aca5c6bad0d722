# "Export diagnostics…" and `gendesk diagnostics`: one zip for a bug report, with no secret in it (diagnostics/).

diagnostics-saved = { $file } foi salvo ({ $size }): { $logs ->
        [one] um arquivo de log
       *[other] { $logs } arquivos de log
    }, { $crashes ->
        [one] um relatório de falha
       *[other] { $crashes } relatórios de falha
    }, { $settings ->
        [one] um arquivo de configurações
       *[other] { $settings } arquivos de configurações
    } e { $history }. Chaves, senhas e links de resultados ficam de fora.
diagnostics-history-none = nenhum histórico
diagnostics-history-unreadable = o histórico, que não pôde ser lido (veja about.txt)
diagnostics-history-counts = as contagens do histórico (sem prompts)
diagnostics-history-prompts = as contagens do histórico com os prompts { $prompts ->
        [one] da última tarefa
       *[other] das últimas { $prompts } tarefas
    }
diagnostics-too-large = descompactado, ele passa de { $limit }

err-diagnostics-is-a-folder = { $path } é uma pasta; informe um nome de arquivo para o diagnóstico, por exemplo { $example }
err-diagnostics-no-folder = a pasta { $folder } não existe; salve o diagnóstico em uma pasta existente
err-diagnostics-write = não foi possível gravar o arquivo de diagnóstico { $path }: { $reason }; verifique se a pasta permite gravação e se o disco tem espaço, e tente de novo
err-diagnostics-read = não foi possível ler o arquivo de diagnóstico { $path }: { $reason }
