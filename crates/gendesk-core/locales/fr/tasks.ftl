# Tasks: the Activity view, a task's detail and results, live progress, jobs.

activity-reading-history = Lecture de votre historique…
activity-reading-task = Lecture de la tâche…
activity-filter-state = État
activity-all-states = Tous les états
activity-filter-kind = Type
activity-any-kind = Tous les types
activity-kind-image = image
activity-kind-video = vidéo
activity-kind-audio = audio
activity-filter-model = Modèle
activity-filter-search = Rechercher
    .hint = prompt, modèle ou ID de tâche
activity-since = Depuis le { $time }
    .hint = Seulement les tâches envoyées depuis (depuis Statistiques) ; cliquez pour tout afficher
activity-clear-filters = Effacer les filtres
activity-task-count = { $count ->
    [one] { $count } tâche
   *[other] { $count } tâches
}
activity-read-file = Lire un fichier…
    .hint = Ce qu’une image, un film ou un morceau téléchargé dit de sa création (ou déposez le fichier ici)
activity-empty-heading = Aucune tâche pour l’instant
activity-empty-text = Écrivez un prompt dans Créer et envoyez-le : chaque tâche envoyée apparaît ici, en direct, de l’attente jusqu’à son résultat.
activity-go-compose = Aller à Créer
activity-no-match-heading = Aucune tâche ne correspond à ces filtres
activity-no-match-text = Modifiez ou effacez les filtres pour voir davantage de votre historique.
activity-clear-all-filters = Effacer tous les filtres
activity-column-state = État
activity-column-model = Modèle
activity-column-prompt = Prompt
activity-column-time = Durée
activity-column-created = Créée
activity-row-name = Tâche { $number } : { $state }, { $model }, { $prompt }

task-detail-heading = Tâche { $number }
task-close = Fermer
    .hint = Fermer le détail (Échap)
task-reuse-settings = Réutiliser les réglages
    .hint = Charger cette requête dans le formulaire Créer
task-check-now = Vérifier
    .hint = Demander maintenant au service l’état de cette tâche
task-latest-status = Dernier état
task-request-json = JSON de la requête
task-sending = Envoi de la tâche au service…
task-unknown-title = Issue inconnue
task-unknown-text = GenDesk a envoyé cette tâche, mais aucune réponse n’est revenue (connexion coupée, délai dépassé ou erreur interne du service). Le service a peut-être créé la tâche — et l’a facturée — ou non.
task-unknown-todo = Que faire : vérifiez votre solde ou le tableau de bord du service pour une nouvelle tâche. Si aucune n’a été créée, renvoyez-la ; GenDesk ne renvoie jamais de lui-même une tâche payante.
task-send-again = Renvoyer comme nouvelle tâche…
task-rejected-title = Non acceptée
task-rejected-text = Le service a refusé cette tâche : rien n’a été créé ni facturé.
task-rejected-todo = Corrigez les réglages (« Réutiliser les réglages » les charge dans le formulaire) et envoyez à nouveau.
task-processing = Le service génère le résultat… ({ $minutes }:{ $seconds } jusqu’ici)
task-queued = En file au service… ({ $minutes }:{ $seconds } jusqu’ici)
task-last-check = Dernière vérification : { $error }
task-failed-code = Échec : { $code }
task-failed = Échec
task-service-said = Le service a répondu : « { $message } »
task-what-to-do = Que faire : { $hint }
task-refunded = Les tâches échouées sont remboursées.
task-retry = Réessayer comme nouvelle tâche…
    .hint = Un problème temporaire : la même requête peut réussir maintenant
task-field-state = État
task-field-task-id = ID de tâche
task-field-kind = Type
task-field-prompt = Prompt
task-field-created = Créée
task-field-accepted = Acceptée
task-field-completed = Terminée
task-field-processing-time = Durée de traitement
task-field-fail-code = Code d’échec
task-field-fail-message = Message d’échec
task-field-results-expire = Expiration des résultats
task-field-status-checks = Vérifications d’état
task-field-batch = Lot
task-no-request = Aucune requête n’a été enregistrée pour cette tâche.
task-copy-json = Copier le JSON
task-retry-confirm-title = Réessayer comme nouvelle tâche ?
task-retry-confirm-text = La même requête sera envoyée à nouveau comme nouvelle tâche. C’est une nouvelle tâche payante : l’échouée a été remboursée, la nouvelle est facturée comme toute autre.
task-retry-confirm-button = Envoyer une nouvelle tâche payante
task-resend-confirm-title = Renvoyer comme nouvelle tâche ?
task-resend-confirm-text = Le premier envoi a peut-être déjà créé une tâche. Si c’est le cas, renvoyer crée une seconde tâche payante et vous êtes facturé deux fois. Ne renvoyez que si vous avez vérifié qu’aucune tâche n’a été créée.
task-resend-confirm-button = Renvoyer (payant)
task-cancel = Annuler

activity-history-unreadable = L’historique n’a pas pu être lu : { $problem }.
activity-reader-failed = La liste d’activité n’a pas pu démarrer son lecteur ({ $problem }). Fermez quelques programmes et rouvrez le profil.
task-countdown-hours = { $hours } h { $minutes } min
task-countdown-minutes = { $minutes } min
task-notice-accepted = Tâche acceptée par le service. Suivez-la dans Activité.
task-notice-download-cancelled = Téléchargement annulé. La partie déjà récupérée est conservée : télécharger à nouveau la reprend.
task-notice-failed = Une tâche a échoué.
task-notice-failed-code = Une tâche a échoué ({ $code }).
task-notice-finished = Une tâche a réussi.
task-notice-finished-many = { $count ->
    [one] { $count } tâche a réussi.
   *[other] { $count } tâches ont réussi.
    }
task-notice-recovered-unknown = { $count ->
    [one] { $count } envoi a été interrompu à la dernière fermeture de GenDesk. Il est marqué « inconnu » : vérifiez-le dans Activité avant de le renvoyer, pour ne pas être facturé deux fois.
   *[other] { $count } envois ont été interrompus à la dernière fermeture de GenDesk. Ils sont marqués « inconnu » : vérifiez-les dans Activité avant de les renvoyer, pour ne pas être facturé deux fois.
    }
task-notice-rejected = La tâche n’a pas été acceptée. { $problem }
task-notice-service-said = Le service a répondu : « { $message } »
task-result-cancel-download = Annuler
task-result-copy-image = Copier l’image
    .hint = L’image elle-même, à coller dans une discussion ou un éditeur
task-result-copy-path = Copier le chemin
    .hint = Pour le coller là où l’on demande le chemin d’un fichier
task-result-copy-url = Copier l’URL
task-result-download = Télécharger
task-result-download-again = Télécharger à nouveau
task-result-download-failed = Le téléchargement a échoué.
task-result-downloaded = Téléchargé
task-result-file = Fichier
    .hint = L’ouvrir avec le système
task-result-into-image-form = Dans un formulaire image vers image
task-result-into-video-form = Dans un formulaire image vers vidéo
task-result-link-expired-before = Le lien a expiré avant le téléchargement du fichier.
task-result-no-preview = Pas d’aperçu
task-result-not-downloaded-expired = Non téléchargé ; le lien a expiré.
task-result-not-downloaded-gone = Non téléchargé ; le lien n’est plus disponible.
task-result-open = Ouvrir
    .hint = Avec l’application par défaut du système
task-result-open-in-player = Ouvrir dans le lecteur du système
task-result-path-copied = Le chemin de { $name } est copié.
task-result-preview = Aperçu de { $name }
    .hint = Ouvrir l’image entière (zoom et déplacement)
task-result-progress = { $done } sur { $total }
task-result-show-in-folder = Afficher dans le dossier
    .hint = Le fichier, sélectionné dans votre gestionnaire de fichiers
task-result-title = { $kind ->
    [image] Image { $number }
    [video] Vidéo { $number }
    [audio] Piste { $number }
   *[other] Fichier { $number }
    }
task-result-title-ext = { $kind ->
    [image] Image { $number } ({ $ext })
    [video] Vidéo { $number } ({ $ext })
    [audio] Piste { $number } ({ $ext })
   *[other] Fichier { $number } ({ $ext })
    }
task-result-url-copied = L’URL de { $name } est copiée.
task-result-use-as-reference = Utiliser comme référence
task-results-count = { $count ->
    [one] { $count } résultat
   *[other] { $count } résultats
    }
task-results-download-all = Tout télécharger
    .hint = Dans { $folder }
task-results-expired-nothing-more = Les liens ont expiré ; plus rien ne peut être téléchargé.
task-results-gone-nothing-more = Les liens ne sont plus disponibles ; plus rien ne peut être téléchargé.
task-results-links-expire = les liens expirent dans { $time }
    .hint = Les liens des résultats fonctionnent 24 heures après la fin de la tâche. Téléchargez ce que vous voulez garder.
task-results-links-expired = liens expirés ; les copies téléchargées sont conservées
task-results-links-gone = liens plus disponibles ; les copies téléchargées sont conservées
    .hint = Le bac à sable hors ligne qui a créé ces liens tournait à une autre adresse qu’aujourd’hui (son port était pris au démarrage de GenDesk). Générez à nouveau le résultat pour avoir de nouveaux liens.
task-results-open-folder = Ouvrir le dossier
task-state-failed = échouée
task-state-finished = terminée
task-state-pending = en file
task-state-processing = en cours
task-state-rejected = refusée
task-state-submitting = envoi
task-state-success = réussie
task-state-unknown = inconnue

# The task list as a screen reader names it; $count is how many tasks it holds.
activity-table-name =
    { $count ->
        [one] Tâches, { $count } tâche
       *[other] Tâches, { $count } tâches
    }
