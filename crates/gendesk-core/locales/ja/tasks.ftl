# Tasks: the Activity view, a task's detail and results, live progress, jobs.

activity-reading-history = 履歴を読み込んでいます…
activity-reading-task = タスクを読み込んでいます…
activity-filter-state = 状態
activity-all-states = すべての状態
activity-filter-kind = 種類
activity-any-kind = すべての種類
activity-kind-image = 画像
activity-kind-video = 動画
activity-kind-audio = 音声
activity-filter-model = モデル
activity-filter-search = 検索
    .hint = プロンプト、モデル、タスク ID
activity-since = { $time } 以降
    .hint = それ以降に送信したタスクのみ（分析から）。クリックするとすべて表示します
activity-clear-filters = フィルターを解除
activity-task-count = { $count } 件のタスク
activity-read-file = ファイルを読む…
    .hint = ダウンロードした画像・動画・音楽の作成情報を表示します（ファイルをここにドロップしても可）
activity-empty-heading = タスクはまだありません
activity-empty-text = 「作成」でプロンプトを書いて送信してください。送信したタスクはすべてここに、待機中から結果まで、リアルタイムで表示されます。
activity-go-compose = 「作成」へ移動
activity-no-match-heading = このフィルターに一致するタスクはありません
activity-no-match-text = フィルターを変更または解除すると、履歴をさらに表示できます。
activity-clear-all-filters = すべてのフィルターを解除
activity-column-state = 状態
activity-column-model = モデル
activity-column-prompt = プロンプト
activity-column-time = 時間
activity-column-created = 作成日時
activity-row-name = タスク { $number }：{ $state }、{ $model }、{ $prompt }

task-detail-heading = タスク { $number }
task-close = 閉じる
    .hint = 詳細を閉じます（Esc）
task-reuse-settings = 設定を再利用
    .hint = このリクエストを作成フォームに読み込みます
task-check-now = 今すぐ確認
    .hint = このタスクの状態を今すぐサービスに問い合わせます
task-latest-status = 最新の状態
task-request-json = リクエスト JSON
task-sending = タスクをサービスに送信しています…
task-unknown-title = 結果不明
task-unknown-text = GenDesk はこのタスクを送信しましたが、応答がありませんでした（接続の切断、タイムアウト、またはサービスの内部エラー）。サービスがタスクを作成して課金した可能性も、していない可能性もあります。
task-unknown-todo = 対処：残高またはサービスのダッシュボードで新しいタスクがないか確認してください。作成されていなければ、もう一度送信してください。GenDesk が有料のタスクを自動で再送信することはありません。
task-send-again = 新しいタスクとして再送信…
task-rejected-title = 受け付けられませんでした
task-rejected-text = サービスがこのタスクを拒否したため、何も作成・課金されていません。
task-rejected-todo = 設定を修正して（「設定を再利用」でフォームに読み込めます）もう一度送信してください。
task-processing = サービスが結果を生成しています…（経過 { $minutes }:{ $seconds }）
task-queued = サービスで待機中です…（経過 { $minutes }:{ $seconds }）
task-last-check = 前回の状態確認：{ $error }
task-failed-code = 失敗：{ $code }
task-failed = 失敗
task-service-said = サービスからのメッセージ：「{ $message }」
task-what-to-do = 対処：{ $hint }
task-refunded = 失敗したタスクは返金されます。
task-retry = 新しいタスクとして再試行…
    .hint = 一時的な問題です。同じリクエストが今なら成功する可能性があります
task-field-state = 状態
task-field-task-id = タスク ID
task-field-kind = 種類
task-field-prompt = プロンプト
task-field-created = 作成
task-field-accepted = 受付
task-field-completed = 完了
task-field-processing-time = 処理時間
task-field-fail-code = 失敗コード
task-field-fail-message = 失敗メッセージ
task-field-results-expire = 結果の期限
task-field-status-checks = 状態確認の回数
task-field-batch = バッチ
task-no-request = このタスクのリクエストは記録されていません。
task-copy-json = JSON をコピー
task-retry-confirm-title = 新しいタスクとして再試行しますか？
task-retry-confirm-text = 同じリクエストを新しいタスクとしてもう一度送信します。新しい有料のタスクです。失敗したタスクは返金済みで、新しいタスクは通常どおり課金されます。
task-retry-confirm-button = 新しい有料タスクを送信
task-resend-confirm-title = 新しいタスクとして再送信しますか？
task-resend-confirm-text = 最初の送信ですでにタスクが作成されている可能性があります。その場合、再送信すると 2 つ目の有料タスクが作成され、二重に課金されます。タスクが作成されていないことを確認した場合にのみ再送信してください。
task-resend-confirm-button = 再送信（有料）
task-cancel = キャンセル

activity-history-unreadable = 履歴を読み込めませんでした：{ $problem }。
activity-reader-failed = アクティビティの一覧を読み込む処理を開始できませんでした（{ $problem }）。ほかのプログラムをいくつか閉じて、プロファイルを開き直してください。
task-countdown-hours = { $hours } 時間 { $minutes } 分
task-countdown-minutes = { $minutes } 分
task-notice-accepted = サービスがタスクを受け付けました。アクティビティで進行状況を確認できます。
task-notice-download-cancelled = ダウンロードをキャンセルしました。取得済みの部分は残り、もう一度ダウンロードすると続きから再開します。
task-notice-failed = タスクが失敗しました。
task-notice-failed-code = タスクが失敗しました（{ $code }）。
task-notice-finished = タスクが成功しました。
task-notice-finished-many = { $count } 件のタスクが成功しました。
task-notice-recovered-unknown = 前回 GenDesk を閉じたときに { $count } 件の送信が中断されました。「不明」として記録されています。2 回課金されないよう、再送信する前にアクティビティで確認してください。
task-notice-rejected = タスクは受け付けられませんでした。{ $problem }
task-notice-service-said = サービスの応答：「{ $message }」
task-result-cancel-download = キャンセル
task-result-copy-image = 画像をコピー
    .hint = 画像そのものをコピーし、チャットや編集ソフトに貼り付けられます
task-result-copy-path = ファイルのパスをコピー
    .hint = ファイルのパスを求められる場所に貼り付けるためです
task-result-copy-url = URL をコピー
task-result-download = ダウンロード
task-result-download-again = もう一度ダウンロード
task-result-download-failed = ダウンロードに失敗しました。
task-result-downloaded = ダウンロード済み
task-result-file = ファイル
    .hint = システムで開きます
task-result-into-image-form = 画像から画像のフォームで
task-result-into-video-form = 画像から動画のフォームで
task-result-link-expired-before = ファイルをダウンロードする前にリンクの期限が切れました。
task-result-no-preview = プレビューなし
task-result-not-downloaded-expired = 未ダウンロードです。リンクの期限が切れました。
task-result-not-downloaded-gone = 未ダウンロードです。リンクは利用できなくなりました。
task-result-open = 開く
    .hint = システムの既定のアプリで開きます
task-result-open-in-player = システムのプレーヤーで開く
task-result-path-copied = { $name } のパスをコピーしました。
task-result-preview = { $name } のプレビュー
    .hint = 画像全体を開きます（ズームと移動）
task-result-progress = { $done } / { $total }
task-result-show-in-folder = フォルダーに表示
    .hint = ファイルマネージャーでこのファイルを選択して表示します
task-result-title = { $kind ->
    [image] 画像 { $number }
    [video] 動画 { $number }
    [audio] トラック { $number }
   *[other] ファイル { $number }
    }
task-result-title-ext = { $kind ->
    [image] 画像 { $number }（{ $ext }）
    [video] 動画 { $number }（{ $ext }）
    [audio] トラック { $number }（{ $ext }）
   *[other] ファイル { $number }（{ $ext }）
    }
task-result-url-copied = { $name } の URL をコピーしました。
task-result-use-as-reference = 参照画像として使う
task-results-count = 結果 { $count } 件
task-results-download-all = すべてダウンロード
    .hint = 保存先：{ $folder }
task-results-expired-nothing-more = リンクの期限が切れました。これ以上ダウンロードできません。
task-results-gone-nothing-more = リンクは利用できなくなりました。これ以上ダウンロードできません。
task-results-links-expire = リンクの期限まで { $time }
    .hint = 結果のリンクはタスクの終了から 24 時間有効です。残したいものはダウンロードしてください。
task-results-links-expired = リンクの期限が切れました。ダウンロード済みのコピーは残ります
task-results-links-gone = リンクは利用できなくなりました。ダウンロード済みのコピーは残ります
    .hint = これらのリンクを作ったオフラインのサンドボックスは、現在とは別のアドレスで動いていました（GenDesk の起動時にポートが使用中でした）。新しいリンクが必要なら、結果をもう一度生成してください。
task-results-open-folder = フォルダーを開く
task-state-failed = 失敗
task-state-finished = 終了
task-state-pending = 待機中
task-state-processing = 実行中
task-state-rejected = 拒否
task-state-submitting = 送信中
task-state-success = 成功
task-state-unknown = 不明

# The task list as a screen reader names it; $count is how many tasks it holds.
activity-table-name = タスク（{ $count } 件）
