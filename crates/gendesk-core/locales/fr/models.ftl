# The built-in model catalogue's words: field labels and help, and one line about each
# built-in model. The catalogue itself is English data; GenDesk shows these instead wherever
# its text is exactly the English below (a newer catalogue's new words show as written).

# Field labels of the built-in model catalogue (short names beside each control).
catalog-label-mode = Mode
catalog-label-prompt = Prompt
catalog-label-negative-prompt = Prompt négatif
catalog-label-reference-images = Images de référence
catalog-label-aspect-ratio = Format d’image
catalog-label-resolution = Résolution
catalog-label-output-format = Format de sortie
catalog-label-duration = Durée (s)
catalog-label-sound = Son
catalog-label-version = Version
catalog-label-custom-mode = Mode personnalisé
catalog-label-instrumental = Instrumental
catalog-label-seed = Graine

# Field help of the built-in model catalogue. Mode values (text-to-image, …), format codes and ratios are codes: never translated.
catalog-help-image-mode = text-to-image crée à partir du prompt ; image-to-image retouche vos images de référence.
catalog-help-image-prompt = Description de l’image souhaitée ; le compteur indique la limite de ce modèle.
catalog-help-avoid = Éléments à éviter.
catalog-help-image-references = 5 images au plus (JPEG, PNG ou WebP, moins de 10 Mo chacune) : depuis cet ordinateur, ou par leur adresse web.
catalog-help-image-aspect-ratio = 1:1 carré, 16:9 panoramique, 9:16 vertical, 4:3 classique, 3:4 portrait, 21:9 ultra-large ; auto laisse le modèle choisir.
catalog-help-output-size = Taille de sortie.
catalog-help-output-format = png est sans perte et plus lourd ; jpeg est compressé et plus léger.
catalog-help-video-mode = text-to-video crée à partir du prompt ; image-to-video anime votre image de référence.
catalog-help-video-prompt = Description de la vidéo.
catalog-help-video-references = L’image à animer : depuis cet ordinateur, ou par son adresse web (JPEG, PNG ou WebP, moins de 10 Mo).
catalog-help-video-aspect-ratio = 16:9 panoramique, 9:16 vertical, 1:1 carré.
catalog-help-duration = Durée en secondes. Le service ne documente aucune limite ; certains modèles n’acceptent que certaines valeurs.
catalog-help-duration-short = Durée en secondes.
catalog-help-sound = Génère l’audio avec la vidéo.
catalog-help-version = Version du modèle.
catalog-help-music-prompt = Paroles ou description de la musique.
catalog-help-custom-mode = Contrôle total du style et des paroles.
catalog-help-instrumental = Sans voix.
catalog-help-seed = Même graine et même prompt donnent la même image

# One line about each built-in (sandbox) model. Numbers are written as digits; model names are never translated.
catalog-model-image-fast = Brouillons rapides ; la limite complète de 5000 caractères de prompt
catalog-model-image-pro = Meilleure qualité, plus lent ; prompts jusqu’à 2000 caractères ; graine facultative
catalog-model-video-lite = Clips courts de 5 ou 10 secondes
catalog-model-video-cinema = Clips cinématographiques de 4, 8 ou 12 secondes, rendu pellicule (H.264 High avec images B, 24 fps, 854x480)
catalog-model-music = Deux prises d’une courte chanson par tâche (versions V4 à V5)

# A field's value when it has none.
catalog-value-not-set = (non défini)
