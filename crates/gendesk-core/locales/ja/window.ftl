# The window around the views: first start, connecting a profile, notices, the offline bar, status.

window-welcome-title = GenDesk へようこそ
window-welcome-intro = AI モデルで画像・動画・音楽を生成し、タスクの完了をリアルタイムで確認して、結果を保存できます。
window-welcome-sandbox-title = アカウントなしで試す
window-welcome-sandbox-text = オフラインのサンドボックスは、このコンピューター上でサービス全体をシミュレートします。デモ用のモデル、25 ドルのデモ残高、実際の結果ファイルを使えます。データが外部に送られることはなく、料金もかかりません。
window-welcome-sandbox-explore = オフラインのサンドボックスを試す
window-welcome-sandbox-starting = サンドボックスを起動しています…
window-welcome-account-title = アカウントを使う
window-welcome-account-text = サービスのアドレスと API キーで接続します。キーは最初に確認され、ファイルではなくシステムのキーリングに保存されます。
window-welcome-connect = サービスに接続

window-connect-name = プロファイル名
    .hint = 例：仕事
window-connect-base-url = ベース URL
window-connect-key = API キー
    .hint = システムのキーリングに保存されます
window-connect-verify = 確認して保存
    .hint = 名前、アドレス、キーを入力してください
window-connect-cancel = キャンセル
window-connect-checking = サービスでキーを確認しています…
window-connect-keyring-failed = キーは有効ですが、システムのキーリングに保存できませんでした：
window-connect-keyring-session = 今は引き続き使えます。GenDesk を閉じるとキーは破棄されるため、次回もう一度入力してください。
window-connect-session-only = このセッションだけ使う

window-offline-since = { $since } からオフライン
window-offline-text = GenDesk からサービスに接続できません。状態の確認とダウンロードは待機し、サービスが応答すると自動的に再開します。失われるものや二重に送信されるものはありません。長く続く場合は、このコンピューターの接続と「ネットワーク」の設定を確認してください。

window-engine-worker-failed = GenDesk のバックグラウンド処理を開始できませんでした（{ $error }）。いくつかのプログラムを閉じてから、もう一度お試しください。
window-engine-busy = GenDesk は前のリクエストをまだ処理中です。しばらくしてからもう一度お試しください。
window-engine-still-opening = プロファイル「{ $profile }」はまだ開いている途中です。しばらくしてからもう一度お試しください。
window-engine-no-profile = 先にプロファイルを開いてください。
window-engine-bad-address = このプロファイルのサービスのアドレスは使用できません：{ $error }。プロファイルを削除し、正しいアドレスでもう一度追加してください。
window-engine-no-key = 「{ $profile }」の API キーが保存されていません（このセッションだけ保持されていた可能性があります）。「API キーを再入力」を選んでください。
window-engine-open-failed = プロファイルを開けませんでした：{ $reason }。

window-over-limit-title = 支出上限を超えています
window-over-limit-more = { $count ->
   *[other] このあとさらに { $count } 件の送信が回答を待っています。
}
window-over-limit-send = このまま送信
    .hint = そのまま 1 回だけ送信します。上限は変わりません
window-over-limit-drop = 送信しない
    .hint = 何も送信・請求されません。フォームの入力内容は残ります
window-over-limit-where = 上限はプロファイルごとに、設定の「支出上限」で設定します。
