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

window-add-profile = プロファイルを追加…
window-add-profile-text = サービスのアドレスと API キーで、別のアカウントを接続します。
window-add-profile-title = プロファイルを追加
window-address-not-usable = サービスのアドレスを使用できません：{ $problem }。
window-async-could-not-start = GenDesk はバックグラウンドのスレッドを開始できませんでした（{ $problem }）。ほかのプログラムをいくつか閉じて、もう一度お試しください
window-async-stopped = 停止しています
window-connected = 「{ $name }」として接続しました。残高：{ $balance }。
window-connected-session-only = 「{ $name }」として接続しました。キーはこのセッションの間だけ保持されます。
window-dialog-certificate = 認証局を選択（PEM）
window-dialog-certificate-filter = 証明書
window-dialog-download-folder = ダウンロード先のフォルダーを選択
window-dialog-export-figures = 数値をエクスポート
window-dialog-failed = ファイルダイアログを開けませんでした（{ $problem }）。{ $instead }。
window-dialog-instead-certificate-field = 代わりに追加の認証局の欄にファイルのパスを入力してください
window-dialog-instead-drop = 代わりに GenDesk のウィンドウ（作成以外）にファイルをドロップしてください
window-dialog-instead-folder-field = 代わりに「フォルダー」欄にフォルダーのパスを入力してください
window-dialog-instead-report = 代わりにターミナルで `gendesk report --json` を実行すると同じ数値を得られます
window-dialog-none = このコンピューターではファイルダイアログを表示できませんでした（Linux では、GenDesk のダイアログに xdg-desktop-portal または zenity が必要です）。{ $instead }。
window-dialog-record-file = 画像・映像・音楽を選択
window-export-done = 数値は { $path } にあります。
window-export-failed = 数値を { $path } に保存できませんでした（{ $problem }）。別のフォルダーを選んで、もう一度エクスポートしてください。
window-export-nothing = 何もエクスポートされませんでした。
window-file-record-close = 閉じる
window-file-record-not-in-history = このファイルのタスクは、このプロファイルの履歴にありません。
window-file-record-nothing = このファイルには作成方法の情報がありません。GenDesk の記録も AUTOMATIC1111 のパラメーターも含まれていません。
window-file-record-open-task = タスクを開く
window-file-record-other-tool = 別のツールで作成されました。AUTOMATIC1111 のパラメーターは次のとおりです：
window-file-record-reuse = この設定を再利用
    .hint = このモデルのフォームにこの設定を入力します
window-file-record-title = このファイルの情報
window-folder-opened = { $name } のフォルダーを開きました（このファイルマネージャーはファイルの選択に対応していません）。
window-image-copied = { $name } をコピーしました。チャットや編集ソフトに貼り付けられます。
window-image-copy-failed = { $name } をコピーできませんでした：{ $problem }。「開く」で開いてから、そこでコピーしてください。
window-job-could-not-start = GenDesk はバックグラウンドの処理を開始できませんでした（{ $problem }）。ほかのプログラムをいくつか閉じて、もう一度お試しください。
window-key-not-usable = API キーを使用できません：{ $problem }。
window-key-session-only-because = キーはこのセッションの間だけ保持されます：{ $reason }。
window-keyring-not-open-yet = キーリングがまだ開かれていません
window-list-and = { $rest }、{ $last }
window-list-comma = { "、" }
window-model-added = 「{ $id }」をモデルに追加しました。
window-model-removed = 「{ $id }」をモデルから削除しました。
window-model-removed-here = 「{ $id }」をこのプロファイルのモデルから削除しました。ほかのプロファイルではまだ使われています。
window-network-saved = ネットワーク設定を保存しました。
window-network-these-settings = この設定
window-no-keyring = 使用できるシステムのキーリングがありません：{ $reason }
window-no-such-profile = 「{ $name }」という名前のプロファイルはありません。
window-notice-and-more = { $notice }（ほか同様のもの { $count } 件）
window-notice-batch-accepted = バッチを受け付けました：タスク { $count } 件を作成しました。
window-notice-batch-files-saved = { $count } 個のファイルと manifest.csv は { $folder } にあります。
window-notice-batch-files-some-failed = { $count } 個のファイルと manifest.csv は { $folder } にあります。{ $failed } 個はダウンロードできませんでした（理由はバッチで確認できます）。
window-notice-batch-finished = バッチが完了しました。すべての項目に結果があります。バッチで確認してください。
window-notice-batch-manifest-failed = { $count } 個のファイルは { $folder } にありますが、マニフェストを書き込めませんでした：{ $problem }。フォルダーの権限と空き容量を確認してから、もう一度ダウンロードしてください。
window-notice-batch-rejected-items = { $count } 件の項目は受け付けられませんでした。理由はバッチで確認できます。
window-notice-batch-replayed = サービスは受信済みのバッチを確認しました：タスク { $count } 件。二重に課金されたものはありません。
window-notice-error = { $doing }に失敗しました：{ $problem }
window-notice-online-again = { $outage } 接続できなかったサービスが再び応答しています。状態確認とダウンロードは自動で続行されました。
window-notice-rate-limited = サービスから GenDesk に速度を落とすよう要求がありました。状態確認は { $seconds } 秒後に再開します。
window-notice-receiver-listens = Webhook のレシーバーは 127.0.0.1 のポート { $port } で待ち受けています。
window-notice-references-deleted = アップロードした参照画像 { $count } 枚をバケットから削除しました。関連するタスクは完了しています。
window-notice-run-recorded = { $items } 件の項目を { $batches } 個のバッチとして記録しました。順番に送信されます。バッチで進行状況を確認できます。
window-notice-saved = { $path } を保存しました。
window-notice-secret-in-force = Webhook の署名シークレット（バージョン { $version }）が有効です。
window-notice-secret-none = このアカウントにはまだ Webhook の署名シークレットがありません。
window-notice-secret-revoked = Webhook の署名シークレットを取り消しました。保留中の配信は停止されます。
window-notice-secret-rotated = 新しい Webhook の署名シークレット（バージョン { $version }）が有効になりました。直近 7 日間に受け付けたバッチの配信には、以前のシークレットでも署名されます。
window-notice-unknown-error = 不明なエラー
window-open-bad-address = このアドレスは開きません：{ $problem }
window-open-failed = { $target } を開けませんでした（{ $problem }）。ファイルマネージャーまたはブラウザーから開いてください。
window-opened = { $target } を開きました。
window-opening = 開いています…
window-opening-profile = 「{ $profile }」を開いています…
window-profile-failed-title = 「{ $profile }」を開けませんでした
window-profile-removed = プロファイル「{ $name }」を削除しました。
window-profile-removed-keyring-silent = プロファイル「{ $name }」を削除しましたが、システムのキーリングが応答しなかったため、以前のセッションの{ $what }がまだ残っている可能性があります。不要な場合は、キーリングのアプリ（パスワードと鍵、KWallet マネージャー、キーチェーンアクセス、資格情報マネージャー）で「{ $name }」の「GenDesk」の項目を削除してください。
window-profile-removed-with-key = プロファイル「{ $name }」とそのキーを削除しました。
window-proxy-password-session = プロキシのパスワードはこのセッションの間だけ保持されます：{ $problem }
window-record-unreadable = { $path } を読み込めませんでした：{ $problem }
window-reenter-key = API キーを再入力
window-reenter-key-text = このプロファイルの API キーを入力してください。保存する前にサービスで確認します。
window-resubmit-unreadable = 記録されたリクエストを読み込めませんでした（{ $problem }）。「設定を再利用」を使い、フォームから送信してください。
window-resubmitted = 同じ設定で新しいタスクを送信しました。アクティビティで進行状況を確認できます。
window-sandbox-could-not-start = オフラインのサンドボックスを起動できませんでした：{ $problem }
window-secret-its-bucket = バケットのシークレットキー
window-secret-its-key = キー
window-secret-its-ring = Webhook の署名シークレット
window-settings-unreadable = GenDesk は設定を読み込めませんでした
window-show-failed = { $name } を表示できませんでした：{ $problem }
window-shown-in-folder = { $name } をファイルマネージャーで表示しました。
window-spending-limit-set = 「{ $name }」の支出上限：{ $limit }
window-starting-sandbox = オフラインのサンドボックスを起動しています…
window-try-again = 再試行
window-unknown-model-kind = GenDesk はモデル「{ $model }」の種類がわからないため、何も送信しませんでした。作成の「モデルを追加…」で追加してから、もう一度お試しください。
window-update-restart-failed = 新しいバージョンを起動できませんでした（{ $problem }）。GenDesk を手動で起動し直してください。
window-writer-could-not-start = GenDesk はファイルの書き込み処理を開始できませんでした（{ $problem }）。最後の変更は保存されていません。
window-writer-stopped = GenDesk のファイルの書き込み処理が停止しました。最後の変更は保存されていません。

window-notice-more-messages = { $count ->
   *[other] …ほか { $count } 件のメッセージ。
}
window-notice-open-folder = フォルダーを開く
window-notice-ready = 準備完了。
window-notice-saved-files = { $count ->
   *[other] { $count } 個のファイルを { $folder } に保存しました。
}

# A portable GenDesk keeps keys beside it, encrypted (welcome.rs, connect.rs).
window-welcome-account-text-beside = サービスのアドレスと API キーで接続します。キーはまず確認され、その後パスフレーズで暗号化されてこのポータブル GenDesk の隣に保存されます。
window-connect-key-beside = 暗号化して GenDesk の隣に保存
