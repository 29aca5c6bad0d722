# The window around the views: first start, connecting a profile, notices, the offline bar, status.

window-welcome-title = Bienvenue dans GenDesk
window-welcome-intro = Générez des images, des vidéos et de la musique avec des modèles d’IA, suivez vos tâches en direct et gardez les résultats.
window-welcome-sandbox-title = Essayer sans compte
window-welcome-sandbox-text = Le bac à sable hors ligne simule tout le service sur cet ordinateur : modèles de démonstration, solde de démonstration de 25 $, vrais fichiers de résultat. Rien ne quitte votre machine et rien n’est facturé.
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
window-connect-keyring-failed = La clé fonctionne, mais elle n’a pas pu être enregistrée dans le trousseau du système :
window-connect-keyring-session = Vous pouvez tout de même l’utiliser maintenant ; GenDesk l’oublie à la fermeture et vous la saisirez à nouveau la prochaine fois.
window-connect-session-only = Utiliser pour cette session seulement

window-offline-since = Hors ligne depuis { $since }
window-offline-text = GenDesk n’arrive pas à joindre le service. Les vérifications d’état et les téléchargements attendent et reprennent d’eux-mêmes dès qu’il répond ; rien n’est perdu ni envoyé deux fois. Si cela dure, vérifiez la connexion de cet ordinateur et les réglages Réseau.

window-engine-worker-failed = GenDesk n’a pas pu lancer son processus d’arrière-plan ({ $error }). Fermez quelques programmes et réessayez.
window-engine-busy = GenDesk est encore occupé par des demandes précédentes ; réessayez dans un instant.
window-engine-still-opening = Le profil « { $profile } » est encore en cours d’ouverture ; réessayez dans un instant.
window-engine-no-profile = Ouvrez d’abord un profil.
window-engine-bad-address = L’adresse du service de ce profil est inutilisable : { $error }. Supprimez le profil et ajoutez-le de nouveau avec une adresse correcte.
window-engine-no-key = Aucune clé d’API n’est enregistrée pour « { $profile } » (elle n’a peut-être été gardée que pour une session). Choisissez « Saisir à nouveau la clé d’API ».
window-engine-open-failed = Le profil n’a pas pu être ouvert : { $reason }.

window-over-limit-title = Plafond de dépenses dépassé
window-over-limit-more = { $count ->
    [one] { $count } autre envoi attend une réponse après celui-ci.
   *[other] { $count } autres envois attendent une réponse après celui-ci.
}
window-over-limit-send = Envoyer quand même
    .hint = L’envoyer une fois, tel quel ; le plafond reste en place
window-over-limit-drop = Ne pas envoyer
    .hint = Rien n’est envoyé ni facturé ; le formulaire garde ce que vous avez saisi
window-over-limit-where = Le plafond se règle pour chaque profil dans Réglages, sous Plafond de dépenses.
