# Reasons inside media errors: videos GenDesk cannot play (wording/video.rs), what a file is,
# why a sound cannot be decoded or played (media/audio/), why a record could not be written
# into a file (provenance/), and the lines of `gendesk media probe` (media/probe.rs).

## Videos GenDesk cannot play (wording/video.rs). "Open in system player" and "Download" are the player's buttons.

problem-media-video-empty = 이 동영상 파일은 비어 있습니다(0바이트). 다운로드에 실패한 것 같으니 다시 다운로드하세요
problem-media-video-not-mp4 = 이 파일은 MP4 동영상이 아닙니다({ $detail }). GenDesk는 MP4 파일에 담긴 H.264 동영상을 재생합니다. "시스템 플레이어로 열기" 또는 "다운로드"를 사용해 보세요
problem-media-video-damaged = 이 동영상 파일이 손상되었습니다({ $detail }). 다시 다운로드하거나 "시스템 플레이어로 열기"를 사용하세요
problem-media-video-truncated = 이 동영상 파일이 불완전합니다({ $detail }). 다운로드가 중간에 끊긴 것 같으니 다시 다운로드하세요
problem-media-video-no-video-track = 이 파일에는 영상 트랙이 없습니다. 오디오 파일일 수 있으니 "시스템 플레이어로 열기"를 사용하세요
problem-media-video-unsupported-codec = 이 동영상은 { $codec } 형식으로 인코딩되어 있는데, GenDesk는 H.264 동영상만 재생합니다. "시스템 플레이어로 열기" 또는 "다운로드"를 사용해 시청하세요
problem-media-video-unsupported-feature = 이 H.264 동영상은 GenDesk의 내장 디코더가 재생할 수 없는 기능({ $feature })을 사용합니다. "시스템 플레이어로 열기" 또는 "다운로드"를 사용해 시청하세요
problem-media-video-too-large = 이 동영상은 너무 커서 여기서 재생할 수 없습니다. { $origin } 기준으로 { $width } × { $height }픽셀이며, GenDesk의 한도({ $limit })를 넘습니다. "시스템 플레이어로 열기" 또는 "다운로드"를 사용해 시청하세요
problem-media-video-file-too-large = 이 동영상 파일은 너무 커서 여기서 재생할 수 없습니다({ $mib } MiB, 한도 { $max_mib } MiB). "시스템 플레이어로 열기" 또는 "다운로드"를 사용해 시청하세요
problem-media-video-too-many-frames = 이 동영상은 프레임이 너무 많아 여기서 재생할 수 없습니다({ $count }개, 한도 { $max }개). "시스템 플레이어로 열기" 또는 "다운로드"를 사용해 시청하세요
problem-media-video-decode = 이 동영상의 프레임 { $sample }을(를) 디코딩할 수 없습니다({ $detail }). 파일이 손상되었을 수 있으니 다시 다운로드하거나 "시스템 플레이어로 열기"를 사용하세요
problem-media-video-decoder-init = H.264 디코더를 시작할 수 없습니다({ $detail }). GenDesk를 다시 시작한 후 다시 시도하세요

## Where the too large picture size was read ($origin of problem-media-video-too-large).

problem-media-video-origin-track-header = 트랙 헤더
problem-media-video-origin-sample-description = 샘플 설명
problem-media-video-origin-h264-stream = H.264 스트림
problem-media-video-origin-decoded-picture = 디코딩된 화면

## GenDesk's size limit ($limit of problem-media-video-too-large).

problem-media-video-limit-wide = 너비 { $pixels }픽셀
problem-media-video-limit-high = 높이 { $pixels }픽셀
problem-media-video-limit-pixels = { $millions }백만 픽셀

## H.264 features the built-in decoder lacks ($feature of problem-media-video-unsupported-feature).

problem-media-video-feature-bit-depth = { $bits }비트 색상
problem-media-video-feature-chroma = { $sampling } 크로마
problem-media-video-feature-interlaced = 인터레이스 부호화

## What a file is, with its article, inside sentences (err-playable-not-media, problem-media-probe-looks-like).

problem-media-kind-mp4 = MP4 파일
problem-media-kind-wav = WAV 오디오 파일
problem-media-kind-mp3 = MP3 오디오 파일
problem-media-kind-flac = FLAC 오디오 파일
problem-media-kind-ogg = Ogg 파일
problem-media-kind-matroska = Matroska/WebM 파일
problem-media-kind-png = PNG 이미지
problem-media-kind-jpeg = JPEG 이미지
problem-media-kind-webp = WebP 이미지
problem-media-kind-text = 미디어가 아닌 텍스트 또는 웹 페이지(서버의 오류 페이지일 수 있음)
problem-media-kind-unknown = 알 수 없는 내용

## Video previews (media/poster.rs).

problem-media-poster-no-picture = 동영상에 표시할 화면이 없습니다
problem-media-poster-wrong-size = 동영상의 첫 화면 크기가 잘못되었습니다

## Why a sound cannot be played: the $reason of err-audio-no-device and err-audio-player-stopped (media/audio/output.rs, worker.rs, null.rs).

problem-media-audio-device-timeout = 사운드 시스템이 { $seconds } s 안에 응답하지 않았습니다
problem-media-audio-device-failed = 장치를 여는 중에 사운드 시스템에 오류가 발생했습니다
problem-media-audio-helper-thread = 보조 스레드를 시작할 수 없습니다: { $cause }
problem-media-audio-thread-ended = 스레드가 종료되었습니다
problem-media-audio-thread-start = 스레드를 시작할 수 없습니다: { $cause }
problem-media-audio-silent-output = 무음 출력을 시작할 수 없습니다: { $cause }

## Why a sound cannot be decoded: the $reason of err-audio-damaged, or the $codec of err-audio-unsupported-codec (media/audio/).

problem-media-audio-no-channels = 스트림에 채널 수나 샘플링 레이트가 없습니다
problem-media-audio-decoder-failed = 디코더가 이 데이터를 처리하지 못했습니다
problem-media-audio-ends-before-sound = 첫 소리가 나오기 전에 파일이 끝납니다
problem-media-audio-ends-mid-data = 데이터 중간에서 파일이 끝납니다
problem-media-audio-no-track = GenDesk가 디코딩할 수 있는 형식의 오디오 트랙이 없습니다
problem-media-audio-no-sound = 소리가 들어 있지 않습니다
problem-media-audio-undecodable = 어느 부분도 디코딩할 수 없습니다: { $cause }
problem-media-audio-bad-packets = 패킷 { $total }개 중 { $bad }개를 디코딩할 수 없습니다: { $cause }

## A field of a sound file that claims more bytes than the file holds (media/audio/preflight.rs).

problem-media-audio-flac-comment-too-long = FLAC 주석이 파일에 실제로 있는 것보다 많은 바이트를 선언합니다
problem-media-audio-flac-picture-too-long = FLAC 그림이 파일에 실제로 있는 것보다 많은 바이트를 선언합니다
problem-media-audio-ogg-comment-too-long = Ogg 주석이 파일에 실제로 있는 것보다 많은 바이트를 선언합니다
problem-media-audio-id3-frame-too-long = ID3v2 프레임 { $frame }이(가) 파일에 실제로 있는 것보다 많은 바이트를 선언합니다
problem-media-audio-wave-tag-too-long = WAVE 태그(LIST INFO)가 파일에 실제로 있는 것보다 많은 바이트를 선언합니다
problem-media-audio-mp4-box-too-long = MP4 박스 { $kind }이(가) 파일에 실제로 있는 것보다 많은 바이트를 선언합니다
problem-media-audio-mp4-table-too-long = MP4 테이블 { $table }({ $count }개 항목)이(가) 파일에 실제로 있는 것보다 많은 바이트를 선언합니다
problem-media-audio-mp4-sample-size-too-long = MP4 샘플 크기가 파일에 실제로 있는 것보다 많은 바이트를 선언합니다
problem-media-audio-mp4-sample-too-long = MP4 샘플이 파일에 실제로 있는 것보다 많은 바이트를 선언합니다

## Why a record could not be written into a file: the $detail of err-provenance-damaged, the $format of err-provenance-unsupported (provenance/).

problem-media-png-short = PNG 헤더보다 짧습니다
problem-media-png-bad-start = PNG 파일의 형식으로 시작하지 않습니다
problem-media-png-bad-end = 온전한 PNG 파일의 형식으로 끝나지 않습니다(중간에 잘렸을 수 있습니다)
problem-media-xmp-unreadable = XMP 패킷을 읽을 수 없습니다
problem-media-mp4-header-cut = 박스 헤더가 잘려 있습니다(파일이 중간에 잘렸을 수 있습니다)
problem-media-mp4-large-header-cut = 박스 헤더가 잘려 있습니다
problem-media-mp4-box-past-end = 박스가 파일 끝을 넘어갑니다(파일이 중간에 잘렸을 수 있습니다)
problem-media-mp4-moov-box-cut = moov 안의 박스가 잘려 있습니다
problem-media-mp4-moov-box-too-large = moov 안의 박스가 너무 큽니다
problem-media-mp4-moov-box-past-end = moov 안의 박스가 moov의 끝을 넘어갑니다
problem-media-mp4-fragmented = 프래그먼트 MP4(미디어 정보가 파일 시작 이후에 여러 조각으로 나뉘어 기술됨)
problem-media-mp4-no-moov = moov 박스가 없습니다

## `gendesk media probe` (media/probe.rs): why the file cannot be played.

problem-media-probe-frames-failed = 프레임 { $count }개를 디코딩할 수 없습니다. 첫 번째 오류: { $first }
problem-media-probe-looks-like = { $kind }인 것 같습니다
problem-media-probe-cannot-play = GenDesk에서 이 파일을 재생할 수 없습니다: { $reason }

## `gendesk media probe` (media/probe.rs): the report's lines. Each starts with a label padded with spaces so the values line up; numbers with decimals come with the language's decimal mark.

problem-media-probe-line-file = 파일:       { $file } ({ $bytes }바이트)
problem-media-probe-line-container = 컨테이너:   { $container }{ $brand }
problem-media-probe-brand = { " " }(브랜드 { $brand })
problem-media-probe-line-duration = 길이:       { $seconds } s
problem-media-probe-line-video = 영상:       H.264 { $profile } ({ $codec }), { $width } × { $height }, { $fps } fps, 프레임 { $frames }개, 키프레임 { $keyframes }개{ $b_frames }
problem-media-probe-b-frames = , B 프레임 있음
problem-media-probe-line-no-video = 영상:       없음
problem-media-probe-line-colour = 색상:       { $colour }
problem-media-probe-line-decoded = 디코딩:     프레임 { $frames }개, { $order }{ $span }{ $failed }
problem-media-probe-in-order = 표시 순서대로
problem-media-probe-out-of-order = 순서가 뒤섞임
problem-media-probe-span = , 처음 { $first } s, 마지막 { $last } s
problem-media-probe-failed = , { $count }개 실패
problem-media-probe-line-speed = 속도:       초당 { $fps }프레임(프레임당 { $ms_per_frame } ms, 스레드 1개), 연 후 첫 프레임까지 { $first_frame_ms } ms
problem-media-probe-line-audio = 오디오:     { $audio }
problem-media-probe-line-no-audio = 오디오:     없음
problem-media-probe-channels = { $channels }채널
problem-media-probe-line-error = 오류:       { $error }
