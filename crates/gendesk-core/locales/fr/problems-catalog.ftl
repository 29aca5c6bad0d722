# Ce qui ne va pas dans un catalogue de modèles, un flux de mises à jour ou une mise à jour en
# cours d’installation, et dans une image de référence ou son hébergement : les raisons à
# l’intérieur des messages err-catalog-…, err-update-… et err-references-…, et quelques phrases.

## Une valeur par défaut que le champ lui-même refuserait (catalog/field_doc.rs) : le $reason de
## err-catalog-field-bad-default (« … a la valeur par défaut … mais { $reason } »). $values est
## la liste JSON des valeurs du champ.

problem-catalog-default-text = le champ contient du texte
problem-catalog-default-enum = elle ne fait pas partie des valeurs du champ { $values }
problem-catalog-default-bool = le champ vaut true ou false
problem-catalog-default-integer = le champ contient un nombre entier
problem-catalog-default-bounds = elle sort des bornes du champ
problem-catalog-default-number = le champ contient un nombre
problem-catalog-default-urls = le champ contient une liste d’URL

## Les champs communs de chaque type (catalog/template.rs). $kind est le code du type (image,
## video, audio) ; $key une clé de champ entre guillemets.

problem-catalog-template-missing-field = il manque le champ { $key } aux modèles { $kind }
problem-catalog-template-field-twice = les modèles { $kind } listent deux fois le champ { $key }

## Le flux de mises à jour et sa signature (update/feed.rs, update/signature.rs,
## update/updater.rs) : le $reason de err-update-malformed, err-update-signature-unreadable et
## err-update-feed-address. $found et $expected sont des numéros de format ; $limit un nombre de
## caractères ; $sha256 la valeur trouvée, entre guillemets.

problem-catalog-feed-format = format { $found } au lieu du format { $expected } attendu ; un GenDesk plus récent pourra peut-être le lire
problem-catalog-feed-notes-too-long = les notes dépassent { $limit } caractères
# Nomme le fichier dont parle une raison : $what est le « catalogue de modèles » ci-dessous ou un type de paquet (update-kind-…).
problem-catalog-feed-file = { $what } : { $reason }
problem-catalog-feed-catalogue = catalogue de modèles
problem-catalog-feed-zero-size = une taille de 0 octet
problem-catalog-feed-bad-sha256 = le sha256 { $sha256 } n’est pas formé de 64 chiffres hexadécimaux en minuscules
problem-catalog-feed-address-scheme = elle doit commencer par https:// (ou par http:// vers cet ordinateur)
problem-catalog-signature-not-text = ce n’est pas du texte
problem-catalog-signature-legacy = faite dans le mode hérité de minisign ; signez avec `minisign -S` (hachée)

## Le catalogue de modèles venu du flux de mises à jour (update/catalog_store.rs). $path est un
## fichier ; $cause ce que le système a dit, souvent en anglais ; $why ce qui ne va pas dans le
## catalogue enregistré ; $found et $expected sont des versions du catalogue.

problem-catalog-stored-unreadable = { $path } n’a pas pu être lu ({ $cause })
problem-catalog-stored-passed-over = Le catalogue de modèles mis à jour n’a pas pu être utilisé ({ $why }) : le catalogue intégré est affiché.
problem-catalog-update-not-utf8 = ce n’est pas du texte UTF-8
problem-catalog-update-version-mismatch = il indique la version { $found } alors que le flux signé indique { $expected }

## Pourquoi GenDesk n’installe pas lui-même la mise à jour (update/install/mod.rs), sous l’avis
## de mise à jour.

problem-catalog-announce-system-package = GenDesk a été installé par le gestionnaire de paquets du système, qui installe la nouvelle version.
problem-catalog-announce-not-writable = Le dossier de GenDesk ne peut pas être modifié par cet utilisateur : la nouvelle version s’installe donc à la main.
problem-catalog-announce-macos = Sous macOS, la nouvelle version s’installe depuis son image disque.
problem-catalog-announce-not-installed = Ce GenDesk n’a pas été installé depuis un paquet : il ne peut donc pas se remplacer lui-même.

## Installer une mise à jour (update/install/tarball.rs, update/install/windows.rs) : le $reason
## de err-update-install. $cause est ce que le système a dit, souvent en anglais ; $why un des
## messages de version ci-dessous ou les mots du système ; $status la façon dont le programme
## s’est terminé, en anglais ; $line ce qu’il a affiché, entre guillemets ; $version la version
## attendue.

problem-catalog-install-unpack = l’archive n’a pas pu être décompressée : { $cause }
problem-catalog-install-no-folder = l’archive ne contient pas un unique dossier avec bin/gendesk
problem-catalog-install-no-start = la nouvelle version n’a pas démarré ({ $why })
problem-catalog-install-version-timeout = --version n’a pas répondu en { $seconds } s
problem-catalog-install-version-exit = --version s’est terminé avec { $status }
problem-catalog-install-version-wrong = elle affiche { $line }, et non la version { $version }
problem-catalog-install-replace = l’exécutable n’a pas pu être remplacé : { $cause }
problem-catalog-install-installer = l’installateur n’a pas pu être lancé : { $cause }

## Images de référence (references/bucket.rs, picture.rs, sandbox_upload.rs) : raisons à
## l’intérieur des messages err-references-…. $cause est ce que le système ou le décodeur a dit,
## souvent en anglais ; $width et $height sont des nombres de pixels.

problem-catalog-bucket-endpoint = point de terminaison : { $cause }
problem-catalog-bucket-no-name = aucun nom de bucket
problem-catalog-bucket-read-back = un fichier de test a été relu différent de ce qui avait été écrit
problem-catalog-picture-no-pixels = son en-tête annonce { $width } × { $height } pixels : elle ne contient aucune image
problem-catalog-picture-too-many-pixels = { $width }×{ $height } pixels, c’est plus que ce que GenDesk décode
problem-catalog-sandbox-unreadable-answer = une réponse illisible ({ $cause })
problem-catalog-sandbox-no-url = une réponse sans url
