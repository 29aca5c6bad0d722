# Errors of the input GenDesk reads: reference pictures, batch files and manifests, the model catalogue and user models, presets files, stored requests reused in Compose.

## Reference pictures (references/mod.rs)

# $path is the file; $cause is the system's reason, often in English.
err-references-unreadable = { $path } を読み込めませんでした（{ $cause }）。ファイルが存在し、GenDesk に読み取りの権限があることを確認してください
# $name is the file's name; $size its size, already formatted ("31.4 MB").
err-references-source-too-large = { $name } は { $size } あり、参照画像の上限を大きく超えています。もっと小さい画像を選ぶか、小さいコピーを書き出してください
# $name is the file's name.
err-references-not-a-picture = { $name } は GenDesk が読み込める画像ではありません。JPEG、PNG、WebP のいずれかのファイルを使ってください
# $cause is what the picture decoder said, in English.
err-references-damaged = { $name } をデコードできませんでした（{ $cause }）。破損している可能性があります。画像編集ソフトで開いて保存し直してください
err-references-changed = { $path } は使用後に変更されています（内容が異なります）。新しいバージョンを使うには、もう一度追加してください
err-references-no-host = このプロファイルには、サービスが取得できるように画像を置く場所がありません。設定 → 参照画像でバケットまたはトンネル URL を設定するか、代わりに画像 URL を指定してください
# $reason says what is wrong, in English.
err-references-bucket-settings = バケットの設定を使用できません（{ $reason }）。設定 → 参照画像でエンドポイントとバケット名を確認してください
err-references-no-bucket-secret = バケットのシークレットキーが保存されていません。設定 → 参照画像で入力してください
# $status is an HTTP status code (403). $details is empty or, after a space, the bucket's own error code and words in parentheses: " (NoSuchBucket: The specified bucket does not exist)". $advice is one of the err-references-bucket-advice-… messages below.
err-references-bucket-refused = バケットがアップロードを拒否しました：HTTP { $status }{ $details }。{ $advice }
# What to check after the bucket refused an upload (they follow "…; ").
err-references-bucket-advice-keys = 設定 → 参照画像でアクセスキー ID とシークレットキーを確認し、そのキーにこのバケットへの書き込み権限があるか確認してください
err-references-bucket-advice-name = 設定 → 参照画像でバケット名とエンドポイントを確認してください
err-references-bucket-advice-region = 設定 → 参照画像でリージョンを確認してください（Cloudflare R2 では「auto」）
err-references-bucket-advice-later = しばらくしてからもう一度お試しください。解決しない場合は、ストレージプロバイダーのコンソールでバケットを確認してください
# $reason is what the network said, often in English.
err-references-bucket-unreachable = バケットに接続できませんでした（{ $reason }）。設定 → 参照画像のエンドポイントと、ネットワーク接続を確認してください
# $reason is what went wrong, often in English.
err-references-sandbox = オフラインのサンドボックスが画像を受け取れませんでした（{ $reason }）。もう一度お試しください。解決しない場合は GenDesk を再起動してください
# $reason is what the history database said, in English.
err-references-not-recorded = GenDesk はアップロードした画像を履歴に記録できませんでした（{ $reason }）。もう一度お試しください
err-references-receiver-off = GenDesk のレシーバーが動作していないため、画像を提供できません。Webhook → シークレットとレシーバーでオンにしてください

## Importing a batch file or pasted text (batch/source.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-import-read = { $path } を読み込めませんでした：{ $cause }
err-batch-import-not-a-file = { $path } はファイルではありません。.csv、.jsonl、.txt のいずれかのファイルを選んでください
# $size and $limit are sizes, already formatted ("12.5 MiB").
err-batch-import-too-large = ファイルのサイズが { $size } あり、インポートの上限 { $limit } を超えています。小さいファイルに分割するか、不要な行を削除してください（1 つのバッチは最大 50 項目です）
# $offset is a byte's position counted from the start of the file; $line a line number. "Save As", "CSV UTF-8" and "Unicode Text" are Excel's own words: use the ones of Excel in your language.
err-batch-import-not-utf8 = ファイルが UTF-8 テキストではありません：オフセット { $offset }（{ $line } 行目）のバイトが有効な UTF-8 ではありません。ファイルを UTF-8 で保存して（Excel の場合：名前を付けて保存 → 「CSV UTF-8」、その他のエディターでは UTF-8 エンコードを選択）、もう一度インポートしてください
err-batch-import-utf16 = ファイルが UTF-16 テキスト（Excel の「Unicode テキスト」）です。UTF-8 で保存して（Excel の場合：名前を付けて保存 → 「CSV UTF-8」）、もう一度インポートしてください
err-batch-import-empty = インポートするものがありません：テキストが空か、空行しかありません
# $name is the column's name, in quotes; $first and $second are column numbers (1 is the first).
err-batch-import-duplicate-column = ヘッダー行で列 { $name } が 2 回使われています（{ $first } 列目と { $second } 列目）。列にはそれぞれ別の名前が必要です。どちらかの名前を変えるか、削除してください
# $line is a line number; $reason is what the CSV reader said, in English.
err-batch-import-csv = CSV ファイルを { $line } 行目より先に読み込めませんでした：{ $reason }

## Splitting items into batches (batch/split.rs)

err-batch-split-empty = 送信する項目がありません。有効な項目を 1 つ以上追加してください
# $item is the item's name (its client_item_id), in quotes; $bytes a number of bytes, always over 5 MiB.
err-batch-split-item-too-large = 項目 { $item } は単独で JSON が { $bytes } バイトあり、サービスのバッチ上限 5 MiB を超えています。プロンプトやフィールドを短くしてください
err-batch-split-encode = 項目 { $item } を JSON にエンコードできませんでした

## The manifest written beside a batch's downloaded results (batch/manifest.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-manifest-io = { $path } に書き込めませんでした：{ $cause }
# $reason is what the encoder said, in English.
err-batch-manifest-encode = マニフェストをエンコードできませんでした：{ $reason }

## The model catalogue (catalog/error.rs). These mostly reach people who write their own model definitions: model IDs, field keys, kinds (image, video, audio) and the words extra_fields and overrides are the file's own words, never translated.

# $reason says what is wrong, with line and column when known, in English.
err-catalog-built-in = 組み込みのモデルカタログが破損しています（{ $reason }）。GenDesk の不具合ですので、報告してください
err-catalog-updated = アップデートフィードから届いたモデルカタログが正しくありません（{ $reason }）
err-catalog-sandbox-json = サンドボックスのモデルカタログを読み込めませんでした（{ $reason }）。サンドボックスとこの GenDesk のバージョンが異なる可能性があります
# $model is the model ID, in quotes; $error is one of the err-catalog-field-… messages.
err-catalog-field = モデル { $model }：{ $error }
# $model and $key (a field's key) are in quotes; $kind is the model kind's code: image, video or audio.
err-catalog-unknown-override = モデル { $model } が { $key } を上書きしていますが、これは { $kind } モデルの共通フィールドではありません。代わりに extra_fields に記載してください
err-catalog-duplicate-field = モデル { $model } がフィールド { $key } を追加していますが、このフィールドはすでにあります。共通フィールドを変更するには overrides を使ってください
# $id is the model ID, in quotes.
err-catalog-bad-id = モデル ID { $id } は使用できません：空にすること、先頭や末尾に空白を置くこと、制御文字を含めることはできません
# $origin says which catalogue: "built-in" (or "sandbox").
err-catalog-duplicate-model = モデル { $id } が{ $origin ->
        [built-in] 組み込みの
        [sandbox] サンドボックスの
       *[other] 「{ $origin }」の
    }カタログで 2 回定義されています。定義を 1 つだけ残してください

## A field of a model definition (catalog/field_doc.rs). The quoted words ("key", "type", "values"), input and the type names are the file's own words, never translated.

err-catalog-field-empty-key = フィールドの「key」が空です。input の中で使う名前を指定してください
# $key is the field's key, in quotes.
err-catalog-field-missing-type = フィールド { $key } に「type」がありません。text、prompt、enum、bool、integer、number、url_list のいずれかを指定してください
# $field_type is a type name (text, enum, …); $property a property's name in quotes ("values", "min", …).
err-catalog-field-stray-property = フィールド { $key } は { $field_type } 型のため、{ $property } を持てません。削除してください
err-catalog-field-no-values = enum フィールド { $key } には、空でない「values」リストが必要です
# $property is "min" or "max", in quotes.
err-catalog-field-fractional-bound = integer フィールド { $key } の { $property } が整数ではありません
err-catalog-field-inverted-bounds = フィールド { $key } の下限が上限を上回っています。入れ替えてください
# $default is a JSON value; $reason says what the field expects, in English ("the field holds text").
err-catalog-field-bad-default = フィールド { $key } の既定値は { $default } ですが、{ $reason }。既定値を修正してください

## The file of models the person added (catalog/user_models.rs)

# $path is the file; $action is "read" or "saved"; $cause is the system's reason, often in English.
err-catalog-user-models-io = 追加したモデルのファイル { $path } を{ $action ->
        [read] 読み込め
        [saved] 保存でき
       *[other] 処理でき
    }ませんでした：{ $cause }。フォルダーの権限と空き容量を確認してください
# $line and $column are numbers; $reason is what the TOML reader said, in English.
err-catalog-user-models-damaged = 追加したモデルのファイル { $path } の { $line } 行 { $column } 列目に問題があります（{ $reason }）。その行を修正するか、ファイルを別の場所に移してください

## Presets files (compose/preset.rs)

# $path is the file; $action is "read" or "written"; $cause is the system's reason, often in English.
err-compose-preset-io = { $path } を{ $action ->
        [read] 読み込め
        [written] 書き込め
       *[other] 処理でき
    }ませんでした（{ $cause }）。フォルダーが存在し、GenDesk が使用できることを確認してください
# $detail says what was wrong and where, in English.
err-compose-preset-unreadable = { $path } は GenDesk のプリセットファイルではありません（{ $detail }）。プリセットを共有するには、GenDesk からエクスポートしてください
# $bytes is a number of bytes, always large.
err-compose-preset-too-large = { $path } は { $bytes } バイトあり、プリセットファイルとしては大きすぎます。GenDesk がエクスポートしたファイルを選んでください

## Reusing a stored request's settings in the form (compose/from_request.rs)

err-compose-request-not-an-object = 保存されたリクエストが JSON オブジェクトではないため、その設定を再利用できません
err-compose-request-no-input = 保存されたリクエストに「input」オブジェクトがないため、その設定を再利用できません
# $field is provider or request_type (never translated); $value the JSON value found ("fast").
err-compose-request-unknown-value = 保存されたリクエストの { $field } は { $value } ですが、このバージョンの GenDesk では使用できません。設定を再利用できません

# What a CSV file without column names has (in the two messages below).
err-batch-import-no-columns = なし

# A CSV file has no "prompt" column but one like it: $found lists the columns found (quoted), $column is the look-alike (quoted). "prompt" is the column's name and stays as it is.
err-batch-import-no-prompt-rename = この CSV ファイルには "prompt" 列がありません。1 行目は列名で、その 1 つが "prompt"（生成に使うテキスト）である必要があります。見つかった列：{ $found }。直すには、列 { $column } の名前を "prompt" に変えて、もう一度インポートしてください

# A CSV file has no "prompt" column and none like it: $found lists the columns found (quoted).
err-batch-import-no-prompt-header = この CSV ファイルには "prompt" 列がありません。1 行目は列名で、その 1 つが "prompt"（生成に使うテキスト）である必要があります。見つかった列：{ $found }。直すには、1 行目がすでにプロンプトなら、その上に列名の行（prompt,aspect_ratio など）を加えてください。プロンプトだけの一覧は、1 行に 1 つの .txt ファイルとしてインポートできます
