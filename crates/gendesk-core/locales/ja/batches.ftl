# バッチ：バッチエディターと送信、「バッチ」画面とバッチの詳細、プリセット。

## 「バッチ」画面：一覧

batch-reading-list = バッチを読み込んでいます…
batch-select-hint = 左でバッチを選ぶと、その項目が表示されます。
batch-empty-title = バッチはまだありません
batch-empty-body = バッチは 1 つのモデルのタスクを最大 { $max } 件、1 回のリクエストで安全に送ります。接続が切れても GenDesk が同じリクエストを送り直し、二重に課金されることはありません。それより多い項目は複数のバッチに分けられ、1 つの実行としてまとめられます。
batch-empty-make = 「作成」でバッチを作る
    .hint = 作成 { $arrow } バッチ：フォームのコピー、プロンプトのリスト、値のグリッド、または CSV／JSONL／テキストファイル
batch-count-not-sent = 未送信 { $count }
batch-count-accepted = 受付済み { $count }
batch-count-reused = 再利用 { $count }
batch-count-rejected = 拒否 { $count }
batch-count-open = 待機中・実行中 { $count }
batch-count-succeeded = 成功 { $count }
batch-count-failed = 失敗 { $count }
batch-status-sending-again = 再送信中
batch-status-sending = 送信中
batch-status-needs-you = 対応が必要
batch-status-refused = 拒否済み
batch-status-queued = 待機中
batch-status-running = 実行中
batch-status-completed = 完了
batch-status-completed-with-errors = エラーありで完了
batch-name-in-run = バッチ { $index }／{ $size }
batch-name = バッチ #{ $batch }
batch-run-header = 実行 #{ $run } · { $items } 項目、{ $batches } バッチ
batch-row-items = { $count } 項目
batch-row-hint = { $name }：クリックすると項目を表示します
batch-reader-not-started = バッチ一覧の読み込み処理を開始できませんでした（{ $error }）。いくつかのプログラムを閉じてから、プロファイルを開き直してください。
batch-list-unreadable = バッチを読み込めませんでした：{ $error }。
batch-items-unreadable = バッチを読み込めませんでした：{ $error }。

## 「バッチ」画面：1 つのバッチ

batch-made-at = • 作成日時 { $time }
batch-service-id = • サービス側のバッチ { $id }
batch-origin-fix-rejected = バッチ #{ $batch } の拒否された項目を修正して作成しました。
batch-origin-retry-failed = バッチ #{ $batch } の失敗した項目から作成し、新しいタスクとして送り直しました。
batch-filter-show = 表示：
batch-filter-all = すべて
batch-filter-open = 待機中・実行中
batch-filter-succeeded = 成功
batch-filter-failed = 失敗
batch-filter-rejected = 拒否
batch-filter-no-match = このフィルターに合う項目はありません。
batch-reading-items = 項目を読み込んでいます…
batch-not-accepted-waiting = まだ受け付けられていません：{ $error }
batch-not-accepted-resending = まだ受け付けられていません：{ $error } GenDesk が同じリクエストを自動で送り直します。
batch-being-sent = 記録済みです。サービスへ送信しています。
batch-send-again = 送り直す
    .hint = まったく同じリクエスト（同じバイト列と冪等キー）を送ります。サービスがこれらのタスクを二重に作ることはありません
batch-send-again-note = 同じリクエスト、同じキー：二重に課金されることはありません。
batch-refused-whole = サービスがバッチ全体を拒否しました：{ $reason } 何も作成されず、課金もされていません。
batch-refused-whole-no-reason = サービスが理由を示さずにバッチ全体を拒否しました。何も作成されず、課金もされていません。
batch-replayed = サービスはこのバッチを以前の送信分と認識しました（応答が途中で失われていました）。二重に課金されてはいません。
batch-reused-items = { $count } 項目が、同じ項目キーですでにあったタスクを再利用しました。二重に課金されてはいません。
batch-refresh-status = 状態を更新
batch-download-all = すべての結果をダウンロード
    .hint = このバッチのすべての結果を専用のフォルダーに保存し、各項目を記載した manifest.csv と manifest.jsonl も作成します
    .nothing-yet = 成功した項目はまだありません
batch-download-run = 実行全体をダウンロード
batch-fix-rejected = 拒否された項目を修正（{ $count }）
    .hint = サービスが示した理由とともにバッチエディターで開きます。送信すると新しいキーで新しいバッチになります
batch-retry-failed = 失敗した項目を再試行（{ $count }）
batch-downloading = { $total } 個中 { $done } 個のファイルをダウンロード中
batch-downloaded = { $count } 個のファイルとマニフェストを { $folder } に保存しました
batch-open-folder = フォルダーを開く
batch-retry-confirm = 失敗した { $count } 項目を新しいバッチとして送り直しますか？ 新しいタスクとして再度課金されます。失敗した分は返金済みです。
batch-retry-send = 新しい有料タスク { $count } 件を送信
batch-retry-cancel = キャンセル
    .hint = キャンセル（Esc）
batch-item-state-not-sent = 未送信
batch-item-state-queued = 待機中
batch-item-state-running = 実行中
batch-item-state-succeeded = 成功
batch-item-state-failed = 失敗
batch-item-state-rejected = 拒否
batch-item-rejected-hint = 拒否（{ $code }）：{ $message }。{ $hint }
batch-item-rejected = 拒否（{ $code }）：{ $message }。項目を修正して送り直してください。
    .no-code = コードなし
    .no-reason = サービスは理由を示していません
batch-item-failed-code-message = 失敗（{ $code }、{ $category }）：「{ $message }」{ $meaning } { $hint }
batch-item-failed-code = 失敗（{ $code }、{ $category }）：{ $meaning } { $hint }
batch-item-failed-message = 失敗：「{ $message }」
batch-item-failed = 失敗
batch-item-open-task = タスクを開く
    .hint = この項目のタスクを「アクティビティ」で表示します

## バッチエディター（作成 → バッチ）

batch-items-from = 項目の作り方
batch-source-copies = フォームのコピー
batch-source-prompts = プロンプトのリスト
batch-source-file = ファイル
batch-source-grid = グリッド
batch-source-fix = 修正する項目
batch-copies = フォームのコピー数：
    .hint = 同じ入力を複数回。たとえば出来を比べるときに
batch-copies-range = 1〜{ $max }。{ $per_batch } を超えると複数のバッチで送信します
batch-prompts-intro = 1 行に 1 つのプロンプト。ほかの項目はすべてフォームの値を使います。
batch-prompts = プロンプト（1 行に 1 つ）
    .example =
        雪の中の赤いキツネ
        夕暮れの灯台
        …
batch-fix-intro = これらの項目は、下の理由とともに送信済みのバッチから戻ってきました。修正して（左のフォームを編集するとすべての項目が変わり、ここでは各項目のプロンプトを変えられます）、新しいキーで新しいバッチとして送信してください。
batch-grid-no-field = このモデルには、値を変化させられるリスト形式の項目がありません。
batch-grid-vary = 変化させる項目
batch-grid-prompts-intro = プロンプト（1 行に 1 つ。空欄ならフォームのプロンプト）：
batch-grid-prompts = グリッドのプロンプト
batch-item-count = { $count } 項目
batch-items-need-fixing = { $count } 項目に修正が必要
batch-remove-invalid = 問題のある項目を削除
batch-empty-prompts = 上にプロンプトを入力または貼り付けてください（1 行に 1 つ）。
batch-empty-file = ファイルを選ぶか、ウィンドウにドロップしてください。
batch-empty-grid = 値を 1 つ以上選んでください。
batch-empty-items = 項目はありません。
batch-item-id = 項目 { $number } のクライアント項目 ID
batch-item-prompt = 項目 { $number } のプロンプト
batch-item-remove = 削除
batch-item-done = 完了
batch-item-edit = 編集
batch-item-no-prompt = （プロンプトなし）
batch-item-problem-more = { $problem }（ほか { $more } 件）
batch-item-ready-was = 準備完了。元の理由：{ $note }
batch-item-ready = 準備完了
batch-item-ready-differs = 準備完了 · { $differences }

## 送信：送信バーと送信前の確認ウィンドウ

batch-items-to-batches = { $items } 項目 { $arrow } { $batches } バッチ
batch-send-items = { $count } 項目を送信…
    .hint = 支払いの前に、送信内容と費用を表示します
batch-send-no-items = 項目はまだありません。
batch-send-none-ready = { $count ->
    [one] 項目の準備ができていません。修正するか削除してください。
   *[other] { $count } 項目のどれも準備ができていません。印の付いた項目を修正するか削除してください。
}
batch-send-with-problems = 問題のある { $count } 項目はここに残り、送信されません。
batch-preflight-title = バッチを送信
batch-preflight-not-covered = 残高が見積もり費用に足りません。サービスは全額を課金できないバッチを拒否します（402）。残高を追加するか、送信する項目を減らしてください。
batch-preflight-webhook-intro = Webhook URL（任意）：サービスが項目ごとに署名付きイベントをここへ送ります。
batch-preflight-webhook-url = Webhook URL
batch-preflight-safety = 各バッチは送信前に冪等キーとともに記録されます。接続が切れても GenDesk が同じリクエストを送り直し、二重に課金されることはありません。
batch-preflight-send = 有料タスク { $count } 件を送信
batch-preflight-cancel = キャンセル
batch-nothing-sent = 何も送信されませんでした：{ $error }。
batch-preflight-model = モデル
batch-preflight-items = 項目
batch-preflight-not-sent = 送信しない
batch-preflight-with-problems = 問題のある { $count } 項目
batch-preflight-cost = 見積もり費用
batch-preflight-cost-unknown = 不明（サービスが価格を公開していません）
batch-preflight-balance = 残高
batch-preflight-balance-unknown = まだ不明
batch-preflight-receiver = GenDesk のレシーバー：各配信は検証されて「Webhook」に表示され、その項目をすぐに完了させます。
batch-preflight-no-webhooks = Webhook なし
batch-preflight-use-receiver = GenDesk のレシーバーを使う

## プリセット（作成 → プリセット）

preset-menu = プリセット
preset-menu-count = プリセット（{ $count }）
preset-save-as = プリセットとして保存…
    .hint = フォーム全体（モデル、プロンプト、各項目、参照画像、詳細オプション）に名前を付けて保存します
preset-import = インポート…
    .hint = 書き出されたファイルのプリセットを追加します
preset-reading = プリセットを読み込んでいます…
preset-none-yet = プリセットはまだありません。「プリセットとして保存…」でこのフォームを保存して再利用できます。
preset-apply = 適用
    .hint = このプリセットでフォームを埋めます
preset-rename = 名前を変更…
preset-duplicate = 複製
preset-export = エクスポート…
    .hint = このプリセットをファイルに保存して共有します
preset-delete = 削除…
preset-rename-title = プリセット名の変更
preset-save-title = プリセットとして保存
preset-name = 名前
preset-name-taken = この名前のプリセットがあります。保存すると置き換わります。
preset-rename-confirm = 名前を変更
preset-save-confirm = 保存
preset-cancel = キャンセル
preset-delete-title = プリセットを削除しますか？
preset-delete-question = プリセット「{ $name }」を削除しますか？ これで送信したタスクには影響しません。
preset-delete-confirm = 削除

## バッチエディターの「ファイル」

batch-file-path = ファイルのパス
    .example = /home/me/prompts.csv
batch-file-open = 開く
batch-file-choose = ファイルを選択…
    .hint = ヘッダー行と prompt 列のある CSV、JSON Lines（1 行に 1 項目の入力）、またはプレーンテキスト（1 行に 1 プロンプト）
batch-file-reading = ファイルを読み込んでいます…
batch-file-or-drop = または .csv、.jsonl、.txt ファイルをウィンドウにドロップするか、パスを入力してください：
batch-file-columns-help = CSV の列はモデルの各項目に対応します（prompt は必須。image_urls は | または空白で区切ります。任意の client_item_id 列で項目に名前を付けられます）。
batch-file-read = { $file }：{ $count } 行を { $format } として読み込みました。
batch-file-unknown-columns = { $model } が認識しない列：
batch-file-column-ignore = 無視する
batch-file-column-extra = 追加フィールドとして送る
batch-file-blocked = { $count } 行は送信前にブロックされました（ファイルで修正してから、もう一度選んでください）：
batch-file-row-problem = { $line } 行目：{ $problem }

## バッチとプリセットの通知とファイルダイアログ

batch-retry-unreadable-item = 項目 { $item } を読み戻せませんでした（{ $error }）。何も送信していません。代わりに「作成」で、「拒否された項目を修正」と同じように編集してください。
batch-retry-nothing-sent = 何も送信されませんでした：{ $error }
batch-file-dialog-title = バッチ項目のファイルを選択
batch-file-dialog-filter = バッチ項目（CSV、JSON Lines、テキスト）
batch-file-dialog-all = すべてのファイル
batch-file-dialog-instead = 代わりにファイルをウィンドウにドロップするか、「ファイルを選択…」の横にパスを入力してください
batch-file-no-model = 先に「作成」でモデルを選んでください。ファイルの列はそのモデルの項目に対応付けられます。
preset-saved = フォームをプリセット「{ $name }」として保存しました。
preset-renamed = プリセット「{ $from }」の名前を「{ $to }」に変更しました。
preset-duplicated = 「{ $name }」のコピーを追加しました。
preset-missing = 「{ $name }」という名前のプリセットはありません。
preset-deleted = プリセット「{ $name }」を削除しました。
preset-still-reading = プリセットをまだ読み込んでいます。少ししてからもう一度お試しください。
preset-export-title = プリセットをエクスポート
preset-dialog-filter = GenDesk プリセット
preset-export-instead = プリセットは { $folder } にあります。代わりにそこからコピーしてください
preset-not-exported = 何もエクスポートしませんでした。
preset-exported = プリセットは { $path } にあります。GenDesk にインポートして使ってください。
preset-import-title = プリセットをインポート
preset-import-instead = 代わりにプリセットファイルを GenDesk のプリセットフォルダーにコピーしてください
preset-import-empty = そのファイルにはプリセットがありません。
preset-import-still-reading = プリセットをまだ読み込んでいます。少ししてからもう一度ファイルをインポートしてください。
preset-imported-one = プリセット「{ $name }」を追加しました。
preset-imported = { $count } 個のプリセットを追加しました：{ $names }。

# The kinds of file a batch is read from (a picker and "…read as { $format }").
batch-source-csv = CSV

batch-source-jsonl = JSON Lines

batch-source-text = プロンプトの一覧（1 行に 1 つ）

# A batch in the list as a screen reader says it: $name ("Batch 12" or its own name), $status ("running"…), $items ("40 items").
batch-row-name = { $name }：{ $status }、{ $items }

# Renaming or saving a preset under a name another preset has; $name is that name.
preset-name-in-use = 「{ $name }」という名前のプリセットはすでにあります。別の名前を選んでください。

preset-name-unknown = 「{ $name }」という名前のプリセットはありません。

preset-name-empty = プリセットに名前を付けてください。

# $max is the longest name allowed, in characters.
preset-name-too-long = プリセット名は { $max } 文字までです。
