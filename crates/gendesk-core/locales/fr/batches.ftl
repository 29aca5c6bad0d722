# Lots : l’éditeur de lots et l’envoi, la vue Lots et le détail d’un lot, les préréglages.

## La vue Lots : la liste

batch-reading-list = Lecture des lots…
batch-select-hint = Sélectionnez un lot à gauche pour voir ses éléments.
batch-empty-title = Aucun lot pour l’instant
batch-empty-body = Un lot envoie jusqu’à { $max } tâches d’un même modèle en une seule requête, en toute sécurité : si la connexion tombe, GenDesk renvoie la même requête et rien n’est facturé deux fois. Au-delà, les éléments sont répartis en plusieurs lots, regroupés en une série.
batch-empty-make = Créer un lot dans Créer
    .hint = Créer { $arrow } Lot : copies du formulaire, liste de prompts, grille de valeurs ou fichier CSV/JSONL/texte
batch-count-not-sent = { $count ->
    [one] { $count } pas encore envoyé
   *[other] { $count } pas encore envoyés
}
batch-count-accepted = { $count ->
    [one] { $count } accepté
   *[other] { $count } acceptés
}
batch-count-reused = { $count ->
    [one] { $count } réutilisé
   *[other] { $count } réutilisés
}
batch-count-rejected = { $count ->
    [one] { $count } rejeté
   *[other] { $count } rejetés
}
batch-count-open = { $count } en file ou en cours
batch-count-succeeded = { $count ->
    [one] { $count } réussi
   *[other] { $count } réussis
}
batch-count-failed = { $count ->
    [one] { $count } échoué
   *[other] { $count } échoués
}
batch-status-sending-again = nouvel envoi
batch-status-sending = envoi
batch-status-needs-you = action requise
batch-status-refused = refusé
batch-status-queued = en file
batch-status-running = en cours
batch-status-completed = terminé
batch-status-completed-with-errors = terminé avec erreurs
batch-name-in-run = Lot { $index } sur { $size }
batch-name = Lot n° { $batch }
batch-run-header = Série n° { $run } · { $items } éléments en { $batches } lots
batch-row-items = { $count ->
    [one] { $count } élément
   *[other] { $count } éléments
}
batch-row-hint = { $name } — cliquez pour voir ses éléments
batch-reader-not-started = La liste des lots n’a pas pu démarrer son lecteur ({ $error }). Fermez quelques programmes et rouvrez le profil.
batch-list-unreadable = Les lots n’ont pas pu être lus : { $error }.
batch-items-unreadable = Le lot n’a pas pu être lu : { $error }.

## La vue Lots : un lot

batch-made-at = • créé { $time }
batch-service-id = • lot du service { $id }
batch-origin-fix-rejected = Créé à partir des éléments rejetés corrigés du lot n° { $batch }.
batch-origin-retry-failed = Créé à partir des éléments échoués du lot n° { $batch }, renvoyés comme nouvelles tâches.
batch-filter-show = Afficher :
batch-filter-all = Tous
batch-filter-open = En file ou en cours
batch-filter-succeeded = Réussis
batch-filter-failed = Échoués
batch-filter-rejected = Rejetés
batch-filter-no-match = Aucun élément ne correspond à ce filtre.
batch-reading-items = Lecture des éléments…
batch-not-accepted-waiting = Pas encore accepté : { $error }
batch-not-accepted-resending = Pas encore accepté : { $error } GenDesk renvoie automatiquement la même requête.
batch-being-sent = Enregistré ; envoi au service en cours.
batch-send-again = Renvoyer
    .hint = Envoie exactement la même requête (mêmes octets et mêmes clés d’idempotence) : le service ne crée jamais ces tâches deux fois
batch-send-again-note = Même requête, mêmes clés : rien n’est facturé deux fois.
batch-refused-whole = Le service a refusé tout le lot : { $reason } Rien n’a été créé ni facturé.
batch-refused-whole-no-reason = Le service a refusé tout le lot sans donner de raison. Rien n’a été créé ni facturé.
batch-replayed = Le service a reconnu ce lot d’un envoi précédent (la réponse s’était perdue en route) ; rien n’a été facturé deux fois.
batch-reused-items = { $count ->
    [one] { $count } élément a réutilisé une tâche qui existait déjà pour la même clé d’élément ; rien n’a été facturé deux fois.
   *[other] { $count } éléments ont réutilisé une tâche qui existait déjà pour la même clé d’élément ; rien n’a été facturé deux fois.
}
batch-refresh-status = Actualiser l’état
batch-download-all = Télécharger tous les résultats
    .hint = Enregistre chaque résultat de ce lot dans un dossier à part, avec manifest.csv et manifest.jsonl qui listent chaque élément
    .nothing-yet = Aucun élément n’a encore réussi
batch-download-run = Télécharger toute la série
batch-fix-rejected = Corriger les éléments rejetés ({ $count })
    .hint = Les ouvre dans l’éditeur de lots avec les raisons du service ; les envoyer crée un nouveau lot avec de nouvelles clés
batch-retry-failed = Relancer les éléments échoués ({ $count })
batch-downloading = Téléchargement de { $done } fichiers sur { $total }
batch-downloaded = { $count ->
    [one] { $count } fichier et le manifeste enregistrés dans { $folder }
   *[other] { $count } fichiers et le manifeste enregistrés dans { $folder }
}
batch-open-folder = Ouvrir le dossier
batch-retry-confirm = { $count ->
    [one] Renvoyer { $count } élément échoué dans un nouveau lot ? Il devient une nouvelle tâche, payée à nouveau ; l’échouée a été remboursée.
   *[other] Renvoyer { $count } éléments échoués dans un nouveau lot ? Ils deviennent de nouvelles tâches, payées à nouveau ; les échouées ont été remboursées.
}
batch-retry-send = { $count ->
    [one] Envoyer { $count } nouvelle tâche payante
   *[other] Envoyer { $count } nouvelles tâches payantes
}
batch-retry-cancel = Annuler
    .hint = Annuler (Échap)
batch-item-state-not-sent = non envoyé
batch-item-state-queued = en file
batch-item-state-running = en cours
batch-item-state-succeeded = réussi
batch-item-state-failed = échoué
batch-item-state-rejected = rejeté
batch-item-rejected-hint = Rejeté ({ $code }) : { $message }. { $hint }
batch-item-rejected = Rejeté ({ $code }) : { $message }. Corrigez l’élément et renvoyez-le.
    .no-code = sans code
    .no-reason = le service n’a donné aucune raison
batch-item-failed-code-message = Échoué ({ $code }, { $category }) : « { $message } » { $meaning } { $hint }
batch-item-failed-code = Échoué ({ $code }, { $category }) : { $meaning } { $hint }
batch-item-failed-message = Échoué : « { $message } »
batch-item-failed = Échoué
batch-item-open-task = Ouvrir la tâche
    .hint = Afficher la tâche de cet élément dans Activité

## L’éditeur de lots (Créer → Lot)

batch-items-from = Éléments depuis
batch-source-copies = Copies du formulaire
batch-source-prompts = Liste de prompts
batch-source-file = Fichier
batch-source-grid = Grille
batch-source-fix = À corriger
batch-copies = Copies du formulaire :
    .hint = La même entrée plusieurs fois, par exemple pour comparer des essais
batch-copies-range = De 1 à { $max } ; au-delà de { $per_batch }, l’envoi se fait en plusieurs lots
batch-prompts-intro = Un prompt par ligne ; tous les autres champs viennent du formulaire.
batch-prompts = Prompts, un par ligne
    .example =
        un renard roux dans la neige
        un phare au crépuscule
        …
batch-fix-intro = Ces éléments sont revenus d’un lot envoyé, avec les raisons ci-dessous. Corrigez-les (modifiez le formulaire à gauche pour changer tous les éléments, ou le prompt d’un élément ici) et envoyez-les dans un nouveau lot avec de nouvelles clés.
batch-grid-no-field = Ce modèle n’a aucun champ avec une liste de valeurs à faire varier.
batch-grid-vary = Faire varier
batch-grid-prompts-intro = Prompts, un par ligne (vide : le prompt du formulaire) :
batch-grid-prompts = Prompts de la grille
batch-item-count = { $count ->
    [one] { $count } élément
   *[other] { $count } éléments
}
batch-items-need-fixing = { $count } à corriger
batch-remove-invalid = Retirer les éléments à problème
batch-empty-prompts = Saisissez ou collez des prompts ci-dessus, un par ligne.
batch-empty-file = Choisissez un fichier ou déposez-en un sur la fenêtre.
batch-empty-grid = Cochez au moins une valeur.
batch-empty-items = Aucun élément.
batch-item-id = Identifiant client de l’élément { $number }
batch-item-prompt = Prompt de l’élément { $number }
batch-item-remove = Retirer
batch-item-done = OK
batch-item-edit = Modifier
batch-item-no-prompt = (aucun prompt)
batch-item-problem-more = { $problem } (+{ $more } autres)
batch-item-ready-was = prêt ; avant : { $note }
batch-item-ready = prêt
batch-item-ready-differs = prêt · { $differences }

## L’envoi : la barre d’envoi et la fenêtre avant envoi

batch-items-to-batches = { $items ->
    [one] { $items } élément
   *[other] { $items } éléments
} { $arrow } { $batches ->
    [one] { $batches } lot
   *[other] { $batches } lots
}
batch-send-items = { $count ->
    [one] Envoyer { $count } élément…
   *[other] Envoyer { $count } éléments…
}
    .hint = Montre ce qui sera envoyé et ce que cela coûte avant tout paiement
batch-send-no-items = Il n’y a encore aucun élément.
batch-send-none-ready = { $count ->
    [one] L’élément n’est pas prêt : corrigez-le ou retirez-le.
   *[other] Aucun des { $count } éléments n’est prêt : corrigez ou retirez les éléments signalés.
}
batch-send-with-problems = { $count ->
    [one] { $count } élément à problème reste ici et n’est pas envoyé.
   *[other] { $count } éléments à problème restent ici et ne sont pas envoyés.
}
batch-preflight-title = Envoyer le lot
batch-preflight-not-covered = Le solde ne couvre pas le coût estimé : le service refuse un lot qu’il ne peut pas facturer entièrement (402). Rechargez votre compte ou envoyez moins d’éléments.
batch-preflight-webhook-intro = URL de webhook (facultative) : le service y envoie un événement signé par élément.
batch-preflight-webhook-url = URL de webhook
batch-preflight-safety = Chaque lot est enregistré avec ses clés d’idempotence avant l’envoi ; si la connexion tombe, GenDesk renvoie la même requête et rien n’est facturé deux fois.
batch-preflight-send = { $count ->
    [one] Envoyer { $count } tâche payante
   *[other] Envoyer { $count } tâches payantes
}
batch-preflight-cancel = Annuler
batch-nothing-sent = Rien n’a été envoyé : { $error }.
batch-preflight-model = Modèle
batch-preflight-items = Éléments
batch-preflight-not-sent = Non envoyés
batch-preflight-with-problems = { $count ->
    [one] { $count } élément à problème
   *[other] { $count } éléments à problème
}
batch-preflight-cost = Coût estimé
batch-preflight-cost-unknown = inconnu (le service ne publie pas ses prix)
batch-preflight-balance = Solde
batch-preflight-balance-unknown = pas encore connu
batch-preflight-receiver = Le récepteur de GenDesk : chaque livraison est vérifiée, affichée dans Webhooks, et termine aussitôt son élément.
batch-preflight-no-webhooks = Pas de webhooks
batch-preflight-use-receiver = Utiliser le récepteur de GenDesk

## Préréglages (Créer → Préréglages)

preset-menu = Préréglages
preset-menu-count = Préréglages ({ $count })
preset-save-as = Enregistrer comme préréglage…
    .hint = Garder tout le formulaire (modèle, prompt, champs, images de référence, options avancées) sous un nom
preset-import = Importer…
    .hint = Ajouter les préréglages d’un fichier exporté
preset-reading = Lecture des préréglages…
preset-none-yet = Aucun préréglage pour l’instant. « Enregistrer comme préréglage… » garde ce formulaire pour plus tard.
preset-apply = Appliquer
    .hint = Remplir le formulaire avec ce préréglage
preset-rename = Renommer…
preset-duplicate = Dupliquer
preset-export = Exporter…
    .hint = Enregistrer ce préréglage dans un fichier pour le partager
preset-delete = Supprimer…
preset-rename-title = Renommer le préréglage
preset-save-title = Enregistrer comme préréglage
preset-name = Nom
preset-name-taken = Un préréglage porte déjà ce nom : l’enregistrer le remplace.
preset-rename-confirm = Renommer
preset-save-confirm = Enregistrer
preset-cancel = Annuler
preset-delete-title = Supprimer le préréglage ?
preset-delete-question = Supprimer le préréglage « { $name } » ? Les tâches envoyées avec lui ne sont pas touchées.
preset-delete-confirm = Supprimer

## La source Fichier de l’éditeur de lots

batch-file-path = Chemin du fichier
    .example = /home/moi/prompts.csv
batch-file-open = Ouvrir
batch-file-choose = Choisir un fichier…
    .hint = CSV avec une ligne d’en-tête et une colonne prompt, JSON Lines (une entrée d’élément par ligne) ou texte brut (un prompt par ligne)
batch-file-reading = Lecture du fichier…
batch-file-or-drop = ou déposez un fichier .csv, .jsonl ou .txt sur la fenêtre, ou saisissez son chemin :
batch-file-columns-help = Les colonnes CSV correspondent aux champs du modèle (prompt est obligatoire ; les image_urls sont séparées par | ou des espaces ; une colonne client_item_id facultative nomme les éléments).
batch-file-read = { $count ->
    [one] { $file } : { $count } ligne lue comme { $format }.
   *[other] { $file } : { $count } lignes lues comme { $format }.
}
batch-file-unknown-columns = Colonnes inconnues de { $model } :
batch-file-column-ignore = ignorer
batch-file-column-extra = envoyer comme champ supplémentaire
batch-file-blocked = { $count ->
    [one] { $count } ligne est bloquée avant l’envoi (corrigez-la dans le fichier et choisissez-le à nouveau) :
   *[other] { $count } lignes sont bloquées avant l’envoi (corrigez-les dans le fichier et choisissez-le à nouveau) :
}
batch-file-row-problem = Ligne { $line } : { $problem }

## Notifications et boîtes de dialogue des lots et des préréglages

batch-retry-unreadable-item = L’élément { $item } n’a pas pu être relu ({ $error }) ; rien n’a été envoyé. Modifiez-le plutôt dans Créer, comme avec « Corriger les éléments rejetés ».
batch-retry-nothing-sent = Rien n’a été envoyé : { $error }
batch-file-dialog-title = Choisir un fichier d’éléments de lot
batch-file-dialog-filter = Éléments de lot (CSV, JSON Lines, texte)
batch-file-dialog-all = Tous les fichiers
batch-file-dialog-instead = déposez plutôt le fichier sur la fenêtre, ou saisissez son chemin à côté de « Choisir un fichier… »
batch-file-no-model = Choisissez d’abord un modèle dans Créer ; les colonnes du fichier sont associées à ses champs.
preset-saved = Le formulaire est gardé comme préréglage « { $name } ».
preset-renamed = Le préréglage « { $from } » s’appelle désormais « { $to } ».
preset-duplicated = Une copie de « { $name } » a été ajoutée.
preset-missing = Aucun préréglage ne s’appelle « { $name } ».
preset-deleted = Le préréglage « { $name } » a été supprimé.
preset-still-reading = Les préréglages sont encore en lecture ; réessayez dans un instant.
preset-export-title = Exporter le préréglage
preset-dialog-filter = Préréglages GenDesk
preset-export-instead = les préréglages se trouvent dans { $folder } ; copiez-les plutôt depuis ce dossier
preset-not-exported = Rien n’a été exporté.
preset-exported = Le préréglage est dans { $path }. Importez-le dans GenDesk pour l’utiliser.
preset-import-title = Importer des préréglages
preset-import-instead = copiez plutôt le fichier de préréglages dans le dossier des préréglages de GenDesk
preset-import-empty = Ce fichier ne contient aucun préréglage.
preset-import-still-reading = Les préréglages sont encore en lecture ; importez à nouveau le fichier dans un instant.
preset-imported-one = Le préréglage « { $name } » a été ajouté.
preset-imported = { $count ->
    [one] { $count } préréglage a été ajouté : { $names }.
   *[other] { $count } préréglages ont été ajoutés : { $names }.
}

# The kinds of file a batch is read from (a picker and "…read as { $format }").
batch-source-csv = CSV

batch-source-jsonl = JSON Lines

batch-source-text = Liste de prompts (un par ligne)

# A batch in the list as a screen reader says it: $name ("Batch 12" or its own name), $status ("running"…), $items ("40 items").
batch-row-name = { $name } : { $status }, { $items }

# Renaming or saving a preset under a name another preset has; $name is that name.
preset-name-in-use = Un préréglage nommé « { $name } » existe déjà ; choisissez un autre nom.

preset-name-unknown = Aucun préréglage ne s’appelle « { $name } ».

preset-name-empty = Donnez un nom au préréglage.

# $max is the longest name allowed, in characters.
preset-name-too-long = Le nom d’un préréglage compte au plus { $max } caractères.
