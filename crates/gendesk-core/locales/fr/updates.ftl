# Updates of GenDesk and of the model catalogue: the bar, About and the Settings section.

## À propos

update-about = À propos de GenDesk
update-about-tagline = Un client de bureau pour l’Asynchronous Generation Service.
update-about-distribution = Cette version a été construite pour un paquet de distribution : GenDesk ne se met pas à jour lui-même ; le gestionnaire de paquets apporte les nouvelles versions.
update-about-automatic = GenDesk cherche une nouvelle version au démarrage, au plus une fois par jour (Réglages › Mises à jour).
update-about-manual = La recherche automatique de mises à jour est désactivée (Réglages › Mises à jour).
update-about-feed = Flux de mises à jour : { $url }
update-about-data-folder = Ouvrir le dossier de données
update-about-settings-folder = Ouvrir le dossier des réglages
# The About window's facts (about.rs); $commit is a code, $day the build's day (YYYY-MM-DD).
update-about-build = Version compilée
update-about-build-value = commit { $commit }, { $day }
update-about-renderer = Moteur de rendu
update-about-system = Système
update-about-data = Dossier de données
update-about-copy = Copier ces informations
    .hint = Pour signaler un problème : version, commit, moteur de rendu, système et dossier de données
update-about-copied = Les informations sur ce GenDesk ont été copiées.
update-about-licences = Licences tierces

## La barre d’annonce

update-failed = GenDesk { $version } n’a pas pu être installé :
update-try-again = Réessayer
update-later = Plus tard
    .hint = Masquer jusqu’au prochain démarrage de GenDesk
update-available = GenDesk { $version } est disponible (vous avez la { $running }).
update-required = Cette version est trop ancienne pour continuer à servir avec le service.
update-update = Mettre à jour
    .hint = La télécharger, la vérifier et l’installer
update-download = Télécharger
update-skip = Ignorer cette version
    .hint = Ne plus rien signaler pour cette version
update-notes-show = Nouveautés
update-notes-hide = Masquer les nouveautés
update-downloading = Téléchargement de GenDesk { $version } : { $done }
update-downloading-of = Téléchargement de GenDesk { $version } : { $done } sur { $total }
update-cancel = Annuler
update-installed = GenDesk { $version } est installé. Redémarrez GenDesk pour l’utiliser.
update-restart = Redémarrer maintenant
update-installer-running = Le programme d’installation de GenDesk { $version } est en cours ; GenDesk se ferme et redémarre quand il a fini.
update-downloaded = GenDesk { $version } est téléchargé et vérifié.
update-open-package = Ouvrir le paquet
update-show-in-folder = Afficher dans le dossier

## Réglages → Mises à jour

update-settings = Mises à jour
update-settings-distribution = GenDesk { $version } a été construit pour un paquet de distribution : son gestionnaire de paquets apporte les nouvelles versions.
update-settings-broken = Les réglages de mise à jour ne peuvent pas être modifiés tant que ceci n’est pas corrigé : { $error }
update-settings-reading = Lecture des réglages de mise à jour…
update-automatic = Chercher une nouvelle version au démarrage de GenDesk (au plus une fois par jour)
    .hint = Un simple téléchargement du flux de mises à jour du projet : rien sur vous ni sur cet ordinateur n’est envoyé
update-feed = Flux
    .hint = Vide : le flux du projet. Une organisation peut utiliser son propre miroir.
update-check-now = Vérifier maintenant
update-checking = Vérification…
update-this-is = Vous utilisez GenDesk { $version }.
update-never-checked = Pas encore vérifié.
update-checked-now = Vérifié à l’instant.
update-checked-minutes = { $count ->
        [one] Vérifié il y a { $count } minute.
       *[other] Vérifié il y a { $count } minutes.
    }
update-checked-hours = { $count ->
        [one] Vérifié il y a { $count } heure.
       *[other] Vérifié il y a { $count } heures.
    }
update-checked-days = { $count ->
        [one] Vérifié il y a { $count } jour.
       *[other] Vérifié il y a { $count } jours.
    }

## Avis

update-not-saved = Les réglages de mise à jour n’ont pas été enregistrés : { $error }
update-check-failed = La vérification a échoué : { $error }
update-up-to-date = GenDesk { $version } est à jour.
update-is-available = GenDesk { $version } est disponible.
update-download-stopped = Le téléchargement de la mise à jour a été arrêté ; Mettre à jour reprend là où il s’est arrêté.
update-catalogue = Le catalogue de modèles a été mis à jour.
update-catalogue-one = Le catalogue de modèles a été mis à jour : un nouveau modèle, { $model }.
update-catalogue-many = Le catalogue de modèles a été mis à jour : { $count } nouveaux modèles ({ $models }).

# The kinds of package an update feed offers (named in update errors).
update-kind-windows-installer = programme d’installation Windows

update-kind-linux-tar-gz = Linux tar.gz

update-kind-deb = paquet Debian (.deb)

update-kind-macos-dmg = image disque macOS (.dmg)
