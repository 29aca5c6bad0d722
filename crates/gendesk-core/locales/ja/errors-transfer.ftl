# Errors of transfers: GenDesk's own updates, result downloads and previews, download file-name patterns, the webhook receiver and `gendesk webhook verify`, Insights exports and periods.

## Updates of GenDesk (update/error.rs). The update feed is the signed file that announces new versions.

err-update-disabled = この GenDesk はディストリビューションのパッケージ用にビルドされています。新しいバージョンはパッケージマネージャーが提供します
err-update-feed-address = アップデートフィードのアドレス { $url } は使用できません（{ $reason }）。設定 → アップデートで https:// のアドレスを入力してください
err-update-unreachable = アップデートフィードに接続できませんでした（{ $reason }）。接続を確認して、もう一度お試しください
err-update-http-status = アップデートフィードのサーバーが { $url } に対して HTTP { $status } を返しました。しばらくしてからもう一度お試しください
err-update-feed-too-large = アップデートフィードが { $limit } バイトを超えているため、読み込みませんでした
err-update-signature-unreadable = アップデートフィードの署名を読み取れませんでした（{ $reason }）。このフィードは使用しませんでした
err-update-untrusted-key = アップデートフィードは、この GenDesk が信頼していない鍵で署名されています。このフィードは使用しませんでした
err-update-bad-signature = アップデートフィードの署名が内容と一致しません。署名後に変更されたため、使用しませんでした
err-update-comment-mismatch = アップデートフィードの署名付きコメントは { $comment } ですが、フィードが告知しているのは { $version } です。このフィードは使用しませんでした
err-update-malformed = アップデートフィードが、この GenDesk で理解できない形式です（{ $reason }）。このフィードは使用しませんでした
err-update-insecure-address = アップデートフィードに、https:// でもこのコンピューター上でもないアドレスが含まれています（{ $url }）。このフィードは使用しませんでした
err-update-older-feed = アップデートフィードの公開日時 { $published } は、すでに確認したもの（{ $last }）より前です。古いコピーのため、使用しませんでした
err-update-no-package = { $kind ->
        [matching] このアップデートには該当するパッケージがありません
       *[other] このアップデートには「{ $kind }」のパッケージがありません
    }。代わりにプロジェクトのページからダウンロードしてください
err-update-download = アップデートをダウンロードできませんでした：{ $error }
err-update-size-mismatch = ダウンロードしたアップデートは { $actual } バイトですが、署名付きフィードでは { $expected } バイトです。ファイルは削除し、何もインストールしていません
err-update-hash-mismatch = ダウンロードしたアップデートの SHA-256 が署名付きフィードと一致しません。ファイルは削除し、何もインストールしていません
err-update-io = { $path } を{ $action ->
        [read] 読み込め
        [written] 書き込め
        [removed] 削除でき
       *[other] { $action }でき
    }ませんでした：{ $cause }。フォルダーのアクセス権限と空き容量を確認してください
err-update-install = アップデートをインストールできませんでした（{ $reason }）。このバージョンは引き続き使用できます
err-update-catalog = 更新されたモデルカタログは拒否されました（{ $error }）。以前のカタログを引き続き使用します

## Result downloads (download/mod.rs). The history keeps these; core-download-… words them for the window.

err-download-not-http = ダウンロードできる結果の URL は http と https だけです。{ $scheme } はダウンロードできません
err-download-invalid-url = 結果の URL が使用できません：{ $reason }
err-download-expired = 結果の URL は期限切れです（発行から 24 時間）
err-download-http-status = サーバーが HTTP { $status } を返しました
err-download-too-large = ファイルが上限の { $limit } バイトを超えています
err-download-no-space = { $path } の書き込み中にディスクの空き容量がなくなりました
err-download-io = { $path } に書き込めませんでした：{ $cause }
err-download-local-gone = このコンピューター上の、結果の URL のアドレスに応答するものがありません
err-download-network = ネットワークエラー：{ $reason }
err-download-cancelled = ダウンロードはキャンセルされました
err-download-setup = ダウンローダーを準備できませんでした：{ $reason }

## File-name patterns for downloads (download/name_pattern.rs): shown under the pattern in Settings.
## Field names in braces ({model}, {n}, {prompt:30}) are typed as they are: never translate them.

err-name-pattern-empty = パターンが空です。{"{model}"} などのフィールドを少なくとも 1 つ指定してください。
err-name-pattern-unclosed = 「{"{"}」を閉じる「{"}"}」がありません（「{ $before }」の後）。フィールドを閉じるか、括弧を削除してください。
err-name-pattern-stray-brace = 「{"}"}」が閉じるフィールドがありません（「{ $before }」の後）。削除してください。
err-name-pattern-unknown-field = 「{"{"}{ $name }{"}"}」はフィールドではありません。使えるフィールドは { $fields } です。
err-name-pattern-bad-length = 「{"{"}{ $field }:{ $length }{"}"}」では、コロンの後に 1 から { $max } までの長さが必要です。
err-name-pattern-absolute = パターンが「/」で始まっています。パターンはダウンロードフォルダー内の場所を表すため、先頭のスラッシュを削除してください。
err-name-pattern-parent-folder = 「{ $part }」はフォルダーとして使えません。ファイルはダウンロードフォルダーの中に置かれます。
err-name-pattern-no-file-name = パターンがフォルダーで終わっています。最後の「/」の後に {"{n}"} などのファイル名を追加してください。
err-name-pattern-too-deep = パターンが { $count } 階層の入れ子のフォルダーを作ります。使えるのは { $max } 階層までです。

## Result previews (media/fetch.rs).

err-fetch-bad-url = 結果のアドレスを開けません：{ $reason }
err-fetch-gone = 結果のリンクはもう使えません（HTTP { $status }）。結果のリンクはタスクの完了から 24 時間で期限切れになるため、表示できるのはダウンロード済みのコピーだけです
err-fetch-status = サーバーが結果ファイルに対して HTTP { $status } を返しました。しばらくしてからもう一度お試しください
err-fetch-too-large = ファイルが { $mib } MiB を超えていて、プレビューするには大きすぎます。代わりにダウンロードしてください
err-fetch-network = 結果ファイルを取得できませんでした（{ $reason }）。接続を確認して、もう一度お試しください
err-fetch-local-gone = この結果のリンクはもう使えません。このコンピューター上のそのアドレスに応答するものがありません（生成したオフラインのサンドボックスは今は別のアドレスで動いています）。そのため、ダウンロード済みのコピーからしか表示できません

## gendesk webhook verify (webhooks/cli.rs). $variable is an environment variable's name; the command line after "for example:" is typed as it is.

err-webhook-cli-secret-unset = 環境変数 { $variable } が設定されていません。Webhook の署名シークレットを設定してください（GenDesk はシークレットをコマンドラインから受け取りません）。例：{ $variable }="$(cat secret.txt)" gendesk webhook verify --secret-env { $variable } …
err-webhook-cli-secret-empty = 環境変数 { $variable } が空です。Webhook の署名シークレットを設定してください。空のシークレットでは何も検証できません。
err-webhook-cli-secret-not-text = 環境変数 { $variable } の値が UTF-8 のテキストではありません。サービスに表示されるとおりに、署名シークレットをもう一度コピーしてください。
err-webhook-cli-stdin = 標準入力から本文を読み取れませんでした：{ $cause }。生の本文をパイプでコマンドに渡してください。
err-webhook-cli-body-too-large = 標準入力の本文が { $limit } バイトを超えています。Webhook が運ぶ量をはるかに超えています。正しいファイルをパイプで渡しているか確認してください。

## The webhook receiver (webhooks/receiver.rs); core-receiver-… words these for the window.

err-receiver-port-taken = 127.0.0.1 のポート { $port } はすでに使用されています
err-receiver-bind = 127.0.0.1 のポート { $port } で待ち受けできませんでした：{ $cause }

## Insights exports (insights/export.rs). $error is the writer's reason, in English.

err-export-csv = CSV を書き出せませんでした：{ $error }
err-export-json = JSON を書き出せませんでした：{ $error }
err-export-finish = CSV を完成できませんでした：{ $error }

## Periods of `gendesk report` (insights/period.rs). 24h, 7d, 30d and 2026-11-01 are typed as they are.

err-period-unreadable = { $given } は期間ではありません。24h、7d、30d などの長さか、2026-11-01 などの日付を指定してください
err-period-backwards = 期間の終わりが始まりより前です（{ $since } は { $until } より後です）
