# "Export diagnostics…" and `gendesk diagnostics`: one zip for a bug report, with no secret in it (diagnostics/).

diagnostics-saved = { $file } enregistré ({ $size }) : { $logs ->
        [one] un fichier journal
       *[other] { $logs } fichiers journaux
    }, { $crashes ->
        [one] un rapport de plantage
       *[other] { $crashes } rapports de plantage
    }, { $settings ->
        [one] un fichier de réglages
       *[other] { $settings } fichiers de réglages
    } et { $history }. Les clés, les mots de passe et les liens des résultats n’y figurent pas.
diagnostics-history-none = aucun historique
diagnostics-history-unreadable = l’historique, qui n’a pas pu être lu (voir about.txt)
diagnostics-history-counts = les chiffres de l’historique (sans les prompts)
diagnostics-history-prompts = les chiffres de l’historique avec les prompts { $prompts ->
        [one] de la dernière tâche
       *[other] des { $prompts } dernières tâches
    }
diagnostics-too-large = une fois décompressé, il dépasse { $limit }

err-diagnostics-is-a-folder = { $path } est un dossier ; indiquez un nom de fichier pour le diagnostic, par exemple { $example }
err-diagnostics-no-folder = le dossier { $folder } n’existe pas ; enregistrez le diagnostic dans un dossier existant
err-diagnostics-write = le fichier de diagnostic { $path } n’a pas pu être écrit : { $reason } ; vérifiez que le dossier est accessible en écriture et que le disque a de la place, puis réessayez
err-diagnostics-read = le fichier de diagnostic { $path } n’a pas pu être lu : { $reason }
