# La barre du haut : profils, navigation, solde, Réglages.

nav-compose = Créer
nav-activity = Activité
nav-gallery = Galerie
nav-batches = Lots
nav-webhooks = Webhooks
nav-insights = Statistiques
nav-compare = Comparer
top-settings = Réglages
top-profile = Profil
top-profile-none = Aucun
top-explore-sandbox = Essayer le bac à sable hors ligne
top-add-profile = Ajouter un profil…
top-remove-profile = Supprimer ce profil
    .hint = Supprimer ce profil et sa clé enregistrée
top-sandbox-badge = Bac à sable hors ligne
    .hint = Un simulateur sur cet ordinateur : pas de réseau, pas de frais
top-opening = Ouverture…
top-not-connected = Non connecté
top-refresh = Actualiser
    .hint = Actualiser le solde
top-balance = Solde : { $amount }
top-balance-unknown = Solde : —
top-balance-not-a-number = Le service a renvoyé un solde qui n’est pas un nombre. Actualisez-le ; s’il reste inconnu, vérifiez votre compte sur le site du service.
top-balance-below-zero = Votre solde est négatif : rechargez votre compte avant d’envoyer des tâches.
remove-profile-title = Supprimer ce profil ?
remove-profile-sandbox = « { $name } » sera retiré de la liste des profils. Son historique de tâches reste dans la base de données ; vous pouvez réessayer le bac à sable hors ligne à tout moment depuis le menu Profil.
remove-profile-remote = « { $name } » et sa clé d’API enregistrée seront supprimés de cet ordinateur. Son historique de tâches reste dans la base de données. Votre compte sur le service n’est pas touché.
remove-profile-confirm = Supprimer le profil
remove-profile-keep = Le garder
money-unknown = inconnu

keys-title = Raccourcis clavier
keys-everywhere = Partout
keys-overview = Afficher ou masquer cette liste
keys-go-to = Aller à « { $view } »
keys-zoom = Agrandir ou réduire l’interface
keys-zoom-reset = Interface à 100 %
keys-focus = Commande suivante ou précédente (celle qui a le focus est entourée)
keys-press = Appuyer sur le bouton qui a le focus, cocher la case qui a le focus
keys-escape = Fermer la fenêtre ou le panneau du dessus
keys-submit = Envoyer la tâche
keys-recent-prompts = Parcourir les prompts récents (dans leur liste) ; Entrée en met un dans le formulaire
keys-viewing = Résultats, images et lecteurs
keys-previous-next = Résultat précédent ou suivant dans la visionneuse
keys-play-pause = Lire ou mettre en pause le lecteur qui a le focus

settings-reading-size = Texte des prompts et résultats
    .hint = La taille des prompts, dans le formulaire et partout où une tâche montre son prompt ou un résultat texte ; en plus de la taille de l’interface

top-window-title = { $view } — GenDesk

thumb-picture = Aperçu de l’image
thumb-video = La première image de la vidéo
thumb-sound = La forme d’onde du son

# No way of drawing the window started; $tried lists what was tried ("wgpu on Vulkan, wgpu on OpenGL"). No full stop: one is added.
app-no-renderer = GenDesk n’a pas pu ouvrir sa fenêtre : aucune de ses façons de la dessiner n’a démarré sur cet ordinateur (essayé : { $tried }). Mettre à jour le pilote graphique aide souvent ; dans une machine virtuelle ou en bureau à distance, activez son accélération 3D

# Shown once at the start after GenDesk crashed (crash_notice.rs). $count is how many reports were found.
crash-title = GenDesk s’est fermé de façon inattendue

crash-saved = Un rapport de ce qui s’est passé a été enregistré. Il ne contient ni clé ni secret : joignez-le quand vous signalez le problème. Vos tâches et téléchargements sont conservés et reprennent maintenant.

crash-more =
    { $count ->
        [one] { $count } rapport depuis le dernier démarrage ; le plus récent :
       *[other] { $count } rapports depuis le dernier démarrage ; le plus récent :
    }

crash-open-report = Ouvrir le rapport

crash-show-in-folder = Afficher dans le dossier

crash-close = Fermer

# The Help menu at the right of the top bar (help_menu.rs).
help-menu = Aide
help-shortcuts = Raccourcis clavier
    .hint = Tous les raccourcis de la fenêtre (F1)
help-about = À propos de GenDesk
help-diagnostics = Exporter le diagnostic…
    .hint = Un zip pour signaler un problème : journaux, rapports de plantage, réglages et décomptes de l’historique, sans aucune clé, aucun mot de passe ni lien de résultat
help-diagnostics-prompts = Inclure mes derniers prompts
    .hint = Ajoute au diagnostic le modèle, l’état et le prompt des 50 dernières tâches
help-diagnostics-dialog = Exporter le diagnostic
help-diagnostics-instead = lancez plutôt `gendesk diagnostics FILE.zip` dans un terminal
help-diagnostics-nothing = Aucun diagnostic n’a été exporté.
help-data-folder = Ouvrir le dossier de données
help-log = Ouvrir le journal
help-crash-reports = Ouvrir les rapports de plantage
help-detailed-log = Journal détaillé jusqu’au redémarrage de GenDesk
    .hint = Écrit beaucoup plus dans le journal, pour trouver ce qui ne va pas ; redevient normal au prochain démarrage

# Help → User guide and Report a problem (help_menu.rs, help_links.rs). The body fills the issue form.
help-guide = Guide d’utilisation
    .hint = Le guide installé avec GenDesk, ou celui en ligne
help-report = Signaler un problème…
    .hint = Ouvre le formulaire de signalement du projet avec la version et le système de ce GenDesk déjà remplis ; joignez le fichier d’Exporter le diagnostic…
help-report-opened = Le formulaire de signalement s’est ouvert dans votre navigateur.
help-report-body =
    Que s’est-il passé, et qu’attendiez-vous ?


    Si possible, joignez le fichier d’Aide → Exporter le diagnostic… (il ne contient aucune clé ni aucun secret).

## A portable GenDesk's first page (unlock.rs, app/unlock_actions.rs). $folder is the data folder beside GenDesk.
unlock-title = GenDesk portable
unlock-intro-existing = Ce GenDesk garde tout à côté de lui, dans { $folder }. Ses clés y sont aussi, chiffrées : saisissez leur phrase secrète pour les ouvrir.
unlock-intro-new = Ce GenDesk garde tout à côté de lui, dans { $folder }, pour que le dossier entier puisse passer sur un autre ordinateur. Choisissez une phrase secrète pour chiffrer les clés que vous y ajouterez ; GenDesk la demande à chaque démarrage.
unlock-passphrase = Phrase secrète
unlock-again = Confirmation
unlock-open = Ouvrir
unlock-create = Chiffrer les clés avec cette phrase
unlock-opening = Ouverture des clés…
unlock-differs = Les deux phrases secrètes diffèrent.
unlock-keyring = Garder plutôt les clés dans le trousseau de cet ordinateur
    .hint = Elles restent alors sur cet ordinateur quand le dossier est déplacé ; le fichier portable retient ce choix
unlock-without = Continuer sans les clés
    .hint = Le bac à sable hors ligne fonctionne ; les clés saisies maintenant sont gardées jusqu’à la fermeture de GenDesk
unlock-forgot = Phrase secrète oubliée ? Supprimez keys.age et keys.identity.age du dossier de données pour repartir sans les clés ; votre historique et vos réglages restent.
unlock-session-reason = les clés portables à côté de GenDesk n’ont pas été ouvertes pour cette session
