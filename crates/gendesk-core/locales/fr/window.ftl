# The window around the views: first start, connecting a profile, notices, the offline bar, status.

window-welcome-title = Bienvenue dans GenDesk
window-welcome-intro = Générez des images, des vidéos et de la musique avec des modèles d’IA, suivez vos tâches en direct et gardez les résultats.
window-welcome-sandbox-title = Essayer sans compte
window-welcome-sandbox-text = Le bac à sable hors ligne simule tout le service sur cet ordinateur : modèles de démonstration, solde de démonstration de 25 $, vrais fichiers de résultat. Rien ne quitte votre machine et rien n’est facturé.
window-welcome-sandbox-explore = Essayer le bac à sable hors ligne
window-welcome-sandbox-starting = Démarrage du bac à sable…
window-welcome-account-title = Utiliser votre compte
window-welcome-account-text = Connectez-vous avec l’adresse du service et votre clé d’API. La clé est d’abord vérifiée, puis conservée dans le trousseau du système, jamais dans un fichier.
window-welcome-connect = Se connecter au service

window-connect-name = Nom du profil
    .hint = ex. Travail
window-connect-base-url = URL de base
window-connect-key = Clé d’API
    .hint = conservée dans le trousseau du système
window-connect-verify = Vérifier et enregistrer
    .hint = Indiquez le nom, l’adresse et la clé
window-connect-cancel = Annuler
window-connect-checking = Vérification de la clé auprès du service…
window-connect-keyring-failed = La clé fonctionne, mais elle n’a pas pu être enregistrée dans le trousseau du système :
window-connect-keyring-session = Vous pouvez tout de même l’utiliser maintenant ; GenDesk l’oublie à la fermeture et vous la saisirez à nouveau la prochaine fois.
window-connect-session-only = Utiliser pour cette session seulement

window-offline-since = Hors ligne depuis { $since }
window-offline-text = GenDesk n’arrive pas à joindre le service. Les vérifications d’état et les téléchargements attendent et reprennent d’eux-mêmes dès qu’il répond ; rien n’est perdu ni envoyé deux fois. Si cela dure, vérifiez la connexion de cet ordinateur et les réglages Réseau.

window-engine-worker-failed = GenDesk n’a pas pu lancer son processus d’arrière-plan ({ $error }). Fermez quelques programmes et réessayez.
window-engine-busy = GenDesk est encore occupé par des demandes précédentes ; réessayez dans un instant.
window-engine-still-opening = Le profil « { $profile } » est encore en cours d’ouverture ; réessayez dans un instant.
window-engine-no-profile = Ouvrez d’abord un profil.
window-engine-bad-address = L’adresse du service de ce profil est inutilisable : { $error }. Supprimez le profil et ajoutez-le de nouveau avec une adresse correcte.
window-engine-no-key = Aucune clé d’API n’est enregistrée pour « { $profile } » (elle n’a peut-être été gardée que pour une session). Choisissez « Saisir à nouveau la clé d’API ».
window-engine-open-failed = Le profil n’a pas pu être ouvert : { $reason }.

window-over-limit-title = Plafond de dépenses dépassé
window-over-limit-more = { $count ->
    [one] { $count } autre envoi attend une réponse après celui-ci.
   *[other] { $count } autres envois attendent une réponse après celui-ci.
}
window-over-limit-send = Envoyer quand même
    .hint = L’envoyer une fois, tel quel ; le plafond reste en place
window-over-limit-drop = Ne pas envoyer
    .hint = Rien n’est envoyé ni facturé ; le formulaire garde ce que vous avez saisi
window-over-limit-where = Le plafond se règle pour chaque profil dans Réglages, sous Plafond de dépenses.

window-add-profile = Ajouter un profil…
window-add-profile-text = Connectez un autre compte avec l’adresse de son service et sa clé d’API.
window-add-profile-title = Ajouter un profil
window-address-not-usable = L’adresse du service est inutilisable : { $problem }.
window-async-could-not-start = GenDesk n’a pas pu démarrer ses fils d’arrière-plan ({ $problem }) ; fermez quelques programmes et réessayez
window-async-stopped = ils se sont arrêtés
window-connected = Connecté en tant que « { $name } ». Solde : { $balance }.
window-connected-session-only = Connecté en tant que « { $name } ». La clé n’est gardée que pour cette session.
window-dialog-certificate = Choisir l’autorité de certification (PEM)
window-dialog-certificate-filter = Certificats
window-dialog-download-folder = Choisir le dossier de téléchargement
window-dialog-export-figures = Exporter les chiffres
window-dialog-failed = La boîte de dialogue n’a pas pu s’ouvrir ({ $problem }) ; { $instead }.
window-dialog-instead-certificate-field = saisissez plutôt le chemin du fichier dans le champ de l’autorité de certification supplémentaire
window-dialog-instead-drop = déposez plutôt le fichier sur la fenêtre de GenDesk (hors de Créer)
window-dialog-instead-folder-field = saisissez plutôt le chemin du dossier dans le champ Dossier
window-dialog-instead-report = lancez plutôt `gendesk report --json` dans un terminal pour obtenir les mêmes chiffres
window-dialog-none = Aucune boîte de dialogue de fichiers n’a pu s’afficher sur cet ordinateur (sous Linux, celles de GenDesk ont besoin de xdg-desktop-portal ou de zenity) ; { $instead }.
window-dialog-record-file = Choisir une image, un film ou un morceau de musique
window-export-done = Les chiffres sont dans { $path }.
window-export-failed = Les chiffres n’ont pas pu être enregistrés dans { $path } ({ $problem }). Choisissez un autre dossier et exportez à nouveau.
window-export-nothing = Rien n’a été exporté.
window-file-record-close = Fermer
window-file-record-not-in-history = Sa tâche n’est pas dans l’historique de ce profil.
window-file-record-nothing = Ce fichier ne dit pas comment il a été créé : il ne contient ni enregistrement GenDesk ni paramètres AUTOMATIC1111.
window-file-record-open-task = Ouvrir la tâche
window-file-record-other-tool = Créé par un autre outil ; ses paramètres AUTOMATIC1111 indiquent :
window-file-record-reuse = Réutiliser ces réglages
    .hint = Remplir le formulaire de ce modèle avec ces réglages
window-file-record-title = Ce que dit ce fichier
window-folder-opened = Le dossier de { $name } est ouvert (ce gestionnaire de fichiers ne sélectionne pas les fichiers sur demande).
window-image-copied = { $name } est copié : collez-le dans une discussion ou un éditeur.
window-image-copy-failed = { $name } n’a pas pu être copié : { $problem }. Ouvrez-le avec Ouvrir et copiez-le depuis là.
window-job-could-not-start = GenDesk n’a pas pu démarrer une tâche d’arrière-plan ({ $problem }). Fermez quelques programmes et réessayez.
window-key-not-usable = La clé d’API est inutilisable : { $problem }.
window-key-session-only-because = La clé n’est gardée que pour cette session : { $reason }.
window-keyring-not-open-yet = le trousseau n’a pas encore été ouvert
window-list-and = { $rest } et { $last }
window-list-comma = { ", " }
window-model-added = « { $id } » a été ajouté à vos modèles.
window-model-removed = « { $id } » a été retiré de vos modèles.
window-model-removed-here = « { $id } » a été retiré des modèles de ce profil ; d’autres profils l’utilisent encore.
window-network-saved = Les réglages réseau sont enregistrés.
window-network-these-settings = Ces réglages
window-no-keyring = aucun trousseau système n’est disponible : { $reason }
window-no-such-profile = Il n’existe aucun profil nommé « { $name } ».
window-notice-and-more = { $notice } (et { $count } de plus du même genre)
window-notice-batch-accepted = { $count ->
    [one] Lot accepté : { $count } tâche créée.
   *[other] Lot accepté : { $count } tâches créées.
    }
window-notice-batch-files-saved = { $count ->
    [one] { $count } fichier et manifest.csv sont dans { $folder }.
   *[other] { $count } fichiers et manifest.csv sont dans { $folder }.
    }
window-notice-batch-files-some-failed = { $count ->
    [one] { $count } fichier et manifest.csv sont dans { $folder } ; { $failed } n’ont pas pu être téléchargés (le lot dit pourquoi).
   *[other] { $count } fichiers et manifest.csv sont dans { $folder } ; { $failed } n’ont pas pu être téléchargés (le lot dit pourquoi).
    }
window-notice-batch-finished = Un lot est terminé : chaque élément a son résultat. Retrouvez-les dans Lots.
window-notice-batch-manifest-failed = { $count ->
    [one] { $count } fichier est dans { $folder }, mais le manifeste n’a pas pu être écrit : { $problem }. Vérifiez les droits et l’espace libre du dossier, puis téléchargez à nouveau.
   *[other] { $count } fichiers sont dans { $folder }, mais le manifeste n’a pas pu être écrit : { $problem }. Vérifiez les droits et l’espace libre du dossier, puis téléchargez à nouveau.
    }
window-notice-batch-rejected-items = { $count ->
    [one] { $count } élément n’a pas été accepté ; le lot dit pourquoi.
   *[other] { $count } éléments n’ont pas été acceptés ; le lot dit pourquoi.
    }
window-notice-batch-replayed = { $count ->
    [one] Le service a confirmé un lot qu’il avait déjà reçu : { $count } tâche, rien n’a été facturé deux fois.
   *[other] Le service a confirmé un lot qu’il avait déjà reçu : { $count } tâches, rien n’a été facturé deux fois.
    }
window-notice-error = { $doing } a échoué : { $problem }
window-notice-online-again = Le service répond à nouveau après { $outage } hors d’atteinte ; les vérifications d’état et les téléchargements ont repris d’eux-mêmes.
window-notice-rate-limited = Le service a demandé à GenDesk de ralentir ; les vérifications d’état reprennent dans { $seconds } s.
window-notice-receiver-listens = Le récepteur de webhooks écoute désormais sur 127.0.0.1, port { $port }.
window-notice-references-deleted = { $count ->
    [one] { $count } image de référence envoyée a été supprimée de votre bucket : ses tâches sont terminées.
   *[other] { $count } images de référence envoyées ont été supprimées de votre bucket : leurs tâches sont terminées.
    }
window-notice-run-recorded = { $items ->
    [one] { $items } élément enregistré
   *[other] { $items } éléments enregistrés
    } en { $batches ->
    [one] { $batches } lot
   *[other] { $batches } lots
    } ; ils sont envoyés l’un après l’autre. Suivez-les dans Lots.
window-notice-saved = { $path } enregistré.
window-notice-secret-in-force = Le secret de signature des webhooks, version { $version }, est en vigueur.
window-notice-secret-none = Ce compte n’a pas encore de secret de signature des webhooks.
window-notice-secret-revoked = Les secrets de signature des webhooks ont été révoqués ; les livraisons en attente sont supprimées.
window-notice-secret-rotated = Un nouveau secret de signature des webhooks (version { $version }) est en vigueur ; le précédent signe encore les livraisons des lots acceptés ces 7 derniers jours.
window-notice-unknown-error = erreur inconnue
window-open-bad-address = Cette adresse n’est pas ouverte : { $problem }
window-open-failed = { $target } n’a pas pu être ouvert ({ $problem }). Ouvrez-le plutôt depuis votre gestionnaire de fichiers ou votre navigateur.
window-opened = { $target } ouvert.
window-opening = Ouverture…
window-opening-profile = Ouverture de « { $profile } »…
window-profile-failed-title = « { $profile } » n’a pas pu être ouvert
window-profile-removed = Le profil « { $name } » a été supprimé.
window-profile-removed-keyring-silent = Le profil « { $name } » a été supprimé, mais le trousseau du système n’a pas répondu : { $what } y est peut-être encore conservé depuis une session précédente. Supprimez les entrées « GenDesk » de « { $name } » dans votre application de trousseau (Mots de passe et clés, KWallet, Trousseau d’accès ou Gestionnaire d’identification) si vous voulez les faire disparaître.
window-profile-removed-with-key = Le profil « { $name } » et sa clé ont été supprimés.
window-proxy-password-session = Le mot de passe du proxy n’est gardé que pour cette session : { $problem }
window-record-unreadable = { $path } n’a pas pu être lu : { $problem }
window-reenter-key = Saisir à nouveau la clé d’API
window-reenter-key-text = Saisissez la clé d’API de ce profil ; elle est vérifiée auprès du service avant d’être conservée.
window-resubmit-unreadable = La requête enregistrée n’a pas pu être lue ({ $problem }). Utilisez « Réutiliser les réglages » et envoyez-la depuis le formulaire.
window-resubmitted = Une nouvelle tâche avec les mêmes réglages a été envoyée. Suivez-la dans Activité.
window-sandbox-could-not-start = le bac à sable hors ligne n’a pas pu démarrer : { $problem }
window-secret-its-bucket = la clé secrète de son bucket
window-secret-its-key = sa clé
window-secret-its-ring = ses secrets de signature des webhooks
window-settings-unreadable = GenDesk n’a pas pu lire ses réglages
window-show-failed = { $name } n’a pas pu être affiché : { $problem }
window-shown-in-folder = { $name } est affiché dans votre gestionnaire de fichiers.
window-spending-limit-set = Plafond de dépenses pour « { $name } » : { $limit }
window-starting-sandbox = Démarrage du bac à sable hors ligne…
window-try-again = Réessayer
window-unknown-model-kind = GenDesk ne sait pas de quel type est le modèle « { $model } », donc rien n’a été envoyé. Ajoutez-le dans Créer (Ajouter un modèle…) et réessayez.
window-update-restart-failed = La nouvelle version n’a pas pu démarrer ({ $problem }) ; relancez GenDesk vous-même.
window-writer-could-not-start = GenDesk n’a pas pu démarrer son écriture de fichiers ({ $problem }). Votre dernière modification n’a pas été enregistrée.
window-writer-stopped = L’écriture de fichiers de GenDesk s’est arrêtée ; votre dernière modification n’a pas été enregistrée.

window-notice-more-messages = { $count ->
    [one] …et { $count } autre message.
   *[other] …et { $count } autres messages.
}
window-notice-open-folder = Ouvrir le dossier
window-notice-ready = Prêt.
window-notice-saved-files = { $count ->
    [one] { $count } fichier enregistré dans { $folder }.
   *[other] { $count } fichiers enregistrés dans { $folder }.
}

# A portable GenDesk keeps keys beside it, encrypted (welcome.rs, connect.rs).
window-welcome-account-text-beside = Connectez-vous avec l’adresse du service et votre clé d’API. La clé est d’abord vérifiée, puis gardée à côté de ce GenDesk portable, chiffrée avec votre phrase secrète.
window-connect-key-beside = gardée à côté de GenDesk, chiffrée
