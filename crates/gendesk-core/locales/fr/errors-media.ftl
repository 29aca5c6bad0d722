# Errors of media previews: audio decoding and playback, playable results, image decoding and `gendesk probe`.

## Audio that cannot be decoded or played (media/audio/error.rs).

err-audio-empty = ce fichier audio est vide (0 octet) ; le téléchargement a peut-être échoué, réessayez donc de le télécharger
err-audio-too-large = ce fichier audio est trop volumineux pour être lu ici ({ $mib } MiB ; la limite est de { $max_mib } MiB) ; téléchargez-le et ouvrez-le dans un lecteur de musique
err-audio-too-long = ce fichier audio est trop long pour être lu ici (plus de { $minutes } minutes) ; téléchargez-le et ouvrez-le dans un lecteur de musique
err-audio-unsupported-format = ce fichier n’est pas un fichier audio que GenDesk peut lire (WAV, MP3, FLAC, OGG/Vorbis ou M4A/AAC) ; téléchargez-le et ouvrez-le dans un autre lecteur
err-audio-unsupported-codec = ce fichier audio utilise un codec que GenDesk ne peut pas lire ({ $codec }) ; téléchargez-le et ouvrez-le dans un autre lecteur
err-audio-damaged = ce fichier audio n’a pas pu être décodé ({ $reason }) ; le fichier est peut-être endommagé ou incomplet, réessayez donc de le télécharger
err-audio-truncated = ce fichier audio s’arrête trop tôt (seules { $decoded } s sur { $expected } s ont pu être lues) ; le téléchargement est peut-être incomplet, réessayez donc de le télécharger
err-audio-no-device = Aucune sortie audio n’a été trouvée ({ $reason }) ; la musique ne peut pas être lue sur cet ordinateur, mais vous pouvez tout de même la télécharger.
err-audio-player-stopped = le lecteur audio a cessé de fonctionner ({ $reason }) ; fermez l’aperçu et rouvrez-le, ou redémarrez GenDesk

## Result files that cannot be played (media/playable.rs).

err-playable-not-media = ce fichier ({ $kind }) n’est ni un son ni une vidéo que GenDesk peut lire ; utilisez « Ouvrir dans le lecteur du système » ou « Télécharger »
err-playable-text = le serveur a envoyé un texte ou une page web au lieu du fichier de résultat ; le lien a peut-être expiré ou le service rencontre peut-être des problèmes, réessayez plus tard

## Images that cannot be shown (media/decode.rs).

err-decode-unknown-format = ce fichier n’est pas une image que GenDesk peut afficher (PNG ou JPEG)
err-decode-too-large = cette image est trop grande pour un aperçu (plus de { $max_side } pixels de côté ou { $max_mib } MiB de pixels) ; téléchargez-la et ouvrez-la dans une visionneuse d’images
err-decode-damaged = cette image n’a pas pu être décodée ({ $reason }) ; elle est peut-être endommagée ou incomplète

## `gendesk probe` (media/probe.rs).

err-probe-io = impossible de lire { $path } : { $cause } ; vérifiez le chemin et que le fichier est lisible
