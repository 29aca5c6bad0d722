# 上部バー：プロファイル切り替え、ナビゲーション、残高、設定。

nav-compose = 作成
nav-activity = アクティビティ
nav-gallery = ギャラリー
nav-batches = バッチ
nav-webhooks = Webhook
nav-insights = 分析
nav-compare = 比較
top-settings = 設定
top-profile = プロファイル
top-profile-none = なし
top-explore-sandbox = オフラインのサンドボックスを試す
top-add-profile = プロファイルを追加…
top-remove-profile = このプロファイルを削除
    .hint = このプロファイルと保存されたキーを削除します
top-sandbox-badge = サンドボックス
    .hint = このコンピューター上のシミュレーター：通信なし、料金なし
top-opening = 開いています…
top-not-connected = 未接続
top-refresh = 更新
    .hint = 残高を更新
top-balance = 残高：{ $amount }
top-balance-unknown = 残高：—
top-balance-not-a-number = サービスが返した残高が数値ではありません。更新してください。不明なままの場合は、サービスのウェブサイトでアカウントを確認してください。
top-balance-below-zero = 残高がマイナスです。タスクを送信する前にチャージしてください。
remove-profile-title = このプロファイルを削除しますか？
remove-profile-sandbox = 「{ $name }」をプロファイル一覧から削除します。タスク履歴はデータベースに残ります。オフラインのサンドボックスは「プロファイル」メニューからいつでも再び試せます。
remove-profile-remote = 「{ $name }」と保存された API キーをこのコンピューターから削除します。タスク履歴はデータベースに残ります。サービスのアカウントには影響しません。
remove-profile-confirm = プロファイルを削除
remove-profile-keep = 残す
money-unknown = 不明

keys-title = キーボードショートカット
keys-everywhere = どこでも
keys-overview = この一覧を表示／非表示
keys-go-to = 「{ $view }」へ移動
keys-zoom = 画面を拡大・縮小
keys-zoom-reset = 画面を 100% に戻す
keys-focus = 次／前のコントロールへ（フォーカス中のものは枠で囲まれます）
keys-press = フォーカス中のボタンを押す、チェックボックスを切り替える
keys-escape = いちばん上のウィンドウやパネルを閉じる
keys-submit = タスクを送信
keys-recent-prompts = 最近のプロンプトの一覧内を移動し、Enter でフォームに入れる
keys-viewing = 結果、画像、プレーヤー
keys-previous-next = 画像ビューアーで前／次の結果へ
keys-play-pause = フォーカス中のプレーヤーを再生／一時停止

settings-reading-size = プロンプトと結果の文字
    .hint = フォームや、タスクのプロンプトや文字の結果が表示される場所の文字サイズ。画面サイズに加えて適用されます

top-window-title = { $view } — GenDesk

thumb-picture = 画像のプレビュー
thumb-video = 動画の最初のコマ
thumb-sound = 音声の波形

# No way of drawing the window started; $tried lists what was tried ("wgpu on Vulkan, wgpu on OpenGL"). No full stop: one is added.
app-no-renderer = GenDesk はウィンドウを開けませんでした。このコンピューターでは、描画方法がどれも起動しませんでした（試したもの：{ $tried }）。多くの場合、グラフィックドライバーの更新で解決します。仮想マシンやリモートデスクトップでは、3D アクセラレーションを有効にしてください

# Shown once at the start after GenDesk crashed (crash_notice.rs). $count is how many reports were found.
crash-title = GenDesk が予期せず終了しました

crash-saved = 何が起きたかのレポートを保存しました。キーやシークレットは含まれていません。問題を報告するときに添付してください。タスクとダウンロードは保持されており、これから再開します。

crash-more = 前回の起動以降のレポート：{ $count } 件。最新のもの：

crash-open-report = レポートを開く

crash-show-in-folder = フォルダーに表示

crash-close = 閉じる

# The Help menu at the right of the top bar (help_menu.rs).
help-menu = ヘルプ
help-shortcuts = キーボードショートカット
    .hint = ウィンドウのすべてのショートカット（F1）
help-about = GenDesk について
help-diagnostics = 診断情報を書き出す…
    .hint = 不具合報告用の zip 1 つ：ログ、クラッシュレポート、設定、履歴の件数。キー、パスワード、結果のリンクはすべて除かれます
help-diagnostics-prompts = 最近のプロンプトを含める
    .hint = 直近 50 件のタスクのモデル、状態、プロンプトを診断情報に加えます
help-diagnostics-dialog = 診断情報を書き出す
help-diagnostics-instead = 代わりにターミナルで `gendesk diagnostics FILE.zip` を実行してください
help-diagnostics-nothing = 診断情報は書き出されませんでした。
help-data-folder = データフォルダーを開く
help-log = ログを開く
help-crash-reports = クラッシュレポートを開く
help-detailed-log = GenDesk を再起動するまで詳細なログを記録
    .hint = 問題の原因を調べるため、ログに多くの情報を書き込みます。次回の起動で通常に戻ります

# Help → User guide and Report a problem (help_menu.rs, help_links.rs). The body fills the issue form.
help-guide = ユーザーガイド
    .hint = GenDesk と一緒にインストールされたガイド、またはオンラインのガイド
help-report = 問題を報告…
    .hint = この GenDesk のバージョンとシステムを記入した状態でプロジェクトの報告フォームを開きます。「診断情報を書き出す…」のファイルを添付してください
help-report-opened = 報告フォームをブラウザーで開きました。
help-report-body =
    何が起き、本来どうなるはずでしたか？


    できれば「ヘルプ → 診断情報を書き出す…」のファイルを添付してください（キーやシークレットは含まれません）。

## A portable GenDesk's first page (unlock.rs, app/unlock_actions.rs). $folder is the data folder beside GenDesk.
unlock-title = ポータブル GenDesk
unlock-intro-existing = この GenDesk はすべてを隣の { $folder } に保存します。キーも暗号化してそこに保存されています。パスフレーズを入力して開いてください。
unlock-intro-new = この GenDesk はすべてを隣の { $folder } に保存するので、フォルダーごと別のコンピューターに移せます。ここで追加するキーを暗号化するパスフレーズを決めてください。GenDesk は起動のたびに尋ねます。
unlock-passphrase = パスフレーズ
unlock-again = もう一度
unlock-open = 開く
unlock-create = このパスフレーズでキーを暗号化
unlock-opening = キーを開いています…
unlock-differs = 2 つのパスフレーズが一致しません。
unlock-keyring = 代わりにこのコンピューターのキーリングにキーを保存
    .hint = フォルダーを移してもキーはこのコンピューターに残ります。portable マーカーがこの選択を覚えます
unlock-without = キーなしで続ける
    .hint = オフラインサンドボックスは使えます。今入力したキーは GenDesk を閉じるまで保持されます
unlock-forgot = パスフレーズを忘れた場合は、データフォルダーから keys.age と keys.identity.age を削除すると、キーなしでやり直せます。履歴と設定は残ります。
unlock-session-reason = 今回の起動では GenDesk の隣のポータブルキーを開いていません
