# Reasons inside media errors: videos GenDesk cannot play (wording/video.rs), what a file is,
# why a sound cannot be decoded or played (media/audio/), why a record could not be written
# into a file (provenance/), and the lines of `gendesk media probe` (media/probe.rs).

## Videos GenDesk cannot play (wording/video.rs). "Open in system player" and "Download" are the player's buttons.

problem-media-video-empty = この動画ファイルは空です（0 バイト）。ダウンロードに失敗した可能性があります。もう一度ダウンロードしてください
problem-media-video-not-mp4 = このファイルは MP4 動画ではありません（{ $detail }）。GenDesk が再生できるのは MP4 ファイル内の H.264 動画です。「システムのプレーヤーで開く」または「ダウンロード」を使って表示してください
problem-media-video-damaged = この動画ファイルは破損しています（{ $detail }）。もう一度ダウンロードするか、「システムのプレーヤーで開く」を使ってください
problem-media-video-truncated = この動画ファイルは不完全です（{ $detail }）。ダウンロードが途中で切れた可能性があります。もう一度ダウンロードしてください
problem-media-video-no-video-track = このファイルには映像トラックがありません。音声ファイルの可能性があります。「システムのプレーヤーで開く」を使ってください
problem-media-video-unsupported-codec = この動画は { $codec } でエンコードされていますが、GenDesk が再生できるのは H.264 動画だけです。「システムのプレーヤーで開く」または「ダウンロード」を使って視聴してください
problem-media-video-unsupported-feature = この H.264 動画は、GenDesk の内蔵デコーダーでは再生できない機能（{ $feature }）を使っています。「システムのプレーヤーで開く」または「ダウンロード」を使って視聴してください
problem-media-video-too-large = この動画は大きすぎるため、ここでは再生できません。{ $origin }によると { $width } × { $height } ピクセルで、GenDesk の上限（{ $limit }）を超えています。「システムのプレーヤーで開く」または「ダウンロード」を使って視聴してください
problem-media-video-file-too-large = この動画ファイルは大きすぎるため、ここでは再生できません（{ $mib } MiB、上限は { $max_mib } MiB）。「システムのプレーヤーで開く」または「ダウンロード」を使って視聴してください
problem-media-video-too-many-frames = この動画はフレーム数が多すぎるため、ここでは再生できません（{ $count }、上限は { $max }）。「システムのプレーヤーで開く」または「ダウンロード」を使って視聴してください
problem-media-video-decode = この動画のフレーム { $sample } をデコードできませんでした（{ $detail }）。ファイルが破損している可能性があります。もう一度ダウンロードするか、「システムのプレーヤーで開く」を使ってください
problem-media-video-decoder-init = H.264 デコーダーを起動できませんでした（{ $detail }）。GenDesk を再起動して、もう一度お試しください

## Where the too large picture size was read ($origin of problem-media-video-too-large).

problem-media-video-origin-track-header = トラックヘッダー
problem-media-video-origin-sample-description = サンプル記述
problem-media-video-origin-h264-stream = H.264 ストリーム
problem-media-video-origin-decoded-picture = デコードした画像

## GenDesk's size limit ($limit of problem-media-video-too-large).

problem-media-video-limit-wide = 幅 { $pixels } ピクセル
problem-media-video-limit-high = 高さ { $pixels } ピクセル
problem-media-video-limit-pixels = { $millions } 百万ピクセル

## H.264 features the built-in decoder lacks ($feature of problem-media-video-unsupported-feature).

problem-media-video-feature-bit-depth = { $bits } ビットカラー
problem-media-video-feature-chroma = { $sampling } クロマ
problem-media-video-feature-interlaced = インターレース符号化

## What a file is, with its article, inside sentences (err-playable-not-media, problem-media-probe-looks-like).

problem-media-kind-mp4 = MP4 ファイル
problem-media-kind-wav = WAV 音声ファイル
problem-media-kind-mp3 = MP3 音声ファイル
problem-media-kind-flac = FLAC 音声ファイル
problem-media-kind-ogg = Ogg ファイル
problem-media-kind-matroska = Matroska/WebM ファイル
problem-media-kind-png = PNG 画像
problem-media-kind-jpeg = JPEG 画像
problem-media-kind-webp = WebP 画像
problem-media-kind-text = メディアではないテキストまたはウェブページ（サーバーのエラーページの可能性があります）
problem-media-kind-unknown = 認識できない内容

## Video previews (media/poster.rs).

problem-media-poster-no-picture = 動画に表示できる画像がありません
problem-media-poster-wrong-size = 動画の最初の画像のサイズが正しくありません

## Why a sound cannot be played: the $reason of err-audio-no-device and err-audio-player-stopped (media/audio/output.rs, worker.rs, null.rs).

problem-media-audio-device-timeout = サウンドシステムが { $seconds } s 以内に応答しませんでした
problem-media-audio-device-failed = デバイスを開く途中でサウンドシステムがエラーになりました
problem-media-audio-helper-thread = 補助スレッドを開始できませんでした：{ $cause }
problem-media-audio-thread-ended = スレッドが終了しています
problem-media-audio-thread-start = スレッドを開始できませんでした：{ $cause }
problem-media-audio-silent-output = 無音の出力を開始できませんでした：{ $cause }

## Why a sound cannot be decoded: the $reason of err-audio-damaged, or the $codec of err-audio-unsupported-codec (media/audio/).

problem-media-audio-no-channels = ストリームにチャンネル数またはサンプリングレートがありません
problem-media-audio-decoder-failed = デコーダーがこのデータを処理できませんでした
problem-media-audio-ends-before-sound = 最初の音が始まる前にファイルが終わっています
problem-media-audio-ends-mid-data = データの途中でファイルが終わっています
problem-media-audio-no-track = GenDesk がデコードできる形式の音声トラックがありません
problem-media-audio-no-sound = 音が含まれていません
problem-media-audio-undecodable = どの部分もデコードできませんでした：{ $cause }
problem-media-audio-bad-packets = { $total } 個のパケットのうち { $bad } 個をデコードできませんでした：{ $cause }

## A field of a sound file that claims more bytes than the file holds (media/audio/preflight.rs).

problem-media-audio-flac-comment-too-long = FLAC のコメントが、ファイルに実際にあるより多いバイト数を宣言しています
problem-media-audio-flac-picture-too-long = FLAC の画像が、ファイルに実際にあるより多いバイト数を宣言しています
problem-media-audio-ogg-comment-too-long = Ogg のコメントが、ファイルに実際にあるより多いバイト数を宣言しています
problem-media-audio-id3-frame-too-long = ID3v2 フレーム { $frame } が、ファイルに実際にあるより多いバイト数を宣言しています
problem-media-audio-wave-tag-too-long = WAVE タグ（LIST INFO）が、ファイルに実際にあるより多いバイト数を宣言しています
problem-media-audio-mp4-box-too-long = MP4 ボックス { $kind } が、ファイルに実際にあるより多いバイト数を宣言しています
problem-media-audio-mp4-table-too-long = MP4 テーブル { $table }（{ $count } 項目）が、ファイルに実際にあるより多いバイト数を宣言しています
problem-media-audio-mp4-sample-size-too-long = MP4 のサンプルサイズが、ファイルに実際にあるより多いバイト数を宣言しています
problem-media-audio-mp4-sample-too-long = MP4 のサンプルが、ファイルに実際にあるより多いバイト数を宣言しています

## Why a record could not be written into a file: the $detail of err-provenance-damaged, the $format of err-provenance-unsupported (provenance/).

problem-media-png-short = PNG ヘッダーより短いファイルです
problem-media-png-bad-start = PNG ファイルの形で始まっていません
problem-media-png-bad-end = 完全な PNG ファイルの形で終わっていません（途中で切れている可能性があります）
problem-media-xmp-unreadable = XMP パケットを読み取れません
problem-media-mp4-header-cut = ボックスのヘッダーが途中で切れています（ファイルが途中で切れている可能性があります）
problem-media-mp4-large-header-cut = ボックスのヘッダーが途中で切れています
problem-media-mp4-box-past-end = ボックスがファイルの終わりを越えています（ファイルが途中で切れている可能性があります）
problem-media-mp4-moov-box-cut = moov 内のボックスが途中で切れています
problem-media-mp4-moov-box-too-large = moov 内のボックスが大きすぎます
problem-media-mp4-moov-box-past-end = moov 内のボックスが moov の終わりを越えています
problem-media-mp4-fragmented = フラグメント化された MP4（メディアの情報が先頭より後に分割して記述されています）
problem-media-mp4-no-moov = moov ボックスがありません

## `gendesk media probe` (media/probe.rs): why the file cannot be played.

problem-media-probe-frames-failed = { $count } 個のフレームをデコードできませんでした。最初のエラー：{ $first }
problem-media-probe-looks-like = { $kind }のようです
problem-media-probe-cannot-play = GenDesk はこのファイルを再生できません：{ $reason }

## `gendesk media probe` (media/probe.rs): the report's lines. Each starts with a label padded with spaces so the values line up; numbers with decimals come with the language's decimal mark.

problem-media-probe-line-file = ファイル：  { $file }（{ $bytes } バイト）
problem-media-probe-line-container = コンテナ：  { $container }{ $brand }
problem-media-probe-brand = （ブランド { $brand }）
problem-media-probe-line-duration = 長さ：      { $seconds } s
problem-media-probe-line-video = 映像：      H.264 { $profile }（{ $codec }）、{ $width } × { $height }、{ $fps } fps、{ $frames } フレーム、キーフレーム { $keyframes }{ $b_frames }
problem-media-probe-b-frames = 、B フレームあり
problem-media-probe-line-no-video = 映像：      なし
problem-media-probe-line-colour = 色：        { $colour }
problem-media-probe-line-decoded = デコード：  { $frames } フレーム、{ $order }{ $span }{ $failed }
problem-media-probe-in-order = 表示順どおり
problem-media-probe-out-of-order = 順序が乱れています
problem-media-probe-span = 、最初 { $first } s、最後 { $last } s
problem-media-probe-failed = 、{ $count } 個失敗
problem-media-probe-line-speed = 速度：      { $fps } フレーム/s（{ $ms_per_frame } ms/フレーム、1 スレッド）。開いてから最初のフレームまで { $first_frame_ms } ms
problem-media-probe-line-audio = 音声：      { $audio }
problem-media-probe-line-no-audio = 音声：      なし
problem-media-probe-channels = { $channels } チャンネル
problem-media-probe-line-error = エラー：    { $error }
