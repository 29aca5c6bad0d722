# Words from the engine: errors from the service and the network, task failures, notifications, the activity log.

core-fail-moderation = プロンプトを言い換え、指摘された入力を差し替えてください。審査結果に異議は申し立てられません。
core-fail-input-image-sensitive = 指摘された入力画像を別の画像に差し替えてください。審査結果に異議は申し立てられません。
core-fail-input-output-sensitive = 結果がポリシーの範囲に収まるよう、プロンプトと入力画像を変更してください。審査結果に異議は申し立てられません。
core-fail-prohibited = プロンプトと入力から禁止されている内容を取り除いてください。審査結果に異議は申し立てられません。
core-fail-nsfw = 成人向けの内容を含まないようプロンプトを言い換えてください。審査結果に異議は申し立てられません。
core-fail-copyright = 著作権で保護されたキャラクター、ロゴ、作品をプロンプトと入力から取り除いてください。審査結果に異議は申し立てられません。
core-fail-output-image-sensitive = 生成される画像がポリシーの範囲に収まるようプロンプトを調整してください。審査結果に異議は申し立てられません。
core-fail-content-violation = コンテンツポリシーに沿うようプロンプトと入力を見直してください。審査結果に異議は申し立てられません。
core-fail-prompt-length = プロンプトを短くして（約 2000 文字未満）、もう一度送信してください。
core-fail-prompt-invalid = プロンプトを書き直し、選んだモードとモデルに合っているか確認してください。
core-fail-prompt-parameter = プロンプトに書かれたパラメーター（--flags など）を削除または修正してから、もう一度送信してください。
core-fail-missing-parameter = 必須項目をすべて入力してから、もう一度送信してください。
core-fail-bad-request = 必須項目が正しく入力されているか確認してから、もう一度送信してください。
core-fail-validation = モデルの文書に記載された制限と設定を照らし合わせてから、もう一度送信してください。
core-fail-parameter = 数値と形式（範囲、数、サイズ）をモデルの制限と照らし合わせてください。
core-fail-ratio = 選んだモデルが対応するアスペクト比を選んでから、もう一度送信してください。
core-fail-param-value = 拒否された項目の入力値を修正してから、その項目をもう一度送信してください。
core-fail-image-format = 画像を JPEG、PNG、WebP のいずれかに変換して、もう一度アップロードしてください。
core-fail-image-size = 画像をモデルが受け付ける寸法とファイルサイズに変更してから、もう一度アップロードしてください。
core-fail-invalid-image-size = 画像をモデルが対応する寸法に変更してから、もう一度送信してください。
core-fail-image-not-access = 各参照画像の URL が公開されていて、まだ有効で、ログインなしでダウンロードできることを確認してください。このコンピューター上の画像なら、もう一度送信すると GenDesk が改めてホストします（また失敗する場合は、設定のバケットまたはトンネルを確認してください）。
core-fail-image-invalid = 画像を有効で壊れていない JPEG、PNG、WebP ファイルに差し替えてください。
core-fail-image-incorrect = 選んだモデルに合う、互いに異なる許可された画像を使ってください。
core-fail-input-format = 入力ファイルをモデルが対応する形式に変換してから、もう一度送信してください。
core-fail-upload = 対応する形式の、より小さいファイル（通常 10 MB 未満）をアップロードしてください。
core-fail-video-incorrect = 実在の人物など、対応していない内容を含まない別の動画を使ってください。
core-fail-video-invalid = モデルの長さ、解像度、被写体の要件を満たすよう、動画をトリミングまたは再エンコードしてください。
core-fail-input-incorrect = 入力の長さや寸法をモデルが受け付ける値に調整してください。
core-fail-image-url = 画像を直接指す、有効で公開された http(s) リンクを指定してください。
core-fail-lora-url = LoRA の URL が公開されていて、モデルファイルを直接指していることを確認してください。
core-fail-auth = 設定の API キーを確認してください。正しい場合はサポートに問い合わせてください。
core-fail-quota = クォータがリセットされるのを待つか、プランをアップグレードしてから、もう一度送信してください。
core-fail-balance = 残高をチャージしてから、もう一度送信してください。
core-fail-rate-limit = 同時のリクエストが多すぎます。1 分待ってから、新しいタスクとして再試行してください。
core-fail-transient = 上流の一時的な問題です。新しいタスクとして再試行すると、たいてい成功します。
core-fail-task-timeout = タスクの期限が切れました。新しいタスクを作成してください。
core-fail-task-id = この操作（アップスケールやバリエーションなど）に対応する完了済みのタスクを選んで、もう一度お試しください。
core-fail-unknown = 認識できない失敗コードです。失敗メッセージを確認し、解決しない場合はサポートに問い合わせてください。

core-api-may-have-created = { $message }それでもタスクが作成（および課金）された可能性があります。もう一度送信する前に、タスク一覧か残高を確認してください。
core-api-not-sent = { $host } に接続できませんでした（{ $detail }）。何も送信されていません。インターネット接続とプロファイルのベース URL を確認してから、もう一度お試しください。
core-api-blocked = { $failure }{ $host } には何も送信されていません。
core-api-outcome-unknown-timed-out = リクエストは送信されましたが、時間内に応答がなかったため、サービスが処理したかどうかわかりません。二重に課金されないよう、もう一度送信する前にタスク一覧か状態を確認してください。
core-api-outcome-unknown-lost = リクエストは送信されましたが、応答が届く前に接続が切れたため、サービスが処理したかどうかわかりません。二重に課金されないよう、もう一度送信する前にタスク一覧か状態を確認してください。
core-api-rate-limited-wait = リクエストが多すぎます。サービスがこのキーのリクエストを制限しています。{ $said }{ $wait }待ってから、もう一度お試しください。
core-api-service-said = サービスからのメッセージ：「{ $message }」。
core-api-wait-a-second = 1 秒
core-api-wait-seconds = 約 { $count } 秒
core-api-wait-minutes = 約 { $count } 分
core-api-decode = GenDesk が読み取れない応答をサービスが返しました（HTTP { $status }、先頭は { $sample }）。ベース URL が生成サービスを指しているか確認してください。正しければ、しばらくしてからもう一度お試しください。
core-api-too-large = サービスが想定外に大きな応答（{ $mib } MiB 超）を返したため、読み取りませんでした。ベース URL が生成サービスを指しているか確認してください。
core-api-base-url = サービスのアドレスが使えません：{ $reason }。
core-api-key = API キーが使えません：{ $reason }。
core-api-batch = バッチは送信されませんでした：{ $reason }。
core-api-invalid-request = リクエストは送信されませんでした：{ $reason }。
core-api-setup = GenDesk がネットワーク接続を準備できませんでした（{ $reason }）。アプリを再起動してください。解決しない場合は報告してください。
core-api-status-400 = サービスがリクエストを無効として拒否しました。{ $said }入力を修正して、もう一度送信してください。
core-api-status-401 = API キーが拒否されました（無効、取り消し済み、未指定、またはこのモデルでは使用不可）。{ $said }プロファイルのキーを確認するか、ダッシュボードで新しいキーを作成してください。
core-api-status-402 = このリクエストには残高が足りません。{ $said }アカウントにチャージしてから、もう一度お試しください。
core-api-status-403 = サービスがリクエストを拒否しました。内容が利用ポリシーに反しているか、キーに権限がない可能性があります。{ $said }入力を変更するか、キーの権限を確認してください。
core-api-status-404 = 見つかりません。このアカウントにそのモデルまたはタスクはありません。{ $said }モデル ID とタスク ID を確認してください。
core-api-status-429 = リクエストが多すぎます。サービスがこのキーのリクエストを制限しています。{ $said }1 分ほど待ってから、もう一度お試しください。
core-api-status-5xx = サービスで一時的な問題が起きました（コード { $code }）。{ $said }数分後にもう一度お試しください。
core-api-status-504 = サービスがモデル提供元の応答を待つ間にタイムアウトしました（コード 504）。{ $said }少し待ってから、もう一度お試しください。
core-api-status-redirect = サービスがリダイレクト（コード { $code }）で応答しました。キーが入力したアドレス以外に送られないよう、GenDesk はリダイレクトに従いません。{ $said }ベース URL を確認してください。
core-api-status-other = サービスがコード { $code } で応答しました。{ $said }しばらくしてからもう一度お試しください。解決しない場合はサポートに問い合わせてください。

core-doing-checking-balance = 残高の確認
core-doing-recording-balance = 残高の履歴への保存
core-doing-checking-spending-limit = 支出上限を守るための使用額の読み取り
core-doing-saving-favourite = タスクのスターの保存
core-doing-reading-secret = Webhook 署名シークレットの読み取り
core-doing-reading-secret-for-receiver = レシーバー用の Webhook 署名シークレットの読み取り
core-doing-rotating-secret = Webhook 署名シークレットのローテーション
core-doing-reading-rotated-secret = 新しい Webhook 署名シークレットの読み取り（ローテーションは完了済み）
core-doing-revoking-secret = Webhook 署名シークレットの取り消し
core-doing-reading-known-secrets = 既知の Webhook 署名シークレットの読み取り
core-doing-saving-secrets = Webhook 署名シークレットの保存
core-doing-finding-results = ダウンロードする結果の検索
core-doing-downloading-results = 結果のダウンロード
core-doing-queueing-download = ダウンロードの予約
core-doing-resuming-downloads = ダウンロードの再開
core-doing-recording-finished-download = 完了したダウンロードの記録
core-doing-recording-failed-download = 失敗したダウンロードの記録
core-doing-writing-record = ダウンロードしたファイルへのプロンプトと設定の書き込み
core-doing-preparing-run = バッチの準備（何も送信されていません）
core-doing-saving-run = バッチの保存（何も送信されていません）
core-doing-downloading-batch-results = バッチの結果のダウンロード
core-doing-following-batch-downloads = バッチのダウンロードの追跡
core-doing-checking-interrupted = 中断された送信の確認
core-doing-refreshing-task = タスクの更新
core-doing-preparing-submission = 送信の準備
core-doing-saving-submission = 送信内容の保存（何も送信されていません）
core-doing-recording-task-id = 新しいタスク ID の記録
core-doing-recording-submission-outcome = 送信結果の記録
core-doing-reading-tasks-to-poll = 確認するタスクの読み取り
core-doing-reading-finished-task = 完了したタスクの読み取り
core-doing-saving-task-status = タスクの状態の保存
core-doing-checking-task-status = タスクの状態の確認
core-doing-saving-poll-error = 状態確認エラーの保存
core-doing-recording-delivery = Webhook 配信の記録
core-doing-recording-delivery-effects = 配信による変更の記録
core-doing-finding-delivery-task = 配信のタスクの検索
core-doing-preparing-batch = バッチの準備（何も送信されていません）
core-doing-saving-batch = バッチの保存（何も送信されていません）
core-doing-sending-batch-again = バッチの再送信
core-doing-refreshing-batch = バッチの更新
core-doing-reading-batches-to-send = 送信するバッチの読み取り
core-doing-recording-accepted-batch = 受け付けられたバッチの記録
core-doing-recording-batch-send-error = バッチ送信エラーの記録
core-doing-reading-batches-to-poll = 確認するバッチの読み取り
core-doing-saving-batch-poll-error = バッチの状態確認エラーの保存
core-doing-checking-batch-status = バッチの状態の確認
core-doing-reading-finished-batch-item = 完了したバッチ項目の読み取り
core-doing-saving-batch-status = バッチの状態の保存
core-problem-task-not-in-history = タスクが履歴にありません
core-problem-batch-not-in-history = バッチが履歴にありません
core-problem-no-results-yet = このタスクにはまだ結果ファイルがありません。成功するまでお待ちください
core-problem-no-such-result = このタスクに { $number } 番目の結果はありません
core-problem-run-batch-invalid = バッチ { $number }：{ $detail }
core-problem-task-id-not-recorded = { $detail }。タスク { $task } はサービス側に存在します
core-problem-batch-not-recorded = { $detail }。バッチ { $batch } はサービス側に存在し、再送信時に記録されます
core-problem-unreadable-results = サービスは成功と報告しましたが、結果を読み取れませんでした（{ $details }）。GenDesk がもう一度問い合わせます

core-failure-no-code = サービスは失敗コードを返しませんでした。プロンプトと設定を確認してから、もう一度送信してください。
core-end-sandbox-forgot = オフラインのサンドボックスがこのタスクを認識しなくなりました（タスクの実行中に、保存されていた状態が失われたか退避されました）。このタスクは完了しません。もう一度送信してください。サンドボックスのタスクは無料です。
core-end-sandbox-forgot-hint = タスクの詳細にある「設定を再利用」で、もう一度送信してください。
core-download-not-http = この結果のリンクは Web アドレスではない（「{ $scheme }」を使用）ため、ダウンロードしませんでした。ダウンロードするのは http と https のリンクだけです。
core-download-invalid-url = この結果のリンクはダウンロードできません（{ $reason }）。タスクの結果を確認するか、もう一度生成してください。
core-download-expired = 結果のリンクは期限切れです。結果ファイルは発行から 24 時間ダウンロードできます。新しいリンクを得るには、結果をもう一度生成してください。
core-download-http-status = サーバーがダウンロードを拒否しました（HTTP { $code }）。しばらくしてからもう一度お試しください。失敗が続く場合は、結果をもう一度生成してください。
core-download-too-large = ファイルがダウンロードの上限 { $limit } を超えているため、ダウンロードしませんでした。ダウンロードするには、設定の「最大ダウンロードサイズ」を引き上げてから、もう一度ダウンロードしてください。
core-download-no-space = { $path } の保存中にディスクがいっぱいになりました。空き容量を確保してから、もう一度ダウンロードしてください。中断したところから再開します。
core-download-io = ファイルを { $path } に保存できませんでした（{ $reason }）。フォルダーが存在して書き込めるか確認するか、別のダウンロードフォルダーを選んでください。
core-download-local-gone = この結果のリンクはもう使えません。このコンピューター上のそのアドレスに応答するものがありません（生成したオフラインのサンドボックスは今は別のアドレスで動いています）。ダウンロード済みのコピーは残ります。新しいリンクが必要なら、結果をもう一度生成してください。
core-download-blocked = { $failure }もう一度ダウンロードすると、中断したところから再開します。
core-download-network = ネットワークの問題でダウンロードに失敗しました（{ $reason }）。接続を確認してから、もう一度ダウンロードしてください。中断したところから再開します。
core-download-cancelled = ダウンロードはキャンセルされました。もう一度ダウンロードすると、中断したところから再開します。
core-download-setup = ダウンローダーを起動できませんでした（{ $reason }）。アプリを再起動してください。続く場合は報告してください。
core-net-proxy-refused = プロキシ { $proxy } が接続を拒否しました。動作していないか、アドレスまたはポートが間違っています。ネットワーク設定のプロキシを確認するか、管理者に問い合わせてください。
core-net-proxy-unreachable = プロキシ { $proxy } に到達できませんでした（{ $detail }）。ネットワーク設定のアドレスと、このコンピューターの接続を確認してください。
core-net-proxy-login-needed = プロキシ { $proxy } がユーザー名とパスワードを求めています（HTTP 407）。ネットワーク設定でカスタムプロキシに入力してください。
core-net-proxy-login-refused = プロキシ { $proxy } がユーザー名またはパスワードを拒否しました。ネットワーク設定で修正してください。
core-net-proxy-would-not-connect = プロキシ { $proxy } が { $host } への接続を開きませんでした。ユーザー名かパスワードが間違っているか、このアドレスが許可されていない可能性があります。ネットワーク設定の「接続をテスト」でどちらか確認できます。
core-net-proxy-forbids = プロキシ { $proxy } は { $host } への接続を許可していません（HTTP 403）。管理者に { $host } の許可を依頼するか、プロキシなしで { $host } に到達できる場合は、ネットワーク設定の除外リストに追加してください。
core-net-socks-could-not-reach = SOCKS5 プロキシ { $proxy } が { $host } に到達できませんでした（{ $reason }）。プロキシ側で名前を解決できないか、プロキシが許可していない場合は、管理者に問い合わせてください。それ以外の場合は、しばらくしてからもう一度お試しください。
core-net-untrusted-certificate = { $host } への接続を拒否しました。証明書が信頼されていません（{ $problem }）。提示された証明書は「{ $subject }」で、発行者は「{ $issuer }」です。組織が HTTPS 通信を検査している場合は、IT 部門にその認証局の証明書（PEM ファイル）を依頼し、ネットワーク設定で追加の認証局として登録してください。そうでない場合、このコンピューターと { $host } の間で何かが接続を傍受しています。原因がわかるまで何も送信しないでください。
core-net-proxy-broken = プロキシ { $proxy } が接続を切断しました（{ $detail }）。ネットワーク設定で選んだ種類（HTTP、HTTPS、SOCKS5）のプロキシか確認してください。
core-outage-under-a-minute = 1 分未満
core-outage-minutes = { $count } 分
core-outage-hours = { $count } 時間
core-outage-hours-minutes = { $hours } 時間 { $minutes } 分
core-trouble-interrupted = サービスがこの送信に応答する前に GenDesk が停止したため、タスクが作成（および課金）されたかどうかわかりません。もう一度送信する前に、サービスのタスク一覧か残高を確認してください。
core-receiver-address-unreadable = Webhook レシーバーを起動できませんでした。履歴からアドレスを読み取れませんでした（{ $detail }）。
core-receiver-port-taken = 127.0.0.1 のポート { $port } は別のプログラム（別の GenDesk ウィンドウかもしれません）が使用中のため、Webhook レシーバーはオフです。設定の「Webhook レシーバー」で別のポートを選ぶか、そのプログラムを閉じてください。
core-receiver-bind = Webhook レシーバーが 127.0.0.1 のポート { $port } で待ち受けできませんでした（{ $cause }）。設定の「Webhook レシーバー」で別のポートを選んでください。
core-limit-over-day = { $what }は今日の支出上限 { $limit } を { $over } 超えます（今日の使用額 { $spent }、今回の費用は約 { $cost }）。何も送信されていません。
core-limit-over-month = { $what }は今月の支出上限 { $limit } を { $over } 超えます（今月の使用額 { $spent }、今回の費用は約 { $cost }）。何も送信されていません。
core-limit-unknown-price = { $what }の価格がわからないため、支出上限に収まるか GenDesk は判断できません。何も送信されていません。

core-notify-task-ready = { $kind ->
    [image] 画像ができました
    [video] 動画ができました
    [music] 音楽ができました
   *[task] タスクが完了しました
}
core-notify-task-failed = { $kind ->
    [image] 画像の生成に失敗しました
    [video] 動画の生成に失敗しました
    [music] 音楽の生成に失敗しました
   *[task] タスクが失敗しました
}
core-notify-prompt = 「{ $prompt }」
core-notify-batch-finished = バッチ完了：{ $total } 件中 { $ready } 件完成
core-notify-batch-finished-failed = バッチ完了：{ $total } 件中 { $ready } 件完成、{ $failed } 件失敗
core-notify-batch-finished-body = { $model } — 結果は「バッチ」で確認できます
core-notify-batch-refused = { $count } 件のバッチは送信されませんでした
core-notify-download-finished = ダウンロード完了
core-notify-download-failed = ダウンロード失敗
core-notify-batch-download = { $count } 個のファイル（{ $folder }）
core-notify-batch-download-failed = { $count } 個のファイル（{ $folder }）、{ $failed } 個はダウンロードできませんでした
core-record-model = モデル：{ $model }
core-record-model-kind = モデル：{ $model }（{ $kind }）
core-record-prompt = プロンプト：{ $prompt }
core-record-task = タスク：{ $task }
core-record-task-result = タスク：{ $task }、結果 { $result }
core-record-batch = バッチ：{ $batch }
core-record-batch-item = バッチ：{ $batch }、項目 { $item }
core-record-batch-unknown = （不明）
core-record-created = 作成：{ $time }
core-record-completed = 完了：{ $time }
core-record-estimated-cost = 見積もり費用：{ $amount }
core-record-references = 参照画像：{ $references }
core-record-service = サービス：{ $service }
core-record-written-by = 書き込み：{ $generator }

core-log-recovered-unknown = { $count } 件の送信がサービスの応答前に中断されました。結果は不明です
core-log-offline = サービスに到達できません。状態の確認とダウンロードは再開を待っています
core-log-online = { $outage }の中断の後、サービスが再び応答しています。状態の確認とダウンロードを続けました
core-log-error = { $doing }中のエラー：{ $problem }
core-log-reference-not-hosted = 参照画像 { $number } をホストできませんでした：{ $error }
core-log-references-deleted = アップロードした参照画像 { $count } 枚をバケットから削除しました。関連するタスクは完了しています
core-log-submitted = 送信しました。サービスのタスク ID は { $task } です
core-log-task-final = 完了：{ $state }
core-log-task-failed = 失敗：{ $message } { $hint }
core-log-task-failed-code = 失敗（{ $code }）：{ $message } { $hint }
core-log-no-reason = 理由は示されていません。
core-log-batch-recorded = { $count } 件のバッチを記録しました
core-log-run-recorded = { $items } 件を { $batches } 個のバッチとして記録しました
core-log-batch-accepted = バッチ { $batch } が受け付けられました：新規 { $created } 件、再利用 { $reused } 件、拒否 { $rejected } 件
core-log-batch-accepted-replayed = バッチ { $batch } が受け付けられました（再送）：新規 { $created } 件、再利用 { $reused } 件、拒否 { $rejected } 件
core-log-secret-rotated = Webhook 署名シークレットをローテーションしました
core-log-secret-revoked = Webhook 署名シークレットを取り消しました

core-validate-callback-missing = コールバックモードにはコールバック URL が必要です。30 秒以内に HTTP 200 を返す、公開された https:// アドレスを入力してください。または、リクエストの種類を async にして結果を確認してください。
core-validate-extra-is-field = 追加 JSON の { $key } はすでにフォームの項目（{ $label }）です。フォームで設定し、追加 JSON からは削除してください。
core-validate-extra-not-object = 追加 JSON は {"{"}"seed": 7{"}"} のようなオブジェクトにしてください（{ $kind ->
    [null] null
    [bool] 真偽値
    [number] 数値
    [string] 文字列
    [array] 配列
   *[object] オブジェクト
}ではなく）。項目を {"{"} {"}"} で囲んでください。
core-validate-extra-invalid = 追加 JSON の { $line } 行目 { $column } 列目が正しい JSON ではありません：{ $reason }。そこを修正するか、欄を空にしてください。
core-validate-prompt-empty = プロンプトが空です。生成したい内容を入力してください。
core-validate-enum-not-set = { $label }が設定されていません。{ $choices } から選んでください。
core-validate-mode-needs-reference = { $mode } には参照画像が 1 枚以上必要です。画像の URL を追加するか、別のモードを選んでください。
core-validate-needs-reference = このモードには参照画像が 1 枚以上必要です。画像の URL を追加するか、別のモードを選んでください。
core-validate-number-not-set = { $bounds ->
    [between] { $label }が設定されていません。{ $lo }～{ $hi } の数値を入力してください。
    [at-least] { $label }が設定されていません。{ $lo } 以上の数値を入力してください。
    [at-most] { $label }が設定されていません。{ $hi } 以下の数値を入力してください。
   *[none] { $label }が設定されていません。数値を入力してください。
}
core-validate-empty = { $label }が空です。値を入力してください。
core-validate-not-text = { $label }はテキストにしてください。
core-validate-prompt-too-short = プロンプトは { $count } 文字です。{ $model } には { $min } 文字以上必要です。
core-validate-prompt-too-long = プロンプトは { $count } 文字です。{ $model } が受け付けるのは { $max } 文字までです。{ $over } 文字減らしてください。
core-validate-text-too-long = { $label }は { $count } 文字です。{ $max } 文字までです。{ $over } 文字減らしてください。
core-validate-enum-not-offered = { $model } では{ $label } { $value } を選べません。{ $choices } から選んでください。
core-validate-not-bool = { $label }はオンかオフ（true か false）にしてください。{ $value } は使えません。
core-validate-not-whole = { $label }は整数にしてください。{ $value } は使えません。
core-validate-not-number = { $label }は数値にしてください。{ $value } は使えません。
core-validate-out-of-range = { $bounds ->
    [between] { $label }は { $lo }～{ $hi } にしてください。{ $value } は範囲外です。
    [at-least] { $label }は { $lo } 以上にしてください。{ $value } は範囲外です。
    [at-most] { $label }は { $hi } 以下にしてください。{ $value } は範囲外です。
   *[none] { $label }の { $value } は範囲外です。
}
core-validate-not-url-list = { $label }は URL のリストにしてください。
core-validate-too-many-references = 参照画像が { $count } 枚指定されています。{ $model } が受け付けるのは { $max } 枚までです。{ $remove } 枚削除してください。
core-validate-reference-not-url = 参照画像 { $number }（{ $value }）は http(s) の URL ではありません。https:// で始まる完全なアドレスを入力してください。
core-validate-list-or = { $rest }、{ $last }
core-validate-list-separator = 、

core-check-result-host = 結果のホスト
core-check-result-host-named = 結果のホスト（{ $host }）
core-check-no-result-yet = 試せる結果がまだありません。結果ができたら、結果ファイルも同じ経路で取得されます。
core-check-service = サービス（{ $host }）
core-check-service-answered = 応答がありました。残高は { $balance } です。
core-check-service-refused = 到達しましたが、呼び出しは拒否されました：{ $reason }
core-check-result-link-not-web = 最新の結果のリンクは Web アドレスではありません。
core-check-host-answered-file = ファイルが返されました。
core-check-host-answered-expired = HTTP { $status } が返されました。ホストには到達しています（このリンクは期限切れです）。
core-check-host-answered = HTTP { $status } が返されました。ホストには到達しています。
core-check-host-timed-out = { $route ->
    [bypassed] 直接接続（プロキシの除外リスト）で { $seconds } 秒以内に応答がありません。接続とプロキシを確認してください。
    [proxy] { $kind } プロキシ { $address } 経由で { $seconds } 秒以内に応答がありません。接続とプロキシを確認してください。
    [system-proxy] システムの { $kind } プロキシ { $address } 経由で { $seconds } 秒以内に応答がありません。接続とプロキシを確認してください。
   *[direct] 直接接続で { $seconds } 秒以内に応答がありません。接続とプロキシを確認してください。
}
core-check-host-unreachable = { $route ->
    [bypassed] 直接接続（プロキシの除外リスト）で到達できませんでした（{ $reason }）。
    [proxy] { $kind } プロキシ { $address } 経由で到達できませんでした（{ $reason }）。
    [system-proxy] システムの { $kind } プロキシ { $address } 経由で到達できませんでした（{ $reason }）。
   *[direct] 直接接続で到達できませんでした（{ $reason }）。
}
core-webhook-preview-more = { $signed }…（残り { $more } バイト）
core-webhook-wrong-scheme = { $rejection }GenDesk のアップデートか、アカウントの Webhook 設定を確認してください。
core-webhook-verified-version = 署名シークレットのバージョン { $version } で署名を検証しました。
core-webhook-verified-previous = 署名シークレットのバージョン { $version } で署名を検証しました。これは以前のバージョンで、ローテーション前に受け付けられたバッチの配信に { $until } まで署名します。
core-webhook-verified = 署名を検証しました。
core-webhook-future = 署名は有効ですが、タイムスタンプが { $amount } 先の未来で、{ $tolerance } 秒の有効期間を { $beyond } 秒超えています。このコンピューター（または送信側）の時計がずれている可能性があります。システムの時計が同期されているか確認してください。
core-webhook-future-version = 署名は有効（署名シークレットのバージョン { $version }）ですが、タイムスタンプが { $amount } 先の未来で、{ $tolerance } 秒の有効期間を { $beyond } 秒超えています。このコンピューター（または送信側）の時計がずれている可能性があります。システムの時計が同期されているか確認してください。
core-webhook-stale = 署名は有効ですが、タイムスタンプが { $amount } 前のもので、{ $tolerance } 秒の有効期間を { $beyond } 秒超えています。古い配信の再送か、このコンピューターの時計がずれています。システムの時計が同期されているか確認してください。
core-webhook-stale-version = 署名は有効（署名シークレットのバージョン { $version }）ですが、タイムスタンプが { $amount } 前のもので、{ $tolerance } 秒の有効期間を { $beyond } 秒超えています。古い配信の再送か、このコンピューターの時計がずれています。システムの時計が同期されているか確認してください。
core-webhook-seconds = { $count } 秒
core-webhook-seconds-long = { $count } 秒（{ $parts }）
core-webhook-version-current = バージョン { $version }（現在）
core-webhook-version-until = バージョン { $version }（{ $until } まで）
core-webhook-mismatch = 署名は、現在署名できるどのシークレットとも一致しません：{ $known }。署名後に本文、イベント ID、タイムスタンプのいずれかが変更された（本文を書き換えるプロキシやトンネルでも起こります）か、GenDesk が知らないシークレットで署名されています。Webhook 画面で現在のシークレットを取得し直してください。
core-webhook-no-secret = GenDesk はこのプロファイルの署名シークレットを知らないため、配信を検証できません。Webhook 画面を開いてシークレットを取得してください。この項目の結果はバッチの状態に引き続き表示されます。
core-webhook-none-may-sign = GenDesk が知っている署名シークレットは、どれも現在は署名できません（取り消されたか猶予期間が終わりました）。そのため配信を検証できません。Webhook 画面でシークレットを取得し直してください。
core-webhook-none-may-sign-retired = GenDesk が知っている署名シークレットは、どれも現在は署名できません（取り消されたか猶予期間が終わりました）。そのため配信を検証できません。Webhook 画面でシークレットを取得し直してください。{ $reason }
core-webhook-matches-revoked = 署名はシークレットのバージョン { $version } と一致しますが、これは { $date } に取り消されています。それで署名された配信はサービスが止めているため、再送か偽造です。
core-webhook-matches-retired = 署名はシークレットのバージョン { $version } と一致しますが、これは { $date } に署名を終えています。サービスはもうこれで署名しないため、その古いシークレットを持つ誰かによる再送か偽造、またはこのコンピューターの時計のずれです。
core-webhook-unknown-date = 不明な日付
core-webhook-time-unknown = 1970 年から { $ms } ミリ秒後
-core-webhook-signed-rule = 署名する文字列は {"{"}eventId{"}"}.{"{"}timestamp{"}"}.{"{"}body{"}"} でなければなりません。イベント ID、ドット、タイムスタンプ、ドット、そして送信したとおりの本文のバイト列です。
core-webhook-pitfall-body-only = 署名は一致しませんが、署名シークレットのバージョン { $version } で本文だけを HMAC-SHA256 した値です。送信側は本文だけに署名しています。{ -core-webhook-signed-rule }
core-webhook-pitfall-timestamp-and-body = 署名は一致しませんが、署名シークレットのバージョン { $version } で {"{"}timestamp{"}"}.{"{"}body{"}"} に署名した値です。送信側はイベント ID を入れていません。{ -core-webhook-signed-rule }
core-webhook-pitfall-event-id-and-body = 署名は一致しませんが、署名シークレットのバージョン { $version } で {"{"}eventId{"}"}.{"{"}body{"}"} に署名した値です。送信側はタイムスタンプを入れていません。{ -core-webhook-signed-rule }
core-webhook-pitfall-line-break-added = 署名は一致しませんが、署名シークレットのバージョン { $version } で末尾の改行を除いた本文に署名した値と一致します。署名後に改行が追加されました（シェルの echo やエディターで起こります）。署名したとおりのバイト列を渡してください。
core-webhook-pitfall-line-break-removed = 署名は一致しませんが、署名シークレットのバージョン { $version } で末尾に改行のある本文に署名した値と一致します。署名後に改行が失われました。署名したとおりのバイト列を渡してください。
