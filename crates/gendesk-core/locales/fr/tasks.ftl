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
