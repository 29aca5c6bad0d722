# 設定ウィンドウ。

settings-title = 設定
settings-appearance = 外観
settings-language = 言語
settings-language-system = システム（{ $language }）
settings-language-hint = すべての表示がすぐに切り替わります。数値と日付は言語に従います。
settings-interface-size = 表示サイズ
    .hint = Ctrl + と Ctrl −（Mac では Cmd）でも変えられます。Ctrl 0 で 100 % に戻ります
settings-interface-size-reset = 100 % に戻す
settings-theme = テーマ
settings-theme-system = システム
settings-theme-light = ライト
settings-theme-dark = ダーク
settings-notify = GenDesk がバックグラウンドのとき、作業の完了を通知する
settings-notify-explained = 依頼したタスク、バッチ、ダウンロードごとに 1 回通知します。バッチは終了時に 1 回だけ通知します。

## ダウンロード

settings-downloads = ダウンロード
settings-folder = フォルダー
    .hint = フォルダーを入力するか、「参照…」で選びます
settings-browse = 参照…
settings-use-default = 既定に戻す
settings-choose-in-dialog = ダイアログでフォルダーを選んでください…
settings-downloads-go-to = ダウンロード先：{ $folder }
settings-folder-chosen = 選択したフォルダーです。
settings-folder-default = 既定：「ダウンロード」フォルダー内の GenDesk。
settings-folder-fallback = このコンピューターの既定：「ダウンロード」フォルダーがないため、GenDesk はデータフォルダーに結果を保存します。別のフォルダーにするには「参照…」で選んでください。
settings-folder-portable = 既定：--data-dir で指定したフォルダーの中。
settings-auto-download = タスクが成功したら結果を自動でダウンロードする
settings-largest = 最大ダウンロードサイズ
    .hint = ドラッグするか、クリックして MiB 数を入力します（1〜1048576）
settings-largest-explained = これより大きい結果ファイルはダウンロードしません。変更後に始まるダウンロードから適用されます。
settings-records = ダウンロードしたファイルにプロンプトと設定を保存する
settings-records-explained = 画像、動画、音楽にモデル、プロンプト、シード、すべての設定とタスクを、他のツールが読める形で記録します（PNG テキストと AUTOMATIC1111 の「parameters」行、XMP、MP4 タグ、ID3、Vorbis コメント）。キーは決して含みません。プロンプトを公開したくないファイルを共有する前にオフにしてください。
settings-beside = 各ファイルの隣にも書き出す（name.json）
    .hint = ファイル内の情報を削除するツールやサイト向け：同じ記録を JSON で別ファイルに保存します

## ファイル名（波かっこ内のフィールドは翻訳しません）

file-names = ファイル名
    .hint = フィールドは波かっこで囲みます。「/」でフォルダーを作ります
file-names-add = 追加
file-names-example = 例
file-names-and = と
file-names-clash = 1 つのタスクの結果が同じ名前になるため、2 つ目以降には番号が付きます。区別するには {"{n}"} を追加してください。
file-names-kept = ダウンロードは引き続き { $pattern } で名前が付けられます。
file-names-explained = 「/」でフォルダーを作ります（例：{"{date}/{model}"}）。{"{prompt:30}"} は先頭 30 文字を使います。名前は Windows、macOS、Linux で安全な形にし、使用中の名前には番号を付けます。ファイルを置き換えることはありません。選んだフォルダーにダウンロードしたバッチは項目名を保ちます。
file-names-date = タスクを送信した日：2026-11-28
file-names-time = 送信した時刻：14-05-09
file-names-model = モデル
file-names-kind = image、video、music のいずれか
file-names-prompt = プロンプトの先頭 40 文字（N 文字なら {"{prompt:N}"}）
file-names-seed = シード（リクエストにある場合）
file-names-task = サービスのタスク ID
file-names-batch = バッチの ID（単独で送ったタスクでは空）
file-names-item = バッチ項目の名前（単独で送ったタスクでは空）
file-names-n = タスクの何番目の結果か：1、2、…

## 状態確認

settings-polling = 状態確認
settings-polling-at-most = 最大
settings-polling-unit = { " " }リクエスト/秒
settings-polling-explained = 実行中のタスクについて GenDesk がサービスに問い合わせる頻度です。次にプロファイルを開いたときに適用されます。

## ネットワーク

settings-network = ネットワーク
settings-network-reading = ネットワーク設定を読み込んでいます…
settings-network-unreadable = 保存すると、読み込めないファイルが下の設定で置き換えられます。
settings-network-for-all = この設定はすべてのプロファイルに適用されます。
settings-network-applies-to = 適用先
settings-network-every-profile = すべてのプロファイル
settings-network-only = 「{ $profile }」のみ
settings-proxy = プロキシ
settings-proxy-system = システムの設定
    .hint = Windows のインターネット オプション、macOS のネットワーク設定、または HTTP_PROXY と HTTPS_PROXY 環境変数
settings-proxy-none = なし（直接接続）
settings-proxy-custom = カスタム
settings-proxy-kind = プロキシの種類
settings-proxy-host = プロキシのホスト
    .placeholder = proxy.example.com または 10.0.0.5
settings-proxy-port = プロキシのポート
settings-proxy-user = プロキシのユーザー名
    .placeholder = プロキシが求める場合のみ
settings-proxy-password = プロキシのパスワード
    .placeholder = キーリングに保存。空欄なら保存済みのものを使用
settings-proxy-socks5 = 名前解決は SOCKS5 プロキシが行うため、DNS がプロキシの先にしかない環境でも使えます。
settings-bypass = 除外
    .placeholder = 空欄：すべてプロキシ経由
    .hint = カンマ区切り：ホスト名、.domain 形式のサフィックス、IP アドレス、10.0.0.0/8 などのネットワーク
settings-bypass-default = 既定
settings-bypass-explained = これらのアドレスはプロキシを経由しません。既定ではこのコンピューターなので、オフラインのサンドボックスと Webhook レシーバーは引き続き動作します。
settings-ca = 追加の認証局
    .placeholder = なし：システムの認証局を信頼
    .hint = IT 部門から受け取った PEM ファイル（-----BEGIN CERTIFICATE-----）
settings-ca-remove = 削除
settings-ca-explained = 組織が独自の認証局で HTTPS を検査していて、システムがまだそれを信頼していない場合にのみ指定します。GenDesk が証明書エラーを無視することはありません。
settings-network-needs-host = テストまたは保存するには、プロキシのホストを入力してください。
settings-network-test = 接続をテスト
    .hint = この設定（未保存）でサービスと結果ホストに接続します
settings-network-save = ネットワーク設定を保存
    .hint = この設定を保存し（パスワードはキーリングへ）、再接続します
settings-network-testing = テストしています…
settings-network-route = { $route }、{ $ms } ms
settings-network-reached = 接続成功
settings-network-failed = 失敗
settings-network-skipped = スキップ

## 参照画像

settings-references = 参照画像
settings-references-no-profile = 画像の送り先を選ぶには、プロファイルを開いてください。
settings-references-sandbox = オフラインのサンドボックスはこのコンピューターの画像をそのまま使います。設定は不要です。
settings-references-intro = サービスは参照画像をアドレスで取得します。「{ $profile }」では、このコンピューターの画像の送り先：
settings-references-nowhere = 送らない：画像の URL のみ指定する
settings-references-bucket = 自分のバケット（S3 互換：AWS S3、Cloudflare R2、Backblaze B2、MinIO など）
settings-references-receiver = GenDesk のレシーバーと自分のトンネル経由（各タスクが始まるまで GenDesk を開いたままにする必要があります）
settings-references-served = GenDesk の実行中、選んだ画像だけがランダムなアドレスで { $url }/files/… から配信されます。レシーバーをオンにしておく必要があります（Webhook）。
settings-references-no-tunnel = 先に下の「Webhook レシーバー」でトンネル URL を設定してください。サービスはそのアドレスから取得します。
settings-bucket-test = テスト
    .hint = バケットに小さなファイルを書き込み、リンク経由で読み戻してから削除します
settings-references-save = 保存
    .hint = このプロファイルに保存します（シークレットキーはキーリングへ）
settings-bucket-checking = バケットを確認しています…
settings-bucket-works = バケットは正常です。GenDesk がテストファイルを書き込み、読み戻し、削除しました。
settings-bucket-endpoint = エンドポイント
    .placeholder = https://<アカウント>.r2.cloudflarestorage.com
    .hint = AWS：https://s3.<リージョン>.amazonaws.com · R2：https://<アカウント ID>.r2.cloudflarestorage.com · MinIO：http://127.0.0.1:9000
settings-bucket-name = バケット
settings-bucket-region = リージョン
    .hint = Cloudflare R2 は「auto」、多くの MinIO 環境は us-east-1、AWS はバケットのリージョン
settings-bucket-access-key = アクセスキー ID
settings-bucket-secret-key = シークレットキー
    .placeholder = キーリングに保存。空欄なら保存済みのものを使用
settings-bucket-link-hours = リンクの有効期間
    .hint = アップロードした画像をサービスが取得できる時間：1〜24 時間
settings-bucket-delete = アップロードを使うすべてのタスクが終わったら削除する
settings-bucket-virtual-host = バケットに host/bucket ではなく bucket.host（仮想ホスト形式）でアクセスする

## 支出上限

settings-spending = 支出上限
settings-spending-explained = 「{ $profile }」：その日またはその月の使用額が上限を超えそうなタスクやバッチ（GenDesk の見積もりによる）は、待機して先に確認します。空欄なら上限なし。
settings-spending-per-day = 1 日あたり（$）
settings-spending-per-month = 1 か月あたり（$）
settings-spending-none = 上限なし
settings-spending-save = 上限を保存
settings-spending-bad-day = 1 日あたりの上限は、5 や 2.50 のようなドルの金額で入力してください（空欄なら上限なし）。
settings-spending-bad-month = 1 か月あたりの上限は、5 や 2.50 のようなドルの金額で入力してください（空欄なら上限なし）。
settings-spending-range-day = 1 日あたりの上限は $0.01〜$1,000,000 の範囲で指定してください。
settings-spending-range-month = 1 か月あたりの上限は $0.01〜$1,000,000 の範囲で指定してください。
settings-spending-no-limit = 支出上限はありません。
settings-spending-day = 1 日最大 { $day }。
settings-spending-month = 1 か月最大 { $month }。
settings-spending-day-month = 1 日最大 { $day }、1 か月最大 { $month }。

## Webhook レシーバー

settings-receiver = Webhook レシーバー
settings-receiver-explained = プロファイルごとに Webhook ビューでオンにします。待ち受けはこのコンピューター（127.0.0.1）のみです。
settings-receiver-off = 現在：このプロファイルではオフです。
settings-receiver-listening = 現在：ポート { $port } で待ち受けています。
settings-receiver-failed = 現在：{ $reason }
settings-receiver-port = ポート
    .hint = 127.0.0.1 上のポート（1〜65535）。ほかのプログラムが使っている場合は別のものを選んでください
settings-receiver-bad-port = ポートは 1〜65535 の整数です。「{ $text }」は該当しません。
settings-receiver-freshness = 有効時間幅
    .hint = Webhook の署名時刻とこのコンピューターの時計のずれの許容範囲。超えると古すぎる、または未来のものとして拒否します
settings-receiver-kept = 保持する配信
    .hint = この数を超えると古い配信から削除されます
settings-receiver-kept-unit = { " " }件／プロファイル
settings-receiver-tunnel = トンネル URL
    .hint = このポートへの自分のトンネルの公開 https:// アドレス。実際のサービスではフォームがこれを使います
settings-receiver-apply = 適用
settings-receiver-undo = 元に戻す
settings-tunnel-invalid = { $url } は有効な URL ではありません（{ $error }）。トンネルに表示される https:// アドレスを入力してください
settings-tunnel-not-https = { $url } は https:// で始まる必要があります。サービスは公開 HTTPS アドレスにしか送信しません
settings-tunnel-no-host = { $url } にホスト名がありません
settings-tunnel-query = { $url } にクエリまたはフラグメントがあります。トンネルのアドレスだけを入力してください（パスは GenDesk が付けます）

# The display settings file is damaged or unreadable: $path is the file, $problem what was wrong (often in English).
settings-prefs-unreadable = { $path } の表示設定を読み込めませんでした（{ $problem }）。既定の設定を使います。

# Saving the display settings failed: $path is the file, $problem the system's reason.
settings-prefs-not-saved = 表示設定を { $path } に保存できませんでした：{ $problem }。フォルダーの権限と空き容量を確認してください。

# A made-up prompt the file-name preview shows names for.
settings-file-names-sample-prompt = 夜明けの新雪の中のアカギツネ、やわらかな光

## Settings → Backup (backup_settings.rs, app/backup_actions.rs). $size is a file size; $file a path.
settings-backup = バックアップ
settings-backup-intro = 履歴、設定、プロファイル、プリセット、独自のモデルを 1 つのファイルにまとめます。保管用にも、別のコンピューターへの移行にも使えます。
settings-backup-results = ダウンロード済みの結果を含める
settings-backup-secrets = キーとシークレットを暗号化して含める
    .hint = API キー、Webhook 署名シークレット、バケットとプロキシのパスワードをパスフレーズで暗号化します。オフのときはファイルに一切含まれません
settings-backup-passphrase = パスフレーズ
settings-backup-again = もう一度
settings-backup-passphrase-empty = キーを守るパスフレーズを決めてください。
settings-backup-passphrase-differs = 2 つのパスフレーズが一致しません。
settings-backup-now = バックアップ…
    .hint = バックアップファイルの保存先を選びます
settings-backup-dialog = GenDesk をバックアップ
settings-backup-instead = 代わりにターミナルで `gendesk backup FILE` を実行してください
settings-backup-nothing = バックアップは書き出されませんでした。
settings-backup-done = バックアップを書き出しました：{ $file }（タスク { $tasks } 件、{ $size }）

## Settings → Backup → Restore (restore_settings.rs, app/restore_actions.rs).
settings-restore = 復元
settings-restore-intro = バックアップを戻します。履歴をこの履歴に追加するか、ここにあるすべてをバックアップの内容に置き換えます。復元の間 GenDesk はウィンドウを閉じ、終わると再び開きます。
settings-restore-file = バックアップファイル
    .hint = 「バックアップ…」で作った .zip
settings-restore-choose = 選択…
settings-restore-check = 確認
settings-restore-dialog = GenDesk のバックアップを復元
settings-restore-instead = 代わりに「バックアップファイル」欄にファイルのパスを入力してください
settings-restore-made = GenDesk { $version } で { $date } に作成（{ $size }）
settings-restore-results = ダウンロードした結果：{ $count } 個のファイル、{ $size }
settings-restore-no-secrets = キーとシークレット：このバックアップには含まれていません。復元後、GenDesk が各プロファイルの API キーを尋ねます
settings-restore-merge = その履歴をこの履歴に追加（設定はそのまま）
settings-restore-replace = ここにあるすべてを置き換える（先に現在の内容のコピーを残します）
settings-restore-passphrase = キーのパスフレーズ
    .hint = 空欄：キーなしで復元
settings-restore-now = 復元して開き直す…
    .hint = GenDesk はウィンドウを閉じ、バックアップを復元してから再び開きます
settings-restore-confirm = 履歴、設定、プロファイル、プリセットがバックアップの内容に置き換わります。先に現在の内容のコピーをデータフォルダーの backups フォルダーに残します。
settings-restore-confirm-yes = 置き換えて開き直す
settings-restore-confirm-no = キャンセル
settings-restore-unlocking = パスフレーズを確認しています…

## Settings → Log: the detailed log until GenDesk restarts (help_menu.rs).
settings-log = ログ
