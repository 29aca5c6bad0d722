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
compose-cancel = Annuler

compose-add-model-title = Ajouter un modèle
compose-add-model-intro = Un modèle proposé par le service qui ne figure pas dans la liste. Il reçoit les champs communs de son type (mode, prompt, …) ; n’ajoutez que les champs qu’il accepte en plus.
compose-add-model-id = ID du modèle
compose-add-model-kind = Type
compose-add-model-name = Nom affiché
    .placeholder = facultatif ; l’ID si vide
compose-add-model-description = Description
    .placeholder = facultatif
compose-add-model-price = Prix par tâche
    .placeholder = facultatif, en USD, p. ex. 0.05 (estimations du coût des lots)
compose-add-model-save = Enregistrer le modèle
compose-add-model-saved-in = Enregistré dans { $file } et retenu pour ce profil
compose-add-model-replaces = « { $id } » est déjà dans la liste ({ $source }) ; enregistrer remplace cette définition par la vôtre.
compose-add-model-replaces-earlier = { $kind ->
    [image] Vous avez déjà ajouté « { $id } » pour un autre profil (modèle d’image) ; enregistrer remplace cette définition par celle-ci.
    [video] Vous avez déjà ajouté « { $id } » pour un autre profil (modèle vidéo) ; enregistrer remplace cette définition par celle-ci.
   *[audio] Vous avez déjà ajouté « { $id } » pour un autre profil (modèle de musique) ; enregistrer remplace cette définition par celle-ci.
}
compose-add-model-no-id = Saisissez l’ID du modèle exactement comme le service l’écrit, p. ex. vendor/model-name.
compose-add-model-bad-price = Le prix par tâche « { $price } » n’est pas un montant en dollars comme 0.05 ; corrigez-le ou laissez le champ vide.
compose-add-model-field-no-key = Le champ supplémentaire { $number } n’a pas de clé : saisissez le nom qu’il porte dans « input », ou retirez la ligne.
compose-add-model-field-twice = Le champ supplémentaire « { $key } » figure deux fois ; n’en gardez qu’un.
compose-add-model-field-problem = Champ supplémentaire { $number } : { $problem }
compose-add-model-bound-not-number = { $bound ->
    [minimum] Champ supplémentaire { $number } : le minimum « { $text } » n’est pas un nombre.
   *[maximum] Champ supplémentaire { $number } : le maximum « { $text } » n’est pas un nombre.
}
compose-add-model-choice-empty = Le champ supplémentaire { $number } est un choix : indiquez ses valeurs séparées par des virgules.
compose-extra-fields = Champs supplémentaires
compose-extra-fields-none = Aucun. Les champs non listés peuvent quand même être envoyés en JSON supplémentaire dans le formulaire.
compose-field-type-text = texte
compose-field-type-integer = nombre entier
compose-field-type-number = nombre
compose-field-type-bool = oui/non
compose-field-type-choice = choix
compose-extra-field-key = clé
    .name = Clé du champ { $number }
compose-extra-field-type = Type du champ { $number }
compose-extra-field-min = min
    .name = Minimum du champ { $number }
compose-extra-field-max = max
    .name = Maximum du champ { $number }
compose-extra-field-values = Valeurs du champ { $number }
compose-extra-field-remove = Retirer
    .name = Retirer le champ { $number }
compose-extra-field-add = Ajouter un champ

compose-advanced = Avancé
compose-advanced-in-use = Des options avancées sont utilisées.
compose-provider = Fournisseur
compose-provider-auto = auto — meilleur équilibre (par défaut du service)
compose-provider-value = value — optimisé pour le coût
compose-provider-official = official — fournisseur direct
compose-request-type = Type de requête
compose-request-type-async = async (GenDesk interroge)
compose-request-type-callback = callback (le service appelle votre URL)
compose-request-type-help = GenDesk suit les deux types de tâches ; callback prévient aussi votre propre serveur.
compose-callback-url = URL de rappel
    .hint = Une adresse https:// publique qui répond HTTP 200 en moins de 30 secondes.
compose-callback-receiver = Le récepteur de GenDesk : chaque rappel est enregistré dans Webhooks et fait vérifier la tâche aussitôt par GenDesk.
compose-use-receiver = Utiliser le récepteur de GenDesk
compose-callback-unused = Utilisé seulement avec le type de requête callback.
compose-extra-json = JSON supplémentaire
    .hint = D’autres champs d’entrée acceptés par ce modèle, en un seul objet JSON ; ils sont ajoutés tels quels à « input ».

compose-prompt-placeholder = Décrivez ce qu’il faut générer, p. ex. un phare au crépuscule, peinture à l’huile
compose-chars-of-limit = { $count } / { $limit } caractères
compose-chars = { $count } caractères
compose-choose = Choisir…
compose-choice-not-set = (non défini)
compose-switch-on = Activé
compose-number-not-set = non défini
compose-bounds-between = de { $min } à { $max }
compose-bounds-min = au moins { $min }
compose-bounds-max = au plus { $max }

compose-request-preview = Aperçu de la requête
compose-request-body = Corps de la requête
compose-copy-json = Copier le JSON
compose-copy-curl = Copier curl
compose-copy-hint = Copier dans le presse-papiers
compose-api-key-hidden = La clé d’API est affichée en *** — mettez la vôtre à sa place quand vous lancez la commande.
compose-request-not-built = La requête ne peut pas être construite tant que ces points ne sont pas corrigés :

compose-recent-prompts = Prompts récents…
    .hint = Prompts envoyés depuis ce profil, du plus récent au plus ancien (recherche, flèches, Entrée)
    .empty = Les prompts que vous envoyez depuis ce profil seront proposés ici
compose-recent-title = Prompts récents
compose-recent-search = Rechercher
    .placeholder = mots du prompt
compose-recent-no-match = Aucun prompt envoyé depuis ce profil ne contient ces mots.
compose-recent-keys = Haut et Bas pour se déplacer, Entrée met le prompt dans le formulaire, Échap ferme.

compose-pick-result = Choisir un résultat
compose-pick-result-reading = Lecture de vos résultats…
compose-pick-result-none = Aucune image n’a encore été créée avec ce profil. Les images des modèles d’image apparaissent ici une fois terminées.
compose-pick-result-live = Utilisé par son lien
compose-pick-result-downloaded = Lien expiré : la copie téléchargée est utilisée
compose-pick-result-gone = Lien expiré et jamais téléchargé : inutilisable
compose-pick-result-use = Utiliser
    .hint = L’ajouter aux images de référence
    .name = Utiliser le résultat { $number } : { $prompt }

compose-several-title = Envoyer à plusieurs modèles
compose-several-intro = Le même prompt et les mêmes réglages, en une tâche payante pour chaque modèle choisi (jusqu’à { $max }). Leurs résultats apparaissent côte à côte dans Comparer, au fur et à mesure.
compose-several-estimate = Coût estimé : { $cost }
compose-several-send = { $count ->
    [one] Envoyer { $count } tâche payante
   *[other] Envoyer { $count } tâches payantes
}
compose-several-choose-two = Choisissez au moins deux modèles.
compose-several-fix-first = Corrigez d’abord ce qui bloque un modèle, ou retirez-le.
compose-several-ready = { $model } : prêt, { $price }.
compose-several-ready-without = { $model } : prêt, { $price }, sans ce qu’il n’accepte pas : { $fields }.
compose-several-problem = { $model } : { $problem }

compose-catalog-loading = La liste des modèles est encore en cours de chargement ; réessayez dans un instant.
compose-batch-file-blocked = { $count ->
    [one] { $count } ligne de { $file } est bloquée avant l’envoi ; l’éditeur de lot la liste avec son numéro de ligne.
   *[other] { $count } lignes de { $file } sont bloquées avant l’envoi ; l’éditeur de lot les liste avec leurs numéros de ligne.
}
compose-batch-file-unreadable = Impossible d’importer le fichier : { $problem }
compose-fix-model-missing = Le modèle « { $model } » n’est pas dans la liste des modèles ; ajoutez-le avec « Ajouter un modèle… » dans Créer, puis réessayez.
compose-fix-loaded = { $count ->
    [one] { $count } élément du lot #{ $batch } est dans l’éditeur de lot avec la raison de son retour. Corrigez-le et envoyez-le dans un nouveau lot.
   *[other] { $count } éléments du lot #{ $batch } sont dans l’éditeur de lot avec les raisons de leur retour. Corrigez-les et envoyez-les dans un nouveau lot.
}
compose-reuse-loading = La liste des modèles est encore en cours de chargement ; réessayez « Réutiliser les réglages » dans un instant.
compose-reuse-model-missing = Le modèle « { $model } » n’est pas dans la liste des modèles : ses réglages ne peuvent donc pas être réutilisés. Ajoutez-le avec « Ajouter un modèle… » dans Créer, puis réessayez.
compose-reuse-unreadable = Impossible de lire la requête enregistrée ({ $problem }) : ses réglages ne peuvent donc pas être réutilisés.
compose-reuse-loaded = Les réglages de cette tâche sont dans le formulaire ({ $model }). Modifiez ce que vous voulez et envoyez.{ $others }
compose-reuse-loaded-issues = { $count ->
    [one] Les réglages de cette tâche sont dans le formulaire, mais { $count } réglage ne convient plus à { $model } : corrigez les champs signalés avant d’envoyer.{ $others }
   *[other] Les réglages de cette tâche sont dans le formulaire, mais { $count } réglages ne conviennent plus à { $model } : corrigez les champs signalés avant d’envoyer.{ $others }
}
compose-reuse-extra-fields = { $count ->
    [one] {" "}Le formulaire de { $model } n’a pas de champ { $fields } : il est conservé sous Avancé en JSON supplémentaire et envoyé tel quel.
   *[other] {" "}Le formulaire de { $model } n’a pas de champs { $fields } : ils sont conservés sous Avancé en JSON supplémentaire et envoyés tels quels.
}
compose-quoted = « { $text } »
compose-reference-wrong-kind = Un résultat ne peut servir de référence que pour une nouvelle image ou vidéo, pas pour « { $kind } ».
compose-reference-not-web = Seules les images http(s) peuvent servir de référence ; « { $url } » n’en est pas une.
compose-reference-no-model = { $kind ->
    [image] Aucun modèle d’image de la liste n’accepte d’image de référence. Ajoutez-en un avec « Ajouter un modèle… » dans Créer.
   *[video] Aucun modèle vidéo de la liste n’accepte d’image de référence. Ajoutez-en un avec « Ajouter un modèle… » dans Créer.
}
compose-reference-loaded = Nouvelle tâche { $mode } sur { $model } avec le résultat comme référence. Décrivez ce qu’il faut en faire, puis envoyez.
compose-model-gone = « { $gone } » n’est plus dans la liste des modèles ; le formulaire est passé à { $model } et a gardé votre prompt.

compose-picture-no-reference = { $model } n’accepte pas d’images de référence. Choisissez à gauche un modèle avec image-to-image ou image-to-video, puis ajoutez de nouveau l’image.
compose-picture-already = { $name } est déjà dans la liste des références.
compose-picture-too-many = { $name } n’a pas été ajoutée : { $model } accepte au plus { $max } images de référence. Retirez-en une d’abord.
compose-picture-not-restored = L’image de référence { $number } venait de { $source }, qui ne peut plus être utilisée : { $problem } Son ancien lien est conservé ; s’il a expiré, ajoutez de nouveau l’image.
compose-preset-loading = La liste des modèles est encore en cours de chargement ; appliquez de nouveau le préréglage dans un instant.
compose-preset-model-missing = Le préréglage « { $preset } » est pour { $model }, qui n’est pas dans la liste des modèles ; ajoutez-le avec « Ajouter un modèle… », puis appliquez de nouveau le préréglage.
compose-preset-applied = Le préréglage « { $preset } » est dans le formulaire.
compose-preset-applied-without = { $count ->
    [one] Le préréglage « { $preset } » est dans le formulaire, sans { $fields } : { $model } ne l’accepte pas.
   *[other] Le préréglage « { $preset } » est dans le formulaire, sans { $fields } : { $model } ne les accepte pas.
}

compose-user-models-unreadable = Vos modèles ajoutés ne sont pas affichés : { $problem }
compose-sandbox-catalog-unreadable = Impossible de lire la liste des modèles du bac à sable : la liste intégrée est affichée. { $problem }
compose-user-models-locked = Vos modèles ne peuvent pas être modifiés tant que { $file } ne peut pas être lu : { $problem }

compose-favourite = Favori
    .hint = Étoilée : ses résultats sont dans Favoris, dans la Galerie. Cliquez pour retirer l’étoile.
    .name = Retirer des favoris
compose-favourite-add = Ajouter aux favoris
    .hint = Étoiler cette tâche : ses résultats sont conservés dans Favoris, dans la Galerie

compose-model-filter-placeholder = nom ou ID
