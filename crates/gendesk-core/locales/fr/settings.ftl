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
