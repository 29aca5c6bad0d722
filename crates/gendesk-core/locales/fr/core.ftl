# Words from the engine: errors from the service and the network, task failures, notifications, the activity log.

core-fail-moderation = Reformulez le prompt et remplacez les entrées signalées ; les décisions de modération sont sans appel.
core-fail-input-image-sensitive = Remplacez l’image d’entrée signalée par une autre ; les décisions de modération sont sans appel.
core-fail-input-output-sensitive = Modifiez le prompt et les images d’entrée pour que le résultat respecte la politique ; les décisions de modération sont sans appel.
core-fail-prohibited = Retirez le contenu interdit du prompt et des entrées ; les décisions de modération sont sans appel.
core-fail-nsfw = Reformulez le prompt pour retirer le contenu pour adultes ; les décisions de modération sont sans appel.
core-fail-copyright = Retirez du prompt et des entrées les personnages, logos ou œuvres protégés par le droit d’auteur ; les décisions de modération sont sans appel.
core-fail-output-image-sensitive = Ajustez le prompt pour que l’image générée respecte la politique ; les décisions de modération sont sans appel.
core-fail-content-violation = Révisez le prompt et les entrées pour respecter la politique de contenu ; les décisions de modération sont sans appel.
core-fail-prompt-length = Raccourcissez le prompt (moins d’environ 2000 caractères) et envoyez-le de nouveau.
core-fail-prompt-invalid = Réécrivez le prompt et vérifiez qu’il convient au mode et au modèle choisis.
core-fail-prompt-parameter = Retirez ou corrigez les paramètres écrits dans le prompt (comme --flags), puis envoyez de nouveau.
core-fail-missing-parameter = Remplissez tous les champs obligatoires, puis envoyez de nouveau.
core-fail-bad-request = Vérifiez que tous les champs obligatoires sont bien remplis, puis envoyez de nouveau.
core-fail-validation = Comparez les réglages aux limites documentées du modèle, puis envoyez de nouveau.
core-fail-parameter = Vérifiez les valeurs numériques et les formats (plages, nombres, tailles) par rapport aux limites du modèle.
core-fail-ratio = Choisissez un format d’image pris en charge par le modèle choisi, puis envoyez de nouveau.
core-fail-param-value = Corrigez les valeurs d’entrée de l’élément refusé, puis renvoyez cet élément.
core-fail-image-format = Convertissez l’image en JPEG, PNG ou WebP et téléversez-la de nouveau.
core-fail-image-size = Redimensionnez l’image à des dimensions et une taille de fichier acceptées par le modèle, puis téléversez-la de nouveau.
core-fail-invalid-image-size = Redimensionnez l’image à des dimensions prises en charge par le modèle, puis envoyez de nouveau.
core-fail-image-not-access = Vérifiez que chaque URL d’image de référence est publique, toujours valide et téléchargeable sans connexion ; pour une image de votre ordinateur, envoyez de nouveau et GenDesk l’héberge à nouveau (vérifiez le bucket ou le tunnel dans les Réglages si cela échoue encore).
core-fail-image-invalid = Remplacez l’image par un fichier JPEG, PNG ou WebP valide et non corrompu.
core-fail-image-incorrect = Utilisez des images distinctes et autorisées qui conviennent au modèle choisi.
core-fail-input-format = Convertissez le fichier d’entrée dans un format pris en charge par le modèle, puis envoyez de nouveau.
core-fail-upload = Téléversez un fichier plus petit (souvent moins de 10 Mo) dans un format pris en charge.
core-fail-video-incorrect = Utilisez une autre vidéo, sans contenu non pris en charge comme des personnes réelles.
core-fail-video-invalid = Coupez ou réencodez la vidéo pour respecter les exigences de durée, de résolution et de sujet du modèle.
core-fail-input-incorrect = Ajustez la durée ou les dimensions de l’entrée à ce que le modèle accepte.
core-fail-image-url = Indiquez un lien http(s) valide et public qui pointe directement vers l’image.
core-fail-lora-url = Vérifiez que l’URL de la LoRA est publique et pointe directement vers le fichier du modèle.
core-fail-auth = Vérifiez la clé d’API dans les réglages et contactez le support si elle est correcte.
core-fail-quota = Attendez que votre quota soit réinitialisé ou passez à une offre supérieure, puis envoyez de nouveau.
core-fail-balance = Rechargez votre solde, puis envoyez de nouveau.
core-fail-rate-limit = Trop de requêtes à la fois ; attendez une minute, puis réessayez avec une nouvelle tâche.
core-fail-transient = Un problème temporaire chez le fournisseur ; réessayer avec une nouvelle tâche fonctionne généralement.
core-fail-task-timeout = La tâche a expiré ; créez une nouvelle tâche.
core-fail-task-id = Choisissez une tâche terminée qui prend en charge cette action (comme agrandir ou varier), puis réessayez.
core-fail-unknown = Code d’échec inconnu ; consultez le message d’échec et contactez le support si le problème persiste.

core-api-may-have-created = { $message } La tâche a pu être créée (et facturée) malgré tout : consultez la liste des tâches ou votre solde avant de l’envoyer de nouveau.
core-api-not-sent = Connexion à { $host } impossible ({ $detail }). Rien n’a été envoyé. Vérifiez votre connexion internet et l’URL de base du profil, puis réessayez.
core-api-blocked = { $failure } Rien n’a été envoyé à { $host }.
core-api-outcome-unknown-timed-out = La requête a été envoyée mais aucune réponse n’est arrivée à temps : on ne sait donc pas si le service l’a traitée. Consultez la liste des tâches ou l’état avant de l’envoyer de nouveau, pour ne pas être facturé deux fois.
core-api-outcome-unknown-lost = La requête a été envoyée mais la connexion a été perdue avant la réponse : on ne sait donc pas si le service l’a traitée. Consultez la liste des tâches ou l’état avant de l’envoyer de nouveau, pour ne pas être facturé deux fois.
core-api-rate-limited-wait = Trop de requêtes : le service limite le débit de cette clé.{ $said } Attendez { $wait }, puis réessayez.
core-api-service-said = {" "}Le service a répondu : « { $message } ».
core-api-wait-a-second = une seconde
core-api-wait-seconds = environ { $count } secondes
core-api-wait-minutes = { $count ->
    [one] environ une minute
   *[other] environ { $count } minutes
}
core-api-decode = Le service a envoyé une réponse que GenDesk n’a pas pu lire (HTTP { $status } ; elle commençait par { $sample }). Vérifiez que l’URL de base pointe vers le service de génération ; si c’est le cas, réessayez plus tard.
core-api-too-large = Le service a envoyé une réponse anormalement grande (plus de { $mib } Mio) qui n’a pas été lue. Vérifiez que l’URL de base pointe vers le service de génération.
core-api-base-url = L’adresse du service est inutilisable : { $reason }.
core-api-key = La clé d’API est inutilisable : { $reason }.
core-api-batch = Le lot n’a pas été envoyé : { $reason }.
core-api-invalid-request = La requête n’a pas été envoyée : { $reason }.
core-api-setup = GenDesk n’a pas pu préparer sa connexion réseau ({ $reason }). Redémarrez l’application ; si le problème persiste, signalez-le.
core-api-status-400 = Le service a refusé la requête comme non valide.{ $said } Corrigez l’entrée et envoyez de nouveau.
core-api-status-401 = La clé d’API a été refusée (non valide, révoquée, absente ou non autorisée pour ce modèle).{ $said } Vérifiez la clé dans le profil ou créez-en une nouvelle dans le tableau de bord.
core-api-status-402 = Votre solde est insuffisant pour cette requête.{ $said } Rechargez votre compte, puis réessayez.
core-api-status-403 = Le service a refusé la requête : le contenu enfreint peut-être la politique d’utilisation, ou la clé n’a pas l’autorisation.{ $said } Modifiez l’entrée ou vérifiez les autorisations de la clé.
core-api-status-404 = Introuvable : le modèle ou la tâche n’existe pas pour ce compte.{ $said } Vérifiez l’ID du modèle et l’ID de la tâche.
core-api-status-429 = Trop de requêtes : le service limite le débit de cette clé.{ $said } Attendez environ une minute, puis réessayez.
core-api-status-5xx = Le service a eu un problème temporaire (code { $code }).{ $said } Réessayez dans quelques minutes.
core-api-status-504 = Le service a dépassé le délai d’attente du fournisseur du modèle (code 504).{ $said } Patientez un peu et réessayez.
core-api-status-redirect = Le service a répondu par une redirection (code { $code }), que GenDesk ne suit pas pour que votre clé reste à l’adresse saisie.{ $said } Vérifiez l’URL de base.
core-api-status-other = Le service a répondu avec le code { $code }.{ $said } Réessayez plus tard ; si le problème persiste, contactez le support.

core-doing-checking-balance = vérification du solde
core-doing-recording-balance = enregistrement du solde dans l’historique
core-doing-checking-spending-limit = lecture des dépenses pour respecter le plafond de dépenses
core-doing-saving-favourite = enregistrement de l’étoile d’une tâche
core-doing-reading-secret = lecture du secret de signature du webhook
core-doing-reading-secret-for-receiver = lecture du secret de signature du webhook pour le récepteur
core-doing-rotating-secret = renouvellement du secret de signature du webhook
core-doing-reading-rotated-secret = lecture du nouveau secret de signature du webhook (le renouvellement est fait)
core-doing-revoking-secret = révocation du secret de signature du webhook
core-doing-reading-known-secrets = lecture des secrets de signature du webhook connus
core-doing-saving-secrets = enregistrement des secrets de signature du webhook
core-doing-finding-results = recherche des résultats à télécharger
core-doing-downloading-results = téléchargement des résultats
core-doing-queueing-download = mise en file d’un téléchargement
core-doing-resuming-downloads = reprise des téléchargements
core-doing-recording-finished-download = enregistrement d’un téléchargement terminé
core-doing-recording-failed-download = enregistrement d’un téléchargement échoué
core-doing-writing-record = écriture du prompt et des réglages dans un fichier téléchargé
core-doing-preparing-run = préparation des lots (rien n’a été envoyé)
core-doing-saving-run = enregistrement des lots (rien n’a été envoyé)
core-doing-downloading-batch-results = téléchargement des résultats d’un lot
core-doing-following-batch-downloads = suivi des téléchargements d’un lot
core-doing-checking-interrupted = recherche des envois interrompus
core-doing-refreshing-task = actualisation d’une tâche
core-doing-preparing-submission = préparation de l’envoi
core-doing-saving-submission = enregistrement de l’envoi (rien n’a été envoyé)
core-doing-recording-task-id = enregistrement de l’ID de la nouvelle tâche
core-doing-recording-submission-outcome = enregistrement de l’issue de l’envoi
core-doing-reading-tasks-to-poll = lecture des tâches à interroger
core-doing-reading-finished-task = lecture d’une tâche terminée
core-doing-saving-task-status = enregistrement de l’état d’une tâche
core-doing-checking-task-status = vérification de l’état d’une tâche
core-doing-saving-poll-error = enregistrement d’une erreur d’interrogation
core-doing-recording-delivery = enregistrement d’une livraison de webhook
core-doing-recording-delivery-effects = enregistrement des changements d’une livraison
core-doing-finding-delivery-task = recherche de la tâche d’une livraison
core-doing-preparing-batch = préparation du lot (rien n’a été envoyé)
core-doing-saving-batch = enregistrement du lot (rien n’a été envoyé)
core-doing-sending-batch-again = nouvel envoi du lot
core-doing-refreshing-batch = actualisation d’un lot
core-doing-reading-batches-to-send = lecture des lots à envoyer
core-doing-recording-accepted-batch = enregistrement du lot accepté
core-doing-recording-batch-send-error = enregistrement d’une erreur d’envoi de lot
core-doing-reading-batches-to-poll = lecture des lots à interroger
core-doing-saving-batch-poll-error = enregistrement d’une erreur d’interrogation de lot
core-doing-checking-batch-status = vérification de l’état d’un lot
core-doing-reading-finished-batch-item = lecture d’un élément de lot terminé
core-doing-saving-batch-status = enregistrement de l’état d’un lot
core-problem-task-not-in-history = la tâche n’est pas dans l’historique
core-problem-batch-not-in-history = le lot n’est pas dans l’historique
core-problem-no-results-yet = cette tâche n’a pas encore de fichiers de résultat ; attendez qu’elle ait réussi
core-problem-no-such-result = cette tâche n’a pas de résultat numéro { $number }
core-problem-run-batch-invalid = lot { $number } : { $detail }
core-problem-task-id-not-recorded = { $detail } ; la tâche { $task } existe auprès du service
core-problem-batch-not-recorded = { $detail } ; le lot { $batch } existe auprès du service et sera enregistré lors du prochain envoi
core-problem-unreadable-results = le service a signalé une réussite mais le résultat n’a pas pu être lu ({ $details }) ; GenDesk redemandera

core-failure-no-code = Le service n’a donné aucun code d’échec. Vérifiez le prompt et les réglages, puis envoyez de nouveau.
core-end-sandbox-forgot = Le bac à sable hors ligne ne connaît plus cette tâche (son monde enregistré a été perdu ou mis de côté pendant que la tâche tournait encore) : elle ne pourra donc jamais se terminer. Envoyez-la de nouveau : les tâches du bac à sable ne coûtent rien.
core-end-sandbox-forgot-hint = Utilisez « Réutiliser les réglages » dans le détail de la tâche pour l’envoyer de nouveau.
core-download-not-http = Ce lien de résultat n’est pas une adresse web (il utilise « { $scheme } ») : il n’a donc pas été téléchargé. Seuls les liens http et https sont téléchargés.
core-download-invalid-url = Ce lien de résultat ne peut pas être téléchargé ({ $reason }). Vérifiez le résultat de la tâche ou générez-le de nouveau.
core-download-expired = Le lien du résultat a expiré : les fichiers de résultat sont téléchargeables pendant 24 heures après leur émission. Générez le résultat de nouveau pour obtenir un nouveau lien.
core-download-http-status = Le serveur a refusé le téléchargement (HTTP { $code }). Réessayez plus tard ; si l’échec persiste, générez le résultat de nouveau.
core-download-too-large = Le fichier dépasse la limite de téléchargement de { $limit } : il n’a donc pas été téléchargé. Pour le télécharger, augmentez « Plus gros téléchargement » dans les Réglages, puis téléchargez de nouveau.
core-download-no-space = Le disque est plein pendant l’enregistrement de { $path }. Libérez de l’espace et téléchargez de nouveau ; le téléchargement reprend là où il s’est arrêté.
core-download-io = Le fichier n’a pas pu être enregistré dans { $path } ({ $reason }). Vérifiez que le dossier existe et est accessible en écriture, ou choisissez un autre dossier de téléchargement.
core-download-local-gone = Le lien de ce résultat n’est plus disponible : plus rien ne répond à son adresse sur cet ordinateur (le bac à sable hors ligne qui l’a créé tourne maintenant à une autre adresse). Une copie téléchargée est conservée ; générez le résultat de nouveau pour obtenir un nouveau lien.
core-download-blocked = { $failure } Le téléchargement reprendra là où il s’est arrêté quand vous téléchargerez de nouveau.
core-download-network = Le téléchargement a échoué à cause d’un problème réseau ({ $reason }). Vérifiez la connexion et téléchargez de nouveau ; il reprend là où il s’est arrêté.
core-download-cancelled = Le téléchargement a été annulé. Téléchargez de nouveau pour reprendre là où il s’est arrêté.
core-download-setup = Le téléchargeur n’a pas pu démarrer ({ $reason }). Redémarrez l’application ; si cela se reproduit, signalez-le.
core-net-proxy-refused = Le proxy { $proxy } a refusé la connexion : il ne tourne pas, ou son adresse ou son port sont faux. Vérifiez le proxy dans les réglages Réseau ou demandez à son administrateur.
core-net-proxy-unreachable = Le proxy { $proxy } est injoignable ({ $detail }). Vérifiez son adresse dans les réglages Réseau et la connexion de cet ordinateur.
core-net-proxy-login-needed = Le proxy { $proxy } demande un nom d’utilisateur et un mot de passe (HTTP 407). Saisissez-les pour le proxy personnalisé dans les réglages Réseau.
core-net-proxy-login-refused = Le proxy { $proxy } a refusé le nom d’utilisateur ou le mot de passe. Corrigez-les dans les réglages Réseau.
core-net-proxy-would-not-connect = Le proxy { $proxy } n’a pas voulu ouvrir de connexion vers { $host } : son nom d’utilisateur ou son mot de passe est peut-être faux, ou il n’autorise pas cette adresse. « Tester la connexion » dans les réglages Réseau indique lequel.
core-net-proxy-forbids = Le proxy { $proxy } n’autorise pas les connexions vers { $host } (HTTP 403). Demandez à son administrateur d’autoriser { $host } ou, si { $host } est joignable sans le proxy, ajoutez-le à la liste d’exceptions dans les réglages Réseau.
core-net-socks-could-not-reach = Le proxy SOCKS5 { $proxy } n’a pas pu joindre { $host } ({ $reason }). Si le nom ne se résout pas sur le proxy ou si le proxy ne l’autorise pas, demandez à son administrateur ; sinon, réessayez plus tard.
core-net-untrusted-certificate = La connexion à { $host } a été refusée : son certificat n’est pas fiable ({ $problem }). Le certificat présenté était « { $subject } », émis par « { $issuer } ». Si votre organisation inspecte le trafic HTTPS, demandez à son service informatique le certificat de cette autorité (un fichier PEM) et ajoutez-le comme autorité de certification supplémentaire dans les réglages Réseau. Sinon, quelque chose entre cet ordinateur et { $host } intercepte la connexion : n’envoyez rien tant que ce n’est pas expliqué.
core-net-proxy-broken = Le proxy { $proxy } a interrompu la connexion ({ $detail }). Vérifiez qu’il s’agit bien d’un proxy du type choisi dans les réglages Réseau (HTTP, HTTPS ou SOCKS5).
core-outage-under-a-minute = moins d’une minute
core-outage-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
core-outage-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
core-outage-hours-minutes = { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
} { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
core-trouble-interrupted = GenDesk s’est arrêté avant que le service ne réponde à cet envoi : on ne sait donc pas si la tâche a été créée (et facturée). Consultez la liste des tâches du service ou votre solde avant de l’envoyer de nouveau.
core-receiver-address-unreadable = Le récepteur de webhooks n’a pas pu démarrer : son adresse n’a pas pu être lue dans l’historique ({ $detail }).
core-receiver-port-taken = Le port { $port } sur 127.0.0.1 est déjà utilisé par un autre programme (peut-être une autre fenêtre GenDesk) : le récepteur de webhooks est donc arrêté ; choisissez un autre port dans la section Récepteur de webhooks des Réglages, ou fermez l’autre programme.
core-receiver-bind = Le récepteur de webhooks n’a pas pu écouter sur le port { $port } de 127.0.0.1 ({ $cause }) ; choisissez un autre port dans la section Récepteur de webhooks des Réglages.
core-limit-over-day = { $what } dépasserait le plafond de dépenses du jour de { $limit } de { $over } ({ $spent } dépensé aujourd’hui ; coût d’environ { $cost }). Rien n’a été envoyé.
core-limit-over-month = { $what } dépasserait le plafond de dépenses du mois de { $limit } de { $over } ({ $spent } dépensé ce mois-ci ; coût d’environ { $cost }). Rien n’a été envoyé.
core-limit-unknown-price = Le prix de { $what } est inconnu : GenDesk ne peut donc pas savoir s’il reste dans votre plafond de dépenses. Rien n’a été envoyé.

core-notify-task-ready = { $kind ->
    [image] Image prête
    [video] Vidéo prête
    [music] Musique prête
   *[task] Tâche prête
}
core-notify-task-failed = { $kind ->
    [image] Échec de l’image
    [video] Échec de la vidéo
    [music] Échec de la musique
   *[task] Échec de la tâche
}
core-notify-prompt = « { $prompt } »
core-notify-batch-finished = Lot terminé : { $ready } sur { $total } prêts
core-notify-batch-finished-failed = Lot terminé : { $ready } sur { $total } prêts, { $failed } en échec
core-notify-batch-finished-body = { $model } — ouvrez Lots pour voir les résultats
core-notify-batch-refused = { $count ->
    [one] Lot de { $count } élément non envoyé
   *[other] Lot de { $count } éléments non envoyé
}
core-notify-download-finished = Téléchargement terminé
core-notify-download-failed = Échec du téléchargement
core-notify-batch-download = { $count ->
    [one] { $count } fichier dans { $folder }
   *[other] { $count } fichiers dans { $folder }
}
core-notify-batch-download-failed = { $count ->
    [one] { $count } fichier dans { $folder } ; non téléchargés : { $failed }
   *[other] { $count } fichiers dans { $folder } ; non téléchargés : { $failed }
}
core-record-model = Modèle : { $model }
core-record-model-kind = Modèle : { $model } ({ $kind })
core-record-prompt = Prompt : { $prompt }
core-record-task = Tâche : { $task }
core-record-task-result = Tâche : { $task }, résultat { $result }
core-record-batch = Lot : { $batch }
core-record-batch-item = Lot : { $batch }, élément { $item }
core-record-batch-unknown = (inconnu)
core-record-created = Créé : { $time }
core-record-completed = Terminé : { $time }
core-record-estimated-cost = Coût estimé : { $amount }
core-record-references = Références : { $references }
core-record-service = Service : { $service }
core-record-written-by = Écrit par : { $generator }

core-log-recovered-unknown = { $count ->
    [one] { $count } envoi a été interrompu avant la réponse du service ; son issue est inconnue
   *[other] { $count } envois ont été interrompus avant la réponse du service ; leur issue est inconnue
}
core-log-offline = Le service était injoignable ; les vérifications d’état et les téléchargements l’attendent
core-log-online = Le service répond de nouveau après { $outage } d’interruption ; les vérifications d’état et les téléchargements ont continué
core-log-error = Pendant : { $doing } : { $problem }
core-log-reference-not-hosted = L’image de référence { $number } n’a pas pu être hébergée : { $error }
core-log-references-deleted = { $count ->
    [one] { $count } image de référence téléversée a été supprimée de votre bucket : ses tâches sont terminées
   *[other] { $count } images de référence téléversées ont été supprimées de votre bucket : leurs tâches sont terminées
}
core-log-submitted = Envoyée ; l’ID de tâche du service est { $task }
core-log-task-final = Terminée : { $state }
core-log-task-failed = Échec : { $message } { $hint }
core-log-task-failed-code = Échec ({ $code }) : { $message } { $hint }
core-log-no-reason = aucune raison donnée.
core-log-batch-recorded = { $count ->
    [one] Lot de { $count } élément enregistré
   *[other] Lot de { $count } éléments enregistré
}
core-log-run-recorded = { $items ->
    [one] { $items } élément enregistré
   *[other] { $items } éléments enregistrés
} en { $batches ->
    [one] { $batches } lot
   *[other] { $batches } lots
}
core-log-batch-accepted = Lot { $batch } accepté : { $created } nouveaux, { $reused } réutilisés, { $rejected } refusés
core-log-batch-accepted-replayed = Lot { $batch } accepté (rejoué) : { $created } nouveaux, { $reused } réutilisés, { $rejected } refusés
core-log-secret-rotated = Le secret de signature du webhook a été renouvelé
core-log-secret-revoked = Les secrets de signature du webhook ont été révoqués

core-validate-callback-missing = Le mode callback demande une URL de rappel : une adresse https:// publique qui répond HTTP 200 en moins de 30 secondes. Saisissez-en une, ou passez le type de requête en async pour interroger le résultat.
core-validate-extra-is-field = { $key } dans le JSON supplémentaire est déjà un champ du formulaire ({ $label }) ; réglez-le dans le formulaire et retirez-le du JSON supplémentaire.
core-validate-extra-not-object = Le JSON supplémentaire doit être un objet comme {"{"}"seed": 7{"}"}, pas { $kind ->
    [null] null
    [bool] vrai ou faux
    [number] un nombre
    [string] une chaîne
    [array] un tableau
   *[object] un objet
} ; entourez les champs de {"{"} {"}"}.
core-validate-extra-invalid = Le JSON supplémentaire n’est pas un JSON valide à la ligne { $line }, colonne { $column } : { $reason }. Corrigez-le à cet endroit, ou videz le champ.
core-validate-prompt-empty = Le prompt est vide ; décrivez ce qu’il faut générer.
core-validate-enum-not-set = { $label } n’est pas défini ; choisissez { $choices }.
core-validate-mode-needs-reference = { $mode } demande au moins une image de référence ; ajoutez une URL d’image, ou choisissez un autre mode.
core-validate-needs-reference = Ce mode demande au moins une image de référence ; ajoutez une URL d’image, ou choisissez un autre mode.
core-validate-number-not-set = { $bounds ->
    [between] { $label } n’est pas défini ; saisissez un nombre entre { $lo } et { $hi }.
    [at-least] { $label } n’est pas défini ; saisissez un nombre d’au moins { $lo }.
    [at-most] { $label } n’est pas défini ; saisissez un nombre d’au plus { $hi }.
   *[none] { $label } n’est pas défini ; saisissez un nombre.
}
core-validate-empty = { $label } est vide ; saisissez une valeur.
core-validate-not-text = { $label } doit être du texte.
core-validate-prompt-too-short = Le prompt compte { $count } caractères ; { $model } en demande au moins { $min }.
core-validate-prompt-too-long = Le prompt compte { $count } caractères ; { $model } en accepte au plus { $max }. Raccourcissez-le de { $over }.
core-validate-text-too-long = { $label } compte { $count } caractères ; { $max } au plus sont autorisés. Raccourcissez de { $over }.
core-validate-enum-not-offered = { $model } ne propose pas { $value } pour { $label } ; choisissez { $choices }.
core-validate-not-bool = { $label } doit être activé ou désactivé (true ou false), pas { $value }.
core-validate-not-whole = { $label } doit être un nombre entier, pas { $value }.
core-validate-not-number = { $label } doit être un nombre, pas { $value }.
core-validate-out-of-range = { $bounds ->
    [between] { $label } doit être entre { $lo } et { $hi } ; { $value } est hors limites.
    [at-least] { $label } doit être d’au moins { $lo } ; { $value } est hors limites.
    [at-most] { $label } doit être d’au plus { $hi } ; { $value } est hors limites.
   *[none] { $label } : { $value } est hors limites.
}
core-validate-not-url-list = { $label } doit être une liste d’URL.
core-validate-too-many-references = { $count } images de référence ont été données ; { $model } en accepte au plus { $max }. Retirez-en { $remove }.
core-validate-reference-not-url = L’image de référence { $number } ({ $value }) n’est pas une URL http(s) ; saisissez une adresse complète commençant par https://.
core-validate-list-or = { $rest } ou { $last }
core-validate-list-separator = {", "}

core-check-result-host = Un hôte de résultats
core-check-result-host-named = Un hôte de résultats ({ $host })
core-check-no-result-yet = Pas encore de résultat à tester : les fichiers de résultat passeront par le même chemin quand il y en aura.
core-check-service = Le service ({ $host })
core-check-service-answered = Il a répondu : le solde est de { $balance }.
core-check-service-refused = Il est joignable, mais a refusé l’appel : { $reason }
core-check-result-link-not-web = Le dernier lien de résultat n’est pas une adresse web.
core-check-host-answered-file = Il a répondu avec le fichier.
core-check-host-answered-expired = Il a répondu HTTP { $status } : l’hôte est joignable (ce lien a expiré).
core-check-host-answered = Il a répondu HTTP { $status } : l’hôte est joignable.
core-check-host-timed-out = { $route ->
    [bypassed] Pas de réponse en { $seconds } s en direct (dans la liste d’exceptions du proxy). Vérifiez la connexion et le proxy.
    [proxy] Pas de réponse en { $seconds } s via le proxy { $kind } { $address }. Vérifiez la connexion et le proxy.
    [system-proxy] Pas de réponse en { $seconds } s via le proxy { $kind } du système { $address }. Vérifiez la connexion et le proxy.
   *[direct] Pas de réponse en { $seconds } s en direct. Vérifiez la connexion et le proxy.
}
core-check-host-unreachable = { $route ->
    [bypassed] Injoignable en direct (dans la liste d’exceptions du proxy) ({ $reason }).
    [proxy] Injoignable via le proxy { $kind } { $address } ({ $reason }).
    [system-proxy] Injoignable via le proxy { $kind } du système { $address } ({ $reason }).
   *[direct] Injoignable en direct ({ $reason }).
}
core-webhook-preview-more = { $signed }… ({ $more } octets de plus)
core-webhook-wrong-scheme = { $rejection } Cherchez une mise à jour de GenDesk, ou vérifiez les réglages de webhook du compte.
core-webhook-verified-version = Signature vérifiée avec la version { $version } du secret.
core-webhook-verified-previous = Signature vérifiée avec la version { $version } du secret, une version précédente qui signe encore les livraisons des lots acceptés avant le renouvellement, jusqu’au { $until }.
core-webhook-verified = Signature vérifiée.
core-webhook-future = La signature est valide, mais l’horodatage est { $amount } dans le futur, { $beyond ->
    [one] { $beyond } seconde
   *[other] { $beyond } secondes
} au-delà de la fenêtre de validité de { $tolerance } secondes. L’horloge de cet ordinateur (ou de l’expéditeur) est probablement fausse : vérifiez que l’horloge système est synchronisée.
core-webhook-future-version = La signature est valide (version { $version } du secret), mais l’horodatage est { $amount } dans le futur, { $beyond ->
    [one] { $beyond } seconde
   *[other] { $beyond } secondes
} au-delà de la fenêtre de validité de { $tolerance } secondes. L’horloge de cet ordinateur (ou de l’expéditeur) est probablement fausse : vérifiez que l’horloge système est synchronisée.
core-webhook-stale = La signature est valide, mais l’horodatage date de { $amount }, { $beyond ->
    [one] { $beyond } seconde
   *[other] { $beyond } secondes
} au-delà de la fenêtre de validité de { $tolerance } secondes. C’est la relecture d’une ancienne livraison, ou l’horloge de cet ordinateur est fausse : vérifiez que l’horloge système est synchronisée.
core-webhook-stale-version = La signature est valide (version { $version } du secret), mais l’horodatage date de { $amount }, { $beyond ->
    [one] { $beyond } seconde
   *[other] { $beyond } secondes
} au-delà de la fenêtre de validité de { $tolerance } secondes. C’est la relecture d’une ancienne livraison, ou l’horloge de cet ordinateur est fausse : vérifiez que l’horloge système est synchronisée.
core-webhook-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
core-webhook-seconds-long = { $count } secondes ({ $parts })
core-webhook-version-current = version { $version } (actuelle)
core-webhook-version-until = version { $version } (jusqu’au { $until })
core-webhook-mismatch = La signature ne correspond à aucun des secrets autorisés à signer maintenant : { $known }. Soit le corps, l’ID d’événement ou l’horodatage a été modifié après la signature (un proxy ou un tunnel qui réécrit le corps le fait aussi), soit la livraison a été signée avec un autre secret que celui que connaît GenDesk : récupérez de nouveau le secret actuel dans la vue Webhooks.
core-webhook-no-secret = GenDesk ne connaît aucun secret de signature pour ce profil : la livraison ne peut donc pas être vérifiée. Ouvrez la vue Webhooks pour récupérer le secret. L’état du lot affiche toujours le résultat de cet élément.
core-webhook-none-may-sign = Aucun des secrets de signature connus de GenDesk n’est autorisé à signer maintenant (ils ont été révoqués ou leur période de grâce est finie) : la livraison ne peut donc pas être vérifiée. Récupérez de nouveau le secret dans la vue Webhooks.
core-webhook-none-may-sign-retired = Aucun des secrets de signature connus de GenDesk n’est autorisé à signer maintenant (ils ont été révoqués ou leur période de grâce est finie) : la livraison ne peut donc pas être vérifiée. Récupérez de nouveau le secret dans la vue Webhooks. { $reason }
core-webhook-matches-revoked = La signature correspond à la version { $version } du secret, révoquée le { $date } : le service supprime les livraisons signées avec elle, il s’agit donc d’une relecture ou d’une falsification.
core-webhook-matches-retired = La signature correspond à la version { $version } du secret, qui a cessé de signer le { $date } : le service ne signe plus avec elle, il s’agit donc d’une relecture ou d’une falsification par quelqu’un qui possède cet ancien secret, ou l’horloge de cet ordinateur est fausse.
core-webhook-unknown-date = une date inconnue
core-webhook-time-unknown = { $ms } ms après 1970
-core-webhook-signed-rule = La chaîne signée doit être {"{"}eventId{"}"}.{"{"}timestamp{"}"}.{"{"}body{"}"} : l’ID d’événement, un point, l’horodatage, un point, puis les octets bruts du corps exactement tels qu’envoyés.
core-webhook-pitfall-body-only = La signature ne correspond pas, mais c’est le HMAC-SHA256 du corps seul avec la version { $version } du secret : l’expéditeur n’a signé que le corps. { -core-webhook-signed-rule }
core-webhook-pitfall-timestamp-and-body = La signature ne correspond pas, mais c’est ce que donne la version { $version } du secret pour {"{"}timestamp{"}"}.{"{"}body{"}"} : l’expéditeur a omis l’ID d’événement. { -core-webhook-signed-rule }
core-webhook-pitfall-event-id-and-body = La signature ne correspond pas, mais c’est ce que donne la version { $version } du secret pour {"{"}eventId{"}"}.{"{"}body{"}"} : l’expéditeur a omis l’horodatage. { -core-webhook-signed-rule }
core-webhook-pitfall-line-break-added = La signature ne correspond pas, mais elle correspond à la version { $version } du secret pour le corps sans son dernier saut de ligne : un saut de ligne a été ajouté après la signature (l’echo d’un shell ou un éditeur le font). Transmettez exactement les octets signés.
core-webhook-pitfall-line-break-removed = La signature ne correspond pas, mais elle correspond à la version { $version } du secret pour le corps avec un saut de ligne final : le saut de ligne a été perdu après la signature. Transmettez exactement les octets signés.
