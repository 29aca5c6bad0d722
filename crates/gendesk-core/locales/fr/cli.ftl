# The headless commands' human output (never --json).

cli-engine-needs = `{ $verb }` demande { $what ->
    [model] un modèle
    [mode] un mode
    [count] un nombre
    [webhook-url] une URL de webhook
    [file-path] un chemin de fichier
    [task-row] une ligne de tâche
    [folder] un dossier
    [download-row] une ligne de téléchargement
   *[question] le numéro de la question
}
cli-engine-expected-number = attendu : { $what ->
    [item-count] un nombre d’éléments
    [task-row] une ligne de tâche
    [download-row] une ligne de téléchargement
   *[question] un numéro de question
} (un nombre)
cli-engine-unknown-command = commande inconnue `{ $command }`
cli-engine-output = impossible d’écrire la sortie : { $reason }
cli-engine-online = le service répond de nouveau après { $outage } d’interruption
cli-engine-model-list-unreadable = la liste des modèles n’a pas pu être lue : { $reason }
cli-engine-model-not-listed = le modèle { $model } n’est pas dans la liste des modèles de GenDesk ; ajoutez-le dans la fenêtre (Créer → Ajouter un modèle…) ou utilisez un modèle de la liste
cli-engine-batch-file-refused = { $reason } (rien n’a été envoyé)
cli-engine-data-dir = indiquez --data-dir FOLDER : le moteur sans fenêtre y garde son historique et son journal
cli-engine-data-folder-busy = GenDesk tourne avec le dossier de données { $folder } (sa fenêtre ou un autre `gendesk engine`) ; fermez-le d’abord, ou indiquez un autre --data-dir
cli-engine-limit-amount = { $option } attend un montant en USD de 0 ou plus, comme 5 ou 12.50
cli-api-key-variable = mettez la clé d’API dans GENDESK_API_KEY (elle n’est jamais lue sur la ligne de commande)
cli-already-open = GenDesk est déjà ouvert avec ce dossier de données : sa fenêtre a été mise au premier plan.
cli-already-open-process = GenDesk est déjà ouvert avec ce dossier de données (processus { $pid }) : sa fenêtre a été mise au premier plan.
cli-no-log-file = pas de fichier journal : { $reason }
cli-no-renderer = { $reason }.

    La raison de chaque échec est dans le journal : { $log }
cli-proxy-refused = --proxy : { $reason }
cli-proxy-no-password = --proxy indique l’utilisateur { $user } mais { $variable } n’est pas définie ; mettez-y le mot de passe du proxy (il n’est jamais lu sur la ligne de commande)
cli-show-missing = { $path } n’est plus là : il a été déplacé ou supprimé.
cli-show-not-opened = aucun gestionnaire de fichiers n’a ouvert le dossier { $folder }. Ouvrez-le plutôt depuis votre gestionnaire de fichiers.
cli-update-refused = Mise à jour refusée : { $reason }
cli-update-up-to-date = GenDesk { $version } est à jour.
cli-update-available = GenDesk { $version } est disponible (vous avez la { $running }), publiée le { $published }.
cli-update-required = Cette version est trop ancienne pour continuer à servir avec le service : veuillez mettre à jour.
cli-update-install-with = Installez-la avec : gendesk update apply
cli-update-own-path-unknown = le chemin de ce programme est inconnu ({ $reason })
cli-update-updated = Mis à jour vers GenDesk { $version } ; l’ancien binaire est conservé sous { $backup }.
cli-update-installer-started = L’installateur de GenDesk { $version } est lancé ; il démarre GenDesk une fois terminé.
cli-update-package-ready = Le paquet vérifié est prêt : { $path }
cli-update-catalogue = { $count ->
    [0] Le catalogue de modèles est maintenant en version { $version }.
    [one] Le catalogue de modèles est maintenant en version { $version }, avec un nouveau modèle : { $models }.
   *[other] Le catalogue de modèles est maintenant en version { $version }, avec de nouveaux modèles : { $models }.
}
cli-report-no-such-profile = aucun profil ne s’appelle { $name } dans { $file } ; ses profils : { $profiles }
cli-report-no-such-profile-none = aucun profil ne s’appelle { $name } dans { $file } ; ses profils : aucun pour l’instant
cli-report-no-history = aucun profil ne s’appelle { $name } : il n’y a pas encore d’historique dans { $file }
cli-report-heading = Historique : { $file } · { $profile } · { $period }
cli-report-every-profile = tous les profils
cli-report-profile = profil { $name }
cli-report-all-time = depuis toujours
cli-report-since = depuis { $since }
cli-report-until = jusqu’au { $until }
cli-report-between = du { $since } au { $until }
cli-media-unreadable = { $file } n’a pas pu être lu : { $reason }
cli-media-file = Fichier : { $format }
cli-media-file-size = Fichier : { $format }, { $width }×{ $height }
cli-media-other-format = pas un type de fichier où GenDesk écrit des enregistrements
cli-media-parameters = Pas d’enregistrement GenDesk ; paramètres AUTOMATIC1111 :
cli-media-no-record = Pas d’enregistrement : ce fichier ne dit pas comment il a été créé (GenDesk en écrit un dans les fichiers PNG, JPEG et WebP qu’il télécharge tant que Réglages → Téléchargements le garde activé).

## Headless commands of a portable GenDesk (portable_start.rs).
cli-portable-keys-locked = les clés portables à côté de GenDesk sont verrouillées : mettez leur phrase secrète dans { $variable }
