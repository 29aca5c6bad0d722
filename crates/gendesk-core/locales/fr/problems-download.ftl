# Pourquoi le téléchargement d’un fichier de résultat a échoué ou a dû reprendre à zéro :
# adresses et redirections refusées, ce qu’a fait le serveur, et noms de fichier inutilisables.

## Adresses de résultat et redirections refusées (download/result_url.rs).

problem-download-too-many-redirects = plus de { $max } redirections
problem-download-redirect-not-http = redirection vers une URL non http ({ $scheme }:)
problem-download-redirect-credentials = redirection vers une URL contenant des identifiants
problem-download-no-host = elle n’a pas d’hôte
problem-download-credentials = elle contient un nom d’utilisateur ou un mot de passe

## Une connexion qui n’a pas apporté tout le fichier (download/job.rs).

problem-download-gave-up = { $why } (abandon après { $attempts } { $attempts ->
        [one] tentative
       *[other] tentatives
    } de reprise)
problem-download-no-answer = pas de réponse en { $seconds } s
problem-download-no-data = aucune donnée pendant { $seconds } s
problem-download-resumed-elsewhere = le serveur a repris à une autre position que l’octet { $offset }
problem-download-no-such-byte = le serveur n’a pas d’octet { $offset } dans ce fichier
problem-download-server-error = le serveur a répondu HTTP { $status }
problem-download-ended-early = la connexion s’est interrompue après { $done } octets sur { $total }
problem-download-too-many-bytes = le serveur a envoyé { $done } octets, plus que les { $total } annoncés

## Le nom du fichier téléchargé (download/part_file.rs).

problem-download-name-taken = { $count } fichiers portent déjà ce nom
problem-download-outside-folder = le nom de fichier sortirait du dossier de téléchargement
