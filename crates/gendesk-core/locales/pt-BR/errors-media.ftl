# Errors of media previews: audio decoding and playback, playable results, image decoding and `gendesk probe`.

## Audio that cannot be decoded or played (media/audio/error.rs).

err-audio-empty = este arquivo de áudio está vazio (0 bytes); o download pode ter falhado, então tente baixá-lo de novo
err-audio-too-large = este arquivo de áudio é grande demais para reproduzir aqui ({ $mib } MiB; o limite é { $max_mib } MiB); baixe-o e abra-o em um player de música
err-audio-too-long = este áudio é longo demais para reproduzir aqui (mais de { $minutes } minutos); baixe-o e abra-o em um player de música
err-audio-unsupported-format = este arquivo não é um áudio que o GenDesk consegue reproduzir (WAV, MP3, FLAC, OGG/Vorbis ou M4A/AAC); baixe-o e abra-o em outro player
err-audio-unsupported-codec = este áudio usa um codec que o GenDesk não consegue reproduzir ({ $codec }); baixe-o e abra-o em outro player
err-audio-damaged = não foi possível decodificar este áudio ({ $reason }); o arquivo pode estar danificado ou incompleto, então tente baixá-lo de novo
err-audio-truncated = este arquivo de áudio termina antes do esperado (só foi possível ler { $decoded } s de { $expected } s); o download pode estar incompleto, então tente baixá-lo de novo
err-audio-no-device = Nenhuma saída de som foi encontrada ({ $reason }); não é possível reproduzir música neste computador, mas você ainda pode baixá-la.
err-audio-player-stopped = o player de áudio parou de funcionar ({ $reason }); feche a pré-visualização e abra-a de novo, ou reinicie o GenDesk

## Result files that cannot be played (media/playable.rs).

err-playable-not-media = este arquivo ({ $kind }) não é um som nem um vídeo que o GenDesk consegue reproduzir; use “Abrir no player do sistema” ou “Baixar”
err-playable-text = o servidor enviou um texto ou uma página web em vez do arquivo do resultado; o link pode ter expirado ou o serviço pode estar com falhas, tente de novo mais tarde

## Images that cannot be shown (media/decode.rs).

err-decode-unknown-format = este arquivo não é uma imagem que o GenDesk consegue mostrar (PNG ou JPEG)
err-decode-too-large = esta imagem é grande demais para a pré-visualização (mais de { $max_side } pixels de lado ou { $max_mib } MiB de pixels); baixe-a e abra-a em um visualizador de imagens
err-decode-damaged = não foi possível decodificar esta imagem ({ $reason }); ela pode estar danificada ou incompleta

## `gendesk probe` (media/probe.rs).

err-probe-io = não é possível ler { $path }: { $cause }; verifique o caminho e se o arquivo pode ser lido
