# Errors of media previews: audio decoding and playback, playable results, image decoding and `gendesk probe`.

## Audio that cannot be decoded or played (media/audio/error.rs).

err-audio-empty = this audio file is empty (0 bytes); the download may have failed, so try downloading it again
# $mib is the file size and $max_mib the limit, both whole MiB.
err-audio-too-large = this audio file is too large to play here ({ $mib } MiB; the limit is { $max_mib } MiB); download it and open it in a music player
# $minutes is the longest length played here, in whole minutes.
err-audio-too-long = this audio is too long to play here (more than { $minutes } minutes); download it and open it in a music player
err-audio-unsupported-format = this file is not audio GenDesk can play (WAV, MP3, FLAC, OGG/Vorbis or M4A/AAC); download it and open it in another player
# $codec is what the decoder said about the codec, in English.
err-audio-unsupported-codec = this audio uses a codec GenDesk cannot play ({ $codec }); download it and open it in another player
# $reason is what the decoder said, in English.
err-audio-damaged = this audio could not be decoded ({ $reason }); the file may be damaged or incomplete, so try downloading it again
# $decoded and $expected are lengths in seconds with one decimal (12.3).
err-audio-truncated = this audio file ends early (only { $decoded } s of { $expected } s could be read); the download may be incomplete, so try downloading it again
# Shown on its own, so it starts with a capital. $reason is what the operating system said, often in English.
err-audio-no-device = No sound output was found ({ $reason }); music can't be played on this computer, but you can still download it.
# $reason says what went wrong, in English.
err-audio-player-stopped = the audio player stopped working ({ $reason }); close the preview and open it again, or restart GenDesk

## Result files that cannot be played (media/playable.rs).

# $kind describes the file in English, with its article ("a PNG image", "an MP4 file"). "Open in system player" and "Download" are the player's buttons.
err-playable-not-media = this file is { $kind }, not a sound or a video GenDesk can play; use Open in system player or Download
err-playable-text = the server sent a text or web page instead of the result file; the link may have expired or the service may be failing, try again later

## Images that cannot be shown (media/decode.rs).

err-decode-unknown-format = this file is not an image GenDesk can show (PNG or JPEG)
# $max_side is a number of pixels (16384); $max_mib the memory limit in MiB.
err-decode-too-large = this image is too large to preview (more than { $max_side } pixels on a side or { $max_mib } MiB of pixels); download it and open it in an image viewer
# $reason is what the image decoder said, in English.
err-decode-damaged = this image could not be decoded ({ $reason }); it may be damaged or incomplete

## `gendesk probe` (media/probe.rs).

# $path is the file given on the command line; $cause is the system's reason, often in English.
err-probe-io = cannot read { $path }: { $cause }; check the path and that the file is readable
