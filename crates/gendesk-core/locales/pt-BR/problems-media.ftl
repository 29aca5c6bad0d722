# Reasons inside media errors: videos GenDesk cannot play (wording/video.rs), what a file is,
# why a sound cannot be decoded or played (media/audio/), why a record could not be written
# into a file (provenance/), and the lines of `gendesk media probe` (media/probe.rs).

## Videos GenDesk cannot play (wording/video.rs). "Open in system player" and "Download" are the player's buttons.

problem-media-video-empty = este arquivo de vídeo está vazio (0 bytes); o download provavelmente falhou: baixe-o de novo
problem-media-video-not-mp4 = este arquivo não é um vídeo MP4 ({ $detail }); o GenDesk reproduz vídeo H.264 em arquivos MP4: use “Abrir no player do sistema” ou “Baixar” para vê-lo
problem-media-video-damaged = este arquivo de vídeo está danificado ({ $detail }); baixe-o de novo ou use “Abrir no player do sistema”
problem-media-video-truncated = este arquivo de vídeo está incompleto ({ $detail }); o download provavelmente foi interrompido: baixe-o de novo
problem-media-video-no-video-track = este arquivo não tem faixa de vídeo; talvez seja um arquivo de áudio: use “Abrir no player do sistema”
problem-media-video-unsupported-codec = este vídeo está codificado em { $codec }, e o GenDesk reproduz apenas vídeo H.264; use “Abrir no player do sistema” ou “Baixar” para assisti-lo
problem-media-video-unsupported-feature = este vídeo H.264 usa { $feature }, que o decodificador embutido do GenDesk não consegue reproduzir; use “Abrir no player do sistema” ou “Baixar” para assisti-lo
problem-media-video-too-large = este vídeo é grande demais para ser reproduzido aqui: segundo { $origin }, ele tem { $width } × { $height } pixels, mais que o limite do GenDesk, que é de { $limit }; use “Abrir no player do sistema” ou “Baixar” para assisti-lo
problem-media-video-file-too-large = este arquivo de vídeo é grande demais para ser reproduzido aqui ({ $mib } MiB; o limite é { $max_mib } MiB); use “Abrir no player do sistema” ou “Baixar” para assisti-lo
problem-media-video-too-many-frames = este vídeo tem quadros demais para ser reproduzido aqui ({ $count }; o limite é { $max }); use “Abrir no player do sistema” ou “Baixar” para assisti-lo
problem-media-video-decode = não foi possível decodificar o quadro { $sample } deste vídeo ({ $detail }); o arquivo pode estar danificado: baixe-o de novo ou use “Abrir no player do sistema”
problem-media-video-decoder-init = não foi possível iniciar o decodificador H.264 ({ $detail }); reinicie o GenDesk e tente de novo

## Where the too large picture size was read ($origin of problem-media-video-too-large).

problem-media-video-origin-track-header = o cabeçalho da faixa
problem-media-video-origin-sample-description = a descrição das amostras
problem-media-video-origin-h264-stream = o fluxo H.264
problem-media-video-origin-decoded-picture = a imagem decodificada

## GenDesk's size limit ($limit of problem-media-video-too-large).

problem-media-video-limit-wide = { $pixels } pixels de largura
problem-media-video-limit-high = { $pixels } pixels de altura
problem-media-video-limit-pixels = { $millions } milhões de pixels

## H.264 features the built-in decoder lacks ($feature of problem-media-video-unsupported-feature).

problem-media-video-feature-bit-depth = cor de { $bits } bits
problem-media-video-feature-chroma = subamostragem de croma { $sampling }
problem-media-video-feature-interlaced = codificação entrelaçada

## What a file is, with its article, inside sentences (err-playable-not-media, problem-media-probe-looks-like).

problem-media-kind-mp4 = um arquivo MP4
problem-media-kind-wav = um arquivo de áudio WAV
problem-media-kind-mp3 = um arquivo de áudio MP3
problem-media-kind-flac = um arquivo de áudio FLAC
problem-media-kind-ogg = um arquivo Ogg
problem-media-kind-matroska = um arquivo Matroska/WebM
problem-media-kind-png = uma imagem PNG
problem-media-kind-jpeg = uma imagem JPEG
problem-media-kind-webp = uma imagem WebP
problem-media-kind-text = um texto ou uma página da web, não mídia (talvez uma página de erro do servidor)
problem-media-kind-unknown = conteúdo não reconhecido

## Video previews (media/poster.rs).

problem-media-poster-no-picture = o vídeo não tem nenhuma imagem para mostrar
problem-media-poster-wrong-size = a primeira imagem do vídeo tem o tamanho errado

## Why a sound cannot be played: the $reason of err-audio-no-device and err-audio-player-stopped (media/audio/output.rs, worker.rs, null.rs).

problem-media-audio-device-timeout = o sistema de som não respondeu em { $seconds } s
problem-media-audio-device-failed = o sistema de som falhou ao abrir o dispositivo
problem-media-audio-helper-thread = não foi possível iniciar uma thread auxiliar: { $cause }
problem-media-audio-thread-ended = a thread dele terminou
problem-media-audio-thread-start = não foi possível iniciar a thread dele: { $cause }
problem-media-audio-silent-output = não foi possível iniciar a saída silenciosa: { $cause }

## Why a sound cannot be decoded: the $reason of err-audio-damaged, or the $codec of err-audio-unsupported-codec (media/audio/).

problem-media-audio-no-channels = o fluxo não tem canais ou taxa de amostragem
problem-media-audio-decoder-failed = o decodificador falhou com estes dados
problem-media-audio-ends-before-sound = o arquivo termina antes do primeiro som
problem-media-audio-ends-mid-data = o arquivo termina no meio dos dados
problem-media-audio-no-track = não há faixa de áudio em um formato que o GenDesk decodifique
problem-media-audio-no-sound = ele não contém som
problem-media-audio-undecodable = nenhuma parte pôde ser decodificada: { $cause }
problem-media-audio-bad-packets =
    { $bad } de { $total } pacotes não { $bad ->
        [one] pôde
       *[other] puderam
    } ser { $bad ->
        [one] decodificado
       *[other] decodificados
    }: { $cause }

## A field of a sound file that claims more bytes than the file holds (media/audio/preflight.rs).

problem-media-audio-flac-comment-too-long = um comentário FLAC declara mais bytes do que o arquivo contém
problem-media-audio-flac-picture-too-long = uma imagem FLAC declara mais bytes do que o arquivo contém
problem-media-audio-ogg-comment-too-long = um comentário Ogg declara mais bytes do que o arquivo contém
problem-media-audio-id3-frame-too-long = o quadro ID3v2 { $frame } declara mais bytes do que o arquivo contém
problem-media-audio-wave-tag-too-long = uma tag WAVE (LIST INFO) declara mais bytes do que o arquivo contém
problem-media-audio-mp4-box-too-long = a caixa MP4 { $kind } declara mais bytes do que o arquivo contém
problem-media-audio-mp4-table-too-long = a tabela MP4 { $table } ({ $count } { $count ->
        [one] entrada
       *[other] entradas
    }) declara mais bytes do que o arquivo contém
problem-media-audio-mp4-sample-size-too-long = o tamanho de amostra MP4 declara mais bytes do que o arquivo contém
problem-media-audio-mp4-sample-too-long = uma amostra MP4 declara mais bytes do que o arquivo contém

## Why a record could not be written into a file: the $detail of err-provenance-damaged, the $format of err-provenance-unsupported (provenance/).

problem-media-png-short = ele é menor que um cabeçalho PNG
problem-media-png-bad-start = ele não começa como um PNG começa
problem-media-png-bad-end = ele não termina como um PNG completo termina (pode ter sido cortado)
problem-media-xmp-unreadable = não é possível ler o pacote XMP dele
problem-media-mp4-header-cut = o cabeçalho de uma caixa está cortado (o arquivo pode ter sido cortado)
problem-media-mp4-large-header-cut = o cabeçalho de uma caixa está cortado
problem-media-mp4-box-past-end = uma caixa passa do fim do arquivo (ele pode ter sido cortado)
problem-media-mp4-moov-box-cut = uma caixa dentro de moov está cortada
problem-media-mp4-moov-box-too-large = uma caixa dentro de moov é grande demais
problem-media-mp4-moov-box-past-end = uma caixa dentro de moov passa do fim de moov
problem-media-mp4-fragmented = um MP4 fragmentado (a mídia dele é descrita em partes depois do início)
problem-media-mp4-no-moov = ele não tem caixa moov

## `gendesk media probe` (media/probe.rs): why the file cannot be played.

problem-media-probe-frames-failed = { $count } quadros não puderam ser decodificados; o primeiro: { $first }
problem-media-probe-looks-like = parece ser { $kind }
problem-media-probe-cannot-play = o GenDesk não consegue reproduzir este arquivo: { $reason }

## `gendesk media probe` (media/probe.rs): the report's lines. Each starts with a label padded with spaces so the values line up; numbers with decimals come with the language's decimal mark.

problem-media-probe-line-file = arquivo:      { $file } ({ $bytes } bytes)
problem-media-probe-line-container = contêiner:    { $container }{ $brand }
problem-media-probe-brand = { " " }(marca { $brand })
problem-media-probe-line-duration = duração:      { $seconds } s
problem-media-probe-line-video = vídeo:        H.264 { $profile } ({ $codec }), { $width } × { $height }, { $fps } fps, { $frames } quadros, { $keyframes } { $keyframes ->
        [one] quadro-chave
       *[other] quadros-chave
    }{ $b_frames }
problem-media-probe-b-frames = , quadros B
problem-media-probe-line-no-video = vídeo:        nenhum
problem-media-probe-line-colour = cor:          { $colour }
problem-media-probe-line-decoded = decodificado: { $frames } quadros { $order }{ $span }{ $failed }
problem-media-probe-in-order = na ordem de apresentação
problem-media-probe-out-of-order = FORA DE ORDEM
problem-media-probe-span = , primeiro em { $first } s, último em { $last } s
problem-media-probe-failed = , { $count } com falha
problem-media-probe-line-speed = velocidade:   { $fps } quadros/s ({ $ms_per_frame } ms/quadro, uma thread); primeiro quadro { $first_frame_ms } ms após abrir
problem-media-probe-line-audio = áudio:        { $audio }
problem-media-probe-line-no-audio = áudio:        nenhum
problem-media-probe-channels =
    { $channels ->
        [one] { $channels } canal
       *[other] { $channels } canais
    }
problem-media-probe-line-error = erro:         { $error }
