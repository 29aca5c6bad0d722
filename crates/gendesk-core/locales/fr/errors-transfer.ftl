# Errors of transfers: GenDesk's own updates, result downloads and previews, download file-name patterns, the webhook receiver and `gendesk webhook verify`, Insights exports and periods.

## Updates of GenDesk (update/error.rs). The update feed is the signed file that announces new versions.

err-update-disabled = ce GenDesk a été construit pour un paquet de distribution : son gestionnaire de paquets apporte les nouvelles versions
err-update-feed-address = l’adresse du flux de mises à jour { $url } n’est pas utilisable ({ $reason }) ; saisissez une adresse https:// dans Réglages → Mises à jour
err-update-unreachable = le flux de mises à jour n’a pas pu être joint ({ $reason }) ; vérifiez la connexion et réessayez
err-update-http-status = le serveur du flux de mises à jour a répondu HTTP { $status } pour { $url } ; réessayez plus tard
err-update-feed-too-large = le flux de mises à jour dépasse { $limit } octets : il n’a donc pas été lu
err-update-signature-unreadable = la signature du flux de mises à jour n’a pas pu être lue ({ $reason }) ; le flux n’a pas été utilisé
err-update-untrusted-key = le flux de mises à jour est signé avec une clé à laquelle ce GenDesk ne fait pas confiance ; le flux n’a pas été utilisé
err-update-bad-signature = la signature du flux de mises à jour ne correspond pas à son contenu : il a été modifié après sa signature, il n’a donc pas été utilisé
err-update-comment-mismatch = le commentaire signé du flux de mises à jour est { $comment }, mais le flux annonce { $version } : le flux n’a pas été utilisé
err-update-malformed = le flux de mises à jour n’a pas une forme que ce GenDesk comprend ({ $reason }) ; le flux n’a pas été utilisé
err-update-insecure-address = le flux de mises à jour indique une adresse qui n’est ni en https:// ni sur cet ordinateur ({ $url }) ; le flux n’a pas été utilisé
err-update-older-feed = le flux de mises à jour a été publié le { $published }, avant celui déjà vu ({ $last }) : c’est une ancienne copie, il n’a donc pas été utilisé
err-update-no-package = { $kind ->
        [matching] la mise à jour ne contient aucun paquet adapté
       *[other] la mise à jour ne contient aucun paquet de type « { $kind } »
    } ; téléchargez-la plutôt depuis la page du projet
err-update-download = la mise à jour n’a pas pu être téléchargée : { $error }
err-update-size-mismatch = la mise à jour téléchargée fait { $actual } octets alors que le flux signé indique { $expected } : elle a été supprimée et rien n’a été installé
err-update-hash-mismatch = le SHA-256 de la mise à jour téléchargée ne correspond pas au flux signé : elle a été supprimée et rien n’a été installé
err-update-io = { $path } n’a pas pu être { $action ->
        [read] lu
        [written] écrit
        [removed] supprimé
       *[other] { $action }
    } : { $cause } ; vérifiez les autorisations du dossier et l’espace libre
err-update-install = la mise à jour n’a pas pu être installée ({ $reason }) ; cette version continue de fonctionner
err-update-catalog = le catalogue de modèles mis à jour a été refusé ({ $error }) ; le précédent est conservé

## Result downloads (download/mod.rs). The history keeps these; core-download-… words them for the window.

err-download-not-http = seules les URL de résultat http et https peuvent être téléchargées, pas { $scheme }
err-download-invalid-url = l’URL du résultat n’est pas utilisable : { $reason }
err-download-expired = l’URL du résultat a expiré (24 h après son émission)
err-download-http-status = le serveur a répondu HTTP { $status }
err-download-too-large = le fichier dépasse la limite de { $limit } octets
err-download-no-space = plus d’espace sur le disque pendant l’écriture de { $path }
err-download-io = impossible d’écrire { $path } : { $cause }
err-download-local-gone = rien ne répond à l’adresse de l’URL du résultat sur cet ordinateur
err-download-network = erreur réseau : { $reason }
err-download-cancelled = le téléchargement a été annulé
err-download-setup = le téléchargeur n’a pas pu être configuré : { $reason }

## File-name patterns for downloads (download/name_pattern.rs): shown under the pattern in Settings.
## Field names in braces ({model}, {n}, {prompt:30}) are typed as they are: never translate them.

err-name-pattern-empty = Le motif est vide : indiquez au moins un champ, comme {"{model}"}.
err-name-pattern-unclosed = Une « {"{"} » n’a pas de « {"}"} » pour la fermer (après « { $before } »). Fermez le champ ou supprimez l’accolade.
err-name-pattern-stray-brace = Une « {"}"} » ne ferme aucun champ (après « { $before } »). Supprimez-la.
err-name-pattern-unknown-field = « {"{"}{ $name }{"}"} » n’est pas un champ. Les champs sont { $fields }.
err-name-pattern-bad-length = « {"{"}{ $field }:{ $length }{"}"} » demande une longueur de 1 à { $max } après les deux-points.
err-name-pattern-absolute = Le motif commence par « / » : il désigne des emplacements dans le dossier de téléchargement, supprimez donc la barre oblique du début.
err-name-pattern-parent-folder = « { $part } » n’est pas autorisé comme dossier : les fichiers restent dans le dossier de téléchargement.
err-name-pattern-no-file-name = Le motif se termine par un dossier : ajoutez un nom de fichier après le dernier « / », comme {"{n}"}.
err-name-pattern-too-deep = Le motif crée { $count } dossiers imbriqués les uns dans les autres ; { $max } au plus sont autorisés.

## Result previews (media/fetch.rs).

err-fetch-bad-url = l’adresse du résultat ne peut pas être ouverte : { $reason }
err-fetch-gone = le lien du résultat ne fonctionne plus (HTTP { $status }) ; les liens de résultat expirent 24 heures après la fin de la tâche, seule une copie téléchargée peut donc être affichée
err-fetch-status = le serveur a répondu HTTP { $status } pour le fichier de résultat ; réessayez plus tard
err-fetch-too-large = le fichier dépasse { $mib } MiB, trop pour un aperçu ; téléchargez-le plutôt
err-fetch-network = le fichier de résultat n’a pas pu être récupéré ({ $reason }) ; vérifiez la connexion et réessayez
err-fetch-local-gone = le lien de ce résultat n’est plus disponible : plus rien ne répond à son adresse sur cet ordinateur (le bac à sable hors ligne qui l’a créé tourne maintenant à une autre adresse), il ne peut donc être affiché qu’à partir d’une copie téléchargée

## gendesk webhook verify (webhooks/cli.rs). $variable is an environment variable's name; the command line after "for example:" is typed as it is.

err-webhook-cli-secret-unset = La variable d’environnement { $variable } n’est pas définie. Mettez-y le secret de signature du webhook (GenDesk ne lit jamais un secret sur la ligne de commande), par exemple : { $variable }="$(cat secret.txt)" gendesk webhook verify --secret-env { $variable } …
err-webhook-cli-secret-empty = La variable d’environnement { $variable } est vide. Mettez-y le secret de signature du webhook : un secret vide ne permet de rien vérifier.
err-webhook-cli-secret-not-text = La variable d’environnement { $variable } ne contient pas de texte UTF-8. Copiez de nouveau le secret de signature exactement tel que le service l’affiche.
err-webhook-cli-stdin = Le corps n’a pas pu être lu sur l’entrée standard : { $cause }. Envoyez le corps brut à la commande par un tube.
err-webhook-cli-body-too-large = Le corps sur l’entrée standard dépasse { $limit } octets, bien plus que ce que transporte un webhook. Vérifiez que le bon fichier est envoyé par le tube.

## The webhook receiver (webhooks/receiver.rs); core-receiver-… words these for the window.

err-receiver-port-taken = le port { $port } sur 127.0.0.1 est déjà utilisé
err-receiver-bind = impossible d’écouter sur le port { $port } de 127.0.0.1 : { $cause }

## Insights exports (insights/export.rs). $error is the writer's reason, in English.

err-export-csv = le CSV n’a pas pu être écrit : { $error }
err-export-json = le JSON n’a pas pu être écrit : { $error }
err-export-finish = le CSV n’a pas pu être finalisé : { $error }

## Periods of `gendesk report` (insights/period.rs). 24h, 7d, 30d and 2026-11-01 are typed as they are.

err-period-unreadable = { $given } n’est pas une période : indiquez une durée comme 24h, 7d ou 30d, ou une date comme 2026-11-01
err-period-backwards = la période se termine avant de commencer ({ $since } est postérieur à { $until })
