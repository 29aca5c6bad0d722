# Webhooks: signing secrets, the local receiver, deliveries and their checks.

## Les onglets de la vue

hook-tab-setup = Secret et récepteur
hook-tab-deliveries = Livraisons
hook-seen-tab = { $count } reçues pendant cette session

## Le secret de signature

hook-secret-title = Secret de signature
hook-secret-explained = Le service signe chaque webhook de lot avec ce secret (HMAC-SHA256 sur le corps brut). GenDesk vérifie chaque livraison avec lui avant de s’y fier.
hook-versions-kept = Versions que GenDesk garde (dans le trousseau du système) pour vérifier les livraisons :
hook-version-current = Version { $version } : actuelle
hook-version-grace = Version { $version } : encore acceptée jusqu’au { $until } (lots acceptés avant la rotation)
hook-version-expired = Version { $version } : ne signe plus
hook-version-revoked = Version { $version } : révoquée le { $at }
hook-secret-revoked = Les secrets de signature ont été révoqués : les livraisons de webhooks en attente sont supprimées. Récupérer de nouveau le secret en émet une nouvelle version, et les lots acceptés ensuite sont signés avec elle.
hook-secret-issue = Émettre un nouveau secret
hook-secret-reading = Lecture du secret de signature…
hook-secret-ask-again = Redemander
hook-secret-version-label = Version
hook-secret-version = Version { $version }
hook-secret-label = Secret
hook-secret-hide = Masquer
hook-secret-reveal = Afficher
hook-secret-copy = Copier
    .hint = Copie le secret dans le presse-papiers
hook-secret-copied = Le secret de signature (version { $version }) a été copié.
hook-secret-rotate = Faire tourner…
hook-secret-revoke = Révoquer…
hook-rotate-explained = Un nouveau secret signe les lots acceptés à partir de maintenant. Les lots déjà acceptés gardent le secret actuel pendant 7 jours ; GenDesk accepte les deux tant qu’un lot de l’ancienne version peut encore livrer, donc rien de ce que vous recevez ici ne casse. Mettez à jour vos propres récepteurs avec le nouveau secret.
hook-rotate-confirm = Faire tourner le secret
hook-revoke-explained = Révoquer arrête toutes les livraisons de webhooks en attente (elles sont supprimées, pas envoyées plus tard). Pour recevoir de nouveau des webhooks, récupérez le secret : le service émet une nouvelle version pour les lots acceptés ensuite.
hook-revoke-confirm = Révoquer les secrets
hook-cancel = Annuler
    .hint = Annuler (Échap)

## Le récepteur local

hook-receiver-title = Récepteur local
hook-receiver-on = Recevoir les webhooks et les rappels sur cet ordinateur
    .hint = Un serveur HTTP sur 127.0.0.1 uniquement : rien en dehors de cet ordinateur ne peut l’atteindre, sauf si vous lui ouvrez un tunnel
hook-receiver-starting = Démarrage…
hook-receiver-off = Désactivé. Activez-le pour voir chaque webhook et rappel, vérifié, dès son arrivée.
hook-receiver-listening = À l’écoute sur 127.0.0.1, port { $port }.
hook-receiver-sandbox = Le mode rappel et les lots du bac à sable hors ligne utilisent ces URL par défaut.
hook-receiver-tunnel = Par votre tunnel (section Récepteur de webhooks des Réglages) ; les formulaires de création et de lots utilisent celles-ci :
hook-receiver-forward = Votre tunnel doit transmettre à http://127.0.0.1:{ $port }.
hook-receiver-needs-tunnel = Le service n’appelle que des adresses HTTPS publiques. Ouvrez un tunnel vers ce port (voir le README) et saisissez son URL publique dans la section Récepteur de webhooks des Réglages ; les formulaires l’utiliseront.
hook-url-webhooks = Webhooks de lot
    .copied = L’URL des webhooks de lot a été copiée.
hook-url-callbacks = Rappels
    .copied = L’URL des rappels a été copiée.
hook-url-local-webhooks = Webhooks locaux
    .copied = L’URL des webhooks locaux a été copiée.
hook-url-local-callbacks = Rappels locaux
    .copied = L’URL des rappels locaux a été copiée.
hook-copy = Copier
hook-seen-session = { $count ->
        [one] { $count } livraison reçue pendant cette session.
       *[other] { $count } livraisons reçues pendant cette session.
    }

## L’inspecteur de livraisons

hook-filter-any = Tout verdict
hook-filter-verified = Vérifiées
hook-filter-refused = Refusées
hook-filter-duplicates = Doublons
hook-filter-callbacks = Rappels
hook-reading = Lecture des livraisons…
hook-newest-of = Les { $shown } plus récentes sur { $total } livraisons ; affinez le filtre pour voir les plus anciennes.
hook-count = { $count ->
        [one] { $count } livraison.
       *[other] { $count } livraisons.
    }
hook-gone = Cette livraison n’est plus conservée (seules les plus récentes le sont ; voir les Réglages).
hook-select = Sélectionnez une livraison à gauche pour voir sa requête, son corps et son verdict.
hook-show = Afficher
hook-show-all = Webhooks et rappels
hook-show-webhooks = Webhooks de lot
hook-show-callbacks = Rappels
hook-verdict = Verdict
hook-batch-filter = ID de lot
    .name = Filtre par ID de lot
hook-search = Chercher ID, motifs…
    .name = Chercher dans les livraisons
hook-clear-filters = Effacer les filtres
hook-no-match = Aucune livraison ne correspond à ces filtres.
hook-empty-listening = Aucune livraison pour l’instant. Envoyez un lot avec l’URL de webhook du récepteur, ou une tâche en mode rappel, et chaque livraison apparaît ici dès son arrivée.
hook-empty-off = Aucune livraison pour l’instant. Activez le récepteur ci-dessus pour recevoir webhooks et rappels.
hook-row-duplicate = doublon
hook-row-attempt = tentative { $attempt }
hook-row-name = { $verdict } { $kind } { $id }
hook-row-task = tâche { $id }
hook-row-batch = lot { $id }
hook-row-item = élément { $id }
hook-bytes = { $count } octets
hook-kind-webhook = Webhook de lot
hook-kind-callback = Rappel
hook-verdict-verified = Vérifiée
hook-verdict-duplicate = Doublon
hook-verdict-missing-header = En-tête manquant
hook-verdict-malformed = Mal formée
hook-verdict-wrong-scheme = Mauvais schéma
hook-verdict-mismatch = Signature invalide
hook-verdict-stale = Trop ancienne
hook-verdict-future = Venue du futur
hook-verdict-no-secret = Aucun secret
hook-verdict-callback = Rappel non signé
hook-verdict-unreadable = Illisible
hook-reader-failed = La liste des livraisons n’a pas pu démarrer son lecteur ({ $error }). Fermez quelques programmes et rouvrez le profil.
hook-read-failed = Les livraisons n’ont pas pu être lues : { $error }.
hook-read-one-failed = La livraison n’a pas pu être lue : { $error }.

## Une livraison

hook-kind-single-callback = Rappel d’une tâche
hook-received-at = reçue à { $time }
hook-attempt-of-event = · livraison { $attempt } de cet événement
hook-what-done = Ce que GenDesk a fait :
hook-copy-body = Copier le corps
hook-copy-headers = Copier les en-têtes
hook-copied-body = Le corps de la livraison a été copié.
hook-copied-headers = Les en-têtes de la livraison ont été copiés.
hook-copied-curl = La commande curl de la livraison a été copiée.
hook-replay-to = Rejouer vers
hook-copy-curl = Copier en curl
    .hint = Une commande shell qui envoie exactement ces octets et en-têtes à l’URL, par exemple votre propre serveur en développement
hook-request = Requête
hook-body = Corps
hook-body-not-utf8 = UTF-8 non valide : les octets fautifs sont affichés avec des caractères de remplacement (Copier en curl les conserve)
hook-body-first-kib = (premiers { $kib } Kio affichés)
hook-as-received = Tel que reçu
hook-pretty-json = JSON mis en forme
hook-as-received-not-json = Tel que reçu (pas du JSON)
hook-signature-check = Vérification de la signature
hook-signed-string = Chaîne signée ({"{eventId}.{timestamp}.{"}corps brut{"}"}) :
hook-no-signed-string = Pas de chaîne signée : l’en-tête de l’ID d’événement ou de l’horodatage manque.
hook-signature-received = Reçue
hook-signature-none = (aucune)
hook-signature-expected = Attendue
hook-signature-not-computed = (non calculée : pas de secret actuel, ou en-têtes inutilisables)
hook-secret-version-row = Version du secret
