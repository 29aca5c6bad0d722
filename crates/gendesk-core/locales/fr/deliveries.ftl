# Ce que GenDesk enregistre de chaque webhook et rappel reçu, visible dans la vue Webhooks
# (engine/delivery_flow.rs), et comment est nommé un envoi retenu par le plafond de dépenses
# (engine/spending.rs).

## Ce qui a été fait d’une livraison. $task_id est l’ID de tâche du service ; $state un état de
## tâche dans les mots des vues des tâches (task-state-…), ou le mot du service pour un état plus
## récent ; $error un message d’erreur.

delivery-not-verified = Rien n’a changé : seuls les webhooks vérifiés sont pris en compte.
delivery-duplicate-action = Rien n’a changé : la première livraison de cet événement a déjà été prise en compte.
delivery-no-such-task = Rien n’a changé : aucune tâche { $task_id } n’est enregistrée dans ce profil.
delivery-not-final = Rien n’a changé : le webhook indique « { $state } », qui n’est pas un état final.
delivery-became-final = Tâche { $task_id } marquée « { $state } » d’après ce webhook, sans attendre la prochaine vérification d’état.
delivery-already-final = Rien de nouveau : la tâche { $task_id } était déjà « { $state } » (une vérification d’état est passée avant).
delivery-updated = Tâche { $task_id } mise à jour d’après ce webhook ({ $state }).
delivery-not-applied = Non appliqué : { $error }. La tâche reste suivie par les vérifications d’état.
delivery-callback-no-task = Rien n’a été fait : aucune tâche { $task_id } n’est enregistrée dans ce profil.
delivery-callback-checking = L’état de la tâche { $task_id } a été demandé au service sans attendre. Les rappels ne portent aucune signature : GenDesk ne prend donc jamais leur contenu pour le résultat.
delivery-callback-already-final = Rien à vérifier : la tâche { $task_id } est déjà dans un état final. Les rappels ne portent aucune signature : leur contenu n’est donc jamais pris pour le résultat.
delivery-callback-not-scheduled = La vérification d’état n’a pas pu être planifiée : { $error }.
delivery-callback-unreadable-action = Rien n’a changé.

## Pourquoi une livraison a reçu son verdict. $reason est le constat de la vérification de la
## signature (une phrase complète, « Signature vérifiée. ») ; $event_id l’ID d’événement du
## webhook ; $first le numéro de la livraison qui a apporté l’événement en premier.

delivery-webhook-unreadable = { $reason } Le contenu n’est pas un webhook de lot que cette version de GenDesk sait lire : rien n’en a été fait, et la tâche reste suivie par les vérifications d’état.
delivery-callback-unreadable = Le contenu n’est pas un rappel de tâche (une enveloppe dont data est un enregistrement de tâche) : rien n’en a été fait.
delivery-callback = Rappel d’une tâche pour la tâche { $task_id } (indique « { $state } »). Dans cette interface, les rappels ne portent aucune signature : celui-ci ne déclenche donc qu’une vérification d’état.
delivery-duplicate = L’événement { $event_id } a déjà été reçu (livraison n° { $first }) ; cette copie est une nouvelle tentative ou un rejeu. { $reason }

## Un envoi retenu par le plafond de dépenses, en mots : c’est le $what des messages
## core-limit-…, en minuscules (sa première lettre passe en majuscule en début de phrase).
## $model est un ID de modèle ; $count, $items et $batches sont des nombres.

delivery-held-task = 1 tâche de { $model }
delivery-held-comparison = { $count ->
        [one] { $count } tâche sur un modèle
       *[other] { $count } tâches sur plusieurs modèles
    }
delivery-held-batch = un lot de { $items ->
        [one] { $items } élément
       *[other] { $items } éléments
    } pour { $model }
delivery-held-run = { $batches ->
        [one] { $batches } lot
       *[other] { $batches } lots
    } pour { $model }, { $items ->
        [one] { $items } élément
       *[other] { $items } éléments
    }
delivery-held-command = une commande
