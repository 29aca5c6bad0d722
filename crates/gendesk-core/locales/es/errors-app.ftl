# Errors of the app itself: the history database, profiles, network settings, the keyring, the data folder and its lock, the log, the engine, provenance records and the window.

## The history database (store/error.rs).

err-store-create-dir = no se pudo crear la carpeta { $path } para la base de datos del historial: { $cause }; revisa el disco y los permisos
err-store-open = no se pudo abrir la base de datos del historial en { $path }: { $cause }; revisa el disco y los permisos, o aparta el archivo para empezar un historial nuevo
err-store-no-wal = la base de datos del historial en { $path } no puede usar el registro de escritura anticipada (el modo de diario siguió en { $mode }); guarda el historial en un disco local
err-store-too-new = la base de datos del historial en { $path } la escribió un GenDesk más reciente (versión de esquema { $found }, esta compilación conoce hasta la { $supported }); no se ha tocado — actualiza GenDesk o aparta el archivo para empezar un historial nuevo
err-store-migration = no se pudo actualizar la base de datos del historial en { $path } a la versión de esquema { $version }: { $cause }; se quedó en la versión { $version_before } — comprueba el espacio libre en disco y reinicia GenDesk
err-store-busy = la base de datos del historial en { $path } siguió bloqueada durante «{ $doing }»; puede que otra ventana de GenDesk o una herramienta de copias de seguridad la esté usando — ciérrala y vuelve a intentarlo
err-store-disk-full = el disco que contiene la base de datos del historial en { $path } está lleno ({ $doing }); libera algo de espacio
err-store-conflict = «{ $doing }» entra en conflicto con lo que el historial ya contiene: { $cause }
err-store-database = la base de datos del historial en { $path } falló durante «{ $doing }»: { $cause }; si se repite, revisa el disco y los permisos
err-store-not-found = { $what } { $id } no está en el historial; puede que se haya eliminado junto con su perfil
err-store-wrong-phase = la fila de tarea { $row } está en `{ $phase }`, así que no admite «{ $action }»
err-store-duplicate-task-id = la tarea { $task_id } ya está registrada como fila de tarea { $existing } de este perfil; el servicio devolvió un ID que ya había dado antes
err-store-file-name-taken = otra descarga ya está escribiendo en { $file_name } dentro de { $target_dir }; elige otro nombre
err-store-invalid-input = el historial no puede registrar esto: { $detail }

## Profiles (config/profiles.rs).

err-profiles-io = no se pudo { $action ->
        [read] leer
       *[other] guardar
    } el archivo de perfiles { $path }: { $cause }; revisa los permisos de la carpeta y el espacio libre
err-profiles-damaged = el archivo de perfiles { $path } está dañado ({ $reason }); corrígelo o apártalo, y GenDesk empezará sin perfiles
err-profiles-duplicate-name = ya existe un perfil llamado { $name }; elige otro nombre
err-profiles-not-found = no hay ningún perfil llamado { $name }
err-profiles-empty-name = el perfil necesita un nombre

## Network settings (config/network.rs).

err-network-no-host = el proxy personalizado no tiene host; escribe su nombre o dirección en los ajustes de Red
err-network-address = la dirección del proxy personalizado no se puede usar: { $reason }
err-network-ca-file = no se puede leer el archivo de la autoridad de certificación adicional { $path } ({ $reason }); elige otro archivo en los ajustes de Red o quítalo
err-network-password = no se pudo leer la contraseña del proxy ({ $reason }); vuelve a escribirla en los ajustes de Red
err-network-file = no se pudo { $action ->
        [read] leer
       *[other] guardar
    } el archivo de ajustes de red { $path } ({ $reason })

## The system keyring (config/secrets.rs).

err-secrets-keyring = el llavero del sistema no pudo { $action ->
        [store] guardar
        [read] leer
       *[other] eliminar
    } «{ $what }»: { $reason }. Puedes conservar «{ $what }» solo durante esta sesión, hasta que se cierre GenDesk
err-secrets-stored = la clave de API guardada en el llavero no se puede usar ({ $reason }); vuelve a escribirla en el perfil
err-secrets-unreadable-secrets = los secretos de firma del webhook guardados en el llavero no se pueden leer ({ $reason }); GenDesk volverá a obtener el secreto actual del servicio, pero las entregas firmadas con versiones anteriores no se podrán verificar hasta que esas versiones se vuelvan a conocer

## GenDesk's folders (config/paths.rs).

err-paths-no-home = no se encontró una carpeta personal para los ajustes de GenDesk; inícialo con --data-dir <folder>

## One GenDesk per data folder (instance/mod.rs).

err-instance-lock-file = GenDesk no pudo crear su archivo de bloqueo { $path }: { $cause }. Comprueba que se puede escribir en la carpeta de datos
err-instance-socket = GenDesk no pudo abrir su socket local ({ $name }), que permite que un segundo inicio traiga esta ventana al frente: { $cause }

## The log file (logging.rs).

err-logging-folder = no se pudo crear la carpeta del registro { $path }: { $cause }
err-logging-already-set = el registro ya estaba configurado: { $reason }

## The engine (engine/mod.rs, engine/store_handle.rs).

err-engine-store-join = el proceso de la base de datos del historial se detuvo de forma inesperada: { $reason }
err-engine-runtime = no se pudo iniciar el proceso en segundo plano: { $cause }
err-engine-busy = GenDesk sigue ocupado con solicitudes anteriores; vuelve a intentarlo en un momento
err-engine-stopped = el proceso en segundo plano se ha detenido; reinicia GenDesk

## Provenance records: the prompt and settings written into a downloaded file (provenance/mod.rs).

err-provenance-damaged = el archivo no es un { $format } completo: { $detail }
err-provenance-too-large = el registro es demasiado grande para un { $format }
err-provenance-unsupported = { $format } no admite un registro
err-provenance-encode = no se pudo codificar el registro: { $reason }
err-provenance-io = no se pudo leer ni escribir el archivo: { $cause }

## The window (src/ui/mod.rs).

err-ui-window = no se pudo abrir la ventana de GenDesk: { $reason }. En Linux, comprueba que haya una sesión de escritorio (X11 o Wayland) en marcha

## Portable use (portable/): the marker beside GenDesk and the encrypted keys' file.
err-portable-io = no se pudo leer ni escribir el archivo portable { $file }: { $reason }
err-portable-marker = no se entiende el archivo portable { $file } ({ $reason }); déjalo vacío o escribe en él keys = "file" o keys = "keyring"
err-key-file-wrong-passphrase = la frase no abre las claves; escríbela de nuevo exactamente como la primera vez
err-key-file-empty-passphrase = elige una frase de contraseña para proteger las claves
err-key-file-io = no se pudo leer ni escribir el archivo de claves { $file }: { $reason }
err-key-file-damaged = el archivo de claves { $file } está dañado o se cambió ({ $reason }); recupéralo de una copia o bórralo para empezar sin las claves
