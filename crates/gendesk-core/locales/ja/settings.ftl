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
