# The Gallery, Compare, the picture viewer and the video and audio players.

gallery-reading = Lecture de vos résultats…
gallery-picked = { $count } sur { $max } choisis pour la comparaison
gallery-show-side-by-side = Afficher { $count } côte à côte
gallery-side-by-side = Côte à côte
    .hint = Choisissez au moins deux images ou vidéos dans la visionneuse
gallery-picked-clear = Vider
gallery-empty-title = Aucun résultat pour l’instant
gallery-empty-body = Chaque image, vidéo et morceau de musique créé par vos tâches apparaît ici.
gallery-go-to-compose = Aller à Créer
gallery-no-match = Aucun résultat ne correspond à ces filtres
gallery-clear-filters = Effacer tous les filtres
gallery-date-any = N’importe quand
gallery-date-today = Dernières 24 heures
gallery-date-week = 7 derniers jours
gallery-date-month = 30 derniers jours
gallery-kind-any = Tous types
gallery-kind-images = Images
gallery-kind-videos = Vidéos
gallery-kind-music = Musique
gallery-filter-kind = Type
gallery-filter-favourites = Favoris
    .hint = Seulement les résultats des tâches marquées d’une étoile
gallery-filter-when = Quand
gallery-filter-model = Modèle
gallery-filter-search = Rechercher
    .hint = prompt, modèle ou ID de tâche
gallery-filter-clear = Effacer les filtres
gallery-tiles-small = Petites
gallery-tiles-large = Grandes
gallery-total = { $count ->
    [one] { $count } résultat
   *[other] { $count } résultats
}
gallery-tile = Résultat : { $prompt } ({ $model })
gallery-tile-picked = Résultat : { $prompt } ({ $model }), choisi pour la comparaison
viewer-other-file = Un fichier : téléchargez-le pour l’ouvrir.
viewer-reuse-settings = Réutiliser les réglages
    .hint = Charger cette requête dans le formulaire Créer
viewer-open-task = Ouvrir la tâche
viewer-close = Fermer
    .hint = Fermer la visionneuse (Esc)
viewer-previous = Précédent
    .hint = Le résultat précédent (flèche gauche)
viewer-next = Suivant
    .hint = Le résultat suivant (flèche droite)
viewer-unpick = Retirer de la comparaison
    .hint = Le retirer des résultats comparés côte à côte
viewer-pick = Ajouter à la comparaison
    .hint = Afficher deux à quatre résultats côte à côte, zoomés et lus ensemble
viewer-pick-full = Quatre résultats sont déjà choisis ; retirez-en un d’abord
viewer-download = Télécharger
viewer-copy-url = Copier l’URL
viewer-url-copied = L’URL du résultat est copiée.
viewer-use-as-reference = Utiliser comme image de référence
    .hint = Lancer une nouvelle tâche image vers image ou vidéo à partir de cette image
