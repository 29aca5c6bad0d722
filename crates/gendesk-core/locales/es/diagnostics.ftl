# "Export diagnostics…" and `gendesk diagnostics`: one zip for a bug report, with no secret in it (diagnostics/).

diagnostics-saved = Se guardó { $file } ({ $size }): { $logs ->
        [one] un archivo de registro
       *[other] { $logs } archivos de registro
    }, { $crashes ->
        [one] un informe de fallo
       *[other] { $crashes } informes de fallo
    }, { $settings ->
        [one] un archivo de ajustes
       *[other] { $settings } archivos de ajustes
    } y { $history }. No incluye claves, contraseñas ni enlaces de resultados.
diagnostics-history-none = ningún historial
diagnostics-history-unreadable = el historial, que no se pudo leer (consulta about.txt)
diagnostics-history-counts = los recuentos del historial (sin prompts)
diagnostics-history-prompts = los recuentos del historial con los prompts de { $prompts ->
        [one] la última tarea
       *[other] las últimas { $prompts } tareas
    }
diagnostics-too-large = descomprimido ocuparía más de { $limit }

err-diagnostics-is-a-folder = { $path } es una carpeta; indica un nombre de archivo para el diagnóstico, por ejemplo { $example }
err-diagnostics-no-folder = la carpeta { $folder } no existe; guarda el diagnóstico en una carpeta que exista
err-diagnostics-write = no se pudo escribir el archivo de diagnóstico { $path }: { $reason }; comprueba que se pueda escribir en la carpeta y que el disco tenga espacio, y vuelve a intentarlo
err-diagnostics-read = no se pudo leer el archivo de diagnóstico { $path }: { $reason }
