# Problèmes avec les éléments d’un lot et avec les images de référence d’un formulaire : lignes
# d’un fichier importé inutilisables, identifiants client des éléments, et images de référence
# qui ne peuvent pas être envoyées.

## Cellules d’un fichier importé qui ne conviennent pas à leur champ (batch/cells.rs).

problem-batch-cell-whole-number = { $value } dans la colonne { $column } n’est pas un nombre entier ; { $label } n’accepte que des chiffres, par exemple 42
problem-batch-cell-number = { $value } dans la colonne { $column } n’est pas un nombre ; { $label } attend un nombre écrit avec des chiffres et un point, par exemple 2.5
problem-batch-cell-yes-no = { $value } dans la colonne { $column } n’est ni oui ni non ; { $label } accepte true, false, yes, no, 1 ou 0

## Deux colonnes pour un même champ (batch/plan.rs).

problem-batch-two-columns-one-field = { $first } et { $second } remplissent tous deux le champ { $key } ({ $label }) ; n’en gardez qu’une

## Une ligne CSV qui n’a pas le bon nombre de cellules (batch/csv_rows.rs).

problem-batch-csv-cell-count = cette ligne a { $cells } { $cells ->
        [one] cellule
       *[other] cellules
    } mais l’en-tête a { $columns } { $columns ->
        [one] colonne
       *[other] colonnes
    } ({ $names }) ; la ligne a été ignorée. Vérifiez s’il manque une virgule ou s’il y en a une de trop : une cellule qui contient une virgule doit être entre guillemets doubles
problem-batch-csv-cell-count-runs-on = cette ligne a { $cells } { $cells ->
        [one] cellule
       *[other] cellules
    } mais l’en-tête a { $columns } { $columns ->
        [one] colonne
       *[other] colonnes
    } ({ $names }) ; la ligne a été ignorée. Vérifiez s’il manque une virgule ou s’il y en a une de trop : une cellule qui contient une virgule doit être entre guillemets doubles. La ligne se poursuit jusqu’à la ligne { $end } : il manque peut-être le guillemet fermant d’un guillemet ouvert à la ligne { $line }

## Lignes d’un fichier JSON Lines inutilisables (batch/import.rs).

problem-batch-jsonl-not-object = ceci est { $kind ->
        [null] null
        [bool] true ou false
        [number] un nombre
       *[string] une chaîne
    }, pas un objet JSON ; chaque ligne doit être un seul objet, comme { "{" }"prompt": "a red fox"{ "}" }
problem-batch-jsonl-array = ceci est un tableau JSON, pas un objet JSON ; chaque ligne doit être un seul objet, comme { "{" }"prompt": "a red fox"{ "}" } (pour une liste d’éléments, mettez chaque élément sur sa propre ligne)
problem-batch-jsonl-item-id-type = "client_item_id" est { $kind ->
        [bool] true ou false
        [array] un tableau JSON
       *[object] un objet
    } ; écrivez-le sous forme de chaîne, comme "item-1", ou retirez-le
problem-batch-jsonl-invalid = cette ligne n’est pas du JSON valide ({ $reason } à la colonne { $column }) ; chaque ligne doit être un objet JSON complet, comme { "{" }"prompt": "a red fox"{ "}" }, un saut de ligne dans un texte s’écrivant \n
problem-batch-jsonl-invalid-pretty = cette ligne n’est pas du JSON valide ({ $reason } à la colonne { $column }) ; JSON Lines demande chaque objet sur une seule ligne ; un fichier JSON mis en forme doit être réécrit avec un objet par ligne

## L’identifiant client d’un élément (batch/draft.rs).

problem-batch-item-id-missing = L’élément n’a pas d’identifiant client ; donnez-lui-en un (un texte court quelconque, unique dans le lot).
problem-batch-item-id-too-long = L’identifiant client de l’élément fait { $length } caractères ; limitez-le à { $max }.
problem-batch-item-id-repeated = L’identifiant client « { $id } » est aussi utilisé par un autre élément ; chaque élément a besoin du sien.

## Les images de référence d’un formulaire (compose/references.rs).

problem-batch-reference-none-mode = { $mode } nécessite au moins une image de référence ; ajoutez une image ou une URL d’image, ou choisissez un autre mode.
problem-batch-reference-none = Ce mode nécessite au moins une image de référence ; ajoutez une image ou une URL d’image, ou choisissez un autre mode.
problem-batch-reference-too-many = { $given } { $given ->
        [one] image de référence a été fournie
       *[other] images de référence ont été fournies
    } ; { $model } en accepte au plus { $max }. Retirez-en { $extra }.
problem-batch-reference-not-http = L’image de référence { $number } ({ $url }) n’est pas une URL http(s) ; saisissez une adresse complète commençant par https://.
problem-batch-reference-picture = Image de référence { $number } ({ $name }) : { $problem }. Utilisez la copie plus petite que GenDesk propose à côté.
problem-batch-reference-not-uploaded = L’image de référence { $number } ({ $name }) n’est pas encore téléversée ; patientez un instant ou consultez le message à côté.
