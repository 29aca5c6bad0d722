# Reasons inside media errors: videos GenDesk cannot play (wording/video.rs), what a file is,
# why a sound cannot be decoded or played (media/audio/), why a record could not be written
# into a file (provenance/), and the lines of `gendesk media probe` (media/probe.rs).

## Videos GenDesk cannot play (wording/video.rs). "Open in system player" and "Download" are the player's buttons.

problem-media-video-empty = ce fichier vidéo est vide (0 octet) ; le téléchargement a probablement échoué : téléchargez-le à nouveau
problem-media-video-not-mp4 = ce fichier n’est pas une vidéo MP4 ({ $detail }) ; GenDesk lit les vidéos H.264 dans des fichiers MP4 : utilisez « Ouvrir dans le lecteur du système » ou « Télécharger » pour l’afficher
problem-media-video-damaged = ce fichier vidéo est endommagé ({ $detail }) ; téléchargez-le à nouveau ou utilisez « Ouvrir dans le lecteur du système »
problem-media-video-truncated = ce fichier vidéo est incomplet ({ $detail }) ; le téléchargement a probablement été interrompu : téléchargez-le à nouveau
problem-media-video-no-video-track = ce fichier n’a pas de piste vidéo ; il s’agit peut-être d’un fichier audio : utilisez « Ouvrir dans le lecteur du système »
problem-media-video-unsupported-codec = cette vidéo est encodée en { $codec }, et GenDesk ne lit que les vidéos H.264 ; utilisez « Ouvrir dans le lecteur du système » ou « Télécharger » pour regarder la vidéo
problem-media-video-unsupported-feature = cette vidéo H.264 utilise { $feature }, que le décodeur intégré de GenDesk ne sait pas lire ; utilisez « Ouvrir dans le lecteur du système » ou « Télécharger » pour regarder la vidéo
problem-media-video-too-large = cette vidéo est trop grande pour être lue ici : d’après { $origin }, elle fait { $width } × { $height } pixels, plus que la limite de GenDesk, fixée à { $limit } ; utilisez « Ouvrir dans le lecteur du système » ou « Télécharger » pour regarder la vidéo
problem-media-video-file-too-large = ce fichier vidéo est trop volumineux pour être lu ici ({ $mib } MiB ; la limite est de { $max_mib } MiB) ; utilisez « Ouvrir dans le lecteur du système » ou « Télécharger » pour regarder la vidéo
problem-media-video-too-many-frames = cette vidéo a trop d’images pour être lue ici ({ $count } ; la limite est de { $max }) ; utilisez « Ouvrir dans le lecteur du système » ou « Télécharger » pour regarder la vidéo
problem-media-video-decode = l’image { $sample } de cette vidéo n’a pas pu être décodée ({ $detail }) ; le fichier est peut-être endommagé : téléchargez-le à nouveau ou utilisez « Ouvrir dans le lecteur du système »
problem-media-video-decoder-init = le décodeur H.264 n’a pas pu démarrer ({ $detail }) ; redémarrez GenDesk et réessayez

## Where the too large picture size was read ($origin of problem-media-video-too-large).

problem-media-video-origin-track-header = l’en-tête de piste
problem-media-video-origin-sample-description = la description des échantillons
problem-media-video-origin-h264-stream = le flux H.264
problem-media-video-origin-decoded-picture = l’image décodée

## GenDesk's size limit ($limit of problem-media-video-too-large).

problem-media-video-limit-wide = { $pixels } pixels de large
problem-media-video-limit-high = { $pixels } pixels de haut
problem-media-video-limit-pixels = { $millions } millions de pixels

## H.264 features the built-in decoder lacks ($feature of problem-media-video-unsupported-feature).

problem-media-video-feature-bit-depth = une couleur sur { $bits } bits
problem-media-video-feature-chroma = un sous-échantillonnage de chrominance { $sampling }
problem-media-video-feature-interlaced = un codage entrelacé

## What a file is, with its article, inside sentences (err-playable-not-media, problem-media-probe-looks-like).

problem-media-kind-mp4 = un fichier MP4
problem-media-kind-wav = un fichier audio WAV
problem-media-kind-mp3 = un fichier audio MP3
problem-media-kind-flac = un fichier audio FLAC
problem-media-kind-ogg = un fichier Ogg
problem-media-kind-matroska = un fichier Matroska/WebM
problem-media-kind-png = une image PNG
problem-media-kind-jpeg = une image JPEG
problem-media-kind-webp = une image WebP
problem-media-kind-text = un texte ou une page web, pas un média (peut-être une page d’erreur du serveur)
problem-media-kind-unknown = un contenu non reconnu

## Video previews (media/poster.rs).

problem-media-poster-no-picture = la vidéo n’a aucune image à afficher
problem-media-poster-wrong-size = la première image de la vidéo n’a pas la bonne taille

## Why a sound cannot be played: the $reason of err-audio-no-device and err-audio-player-stopped (media/audio/output.rs, worker.rs, null.rs).

problem-media-audio-device-timeout = le système audio n’a pas répondu dans les { $seconds } s
problem-media-audio-device-failed = le système audio a échoué à l’ouverture du périphérique
problem-media-audio-helper-thread = un thread auxiliaire n’a pas pu démarrer : { $cause }
problem-media-audio-thread-ended = son thread s’est arrêté
problem-media-audio-thread-start = son thread n’a pas pu démarrer : { $cause }
problem-media-audio-silent-output = la sortie silencieuse n’a pas pu démarrer : { $cause }

## Why a sound cannot be decoded: the $reason of err-audio-damaged, or the $codec of err-audio-unsupported-codec (media/audio/).

problem-media-audio-no-channels = le flux n’a pas de canaux ou pas de fréquence d’échantillonnage
problem-media-audio-decoder-failed = le décodeur a échoué sur ces données
problem-media-audio-ends-before-sound = le fichier se termine avant son premier son
problem-media-audio-ends-mid-data = le fichier se termine au milieu de ses données
problem-media-audio-no-track = aucune piste audio dans un format que GenDesk sait décoder
problem-media-audio-no-sound = il ne contient aucun son
problem-media-audio-undecodable = aucune partie n’a pu être décodée : { $cause }
problem-media-audio-bad-packets =
    { $bad ->
        [one] { $bad } paquet sur { $total } n’a pas pu être décodé
       *[other] { $bad } paquets sur { $total } n’ont pas pu être décodés
    } : { $cause }

## A field of a sound file that claims more bytes than the file holds (media/audio/preflight.rs).

problem-media-audio-flac-comment-too-long = un commentaire FLAC déclare plus d’octets que le fichier n’en contient
problem-media-audio-flac-picture-too-long = une image FLAC déclare plus d’octets que le fichier n’en contient
problem-media-audio-ogg-comment-too-long = un commentaire Ogg déclare plus d’octets que le fichier n’en contient
problem-media-audio-id3-frame-too-long = la trame ID3v2 { $frame } déclare plus d’octets que le fichier n’en contient
problem-media-audio-wave-tag-too-long = une balise WAVE (LIST INFO) déclare plus d’octets que le fichier n’en contient
problem-media-audio-mp4-box-too-long = la boîte MP4 { $kind } déclare plus d’octets que le fichier n’en contient
problem-media-audio-mp4-table-too-long = la table MP4 { $table } ({ $count } { $count ->
        [one] entrée
       *[other] entrées
    }) déclare plus d’octets que le fichier n’en contient
problem-media-audio-mp4-sample-size-too-long = la taille d’échantillon MP4 déclare plus d’octets que le fichier n’en contient
problem-media-audio-mp4-sample-too-long = un échantillon MP4 déclare plus d’octets que le fichier n’en contient

## Why a record could not be written into a file: the $detail of err-provenance-damaged, the $format of err-provenance-unsupported (provenance/).

problem-media-png-short = il est plus court qu’un en-tête PNG
problem-media-png-bad-start = il ne commence pas comme un PNG
problem-media-png-bad-end = il ne se termine pas comme un PNG complet (il a peut-être été tronqué)
problem-media-xmp-unreadable = son paquet XMP est illisible
problem-media-mp4-header-cut = un en-tête de boîte est tronqué (le fichier a peut-être été tronqué)
problem-media-mp4-large-header-cut = un en-tête de boîte est tronqué
problem-media-mp4-box-past-end = une boîte dépasse la fin du fichier (il a peut-être été tronqué)
problem-media-mp4-moov-box-cut = une boîte dans moov est tronquée
problem-media-mp4-moov-box-too-large = une boîte dans moov est trop grande
problem-media-mp4-moov-box-past-end = une boîte dans moov dépasse la fin de moov
problem-media-mp4-fragmented = un MP4 fragmenté (ses médias sont décrits par morceaux après le début)
problem-media-mp4-no-moov = il n’a pas de boîte moov

## `gendesk media probe` (media/probe.rs): why the file cannot be played.

problem-media-probe-frames-failed = { $count } images n’ont pas pu être décodées ; la première : { $first }
problem-media-probe-looks-like = il ressemble à { $kind }
problem-media-probe-cannot-play = GenDesk ne peut pas lire ce fichier : { $reason }

## `gendesk media probe` (media/probe.rs): the report's lines. Each starts with a label padded with spaces so the values line up; numbers with decimals come with the language's decimal mark.

problem-media-probe-line-file = fichier :   { $file } ({ $bytes } octets)
problem-media-probe-line-container = conteneur : { $container }{ $brand }
problem-media-probe-brand = { " " }(marque { $brand })
problem-media-probe-line-duration = durée :     { $seconds } s
problem-media-probe-line-video = vidéo :     H.264 { $profile } ({ $codec }), { $width } × { $height }, { $fps } fps, { $frames } images, { $keyframes } { $keyframes ->
        [one] image clé
       *[other] images clés
    }{ $b_frames }
problem-media-probe-b-frames = , images B
problem-media-probe-line-no-video = vidéo :     aucune
problem-media-probe-line-colour = couleur :   { $colour }
problem-media-probe-line-decoded = décodées :  { $frames } images { $order }{ $span }{ $failed }
problem-media-probe-in-order = dans l’ordre de présentation
problem-media-probe-out-of-order = DANS LE DÉSORDRE
problem-media-probe-span = , première à { $first } s, dernière à { $last } s
problem-media-probe-failed = , { $count } en échec
problem-media-probe-line-speed = vitesse :   { $fps } images/s ({ $ms_per_frame } ms/image, un seul thread) ; première image { $first_frame_ms } ms après l’ouverture
problem-media-probe-line-audio = audio :     { $audio }
problem-media-probe-line-no-audio = audio :     aucun
problem-media-probe-channels =
    { $channels ->
        [one] { $channels } canal
       *[other] { $channels } canaux
    }
problem-media-probe-line-error = erreur :    { $error }
