# Sauvegarde et restauration en un seul fichier (backup/ dans gendesk-core, `gendesk backup` et `gendesk restore`).

## Erreurs

err-backup-io = { $path } n’a pas pu être lu ou écrit : { $reason } ; vérifiez le disque et les autorisations
err-backup-history = l’historique n’a pas pu être copié : { $reason }
err-backup-damaged = { $file } a été refusé, rien n’a été modifié : { $reason }
err-backup-newer-format = cette sauvegarde a été faite par un GenDesk plus récent (format de sauvegarde { $found }, celui-ci lit jusqu’au { $known }) : mettez d’abord GenDesk à jour ; rien n’a été modifié
err-backup-newer-history = cette sauvegarde a été faite par un GenDesk plus récent (version d’historique { $found }, celui-ci lit jusqu’à la { $known }) : mettez d’abord GenDesk à jour ; rien n’a été modifié
err-backup-wrong-passphrase = la phrase secrète n’ouvre pas les clés et secrets de cette sauvegarde ; rien n’a été modifié — saisissez-la à nouveau exactement comme lors de la sauvegarde
err-backup-secrets = les clés et secrets n’ont pas pu être enregistrés ou lus : { $reason }
err-backup-settings = les réglages n’ont pas pu être lus ou modifiés : { $reason }
err-backup-interrupted = la restauration s’est arrêtée en cours de route : { $reason } ; ce qui était là avant est conservé dans { $safety } — restaurez ce fichier pour revenir en arrière

## Ce qui ne va pas dans un fichier

backup-problem-not-a-zip = ce n’est pas une sauvegarde GenDesk, ou elle est tronquée ({ $reason })
backup-problem-no-seal = ce n’est pas une sauvegarde GenDesk, ou sa fin est endommagée
backup-problem-seal-mismatch = son contenu ne correspond pas à sa somme de contrôle : le fichier est endommagé ou a été modifié après sa création
backup-problem-no-manifest = elle n’a pas de liste de contenu (manifest.json)
backup-problem-manifest = sa liste de contenu est illisible ({ $reason })
backup-problem-manifest-too-big = sa liste de contenu est beaucoup trop grande
backup-problem-bad-name = elle contient un fichier dont GenDesk n’accepte pas le nom ({ $entry })
backup-problem-missing-entry = { $entry } y manque
backup-problem-unlisted-entry = elle contient { $entry }, que sa liste de contenu ne nomme pas
backup-problem-unreadable-entry = { $entry } y est illisible ({ $reason })
backup-problem-entry-changed = { $entry } ne correspond pas à sa taille ou à sa somme de contrôle

## Autres raisons

backup-problem-history-busy = l’historique est resté occupé ; fermez les autres fenêtres de GenDesk ou patientez un instant, puis réessayez
backup-problem-no-keyring-given = aucun trousseau n’a été indiqué pour lire les clés
backup-problem-empty-passphrase = la phrase secrète est vide ; choisissez-en une pour protéger les clés dans la sauvegarde
backup-problem-secrets-unreadable = les clés et secrets déchiffrés sont illisibles (ligne { $line }, colonne { $column })
backup-problem-path-not-text = le nom du dossier n’est pas un texte que SQLite peut ouvrir ; déplacez le dossier de données vers un nom plus simple
backup-problem-unknown-table = l’historique a une table que ce GenDesk ne sait pas fusionner ({ $table }) ; restaurez-le plutôt avec Remplacer

## gendesk backup / gendesk restore

backup-cli-no-passphrase = --with-secrets a besoin de la phrase secrète dans la variable d’environnement GENDESK_BACKUP_PASSPHRASE ; définissez-la, ou retirez --with-secrets
backup-cli-exists = { $file } existe déjà ; choisissez un autre nom, ou déplacez d’abord ce fichier
backup-cli-busy = GenDesk est ouvert avec ce dossier de données ({ $folder }) ; fermez-le, puis relancez la restauration
backup-cli-written = Sauvegarde écrite : { $file } ({ $size })
backup-cli-history = Historique : { $tasks ->
    [one] { $tasks } tâche
   *[other] { $tasks } tâches
}, { $batches ->
    [one] { $batches } lot
   *[other] { $batches } lots
}, { $downloads ->
    [one] { $downloads } téléchargement enregistré
   *[other] { $downloads } téléchargements enregistrés
}, { $profiles ->
    [one] { $profiles } profil
   *[other] { $profiles } profils
}
backup-cli-files = Fichiers : { $files }
backup-cli-results-included = Résultats téléchargés : inclus
backup-cli-secrets-included = Clés et secrets : inclus, chiffrés avec votre phrase secrète
backup-cli-secrets-left-out = Clés et secrets : non inclus (--with-secrets les ajoute, chiffrés)
backup-cli-skipped = Laissés de côté (noms qui ne sont pas du texte) : { $files }
backup-cli-restored-replace = Restauré depuis { $file } : l’historique et les réglages ont été remplacés
backup-cli-restored-merge = Fusionné depuis { $file } : { $added ->
    [one] { $added } tâche ajoutée
   *[other] { $added } tâches ajoutées
}, { $present } déjà présentes ; { $batches ->
    [one] { $batches } lot ajouté
   *[other] { $batches } lots ajoutés
}, { $downloads ->
    [one] { $downloads } téléchargement enregistré ajouté
   *[other] { $downloads } téléchargements enregistrés ajoutés
}
backup-cli-profiles-added = Profils ajoutés : { $names }
backup-cli-settings-written = Fichiers de réglages écrits : { $count }
backup-cli-results-restored = Résultats téléchargés : { $written } écrits, { $kept } déjà présents (conservés)
backup-cli-safety = Ce qui était là avant : { $file }
backup-cli-secrets-restored = Clés et secrets : { $saved } enregistrés, { $kept } déjà présents (conservés)
backup-cli-secrets-skipped = Clés et secrets : ignorés — la sauvegarde les contient, mais GENDESK_BACKUP_PASSPHRASE n’est pas définie
backup-cli-secrets-none = Clés et secrets : aucun dans cette sauvegarde
backup-cli-no-key = Profils sans clé d’API : { $names } — ajoutez leurs clés dans les réglages de profil de GenDesk

## The progress bar's steps (work_progress.rs) and the report after a restore (restore_report.rs).
backup-step-checking = Vérification du fichier…
backup-step-history = Copie de l’historique…
backup-step-settings = Réglages et profils…
backup-step-results = Résultats téléchargés…
backup-step-secrets = Clés et secrets…
backup-step-safety = Copie de l’existant…
backup-step-restoring = Restauration…
restore-report-title = Sauvegarde restaurée
restore-report-failed-title = La sauvegarde n’a pas été restaurée
restore-report-secrets-skipped = Clés et secrets : laissés de côté — aucune phrase secrète n’a été saisie
restore-report-show-earlier = Afficher les données précédentes
restore-report-close = Fermer
