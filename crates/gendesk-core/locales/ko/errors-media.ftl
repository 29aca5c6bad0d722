# Errors of media previews: audio decoding and playback, playable results, image decoding and `gendesk probe`.

## Audio that cannot be decoded or played (media/audio/error.rs).

err-audio-empty = 이 오디오 파일은 비어 있습니다(0바이트). 다운로드가 실패했을 수 있으니 다시 다운로드하세요
err-audio-too-large = 이 오디오 파일은 너무 커서 여기서 재생할 수 없습니다({ $mib } MiB, 한도는 { $max_mib } MiB). 다운로드해서 음악 플레이어로 여세요
err-audio-too-long = 이 오디오는 너무 길어서 여기서 재생할 수 없습니다({ $minutes }분 초과). 다운로드해서 음악 플레이어로 여세요
err-audio-unsupported-format = 이 파일은 GenDesk가 재생할 수 있는 오디오가 아닙니다(WAV, MP3, FLAC, OGG/Vorbis, M4A/AAC 지원). 다운로드해서 다른 플레이어로 여세요
err-audio-unsupported-codec = 이 오디오는 GenDesk가 재생할 수 없는 코덱을 사용합니다({ $codec }). 다운로드해서 다른 플레이어로 여세요
err-audio-damaged = 이 오디오를 디코딩할 수 없습니다({ $reason }). 파일이 손상되었거나 불완전할 수 있으니 다시 다운로드하세요
err-audio-truncated = 이 오디오 파일이 예상보다 일찍 끝납니다({ $expected } s 중 { $decoded } s만 읽을 수 있었습니다). 다운로드가 불완전할 수 있으니 다시 다운로드하세요
err-audio-no-device = 소리 출력 장치를 찾을 수 없습니다({ $reason }). 이 컴퓨터에서는 음악을 재생할 수 없지만 다운로드는 할 수 있습니다.
err-audio-player-stopped = 오디오 플레이어가 작동을 멈췄습니다({ $reason }). 미리 보기를 닫았다가 다시 열거나 GenDesk를 다시 시작하세요

## Result files that cannot be played (media/playable.rs).

err-playable-not-media = 이 파일({ $kind })은 GenDesk가 재생할 수 있는 소리나 동영상이 아닙니다. "시스템 플레이어로 열기" 또는 "다운로드"를 사용하세요
err-playable-text = 서버가 결과 파일 대신 텍스트나 웹 페이지를 보냈습니다. 링크가 만료되었거나 서비스에 문제가 있을 수 있으니 나중에 다시 시도하세요

## Images that cannot be shown (media/decode.rs).

err-decode-unknown-format = 이 파일은 GenDesk가 표시할 수 있는 이미지(PNG 또는 JPEG)가 아닙니다
err-decode-too-large = 이 이미지는 너무 커서 미리 볼 수 없습니다(한 변이 { $max_side }픽셀 초과 또는 픽셀 데이터 { $max_mib } MiB 초과). 다운로드해서 이미지 뷰어로 여세요
err-decode-damaged = 이 이미지를 디코딩할 수 없습니다({ $reason }). 손상되었거나 불완전할 수 있습니다

## `gendesk probe` (media/probe.rs).

err-probe-io = { $path }을(를) 읽을 수 없습니다: { $cause }. 경로와 파일을 읽을 수 있는지 확인하세요
