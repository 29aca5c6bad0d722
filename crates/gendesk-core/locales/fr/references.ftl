# Images de référence : choisir, envoyer et gérer vos propres images, et leur section des réglages.

## Les images de référence du formulaire Créer

ref-reading = Lecture de l’image…
ref-image-number = Image de référence { $number }
ref-image-number-named = Image de référence { $number } : { $name }
ref-remove = Retirer
    .name = Retirer l’image de référence { $number }
    .hint = Retirer cette image de la liste
    .url-hint = Retirer cette image de la liste
ref-url-checking = Vérification de l’image à cette adresse…
ref-url-refused = Le service la refusera : { $problem }.
ref-problem = { $problem }.
ref-url-unusable = GenDesk n’a pas pu utiliser cette adresse : { $error } Le service ne le pourra peut-être pas non plus.
ref-url-not-http = Le service ne peut récupérer que des adresses http:// et https://.
ref-url-not-full = Adresse incomplète ; commencez-la par https://.
ref-pasted = Image collée
ref-summary-fitted = { $summary } · copie réduite
ref-fit = Utiliser une copie réduite
    .name = Utiliser une copie réduite de l’image de référence { $number }
    .hint = Redressée, 4096 pixels au plus sur son grand côté, enregistrée en JPEG (PNG si elle a de la transparence), moins de 10 MB. Votre fichier n’est pas modifié.
ref-fit-add-again = Ajoutez à nouveau le fichier pour en faire une copie réduite.
ref-uploaded = Envoyée ; le lien est recréé avant d’expirer.
ref-served-here = Prête : le service la récupère ici.
ref-upload-failed = Non envoyée : { $error }
ref-upload-retry = Réessayer
    .name = Envoyer à nouveau l’image de référence { $number }
ref-uploading = Envoi…
ref-upload-add-again = Ajoutez à nouveau le fichier pour l’envoyer.
ref-full = { $field } accepte au plus { $max } images
ref-add-picture = Ajouter une image…
    .hint = Choisir des images JPEG, PNG ou WebP sur cet ordinateur (ou les déposer sur la fenêtre)
ref-paste-picture = Coller une image
    .hint = Ajouter l’image du presse-papiers (copiée depuis un éditeur d’images ou un navigateur)
ref-from-results = Depuis les résultats…
    .hint = Une image créée par le service avec ce profil
ref-add-url = Ajouter une URL d’image
    .hint = Ajouter l’adresse d’une image sur le web
ref-count = { $count } sur { $max } au plus
ref-hosting-sandbox = Les images de cet ordinateur y restent : le bac à sable hors ligne les garde.
ref-hosting-bucket = Les images de cet ordinateur sont envoyées dans votre bucket « { $bucket } » dès que vous les ajoutez ; le service reçoit un lien valable { $hours } h.
ref-hosting-receiver = Les images de cet ordinateur sont servies par GenDesk via { $tunnel } : gardez GenDesk ouvert jusqu’au démarrage de la tâche.
ref-hosting-unset = Pour utiliser des images de cet ordinateur avec ce compte, configurez un bucket ou un tunnel dans Réglages { $arrow } Images de référence ; les URL d’images fonctionnent telles quelles.

## Lire les images, le presse-papiers, vérifier les adresses

ref-dialog-title = Choisir des images de référence
ref-dialog-filter = Images
ref-dialog-instead = déposez plutôt les images sur la fenêtre, ou collez-en une
ref-paste-nothing = Le presse-papiers ne contient aucune image. Copiez une image dans un éditeur d’images ou un navigateur (Copier l’image), puis collez à nouveau — ou déposez le fichier sur la fenêtre.
ref-paste-no-clipboard = Le presse-papiers n’a pas pu être lu ({ $error }). Déposez plutôt le fichier de l’image sur la fenêtre.
ref-paste-unreadable = L’image du presse-papiers n’a pas pu être lue ({ $error }). Déposez plutôt le fichier de l’image sur la fenêtre.
ref-paste-not-png = L’image collée n’a pas pu être enregistrée en PNG ({ $error }).
ref-paste-not-kept = L’image collée n’a pas pu être gardée dans { $folder } ({ $error }) ; vérifiez que le dossier est accessible en écriture.
ref-url-too-large = elle fait 10 MB ou plus, et les références doivent faire moins de 10 MB.
ref-url-nothing-local = rien ne répond à cette adresse sur cet ordinateur ; vérifiez l’adresse.

## Réglages → Images de référence, une fois enregistrés

ref-settings-saved = Les images de référence de « { $profile } » sont configurées.
ref-secret-session-only = La clé secrète du bucket n’est gardée que pour cette session : { $error }

# $size is the picture's size, e.g. "12.4 MB"; no full stop (it is added around it).
ref-problem-too-large = L’image fait { $size } : les images de référence doivent faire moins de 10 MB

# $format is a picture format such as GIF or BMP; no full stop.
ref-problem-other-type = Les images { $format } ne sont pas acceptées ; les images de référence doivent être en JPEG, PNG ou WebP
