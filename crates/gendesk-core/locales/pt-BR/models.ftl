# The built-in model catalogue's words: field labels and help, and one line about each
# built-in model. The catalogue itself is English data; GenDesk shows these instead wherever
# its text is exactly the English below (a newer catalogue's new words show as written).

# Field labels of the built-in model catalogue (short names beside each control).
catalog-label-mode = Modo
catalog-label-prompt = Prompt
catalog-label-negative-prompt = Prompt negativo
catalog-label-reference-images = Imagens de referência
catalog-label-aspect-ratio = Proporção
catalog-label-resolution = Resolução
catalog-label-output-format = Formato de saída
catalog-label-duration = Duração (s)
catalog-label-sound = Som
catalog-label-version = Versão
catalog-label-custom-mode = Modo personalizado
catalog-label-instrumental = Instrumental
catalog-label-seed = Seed

# Field help of the built-in model catalogue. Mode values (text-to-image, …), format codes and ratios are codes: never translated.
catalog-help-image-mode = text-to-image cria a partir do prompt; image-to-image edita suas imagens de referência.
catalog-help-image-prompt = Descrição em texto da imagem desejada; o contador mostra o limite deste modelo.
catalog-help-avoid = Elementos a evitar.
catalog-help-image-references = No máximo 5 imagens (JPEG, PNG ou WebP, cada uma com menos de 10 MB): deste computador ou pelo endereço na web.
catalog-help-image-aspect-ratio = 1:1 quadrado, 16:9 widescreen, 9:16 vertical, 4:3 clássico, 3:4 retrato, 21:9 ultrawide; auto deixa o modelo escolher.
catalog-help-output-size = Tamanho de saída.
catalog-help-output-format = png não perde qualidade e é maior; jpeg é comprimido e menor.
catalog-help-video-mode = text-to-video cria a partir do prompt; image-to-video anima sua imagem de referência.
catalog-help-video-prompt = Descrição do vídeo.
catalog-help-video-references = A imagem a animar: deste computador ou pelo endereço na web (JPEG, PNG ou WebP, com menos de 10 MB).
catalog-help-video-aspect-ratio = 16:9 widescreen, 9:16 vertical, 1:1 quadrado.
catalog-help-duration = Duração em segundos. O serviço não documenta limites; alguns modelos aceitam só certos valores.
catalog-help-duration-short = Duração em segundos.
catalog-help-sound = Gera áudio junto com o vídeo.
catalog-help-version = Versão do modelo.
catalog-help-music-prompt = Letra ou uma descrição da música.
catalog-help-custom-mode = Controle total do estilo e da letra.
catalog-help-instrumental = Sem vocais.
catalog-help-seed = O mesmo seed e o mesmo prompt geram a mesma imagem

# One line about each built-in (sandbox) model. Numbers are written as digits; model names are never translated.
catalog-model-image-fast = Rascunhos rápidos; o limite completo de 5000 caracteres de prompt
catalog-model-image-pro = Mais qualidade, mais lento; prompts de até 2000 caracteres; seed opcional
catalog-model-video-lite = Clipes curtos de 5 ou 10 segundos
catalog-model-video-cinema = Clipes cinematográficos de 4, 8 ou 12 segundos, visual de filme (H.264 High com quadros B, 24 fps, 854x480)
catalog-model-music = Duas tomadas de uma música curta por tarefa (versões V4 a V5)

# A field's value when it has none.
catalog-value-not-set = (não definido)
