# Reasons inside media errors: videos GenDesk cannot play (wording/video.rs), what a file is,
# why a sound cannot be decoded or played (media/audio/), why a record could not be written
# into a file (provenance/), and the lines of `gendesk media probe` (media/probe.rs).

## Videos GenDesk cannot play (wording/video.rs). "Open in system player" and "Download" are the player's buttons.

problem-media-video-empty = this video file is empty (0 bytes); the download probably failed: download it again
# $detail is what the file looks like instead (problem-media-probe-looks-like), or the demuxer's words in English.
problem-media-video-not-mp4 = this file is not an MP4 video ({ $detail }); GenDesk plays H.264 video in MP4 files: use Open in system player or Download to view it
# $detail says what is inconsistent, in English.
problem-media-video-damaged = this video file is damaged ({ $detail }); download it again, or use Open in system player
# $detail says where the file ends and what is missing, in English.
problem-media-video-truncated = this video file is incomplete ({ $detail }); the download was probably cut short: download it again
problem-media-video-no-video-track = this file has no video track; it may be an audio file: use Open in system player
# $codec is the codec's name and code, e.g. "H.265/HEVC (hvc1)".
problem-media-video-unsupported-codec = this video is encoded as { $codec }, and GenDesk plays H.264 video only; use Open in system player or Download to watch it
# $feature is one of problem-media-video-feature-….
problem-media-video-unsupported-feature = this H.264 video uses { $feature }, which GenDesk's built-in decoder cannot play; use Open in system player or Download to watch it
# $origin is one of problem-media-video-origin-…; $width and $height are pixels; $limit is one of problem-media-video-limit-….
problem-media-video-too-large = this video is too large to play here: its { $origin } says { $width } × { $height } pixels, more than GenDesk's limit of { $limit }; use Open in system player or Download to watch it
# $mib is the file's size and $max_mib the limit, both whole MiB.
problem-media-video-file-too-large = this video file is too large to play here ({ $mib } MiB, the limit is { $max_mib } MiB); use Open in system player or Download to watch it
# $count is the frames the file claims, $max the limit.
problem-media-video-too-many-frames = this video has too many frames to play here ({ $count }, the limit is { $max }); use Open in system player or Download to watch it
# $sample is the frame's number (from 0); $detail is what the decoder said, in English.
problem-media-video-decode = frame { $sample } of this video could not be decoded ({ $detail }); the file may be damaged: download it again, or use Open in system player
# $detail is what the OpenH264 decoder said, in English.
problem-media-video-decoder-init = the H.264 decoder could not start ({ $detail }); restart GenDesk and try again

## Where the too large picture size was read ($origin of problem-media-video-too-large).

problem-media-video-origin-track-header = track header
problem-media-video-origin-sample-description = sample description
problem-media-video-origin-h264-stream = H.264 stream
problem-media-video-origin-decoded-picture = decoded picture

## GenDesk's size limit ($limit of problem-media-video-too-large).

# $pixels is a number of pixels (8192).
problem-media-video-limit-wide = { $pixels } pixels wide
problem-media-video-limit-high = { $pixels } pixels high
# $millions is a number with one decimal (36.0).
problem-media-video-limit-pixels = { $millions } million pixels

## H.264 features the built-in decoder lacks ($feature of problem-media-video-unsupported-feature).

# $bits is the bit depth (10).
problem-media-video-feature-bit-depth = { $bits }-bit colour
# $sampling is 4:2:2 or 4:4:4.
problem-media-video-feature-chroma = { $sampling } chroma
problem-media-video-feature-interlaced = interlaced coding

## What a file is, with its article, inside sentences (err-playable-not-media, problem-media-probe-looks-like).

problem-media-kind-mp4 = an MP4 file
problem-media-kind-wav = a WAV audio file
problem-media-kind-mp3 = an MP3 audio file
problem-media-kind-flac = a FLAC audio file
problem-media-kind-ogg = an Ogg file
problem-media-kind-matroska = a Matroska/WebM file
problem-media-kind-png = a PNG image
problem-media-kind-jpeg = a JPEG image
problem-media-kind-webp = a WebP image
problem-media-kind-text = a text or web page, not media (perhaps an error page from the server)
problem-media-kind-unknown = unrecognized content

## Video previews (media/poster.rs).

problem-media-poster-no-picture = the video has no picture to show
problem-media-poster-wrong-size = the video's first picture has the wrong size

## Why a sound cannot be played: the $reason of err-audio-no-device and err-audio-player-stopped (media/audio/output.rs, worker.rs, null.rs).

# $seconds is a whole number of seconds.
problem-media-audio-device-timeout = the sound system did not answer within { $seconds } s
problem-media-audio-device-failed = the sound system failed while opening the device
# $cause is what the system said, in English.
problem-media-audio-helper-thread = a helper thread could not start: { $cause }
problem-media-audio-thread-ended = its thread has ended
# $cause is what the system said, in English.
problem-media-audio-thread-start = its thread could not start: { $cause }
# $cause is what the system said, in English.
problem-media-audio-silent-output = the silent output could not start: { $cause }

## Why a sound cannot be decoded: the $reason of err-audio-damaged, or the $codec of err-audio-unsupported-codec (media/audio/).

problem-media-audio-no-channels = the stream has no channels or no sample rate
problem-media-audio-decoder-failed = the decoder failed on this data
problem-media-audio-ends-before-sound = the file ends before its first sound
problem-media-audio-ends-mid-data = the file ends in the middle of its data
problem-media-audio-no-track = no audio track in a format GenDesk decodes
problem-media-audio-no-sound = it contains no sound
# $cause is what the decoder said, in English.
problem-media-audio-undecodable = no part of it could be decoded: { $cause }
# $bad and $total are numbers of packets; $cause is what the decoder said, in English.
problem-media-audio-bad-packets = { $bad } of { $total } packets could not be decoded: { $cause }

## A field of a sound file that claims more bytes than the file holds (media/audio/preflight.rs).

problem-media-audio-flac-comment-too-long = a FLAC comment declares more bytes than the file holds
problem-media-audio-flac-picture-too-long = a FLAC picture declares more bytes than the file holds
problem-media-audio-ogg-comment-too-long = an Ogg comment declares more bytes than the file holds
# $frame is the frame's four-letter ID (TSSE).
problem-media-audio-id3-frame-too-long = the ID3v2 frame { $frame } declares more bytes than the file holds
problem-media-audio-wave-tag-too-long = a WAVE tag (LIST INFO) declares more bytes than the file holds
# $kind is the box's four-letter type (moov).
problem-media-audio-mp4-box-too-long = the MP4 box { $kind } declares more bytes than the file holds
# $table is the table's four-letter type (stts); $count its number of entries.
problem-media-audio-mp4-table-too-long = the MP4 table { $table } ({ $count } entries) declares more bytes than the file holds
problem-media-audio-mp4-sample-size-too-long = the MP4 sample size declares more bytes than the file holds
problem-media-audio-mp4-sample-too-long = an MP4 sample declares more bytes than the file holds

## Why a record could not be written into a file: the $detail of err-provenance-damaged, the $format of err-provenance-unsupported (provenance/).

problem-media-png-short = it is shorter than a PNG header
problem-media-png-bad-start = it does not start as a PNG does
problem-media-png-bad-end = it does not end as a whole PNG does (it may have been cut short)
problem-media-xmp-unreadable = its XMP packet cannot be read
problem-media-mp4-header-cut = a box header is cut short (the file may have been cut short)
problem-media-mp4-large-header-cut = a box header is cut short
problem-media-mp4-box-past-end = a box runs past the end of the file (it may have been cut short)
problem-media-mp4-moov-box-cut = a box inside moov is cut short
problem-media-mp4-moov-box-too-large = a box inside moov is too large
problem-media-mp4-moov-box-past-end = a box inside moov runs past its end
problem-media-mp4-fragmented = a fragmented MP4 (its media is described in pieces after the start)
problem-media-mp4-no-moov = it has no moov box

## `gendesk media probe` (media/probe.rs): why the file cannot be played.

# $count is a number of frames (2 or more); $first is the first frame's error (problem-media-video-decode).
problem-media-probe-frames-failed = { $count } frames could not be decoded; the first: { $first }
# $kind is one of problem-media-kind-….
problem-media-probe-looks-like = it looks like { $kind }
# $reason is an err-audio-… message.
problem-media-probe-cannot-play = GenDesk cannot play this file: { $reason }

## `gendesk media probe` (media/probe.rs): the report's lines. Each starts with a label padded with spaces so the values line up; numbers with decimals come with the language's decimal mark.

# $file is the path given; $bytes its size.
problem-media-probe-line-file = file:       { $file } ({ $bytes } bytes)
# $container is mp4, wav, mp3…; $brand is empty or problem-media-probe-brand.
problem-media-probe-line-container = container:  { $container }{ $brand }
# $brand is the MP4 major brand (isom, mp42). Starts with a space ({ " " }) where the language puts one before the bracket.
problem-media-probe-brand = { " " }(brand { $brand })
# $seconds has three decimals.
problem-media-probe-line-duration = duration:   { $seconds } s
# $profile is the H.264 profile (High); $codec the codec string (avc1.64001E); $fps has two decimals; $b_frames is empty or problem-media-probe-b-frames.
problem-media-probe-line-video = video:      H.264 { $profile } ({ $codec }), { $width } × { $height }, { $fps } fps, { $frames } frames, { $keyframes } keyframes{ $b_frames }
problem-media-probe-b-frames = , B-frames
problem-media-probe-line-no-video = video:      none
# $colour is the colour matrix and range, in English (BT.709, limited range).
problem-media-probe-line-colour = colour:     { $colour }
# $order is problem-media-probe-in-order or -out-of-order; $span empty or problem-media-probe-span; $failed empty or problem-media-probe-failed.
problem-media-probe-line-decoded = decoded:    { $frames } frames { $order }{ $span }{ $failed }
problem-media-probe-in-order = in presentation order
problem-media-probe-out-of-order = OUT OF ORDER
# $first and $last are times in seconds with three decimals.
problem-media-probe-span = , first { $first } s, last { $last } s
# $count is a number of frames.
problem-media-probe-failed = , { $count } failed
# $fps is a whole number; $ms_per_frame has two decimals, $first_frame_ms one.
problem-media-probe-line-speed = speed:      { $fps } frames/s ({ $ms_per_frame } ms/frame, one thread); first frame { $first_frame_ms } ms after opening
# $audio lists the codec, the sample rate, problem-media-probe-channels and the length, separated by commas.
problem-media-probe-line-audio = audio:      { $audio }
problem-media-probe-line-no-audio = audio:      none
problem-media-probe-channels =
    { $channels ->
        [one] { $channels } channel
       *[other] { $channels } channels
    }
# $error is why GenDesk cannot play the file (a problem-media-video-… message or problem-media-probe-…).
problem-media-probe-line-error = error:      { $error }
