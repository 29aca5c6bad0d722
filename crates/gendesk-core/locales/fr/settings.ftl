# La fenêtre des réglages.

settings-title = Réglages
settings-appearance = Apparence
settings-language = Langue
settings-language-system = Système ({ $language })
settings-language-hint = Change tous les textes aussitôt ; les nombres et les dates suivent la langue.
settings-interface-size = Taille de l’interface
    .hint = Aussi avec Ctrl + et Ctrl − (Cmd sur Mac) ; Ctrl 0 revient à 100 %
settings-interface-size-reset = Revenir à 100 %
settings-theme = Thème
settings-theme-system = Système
settings-theme-light = Clair
settings-theme-dark = Sombre
settings-notify = Me prévenir quand un travail se termine pendant que GenDesk est en arrière-plan
settings-notify-explained = Une notification par tâche, lot ou téléchargement demandé ; un lot est annoncé une seule fois, à la fin.

## Téléchargements

settings-downloads = Téléchargements
settings-folder = Dossier
    .hint = Saisissez un dossier, ou choisissez-en un avec Parcourir…
settings-browse = Parcourir…
settings-use-default = Utiliser le dossier par défaut
settings-choose-in-dialog = Choisissez un dossier dans la fenêtre…
settings-downloads-go-to = Les téléchargements vont dans { $folder }
settings-folder-chosen = Le dossier que vous avez choisi.
settings-folder-default = Par défaut : GenDesk dans votre dossier Téléchargements.
settings-folder-fallback = Par défaut sur cet ordinateur : il n’a pas de dossier Téléchargements, donc GenDesk garde les résultats dans son dossier de données. Choisissez un autre dossier avec Parcourir… si vous préférez.
settings-folder-portable = Par défaut : dans le dossier donné avec --data-dir.
settings-auto-download = Télécharger les résultats automatiquement quand les tâches réussissent
settings-largest = Plus gros téléchargement
    .hint = Faites glisser, ou cliquez et saisissez un nombre de Mio (1 à 1048576)
settings-largest-explained = Les fichiers de résultat plus gros ne sont pas téléchargés. S’applique aux téléchargements qui commencent après le changement.
settings-records = Garder le prompt et les réglages dans les fichiers téléchargés
settings-records-explained = Les images, les films et la musique portent le modèle, le prompt, la graine, chaque réglage et la tâche, là où d’autres outils les lisent (texte PNG avec une ligne « parameters » d’AUTOMATIC1111, XMP, balises MP4, commentaires ID3 et Vorbis). Jamais votre clé. Désactivez-le avant de partager des fichiers dont les prompts doivent rester privés.
settings-beside = Les écrire aussi à côté de chaque fichier (name.json)
    .hint = Pour les outils et les sites qui retirent ce qu’un fichier contient : le même enregistrement, en JSON, dans un fichier à part

## Noms de fichier (les champs entre accolades ne se traduisent pas)

file-names = Noms de fichier
    .hint = Champs entre accolades ; « / » crée un dossier
file-names-add = Ajouter
file-names-example = Par exemple
file-names-and = et
file-names-clash = Les résultats d’une même tâche reçoivent le même nom, donc chacun après le premier est numéroté. Ajoutez {"{n}"} pour les distinguer.
file-names-kept = Les téléchargements restent nommés selon { $pattern }.
file-names-explained = « / » crée un dossier, comme dans {"{date}/{model}"} ; {"{prompt:30}"} garde les 30 premiers caractères. Les noms sont rendus sûrs pour Windows, macOS et Linux, et un nom déjà pris reçoit un numéro : aucun fichier n’est jamais remplacé. Un lot téléchargé dans un dossier de votre choix garde les noms de ses éléments.
file-names-date = Le jour où la tâche a été envoyée : 2026-11-28
file-names-time = L’heure de l’envoi : 14-05-09
file-names-model = Le modèle
file-names-kind = image, video ou music
file-names-prompt = Les 40 premiers caractères du prompt ({"{prompt:N}"} pour N)
file-names-seed = La graine, si la requête en avait une
file-names-task = L’ID de tâche du service
file-names-batch = L’ID du lot (rien pour une tâche envoyée seule)
file-names-item = Le nom de l’élément du lot (rien pour une tâche envoyée seule)
file-names-n = Quel résultat de la tâche : 1, 2, …

## Vérifications d’état

settings-polling = Vérifications d’état
settings-polling-at-most = Au plus
settings-polling-unit = { " " }requêtes/s
settings-polling-explained = La fréquence à laquelle GenDesk peut interroger le service sur les tâches en cours. S’applique à la prochaine ouverture d’un profil.

## Réseau

settings-network = Réseau
settings-network-reading = Lecture des réglages réseau…
settings-network-unreadable = Enregistrer remplace le fichier illisible par les réglages ci-dessous.
settings-network-for-all = Ces réglages s’appliquent à tous les profils.
settings-network-applies-to = S’applique à
settings-network-every-profile = tous les profils
settings-network-only = seulement « { $profile } »
settings-proxy = Proxy
settings-proxy-system = Celui du système
    .hint = Options Internet de Windows, réglages réseau de macOS, ou les variables HTTP_PROXY et HTTPS_PROXY
settings-proxy-none = Aucun (direct)
settings-proxy-custom = Personnalisé
settings-proxy-kind = Type de proxy
settings-proxy-host = Hôte du proxy
    .placeholder = proxy.example.com ou 10.0.0.5
settings-proxy-port = Port du proxy
settings-proxy-user = Nom d’utilisateur du proxy
    .placeholder = seulement si le proxy en demande un
settings-proxy-password = Mot de passe du proxy
    .placeholder = enregistré dans le trousseau ; vide, il est conservé
settings-proxy-socks5 = Les noms sont résolus par le proxy SOCKS5 : cela fonctionne même si le DNS n’est accessible que derrière lui.
settings-bypass = Exceptions
    .placeholder = vide : tout passe par le proxy
    .hint = Séparées par des virgules : noms d’hôte, suffixes .domaine, adresses IP, réseaux comme 10.0.0.0/8
settings-bypass-default = Par défaut
settings-bypass-explained = Ces adresses ne passent jamais par le proxy. Par défaut : cet ordinateur, pour que le bac à sable hors ligne et le récepteur de webhooks continuent de fonctionner.
settings-ca = Autorité de certification supplémentaire
    .placeholder = aucune : celles du système font foi
    .hint = Un fichier PEM (-----BEGIN CERTIFICATE-----) fourni par votre service informatique
settings-ca-remove = Retirer
settings-ca-explained = Seulement si votre organisation inspecte le HTTPS avec sa propre autorité et que le système ne lui fait pas déjà confiance. GenDesk n’ignore jamais les erreurs de certificat.
settings-network-needs-host = Saisissez l’hôte du proxy pour tester ou enregistrer ces réglages.
settings-network-test = Tester la connexion
    .hint = Joindre le service et un hôte de résultats avec ces réglages (pas encore enregistrés)
settings-network-save = Enregistrer les réglages réseau
    .hint = Garder ces réglages (le mot de passe va dans le trousseau) et se reconnecter
settings-network-testing = Test en cours…
settings-network-route = { $route }, en { $ms } ms
settings-network-reached = Joint
settings-network-failed = Échec
settings-network-skipped = Ignoré

## Images de référence

settings-references = Images de référence
settings-references-no-profile = Ouvrez un profil pour choisir où vont ses images.
settings-references-sandbox = Le bac à sable hors ligne prend directement les images de cet ordinateur : rien à configurer.
settings-references-intro = Le service récupère les images de référence par leur adresse. Pour « { $profile } », les images de cet ordinateur vont :
settings-references-nowhere = Nulle part : je ne donne que des URL d’images
settings-references-bucket = Dans mon bucket (compatible S3 : AWS S3, Cloudflare R2, Backblaze B2, MinIO…)
settings-references-receiver = Par le récepteur de GenDesk et mon tunnel (GenDesk doit rester ouvert jusqu’au démarrage de chaque tâche)
settings-references-served = Les images sont servies sur { $url }/files/… à une adresse aléatoire, seulement celles que vous choisissez, tant que GenDesk tourne. Le récepteur doit être activé (Webhooks).
settings-references-no-tunnel = Définissez d’abord l’URL du tunnel sous Récepteur de webhooks, plus bas : c’est l’adresse où le service va chercher les images.
settings-bucket-test = Tester
    .hint = Écrire un petit fichier dans le bucket, le relire par un lien puis le supprimer
settings-references-save = Enregistrer
    .hint = Garder ce choix pour le profil (la clé secrète va dans le trousseau)
settings-bucket-checking = Vérification du bucket…
settings-bucket-works = Le bucket fonctionne : GenDesk a écrit, relu et supprimé un fichier de test.
settings-bucket-endpoint = Point de terminaison
    .placeholder = https://<compte>.r2.cloudflarestorage.com
    .hint = AWS : https://s3.<région>.amazonaws.com · R2 : https://<id du compte>.r2.cloudflarestorage.com · MinIO : http://127.0.0.1:9000
settings-bucket-name = Bucket
settings-bucket-region = Région
    .hint = « auto » pour Cloudflare R2 ; us-east-1 pour la plupart des installations MinIO ; la région du bucket pour AWS
settings-bucket-access-key = ID de clé d’accès
settings-bucket-secret-key = Clé secrète
    .placeholder = enregistrée dans le trousseau ; vide, elle est conservée
settings-bucket-link-hours = Liens valables
    .hint = Combien de temps le service peut récupérer une image envoyée : de 1 à 24 heures
settings-bucket-delete = Supprimer un envoi dès que toutes les tâches qui l’utilisent sont terminées
settings-bucket-virtual-host = Adresser le bucket en bucket.host (style hôte virtuel) au lieu de host/bucket

## Plafond de dépenses

settings-spending = Plafond de dépenses
settings-spending-explained = Pour « { $profile } » : une tâche ou un lot qui ferait dépasser un plafond aux dépenses du jour ou du mois (selon les estimations de GenDesk) attend et vous demande d’abord. Vide pour aucun plafond.
settings-spending-per-day = Par jour ($)
settings-spending-per-month = Par mois ($)
settings-spending-none = aucun plafond
settings-spending-save = Enregistrer le plafond
settings-spending-bad-day = Le plafond par jour doit être un montant en dollars comme 5 ou 2.50 (ou vide pour aucun).
settings-spending-bad-month = Le plafond par mois doit être un montant en dollars comme 5 ou 2.50 (ou vide pour aucun).
settings-spending-range-day = Le plafond par jour doit être compris entre 0,01 $ et 1 000 000 $.
settings-spending-range-month = Le plafond par mois doit être compris entre 0,01 $ et 1 000 000 $.
settings-spending-no-limit = Aucun plafond de dépenses.
settings-spending-day = Au plus { $day } par jour.
settings-spending-month = Au plus { $month } par mois.
settings-spending-day-month = Au plus { $day } par jour et { $month } par mois.

## Récepteur de webhooks

settings-receiver = Récepteur de webhooks
settings-receiver-explained = Activez-le profil par profil dans la vue Webhooks. Il n’écoute que sur cet ordinateur (127.0.0.1).
settings-receiver-off = Actuellement : désactivé pour ce profil.
settings-receiver-listening = Actuellement : à l’écoute sur le port { $port }.
settings-receiver-failed = Actuellement : { $reason }
settings-receiver-port = Port
    .hint = Le port sur 127.0.0.1 (de 1 à 65535) ; choisissez-en un autre si un programme l’utilise déjà
settings-receiver-bad-port = Un port est un nombre entier de 1 à 65535 ; « { $text } » n’en est pas un.
settings-receiver-freshness = Fenêtre de fraîcheur
    .hint = L’écart permis entre l’heure de signature d’un webhook et l’horloge de cet ordinateur avant qu’il soit refusé comme trop ancien ou venu du futur
settings-receiver-kept = Livraisons conservées
    .hint = Au-delà de ce nombre, les livraisons les plus anciennes sont supprimées
settings-receiver-kept-unit = { " " }par profil
settings-receiver-tunnel = URL du tunnel
    .hint = L’adresse https:// publique de votre propre tunnel vers ce port ; les formulaires l’utilisent pour un vrai service
settings-receiver-apply = Appliquer
settings-receiver-undo = Annuler
settings-tunnel-invalid = { $url } n’est pas une URL valide ({ $error }) ; saisissez l’adresse https:// qu’affiche votre tunnel
settings-tunnel-not-https = { $url } doit commencer par https:// : le service n’appelle que des adresses HTTPS publiques
settings-tunnel-no-host = { $url } n’a pas de nom d’hôte
settings-tunnel-query = { $url } contient une requête ou un fragment ; saisissez seulement l’adresse du tunnel (GenDesk ajoute le chemin)

# The display settings file is damaged or unreadable: $path is the file, $problem what was wrong (often in English).
settings-prefs-unreadable = Les réglages d’affichage de { $path } n’ont pas pu être lus ({ $problem }) ; les valeurs par défaut sont utilisées.

# Saving the display settings failed: $path is the file, $problem the system's reason.
settings-prefs-not-saved = Vos réglages d’affichage n’ont pas pu être enregistrés dans { $path } : { $problem }. Vérifiez les droits du dossier et l’espace libre.

# A made-up prompt the file-name preview shows names for.
settings-file-names-sample-prompt = Un renard roux dans la neige fraîche à l’aube, lumière douce

## Settings → Backup (backup_settings.rs, app/backup_actions.rs). $size is a file size; $file a path.
settings-backup = Sauvegarde
settings-backup-intro = Un fichier avec votre historique, vos réglages, profils, préréglages et vos propres modèles, à garder en lieu sûr ou pour déplacer GenDesk sur un autre ordinateur.
settings-backup-results = Inclure les résultats téléchargés
settings-backup-secrets = Inclure les clés et secrets, chiffrés
    .hint = Clés d’API, secrets de signature des webhooks, mots de passe du bucket et du proxy, chiffrés avec une phrase secrète ; sans elle, ils ne sont pas du tout dans le fichier
settings-backup-passphrase = Phrase secrète
settings-backup-again = Confirmation
settings-backup-passphrase-empty = Choisissez une phrase secrète pour protéger les clés.
settings-backup-passphrase-differs = Les deux phrases secrètes diffèrent.
settings-backup-now = Sauvegarder…
    .hint = Choisissez où écrire le fichier de sauvegarde
settings-backup-dialog = Sauvegarder GenDesk
settings-backup-instead = lancez plutôt `gendesk backup FILE` dans un terminal
settings-backup-nothing = Aucune sauvegarde n’a été écrite.
settings-backup-done = Sauvegarde écrite : { $file } ({ $tasks ->
        [one] { $tasks } tâche
       *[other] { $tasks } tâches
    }, { $size })

## Settings → Backup → Restore (restore_settings.rs, app/restore_actions.rs).
settings-restore = Restaurer
settings-restore-intro = Remettre une sauvegarde en place : ajouter son historique à celui-ci, ou remplacer tout ce qui est ici par elle. GenDesk ferme sa fenêtre pendant la restauration, puis la rouvre.
settings-restore-file = Fichier de sauvegarde
    .hint = un .zip créé avec Sauvegarder…
settings-restore-choose = Choisir…
settings-restore-check = Vérifier
settings-restore-dialog = Restaurer une sauvegarde de GenDesk
settings-restore-instead = saisissez plutôt le chemin du fichier dans le champ Fichier de sauvegarde
settings-restore-made = Créée par GenDesk { $version } le { $date } ({ $size })
settings-restore-results = Résultats téléchargés : { $count ->
        [one] { $count } fichier
       *[other] { $count } fichiers
    }, { $size }
settings-restore-no-secrets = Clés et secrets : absents de cette sauvegarde — après la restauration, GenDesk demande la clé d’API de chaque profil
settings-restore-merge = Ajouter son historique à celui-ci (vos réglages restent)
settings-restore-replace = Remplacer tout ce qui est ici par elle (une copie de l’existant est gardée d’abord)
settings-restore-passphrase = Phrase secrète des clés
    .hint = vide : restaurer sans les clés
settings-restore-now = Restaurer et rouvrir…
    .hint = GenDesk ferme sa fenêtre, restaure la sauvegarde et se rouvre
settings-restore-confirm = Votre historique, vos réglages, profils et préréglages seront remplacés par ceux de la sauvegarde. Une copie de l’existant est d’abord gardée dans le dossier backups du dossier de données.
settings-restore-confirm-yes = Remplacer et rouvrir
settings-restore-confirm-no = Annuler
settings-restore-unlocking = Vérification de la phrase secrète…

## Settings → Log: the detailed log until GenDesk restarts (help_menu.rs).
settings-log = Journal
