# The headless commands' human output (never --json).

cli-engine-needs = `{ $verb }` には{ $what ->
    [model] モデル
    [mode] モード
    [count] 件数
    [webhook-url] Webhook の URL
    [file-path] ファイルのパス
    [task-row] タスクの行番号
    [folder] フォルダー
    [download-row] ダウンロードの行番号
   *[question] 質問の番号
}が必要です
cli-engine-expected-number = { $what ->
    [item-count] 項目数
    [task-row] タスクの行番号
    [download-row] ダウンロードの行番号
   *[question] 質問の番号
}（数値）を指定してください
cli-engine-unknown-command = 不明なコマンド `{ $command }`
cli-engine-output = 出力を書き込めませんでした：{ $reason }
cli-engine-online = { $outage }の中断の後、サービスが再び応答しています
cli-engine-model-list-unreadable = モデル一覧を読み取れませんでした：{ $reason }
cli-engine-model-not-listed = モデル { $model } は GenDesk のモデル一覧にありません。ウィンドウで追加する（作成 → モデルを追加…）か、一覧にあるモデルを使ってください
cli-engine-batch-file-refused = { $reason }（何も送信されていません）
cli-engine-data-dir = --data-dir FOLDER を指定してください。ヘッドレスエンジンはそこに履歴とログを保存します
cli-engine-data-folder-busy = GenDesk がデータフォルダー { $folder } を使用中です（ウィンドウか別の `gendesk engine`）。先に閉じるか、別の --data-dir を指定してください
cli-engine-limit-amount = { $option } には 0 以上の米ドルの金額（5 や 12.50 など）を指定してください
cli-api-key-variable = GENDESK_API_KEY に API キーを設定してください（コマンドラインからは受け取りません）
cli-already-open = GenDesk はこのデータフォルダーですでに開いています。そのウィンドウを前面に表示しました。
cli-already-open-process = GenDesk はこのデータフォルダーですでに開いています（プロセス { $pid }）。そのウィンドウを前面に表示しました。
cli-no-log-file = ログファイルがありません：{ $reason }
cli-no-renderer = { $reason }。

    それぞれが失敗した理由はログにあります：{ $log }
cli-proxy-refused = --proxy：{ $reason }
cli-proxy-no-password = --proxy にユーザー { $user } が指定されていますが、{ $variable } が設定されていません。プロキシのパスワードを設定してください（コマンドラインからは受け取りません）
cli-show-missing = { $path } はもうありません。移動または削除されました。
cli-show-not-opened = フォルダー { $folder } を開けるファイルマネージャーがありませんでした。ファイルマネージャーから開いてください。
cli-update-refused = アップデートを拒否しました：{ $reason }
cli-update-up-to-date = GenDesk { $version } は最新です。
cli-update-available = GenDesk { $version } が利用できます（現在は { $running }）。公開日：{ $published }。
cli-update-required = このバージョンは古すぎてサービスで使い続けられません。アップデートしてください。
cli-update-install-with = インストール方法：gendesk update apply
cli-update-own-path-unknown = このプログラム自身のパスがわかりません（{ $reason }）
cli-update-updated = GenDesk { $version } にアップデートしました。以前のプログラムは { $backup } に残してあります。
cli-update-installer-started = GenDesk { $version } のインストーラーを実行中です。完了すると GenDesk を起動します。
cli-update-package-ready = 検証済みのパッケージの準備ができました：{ $path }
cli-update-catalogue = { $count ->
    [0] モデルカタログはバージョン { $version } になりました。
   *[other] モデルカタログはバージョン { $version } になりました。新しいモデル：{ $models }。
}
cli-report-no-such-profile = { $file } に { $name } という名前のプロファイルはありません。プロファイル：{ $profiles }
cli-report-no-such-profile-none = { $file } に { $name } という名前のプロファイルはありません。プロファイルはまだありません
cli-report-no-history = { $name } という名前のプロファイルはありません。{ $file } にはまだ履歴がありません
cli-report-heading = 履歴：{ $file } · { $profile } · { $period }
cli-report-every-profile = すべてのプロファイル
cli-report-profile = プロファイル { $name }
cli-report-all-time = 全期間
cli-report-since = { $since } 以降
cli-report-until = { $until } まで
cli-report-between = { $since }～{ $until }
cli-media-unreadable = { $file } を読み取れませんでした：{ $reason }
cli-media-file = ファイル：{ $format }
cli-media-file-size = ファイル：{ $format }、{ $width }×{ $height }
cli-media-other-format = GenDesk が記録を書き込む種類のファイルではありません
cli-media-parameters = GenDesk の記録はありません。AUTOMATIC1111 のパラメーター：
cli-media-no-record = 記録がありません。このファイルには作り方が書かれていません（GenDesk は、設定 → ダウンロードでオンにしている間、ダウンロードした PNG、JPEG、WebP ファイルに記録を書き込みます）。

## Headless commands of a portable GenDesk (portable_start.rs).
cli-portable-keys-locked = GenDesk の隣のポータブルキーはロックされています。{ $variable } にパスフレーズを設定してください
