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
