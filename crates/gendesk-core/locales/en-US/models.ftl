# The built-in model catalogue's words: field labels and help, and one line about each
# built-in model. The catalogue itself is English data; GenDesk shows these instead wherever
# its text is exactly the English below (a newer catalogue's new words show as written).

# Field labels of the built-in model catalogue (short names beside each control).
catalog-label-mode = Mode
catalog-label-prompt = Prompt
catalog-label-negative-prompt = Negative prompt
catalog-label-reference-images = Reference images
catalog-label-aspect-ratio = Aspect ratio
catalog-label-resolution = Resolution
catalog-label-output-format = Output format
catalog-label-duration = Duration (s)
catalog-label-sound = Sound
catalog-label-version = Version
catalog-label-custom-mode = Custom mode
catalog-label-instrumental = Instrumental
catalog-label-seed = Seed

# Field help of the built-in model catalogue. Mode values (text-to-image, …), format codes and ratios are codes: never translated.
catalog-help-image-mode = text-to-image creates from the prompt; image-to-image edits your reference images.
catalog-help-image-prompt = Text description of the desired image; the counter shows this model's limit.
catalog-help-avoid = Elements to avoid.
catalog-help-image-references = At most 5 pictures (JPEG, PNG or WebP, each under 10 MB): from this computer, or by their web address.
catalog-help-image-aspect-ratio = 1:1 square, 16:9 widescreen, 9:16 vertical, 4:3 classic, 3:4 portrait, 21:9 ultra-wide; auto lets the model choose.
catalog-help-output-size = Output size.
catalog-help-output-format = png is lossless and larger; jpeg is compressed and smaller.
catalog-help-video-mode = text-to-video creates from the prompt; image-to-video animates your reference image.
catalog-help-video-prompt = Description of the video.
catalog-help-video-references = The picture to animate: from this computer, or by its web address (JPEG, PNG or WebP, under 10 MB).
catalog-help-video-aspect-ratio = 16:9 widescreen, 9:16 vertical, 1:1 square.
catalog-help-duration = Length in seconds. The service documents no bounds; models may accept only some values.
catalog-help-duration-short = Length in seconds.
catalog-help-sound = Generate audio alongside the video.
catalog-help-version = Model version.
catalog-help-music-prompt = Lyrics or a description of the music.
catalog-help-custom-mode = Full control over style and lyrics.
catalog-help-instrumental = No vocals.
catalog-help-seed = Same seed and prompt give the same picture

# One line about each built-in (sandbox) model. Numbers are written as digits; model names are never translated.
catalog-model-image-fast = Quick drafts; the full 5000-character prompt limit
catalog-model-image-pro = Higher quality, slower; prompts up to 2000 characters; optional seed
catalog-model-video-lite = Short clips of 5 or 10 seconds
catalog-model-video-cinema = Cinematic clips of 4, 8 or 12 seconds, filmed look (H.264 High with B-frames, 24 fps, 854x480)
catalog-model-music = Two takes of a short song per task (versions V4 to V5)

# A field's value when it has none.
catalog-value-not-set = (not set)
