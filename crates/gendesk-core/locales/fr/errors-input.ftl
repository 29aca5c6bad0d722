# Errors of the input GenDesk reads: reference pictures, batch files and manifests, the model catalogue and user models, presets files, stored requests reused in Compose.

## Reference pictures (references/mod.rs)

# $path is the file; $cause is the system's reason, often in English.
err-references-unreadable = { $path } n’a pas pu être lu ({ $cause }) ; vérifiez que le fichier existe et que GenDesk a le droit de le lire
# $name is the file's name; $size its size, already formatted ("31.4 MB").
err-references-source-too-large = { $name } fait { $size } — bien plus que ce qu’une image de référence peut peser ; choisissez une image plus petite ou exportez-en une copie plus petite
# $name is the file's name.
err-references-not-a-picture = { $name } n’est pas une image que GenDesk sait lire ; utilisez un fichier JPEG, PNG ou WebP
# $cause is what the picture decoder said, in English.
err-references-damaged = { $name } n’a pas pu être décodé ({ $cause }) ; il est peut-être endommagé — ouvrez-le dans un éditeur d’images et enregistrez-le à nouveau
err-references-changed = { $path } a changé depuis son utilisation (son contenu est différent) ; ajoutez-le à nouveau pour utiliser la nouvelle version
err-references-no-host = ce profil n’a aucun endroit où déposer votre image pour que le service aille la chercher ; dans Réglages → Images de référence, configurez un bucket ou l’URL du tunnel, ou donnez plutôt une URL d’image
# $reason says what is wrong, in English.
err-references-bucket-settings = les réglages du bucket ne sont pas utilisables ({ $reason }) ; vérifiez le point de terminaison et le nom du bucket dans Réglages → Images de référence
err-references-no-bucket-secret = la clé secrète du bucket n’est pas enregistrée ; saisissez-la dans Réglages → Images de référence
# $status is an HTTP status code (403). $details is empty or, after a space, the bucket's own error code and words in parentheses: " (NoSuchBucket: The specified bucket does not exist)". $advice is one of the err-references-bucket-advice-… messages below.
err-references-bucket-refused = le bucket a refusé l’envoi : HTTP { $status }{ $details } ; { $advice }
# What to check after the bucket refused an upload (they follow "…; ").
err-references-bucket-advice-keys = vérifiez l’ID de clé d’accès et la clé secrète dans Réglages → Images de référence, et que la clé a le droit d’écrire dans ce bucket
err-references-bucket-advice-name = vérifiez le nom du bucket et le point de terminaison dans Réglages → Images de référence
err-references-bucket-advice-region = vérifiez la région dans Réglages → Images de référence (« auto » pour Cloudflare R2)
err-references-bucket-advice-later = réessayez plus tard ; si le problème persiste, vérifiez le bucket dans la console de votre fournisseur de stockage
# $reason is what the network said, often in English.
err-references-bucket-unreachable = le bucket n’a pas pu être joint ({ $reason }) ; vérifiez le point de terminaison dans Réglages → Images de référence, ainsi que votre connexion
# $reason is what went wrong, often in English.
err-references-sandbox = le bac à sable hors ligne n’a pas pu recevoir l’image ({ $reason }) ; réessayez, ou redémarrez GenDesk si le problème persiste
# $reason is what the history database said, in English.
err-references-not-recorded = GenDesk n’a pas pu noter l’image envoyée dans son historique ({ $reason }) ; réessayez
err-references-receiver-off = le récepteur de GenDesk n’est pas en marche, il ne peut donc pas servir votre image ; activez-le dans Webhooks → Secret et récepteur

## Importing a batch file or pasted text (batch/source.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-import-read = impossible de lire { $path } : { $cause }
err-batch-import-not-a-file = { $path } n’est pas un fichier ; choisissez un fichier .csv, .jsonl ou .txt
# $size and $limit are sizes, already formatted ("12.5 MiB").
err-batch-import-too-large = le fichier fait { $size }, plus que les { $limit } permis pour une importation ; divisez-le en fichiers plus petits ou supprimez les lignes dont vous n’avez pas besoin (un lot compte au plus 50 éléments)
# $offset is a byte's position counted from the start of the file; $line a line number. "Save As", "CSV UTF-8" and "Unicode Text" are Excel's own words: use the ones of Excel in your language.
err-batch-import-not-utf8 = le fichier n’est pas du texte UTF-8 : l’octet à la position { $offset } (ligne { $line }) n’est pas de l’UTF-8 valide. Enregistrez le fichier en UTF-8 (dans Excel : Enregistrer sous → « CSV UTF-8 » ; dans les autres éditeurs, choisissez l’encodage UTF-8) et importez-le à nouveau
err-batch-import-utf16 = le fichier est du texte UTF-16 (« Texte Unicode » d’Excel) ; enregistrez-le en UTF-8 (dans Excel : Enregistrer sous → « CSV UTF-8 ») et importez-le à nouveau
err-batch-import-empty = il n’y a rien à importer : le texte est vide ou ne contient que des lignes vides
# $name is the column's name, in quotes; $first and $second are column numbers (1 is the first).
err-batch-import-duplicate-column = la ligne d’en-tête nomme la colonne { $name } deux fois (colonnes { $first } et { $second }) ; chaque colonne a besoin de son propre nom : renommez ou supprimez l’une d’elles
# $line is a line number; $reason is what the CSV reader said, in English.
err-batch-import-csv = le fichier CSV n’a pas pu être lu au-delà de la ligne { $line } : { $reason }

## Splitting items into batches (batch/split.rs)

err-batch-split-empty = il n’y a aucun élément à envoyer ; ajoutez au moins un élément valide
# $item is the item's name (its client_item_id), in quotes; $bytes a number of bytes, always over 5 MiB.
err-batch-split-item-too-large = l’élément { $item } fait à lui seul { $bytes } octets de JSON, au-delà de la limite de 5 MiB par lot du service ; raccourcissez son prompt ou ses champs
err-batch-split-encode = l’élément { $item } n’a pas pu être encodé en JSON

## The manifest written beside a batch's downloaded results (batch/manifest.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-manifest-io = { $path } n’a pas pu être écrit : { $cause }
# $reason is what the encoder said, in English.
err-batch-manifest-encode = le manifeste n’a pas pu être encodé : { $reason }

## The model catalogue (catalog/error.rs). These mostly reach people who write their own model definitions: model IDs, field keys, kinds (image, video, audio) and the words extra_fields and overrides are the file's own words, never translated.

# $reason says what is wrong, with line and column when known, in English.
err-catalog-built-in = le catalogue de modèles intégré est endommagé ({ $reason }) ; c’est un bogue de GenDesk, merci de le signaler
err-catalog-updated = le catalogue de modèles venu du flux de mises à jour n’est pas valide ({ $reason })
err-catalog-sandbox-json = le catalogue de modèles du bac à sable n’a pas pu être lu ({ $reason }) ; le bac à sable et ce GenDesk n’ont peut-être pas la même version
# $model is the model ID, in quotes; $error is one of the err-catalog-field-… messages.
err-catalog-field = modèle { $model } : { $error }
# $model and $key (a field's key) are in quotes; $kind is the model kind's code: image, video or audio.
err-catalog-unknown-override = le modèle { $model } redéfinit { $key }, qui n’est pas un champ commun des modèles { $kind } ; indiquez-le plutôt sous extra_fields
err-catalog-duplicate-field = le modèle { $model } ajoute le champ { $key }, qu’il a déjà ; pour modifier un champ commun, utilisez overrides
# $id is the model ID, in quotes.
err-catalog-bad-id = l’ID de modèle { $id } n’est pas utilisable : il ne doit pas être vide, commencer ou finir par des espaces, ni contenir de caractères de contrôle
# $origin says which catalogue: "built-in" (or "sandbox").
err-catalog-duplicate-model = le modèle { $id } est défini deux fois dans { $origin ->
        [built-in] le catalogue intégré
        [sandbox] le catalogue du bac à sable
       *[other] le catalogue « { $origin } »
    } ; gardez une seule définition

## A field of a model definition (catalog/field_doc.rs). The quoted words ("key", "type", "values"), input and the type names are the file's own words, never translated.

err-catalog-field-empty-key = un champ a une « key » vide ; donnez-lui le nom utilisé dans input
# $key is the field's key, in quotes.
err-catalog-field-missing-type = le champ { $key } n’a pas de « type » ; utilisez l’un de text, prompt, enum, bool, integer, number, url_list
# $field_type is a type name (text, enum, …); $property a property's name in quotes ("values", "min", …).
err-catalog-field-stray-property = le champ { $key } est de type { $field_type } et ne peut pas avoir { $property } ; supprimez-le
err-catalog-field-no-values = le champ enum { $key } a besoin d’une liste « values » non vide
# $property is "min" or "max", in quotes.
err-catalog-field-fractional-bound = le champ integer { $key } a un { $property } qui n’est pas un nombre entier
err-catalog-field-inverted-bounds = le champ { $key } a sa borne inférieure au-dessus de sa borne supérieure ; inversez-les
# $default is a JSON value; $reason says what the field expects, in English ("the field holds text").
err-catalog-field-bad-default = le champ { $key } a la valeur par défaut { $default } mais { $reason } ; corrigez la valeur par défaut

## The file of models the person added (catalog/user_models.rs)

# $path is the file; $action is "read" or "saved"; $cause is the system's reason, often in English.
err-catalog-user-models-io = le fichier de vos modèles { $path } n’a pas pu être { $action ->
        [read] lu
        [saved] enregistré
       *[other] { $action }
    } : { $cause } ; vérifiez les autorisations du dossier et l’espace libre
# $line and $column are numbers; $reason is what the TOML reader said, in English.
err-catalog-user-models-damaged = le fichier de vos modèles { $path } est endommagé à la ligne { $line }, colonne { $column } ({ $reason }) ; corrigez cette ligne ou déplacez le fichier ailleurs

## Presets files (compose/preset.rs)

# $path is the file; $action is "read" or "written"; $cause is the system's reason, often in English.
err-compose-preset-io = { $path } n’a pas pu être { $action ->
        [read] lu
        [written] écrit
       *[other] { $action }
    } ({ $cause }) ; vérifiez que le dossier existe et que GenDesk peut l’utiliser
# $detail says what was wrong and where, in English.
err-compose-preset-unreadable = { $path } n’est pas un fichier de préréglages GenDesk ({ $detail }) ; exportez les préréglages depuis GenDesk pour les partager
# $bytes is a number of bytes, always large.
err-compose-preset-too-large = { $path } fait { $bytes } octets, trop pour un fichier de préréglages ; choisissez le fichier exporté par GenDesk

## Reusing a stored request's settings in the form (compose/from_request.rs)

err-compose-request-not-an-object = la requête enregistrée n’est pas un objet JSON : ses réglages ne peuvent donc pas être réutilisés
err-compose-request-no-input = la requête enregistrée n’a pas d’objet « input » : ses réglages ne peuvent donc pas être réutilisés
# $field is provider or request_type (never translated); $value the JSON value found ("fast").
err-compose-request-unknown-value = la requête enregistrée a { $field } { $value }, que cette version de GenDesk ne propose pas ; les réglages ne peuvent pas être réutilisés

# What a CSV file without column names has (in the two messages below).
err-batch-import-no-columns = aucune

# A CSV file has no "prompt" column but one like it: $found lists the columns found (quoted), $column is the look-alike (quoted). "prompt" is the column's name and stays as it is.
err-batch-import-no-prompt-rename = le fichier CSV n’a pas de colonne "prompt". Sa première ligne doit nommer les colonnes, et l’une d’elles doit être "prompt" (le texte à partir duquel générer). Colonnes trouvées : { $found }. Pour corriger, renommez la colonne { $column } en "prompt" et importez à nouveau

# A CSV file has no "prompt" column and none like it: $found lists the columns found (quoted).
err-batch-import-no-prompt-header = le fichier CSV n’a pas de colonne "prompt". Sa première ligne doit nommer les colonnes, et l’une d’elles doit être "prompt" (le texte à partir duquel générer). Colonnes trouvées : { $found }. Pour corriger, si la première ligne est déjà un prompt, ajoutez au-dessus une ligne d’en-tête (comme prompt,aspect_ratio) ; une simple liste de prompts peut être importée en fichier .txt, un prompt par ligne
