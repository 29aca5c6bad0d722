# Copia de seguridad y restauración en un archivo (backup/ en gendesk-core, `gendesk backup` y `gendesk restore`).

## Errores

err-backup-io = no se pudo leer ni escribir { $path }: { $reason }; revisa el disco y los permisos
err-backup-history = no se pudo copiar el historial: { $reason }
err-backup-damaged = se rechazó { $file }, no se cambió nada: { $reason }
err-backup-newer-format = esta copia la hizo un GenDesk más reciente (formato de copia { $found }, este lee hasta el { $known }): actualiza GenDesk primero; no se cambió nada
err-backup-newer-history = esta copia la hizo un GenDesk más reciente (versión del historial { $found }, este lee hasta la { $known }): actualiza GenDesk primero; no se cambió nada
err-backup-wrong-passphrase = la frase de contraseña no abre las claves y secretos de esta copia; no se cambió nada — escríbela de nuevo tal como al hacer la copia
err-backup-secrets = no se pudieron guardar ni leer las claves y secretos: { $reason }
err-backup-settings = no se pudieron leer ni cambiar los ajustes: { $reason }
err-backup-interrupted = la restauración se detuvo a medias: { $reason }; lo que había antes está en { $safety } — restaura ese archivo para volver atrás

## Qué le pasa a un archivo

backup-problem-not-a-zip = no es una copia de seguridad de GenDesk, o está incompleto ({ $reason })
backup-problem-no-seal = no es una copia de seguridad de GenDesk, o su final está dañado
backup-problem-seal-mismatch = su contenido no coincide con su suma de verificación: el archivo está dañado o se cambió después de crearlo
backup-problem-no-manifest = no tiene lista de contenido (manifest.json)
backup-problem-manifest = su lista de contenido no se puede leer ({ $reason })
backup-problem-manifest-too-big = su lista de contenido es demasiado grande
backup-problem-bad-name = contiene un archivo con un nombre que GenDesk no acepta ({ $entry })
backup-problem-missing-entry = le falta { $entry }
backup-problem-unlisted-entry = contiene { $entry }, que su lista de contenido no nombra
backup-problem-unreadable-entry = { $entry } no se puede leer ({ $reason })
backup-problem-entry-changed = { $entry } no coincide con su tamaño o su suma de verificación

## Otros motivos

backup-problem-history-busy = el historial siguió ocupado; cierra las otras ventanas de GenDesk o espera un momento y vuelve a intentarlo
backup-problem-no-keyring-given = no se indicó ningún llavero del que leer las claves
backup-problem-empty-passphrase = la frase de contraseña está vacía; elige una para proteger las claves de la copia
backup-problem-secrets-unreadable = las claves y secretos descifrados no se pueden leer (línea { $line }, columna { $column })
backup-problem-path-not-text = el nombre de la carpeta no es texto que SQLite pueda abrir; mueve la carpeta de datos a un nombre más sencillo
backup-problem-unknown-table = el historial tiene una tabla que este GenDesk no sabe combinar ({ $table }); restáuralo con Reemplazar

## gendesk backup / gendesk restore

backup-cli-no-passphrase = --with-secrets necesita la frase de contraseña en la variable de entorno GENDESK_BACKUP_PASSPHRASE; defínela o quita --with-secrets
backup-cli-exists = { $file } ya existe; elige otro nombre o mueve antes ese archivo
backup-cli-busy = GenDesk está abierto con esta carpeta de datos ({ $folder }); ciérralo y vuelve a restaurar
backup-cli-written = Copia escrita: { $file } ({ $size })
backup-cli-history = Historial: { $tasks ->
    [one] { $tasks } tarea
   *[other] { $tasks } tareas
}, { $batches ->
    [one] { $batches } lote
   *[other] { $batches } lotes
}, { $downloads ->
    [one] { $downloads } registro de descarga
   *[other] { $downloads } registros de descarga
}, { $profiles ->
    [one] { $profiles } perfil
   *[other] { $profiles } perfiles
}
backup-cli-files = Archivos: { $files }
backup-cli-results-included = Resultados descargados: incluidos
backup-cli-secrets-included = Claves y secretos: incluidos, cifrados con tu frase de contraseña
backup-cli-secrets-left-out = Claves y secretos: no incluidos (--with-secrets los añade, cifrados)
backup-cli-skipped = Omitidos (nombres que no son texto): { $files }
backup-cli-restored-replace = Restaurado desde { $file }: se reemplazaron el historial y los ajustes
backup-cli-restored-merge = Combinado desde { $file }: { $added ->
    [one] { $added } tarea añadida
   *[other] { $added } tareas añadidas
}, { $present } ya estaban; { $batches ->
    [one] { $batches } lote añadido
   *[other] { $batches } lotes añadidos
}, { $downloads ->
    [one] { $downloads } registro de descarga añadido
   *[other] { $downloads } registros de descarga añadidos
}
backup-cli-profiles-added = Perfiles añadidos: { $names }
backup-cli-settings-written = Archivos de ajustes escritos: { $count }
backup-cli-results-restored = Resultados descargados: { $written } escritos, { $kept } ya estaban (se conservan)
backup-cli-safety = Lo que había antes: { $file }
backup-cli-secrets-restored = Claves y secretos: { $saved } guardados, { $kept } ya estaban (se conservan)
backup-cli-secrets-skipped = Claves y secretos: omitidos — la copia los contiene, pero GENDESK_BACKUP_PASSPHRASE no está definida
backup-cli-secrets-none = Claves y secretos: ninguno en esta copia
backup-cli-no-key = Perfiles sin clave de API: { $names } — añade sus claves en los ajustes de perfil de GenDesk

## The progress bar's steps (work_progress.rs) and the report after a restore (restore_report.rs).
backup-step-checking = Comprobando el archivo…
backup-step-history = Copiando el historial…
backup-step-settings = Ajustes y perfiles…
backup-step-results = Resultados descargados…
backup-step-secrets = Claves y secretos…
backup-step-safety = Guardando una copia de lo actual…
backup-step-restoring = Restaurando…
restore-report-title = Copia restaurada
restore-report-failed-title = La copia no se restauró
restore-report-secrets-skipped = Claves y secretos: omitidos; no se escribió la frase de contraseña
restore-report-show-earlier = Mostrar los datos anteriores
restore-report-close = Cerrar
