# バッチの項目とフォームの参照画像に関する問題：インポートしたファイルのうち使えない行、
# クライアント項目 ID、送信できない参照画像。

## インポートしたファイルのセルがフィールドに合わない（batch/cells.rs）。例の値（42、ドットを使う 2.5、true/false/yes/no/1/0）は GenDesk がそのまま読む値です。

problem-batch-cell-whole-number = 列 { $column } の { $value } は整数ではありません。{ $label } には 42 のように数字だけを入力してください
problem-batch-cell-number = 列 { $column } の { $value } は数値ではありません。{ $label } には 2.5 のように、数字と小数点（.）で書いた数値を入力してください
problem-batch-cell-yes-no = 列 { $column } の { $value } は yes/no を表す値ではありません。{ $label } には true、false、yes、no、1、0 のいずれかを入力してください

## 1 つのフィールドに 2 つの列（batch/plan.rs）。

problem-batch-two-columns-one-field = 列 { $first } と列 { $second } の両方がフィールド { $key }（{ $label }）を指定しています。どちらか一方だけを残してください

## セルの数が合わない CSV の行（batch/csv_rows.rs）。

problem-batch-csv-cell-count = この行のセルは { $cells } 個ですが、ヘッダーの列は { $columns } 個（{ $names }）のため、この行は除外されました。カンマが足りないか多すぎないか確認してください。カンマを含むセルはダブルクォートで囲む必要があります
problem-batch-csv-cell-count-runs-on = この行のセルは { $cells } 個ですが、ヘッダーの列は { $columns } 個（{ $names }）のため、この行は除外されました。カンマが足りないか多すぎないか確認してください。カンマを含むセルはダブルクォートで囲む必要があります。この行は { $end } 行目まで続いています。{ $line } 行目で始まったダブルクォートが閉じられていない可能性があります

## 使えない JSON Lines ファイルの行（batch/import.rs）。

problem-batch-jsonl-not-object = この行は{ $kind ->
        [null] { " " }null で
        [bool] { " " }true または false で
        [number] 数値で
       *[string] 文字列で
    }、JSON オブジェクトではありません。各行は { "{" }"prompt": "a red fox"{ "}" } のような 1 つのオブジェクトである必要があります
problem-batch-jsonl-array = この行は JSON 配列で、JSON オブジェクトではありません。各行は { "{" }"prompt": "a red fox"{ "}" } のような 1 つのオブジェクトである必要があります（項目のリストにするには、項目を 1 行に 1 つずつ書いてください）
problem-batch-jsonl-item-id-type = "client_item_id" が { $kind ->
        [bool] true または false になっています
        [array] JSON 配列になっています
       *[object] オブジェクトになっています
    }。"item-1" のような文字列で書くか、省いてください
problem-batch-jsonl-invalid = この行は有効な JSON ではありません（{ $reason }、{ $column } 文字目）。各行は { "{" }"prompt": "a red fox"{ "}" } のような完全な JSON オブジェクトである必要があり、テキスト内の改行は \n と書きます
problem-batch-jsonl-invalid-pretty = この行は有効な JSON ではありません（{ $reason }、{ $column } 文字目）。JSON Lines では各オブジェクトを 1 行に書く必要があります。整形された JSON ファイルは、1 行に 1 オブジェクトの形に書き直してください

## 項目のクライアント項目 ID（batch/draft.rs）。

problem-batch-item-id-missing = 項目にクライアント項目 ID がありません。ID を付けてください（バッチ内で重複しない短いテキストなら何でもかまいません）。
problem-batch-item-id-too-long = クライアント項目 ID が { $length } 文字あります。{ $max } 文字以内にしてください。
problem-batch-item-id-repeated = クライアント項目 ID「{ $id }」はほかの項目でも使われています。項目ごとに別の ID が必要です。

## フォームの参照画像（compose/references.rs）。

problem-batch-reference-none-mode = { $mode } には参照画像が 1 枚以上必要です。画像か画像の URL を追加するか、別のモードを選んでください。
problem-batch-reference-none = このモードには参照画像が 1 枚以上必要です。画像か画像の URL を追加するか、別のモードを選んでください。
problem-batch-reference-too-many = 参照画像が { $given } 枚指定されていますが、{ $model } で使えるのは { $max } 枚までです。{ $extra } 枚削除してください。
problem-batch-reference-not-http = 参照画像 { $number }（{ $url }）は http(s) の URL ではありません。https:// で始まる完全なアドレスを入力してください。
problem-batch-reference-picture = 参照画像 { $number }（{ $name }）：{ $problem }。横に表示される、GenDesk が用意した小さいコピーを使ってください。
problem-batch-reference-not-uploaded = 参照画像 { $number }（{ $name }）はまだアップロードされていません。少し待つか、横のメッセージを確認してください。
