# Webhooks: signing secrets, the local receiver, deliveries and their checks.

## ビューのタブ

hook-tab-setup = シークレットとレシーバー
hook-tab-deliveries = 配信
hook-seen-tab = このセッションで { $count } 件受信

## 署名シークレット

hook-secret-title = 署名シークレット
hook-secret-explained = サービスはすべてのバッチ Webhook にこのシークレットで署名します（生の本文に対する HMAC-SHA256）。GenDesk は各配信を信頼する前にこれで検証します。
hook-versions-kept = 配信の検証用に GenDesk が（システムのキーリングに）保持しているバージョン：
hook-version-current = バージョン { $version }：現在
hook-version-grace = バージョン { $version }：{ $until } まで受け付け（ローテーション前に受け付けたバッチ）
hook-version-expired = バージョン { $version }：署名に使われなくなりました
hook-version-revoked = バージョン { $version }：{ $at } に失効
hook-secret-revoked = 署名シークレットは失効しました。未処理の Webhook 配信は停止されています。シークレットを再取得すると新しいバージョンが発行され、以降に受け付けたバッチはそれで署名されます。
hook-secret-issue = 新しいシークレットを発行
hook-secret-reading = 署名シークレットを読み込んでいます…
hook-secret-ask-again = 再取得
hook-secret-version-label = バージョン
hook-secret-version = バージョン { $version }
hook-secret-label = シークレット
hook-secret-hide = 隠す
hook-secret-reveal = 表示
hook-secret-copy = コピー
    .hint = シークレットをクリップボードにコピーします
hook-secret-copied = 署名シークレット（バージョン { $version }）をコピーしました。
hook-secret-rotate = ローテーション…
hook-secret-revoke = 失効…
hook-rotate-explained = 今後受け付けるバッチは新しいシークレットで署名されます。受け付け済みのバッチは 7 日間現在のシークレットを使います。旧バージョンのバッチが配信しうる間、GenDesk は両方を受け付けるため、ここでの受信が途切れることはありません。自分のレシーバーも新しいシークレットに更新してください。
hook-rotate-confirm = シークレットをローテーション
hook-revoke-explained = 失効させると、未処理の Webhook 配信はすべて停止します（後で送信されることはありません）。Webhook を再び受け取るにはシークレットを取得してください。以降に受け付けたバッチ用に、サービスが新しいバージョンを発行します。
hook-revoke-confirm = シークレットを失効
hook-cancel = キャンセル
    .hint = キャンセル（Esc）

## ローカルレシーバー

hook-receiver-title = ローカルレシーバー
hook-receiver-on = このコンピューターで Webhook とコールバックを受信する
    .hint = 127.0.0.1 のみの HTTP サーバーです。トンネルを用意しない限り、このコンピューターの外からは接続できません
hook-receiver-starting = 起動しています…
hook-receiver-off = オフです。オンにすると、すべての Webhook とコールバックが到着時に検証されて表示されます。
hook-receiver-listening = 127.0.0.1、ポート { $port } で待ち受けています。
hook-receiver-sandbox = オフラインのサンドボックスのコールバックモードとバッチは、既定でこれらの URL を使います。
hook-receiver-tunnel = トンネル経由（設定の「Webhook レシーバー」）。作成フォームとバッチフォームはこれらを使います：
hook-receiver-forward = トンネルは http://127.0.0.1:{ $port } に転送する必要があります。
hook-receiver-needs-tunnel = サービスは公開 HTTPS アドレスにしか送信しません。このポートへのトンネルを用意し（README を参照）、その公開 URL を設定の「Webhook レシーバー」に入力してください。以降はフォームがそれを使います。
hook-url-webhooks = バッチ Webhook
    .copied = バッチ Webhook の URL をコピーしました。
hook-url-callbacks = コールバック
    .copied = コールバックの URL をコピーしました。
hook-url-local-webhooks = ローカル Webhook
    .copied = ローカル Webhook の URL をコピーしました。
hook-url-local-callbacks = ローカルコールバック
    .copied = ローカルコールバックの URL をコピーしました。
hook-copy = コピー
hook-seen-session = このセッションで { $count } 件の配信を受信しました。

## 配信インスペクター

hook-filter-any = すべての判定
hook-filter-verified = 検証済み
hook-filter-refused = 拒否
hook-filter-duplicates = 重複
hook-filter-callbacks = コールバック
hook-reading = 配信を読み込んでいます…
hook-newest-of = 全 { $total } 件の配信のうち最新 { $shown } 件です。古いものを見るにはフィルターを絞り込んでください。
hook-count = { $count ->
       *[other] 配信 { $count } 件。
    }
hook-gone = この配信はもう保持されていません（最新のもののみ保持。設定を参照）。
hook-select = 左の配信を選ぶと、リクエスト、本文、判定が表示されます。
hook-show = 表示
hook-show-all = Webhook とコールバック
hook-show-webhooks = バッチ Webhook
hook-show-callbacks = コールバック
hook-verdict = 判定
hook-batch-filter = バッチ ID
    .name = バッチ ID で絞り込み
hook-search = ID や理由を検索…
    .name = 配信を検索
hook-clear-filters = フィルターをクリア
hook-no-match = このフィルターに一致する配信はありません。
hook-empty-listening = まだ配信はありません。レシーバーの Webhook URL でバッチを送るか、コールバックモードでタスクを送ると、配信が到着するたびにここに表示されます。
hook-empty-off = まだ配信はありません。Webhook とコールバックを受信するには、上でレシーバーをオンにしてください。
hook-row-duplicate = 重複
hook-row-attempt = 試行 { $attempt }
hook-row-name = { $verdict } { $kind } { $id }
hook-row-task = タスク { $id }
hook-row-batch = バッチ { $id }
hook-row-item = 項目 { $id }
hook-bytes = { $count } バイト
hook-kind-webhook = バッチ Webhook
hook-kind-callback = コールバック
hook-verdict-verified = 検証済み
hook-verdict-duplicate = 重複
hook-verdict-missing-header = ヘッダーなし
hook-verdict-malformed = 不正な形式
hook-verdict-wrong-scheme = 方式が違う
hook-verdict-mismatch = 署名が不一致
hook-verdict-stale = 古すぎる
hook-verdict-future = 未来の時刻
hook-verdict-no-secret = シークレットなし
hook-verdict-callback = 署名なしのコールバック
hook-verdict-unreadable = 読み取り不可
hook-reader-failed = 配信一覧の読み込み処理を開始できませんでした（{ $error }）。いくつかのプログラムを閉じてから、プロファイルを開き直してください。
hook-read-failed = 配信を読み込めませんでした：{ $error }。
hook-read-one-failed = この配信を読み込めませんでした：{ $error }。

## 1 件の配信

hook-kind-single-callback = 単一タスクのコールバック
hook-received-at = { $time } に受信
hook-attempt-of-event = · このイベントの { $attempt } 回目の配信
hook-what-done = GenDesk の処理：
hook-copy-body = 本文をコピー
hook-copy-headers = ヘッダーをコピー
hook-copied-body = 配信の本文をコピーしました。
hook-copied-headers = 配信のヘッダーをコピーしました。
hook-copied-curl = 配信の curl コマンドをコピーしました。
hook-replay-to = 再送先
hook-copy-curl = curl としてコピー
    .hint = このバイト列とヘッダーをそのまま URL に送るシェルコマンドです（開発中の自分のサーバーなど）
hook-request = リクエスト
hook-body = 本文
hook-body-not-utf8 = 有効な UTF-8 ではありません：不正なバイトは置換記号で表示しています（「curl としてコピー」ではそのまま保持されます）
hook-body-first-kib = （先頭 { $kib } KiB を表示）
hook-as-received = 受信したまま
hook-pretty-json = 整形した JSON
hook-as-received-not-json = 受信したまま（JSON ではありません）
hook-signature-check = 署名の検証
hook-signed-string = 署名対象の文字列（{"{eventId}.{timestamp}.{"}生の本文{"}"}）：
hook-no-signed-string = 署名対象の文字列がありません：イベント ID またはタイムスタンプのヘッダーがありません。
hook-signature-received = 受信した署名
hook-signature-none = （なし）
hook-signature-expected = 期待される署名
hook-signature-not-computed = （未計算：現在のシークレットがないか、ヘッダーが使えません）
hook-secret-version-row = シークレットのバージョン
