# Errors of media previews: audio decoding and playback, playable results, image decoding and `gendesk probe`.

## Audio that cannot be decoded or played (media/audio/error.rs).

err-audio-empty = この音声ファイルは空です（0 バイト）。ダウンロードに失敗した可能性があるため、もう一度ダウンロードしてください
err-audio-too-large = この音声ファイルは大きすぎるため、ここでは再生できません（{ $mib } MiB、上限は { $max_mib } MiB）。ダウンロードして音楽プレーヤーで開いてください
err-audio-too-long = この音声は長すぎるため、ここでは再生できません（{ $minutes } 分を超えています）。ダウンロードして音楽プレーヤーで開いてください
err-audio-unsupported-format = このファイルは GenDesk で再生できる音声ではありません（WAV、MP3、FLAC、OGG/Vorbis、M4A/AAC に対応）。ダウンロードして別のプレーヤーで開いてください
err-audio-unsupported-codec = この音声は GenDesk で再生できないコーデックを使っています（{ $codec }）。ダウンロードして別のプレーヤーで開いてください
err-audio-damaged = この音声をデコードできませんでした（{ $reason }）。ファイルが壊れているか不完全な可能性があるため、もう一度ダウンロードしてください
err-audio-truncated = この音声ファイルは途中で終わっています（{ $expected } s のうち { $decoded } s しか読み取れませんでした）。ダウンロードが不完全な可能性があるため、もう一度ダウンロードしてください
err-audio-no-device = 音声の出力先が見つかりませんでした（{ $reason }）。このコンピューターでは音楽を再生できませんが、ダウンロードはできます。
err-audio-player-stopped = 音声プレーヤーが動作を停止しました（{ $reason }）。プレビューを閉じてもう一度開くか、GenDesk を再起動してください

## Result files that cannot be played (media/playable.rs).

err-playable-not-media = このファイル（{ $kind }）は GenDesk で再生できる音声や動画ではありません。「システムのプレーヤーで開く」または「ダウンロード」を使ってください
err-playable-text = サーバーから結果ファイルの代わりにテキストまたは Web ページが送られてきました。リンクの期限が切れたか、サービスに障害が起きている可能性があります。しばらくしてからもう一度お試しください

## Images that cannot be shown (media/decode.rs).

err-decode-unknown-format = このファイルは GenDesk で表示できる画像（PNG または JPEG）ではありません
err-decode-too-large = この画像は大きすぎるためプレビューできません（一辺が { $max_side } ピクセルを超えるか、ピクセルデータが { $max_mib } MiB を超えています）。ダウンロードして画像ビューアーで開いてください
err-decode-damaged = この画像をデコードできませんでした（{ $reason }）。壊れているか不完全な可能性があります

## `gendesk probe` (media/probe.rs).

err-probe-io = { $path } を読み取れません：{ $cause }。パスと、ファイルが読み取り可能かどうかを確認してください
