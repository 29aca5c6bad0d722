# The Compose view: model picker, the model's form, advanced settings, submitting, recent prompts.

compose-catalog-unreadable = Impossible de lire la liste des modèles
compose-loading-models = Chargement des modèles…
compose-no-model = Aucun modèle pour créer
compose-no-model-sandbox = La liste des modèles est vide. Ajoutez un modèle avec « Ajouter un modèle… » à gauche.
compose-no-model-service = Ce service ne publie pas de liste de modèles : il n’y a donc encore rien à choisir. Ajoutez à gauche le modèle que vous voulez utiliser : son ID et son type suffisent.
compose-mode-single = Tâche unique
    .hint = Envoyer une tâche depuis le formulaire
compose-mode-batch = Lot
    .hint = Envoyer d’un coup de nombreux éléments de ce modèle : copies, liste de prompts, fichier ou grille ; le formulaire sert de modèle à chaque élément
compose-mode-batch-note = Lot : le formulaire ci-dessous sert de modèle à chaque élément ; les éléments sont créés et vérifiés à droite.
compose-source-retired = plus dans le catalogue
compose-source-built-in = intégré
compose-source-sandbox = bac à sable
compose-source-user = ajouté par vous
compose-banner-dismiss = Fermer
    .hint = Masquer ce message
compose-submit = Envoyer
    .hint = Envoyer une tâche (Ctrl+Entrée). Les tâches sont payantes.
compose-show-request = Voir la requête
    .hint = Le JSON exact qui sera envoyé, et la même requête en curl
compose-hide-request = Masquer la requête
compose-send-several = Envoyer à plusieurs modèles…
    .hint = Le même prompt sur jusqu’à quatre modèles de ce type, pour comparer
compose-cost = Coût : { $cost }
    .hint = Le prix d’une tâche de ce modèle avec ces réglages
compose-cost-unknown = inconnu (le service ne publie pas de prix)
compose-submit-unavailable = { $more ->
    [0] Envoi impossible : { $problem }
    [one] Envoi impossible : { $problem } (et { $more } autre problème)
   *[other] Envoi impossible : { $problem } (et { $more } autres problèmes)
}
compose-submit-tip = Ctrl+Entrée envoie aussi. Chaque envoi crée une tâche payante ; elle s’exécute ensuite en arrière-plan et apparaît dans Activité.
compose-sent-from-form = { $count ->
    [one] { $count } tâche envoyée depuis ce formulaire. Le formulaire garde ses valeurs : modifiez quelque chose et envoyez à nouveau pour une variante.
   *[other] { $count } tâches envoyées depuis ce formulaire. Le formulaire garde ses valeurs : modifiez quelque chose et envoyez à nouveau pour une variante.
}

compose-kind-image = Image
compose-kind-video = Vidéo
compose-kind-music = Musique
compose-kind-model = { $kind ->
    [image] Modèle d’image
    [video] Modèle vidéo
   *[audio] Modèle de musique
}

compose-models = Modèles
compose-search-models = Rechercher des modèles
    .placeholder = Nom ou ID
compose-kind-all = Tous
    .name = Tous les modèles
compose-kind-filter = { $kind ->
    [image] Modèles d’image
    [video] Modèles vidéo
   *[audio] Modèles de musique
}
    .hint = { $kind ->
        [image] Seulement les modèles d’image
        [video] Seulement les modèles vidéo
       *[audio] Seulement les modèles de musique
    }
compose-group-user = Vos modèles
compose-group-sandbox = Modèles du bac à sable
compose-group-built-in = Modèles intégrés
compose-group-retired = Plus dans le catalogue
compose-add-model = Ajouter un modèle…
    .hint = Un modèle proposé par le service qui ne figure pas ici
compose-model-new = nouveau
    .hint = Ajouté au catalogue de modèles par une mise à jour cette semaine
compose-model-new-name = { $name } (nouveau)
compose-remove-model = Retirer
    .name = Retirer { $id }
    .hint = Retirer ce modèle de votre liste
compose-picker-no-list = Ce service ne publie pas de liste de modèles.
compose-picker-no-list-help = Ajoutez le modèle que vous voulez utiliser : son ID, écrit exactement comme le service l’écrit, et son type suffisent. GenDesk le retient pour ce profil.
compose-add-model-by-id = Ajouter un modèle par son ID…
    .hint = ID, type et éventuels champs propres
compose-picker-none-yet = Aucun modèle pour l’instant.
compose-picker-none-yet-help = Ajoutez-en un avec « Ajouter un modèle… » ci-dessous.
compose-picker-no-models = { $kind ->
    [image] Aucun modèle d’image dans la liste.
    [video] Aucun modèle vidéo dans la liste.
    [audio] Aucun modèle de musique dans la liste.
   *[all] Aucun modèle dans la liste.
}
compose-picker-no-match = { $kind ->
    [image] Aucun modèle d’image ne correspond à « { $query } ».
    [video] Aucun modèle vidéo ne correspond à « { $query } ».
    [audio] Aucun modèle de musique ne correspond à « { $query } ».
   *[all] Aucun modèle ne correspond à « { $query } ».
}
compose-picker-no-match-help = Vérifiez l’orthographe, ou ajoutez le modèle avec « Ajouter un modèle… ».
compose-picker-clear-search = Effacer la recherche
