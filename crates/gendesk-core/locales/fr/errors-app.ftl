# Errors of the app itself: the history database, profiles, network settings, the keyring, the data folder and its lock, the log, the engine, provenance records and the window.

## The history database (store/error.rs).

err-store-create-dir = le dossier { $path } de la base de données de l’historique n’a pas pu être créé : { $cause } ; vérifiez le disque et les autorisations
err-store-open = la base de données de l’historique située à { $path } n’a pas pu être ouverte : { $cause } ; vérifiez le disque et les autorisations, ou mettez le fichier de côté pour repartir d’un historique vierge
err-store-no-wal = la base de données de l’historique située à { $path } ne peut pas utiliser la journalisation anticipée (write-ahead log ; le mode de journal est resté { $mode }) ; gardez l’historique sur un disque local
err-store-too-new = la base de données de l’historique située à { $path } a été écrite par un GenDesk plus récent (version de schéma { $found }, cette version connaît jusqu’à la { $supported }) ; elle n’a pas été modifiée — mettez à jour GenDesk, ou mettez le fichier de côté pour repartir d’un historique vierge
err-store-migration = la mise à niveau de la base de données de l’historique située à { $path } vers la version de schéma { $version } a échoué : { $cause } ; elle est restée à la version { $version_before } — vérifiez l’espace disque libre et redémarrez GenDesk
err-store-busy = la base de données de l’historique située à { $path } est restée verrouillée pendant « { $doing } » ; une autre fenêtre de GenDesk ou un outil de sauvegarde l’utilise peut-être — fermez-le et réessayez
err-store-disk-full = le disque qui contient la base de données de l’historique située à { $path } est plein ({ $doing }) ; libérez de l’espace
err-store-conflict = « { $doing } » entre en conflit avec ce que l’historique contient déjà : { $cause }
err-store-database = la base de données de l’historique située à { $path } a échoué pendant « { $doing } » : { $cause } ; si cela se reproduit, vérifiez le disque et les autorisations
err-store-not-found = { $what } { $id } n’est pas dans l’historique ; il a peut-être été supprimé avec son profil
err-store-wrong-phase = la ligne de tâche { $row } est à l’état `{ $phase }`, donc « { $action } » est impossible
err-store-duplicate-task-id = la tâche { $task_id } est déjà enregistrée comme ligne de tâche { $existing } de ce profil ; le service a renvoyé un ID qu’il avait déjà donné
err-store-file-name-taken = un autre téléchargement écrit déjà dans { $file_name } du dossier { $target_dir } ; choisissez un autre nom
err-store-invalid-input = l’historique ne peut pas enregistrer ceci : { $detail }

## Profiles (config/profiles.rs).

err-profiles-io = le fichier des profils { $path } n’a pas pu être { $action ->
        [read] lu
       *[other] enregistré
    } : { $cause } ; vérifiez les autorisations du dossier et l’espace libre
err-profiles-damaged = le fichier des profils { $path } est endommagé ({ $reason }) ; corrigez-le ou déplacez-le, et GenDesk démarrera sans profil
err-profiles-duplicate-name = un profil nommé { $name } existe déjà ; choisissez un autre nom
err-profiles-not-found = il n’y a aucun profil nommé { $name }
err-profiles-empty-name = le profil a besoin d’un nom

## Network settings (config/network.rs).

err-network-no-host = le proxy personnalisé n’a pas d’hôte ; saisissez son nom ou son adresse dans les réglages Réseau
err-network-address = l’adresse du proxy personnalisé n’est pas utilisable : { $reason }
err-network-ca-file = le fichier de l’autorité de certification supplémentaire { $path } ne peut pas être lu ({ $reason }) ; choisissez un autre fichier dans les réglages Réseau ou retirez-le
err-network-password = le mot de passe du proxy n’a pas pu être lu ({ $reason }) ; saisissez-le à nouveau dans les réglages Réseau
err-network-file = le fichier des réglages réseau { $path } n’a pas pu être { $action ->
        [read] lu
       *[other] enregistré
    } ({ $reason })

## The system keyring (config/secrets.rs).

err-secrets-keyring = le trousseau du système n’a pas pu { $action ->
        [store] enregistrer
        [read] lire
       *[other] supprimer
    } « { $what } » : { $reason }. Vous pouvez garder « { $what } » pour cette session seulement, jusqu’à la fermeture de GenDesk
err-secrets-stored = la clé d’API enregistrée dans le trousseau n’est pas utilisable ({ $reason }) ; saisissez-la à nouveau dans le profil
err-secrets-unreadable-secrets = les secrets de signature du webhook enregistrés dans le trousseau sont illisibles ({ $reason }) ; GenDesk va de nouveau récupérer le secret actuel auprès du service, mais les livraisons signées avec des versions plus anciennes ne pourront pas être vérifiées tant que ces versions n’auront pas été retrouvées

## GenDesk's folders (config/paths.rs).

err-paths-no-home = aucun dossier personnel n’a été trouvé pour les réglages de GenDesk ; lancez-le avec --data-dir <folder>

## One GenDesk per data folder (instance/mod.rs).

err-instance-lock-file = GenDesk n’a pas pu créer son fichier de verrou { $path } : { $cause }. Vérifiez que le dossier de données est accessible en écriture
err-instance-socket = GenDesk n’a pas pu ouvrir son socket local ({ $name }), qui permet à un second lancement d’amener cette fenêtre au premier plan : { $cause }

## The log file (logging.rs).

err-logging-folder = le dossier du journal { $path } n’a pas pu être créé : { $cause }
err-logging-already-set = la journalisation était déjà configurée : { $reason }

## The engine (engine/mod.rs, engine/store_handle.rs).

err-engine-store-join = le processus de la base de données de l’historique s’est arrêté de façon inattendue : { $reason }
err-engine-runtime = le processus d’arrière-plan n’a pas pu démarrer : { $cause }
err-engine-busy = GenDesk est encore occupé par des demandes précédentes ; réessayez dans un instant
err-engine-stopped = le processus d’arrière-plan s’est arrêté ; redémarrez GenDesk

## Provenance records: the prompt and settings written into a downloaded file (provenance/mod.rs).

err-provenance-damaged = le fichier n’est pas un { $format } complet : { $detail }
err-provenance-too-large = l’enregistrement est trop volumineux pour un { $format }
err-provenance-unsupported = { $format } n’accepte pas d’enregistrement
err-provenance-encode = l’enregistrement n’a pas pu être encodé : { $reason }
err-provenance-io = le fichier n’a pas pu être lu ni écrit : { $cause }

## The window (src/ui/mod.rs).

err-ui-window = la fenêtre de GenDesk n’a pas pu s’ouvrir : { $reason }. Sous Linux, vérifiez qu’une session de bureau (X11 ou Wayland) est en cours

## Portable use (portable/): the marker beside GenDesk and the encrypted keys' file.
err-portable-io = le marqueur portable { $file } n’a pas pu être lu ni écrit : { $reason }
err-portable-marker = le marqueur portable { $file } n’est pas compris ({ $reason }) ; laissez-le vide, ou écrivez-y keys = "file" ou keys = "keyring"
err-key-file-wrong-passphrase = la phrase secrète n’ouvre pas les clés ; saisissez-la à nouveau exactement comme la première fois
err-key-file-empty-passphrase = choisissez une phrase secrète pour protéger les clés
err-key-file-io = le fichier des clés { $file } n’a pas pu être lu ni écrit : { $reason }
err-key-file-damaged = le fichier des clés { $file } est endommagé ou a été modifié ({ $reason }) ; remettez-le depuis une sauvegarde, ou supprimez-le pour repartir sans les clés
