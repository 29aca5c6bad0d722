# Errors of the input GenDesk reads: reference pictures, batch files and manifests, the model catalogue and user models, presets files, stored requests reused in Compose.

## Reference pictures (references/mod.rs)

# $path is the file; $cause is the system's reason, often in English.
err-references-unreadable = 无法读取 { $path }（{ $cause }）；请检查文件是否存在，以及 GenDesk 是否有权读取它
# $name is the file's name; $size its size, already formatted ("31.4 MB").
err-references-source-too-large = { $name } 的大小为 { $size }——远远超出参考图的上限；请选择更小的图片，或导出一个更小的副本
# $name is the file's name.
err-references-not-a-picture = { $name } 不是 GenDesk 能读取的图片；请使用 JPEG、PNG 或 WebP 文件
# $cause is what the picture decoder said, in English.
err-references-damaged = 无法解码 { $name }（{ $cause }）；文件可能已损坏——请在图片编辑器中打开并重新保存
err-references-changed = { $path } 在使用后已被修改（内容不同）；请重新添加，以使用新版本
err-references-no-host = 此配置没有可供服务获取图片的存放位置；请在 设置 → 参考图 中设置存储桶或隧道 URL，或改为提供图片 URL
# $reason says what is wrong, in English.
err-references-bucket-settings = 存储桶设置无法使用（{ $reason }）；请在 设置 → 参考图 中检查端点和存储桶名称
err-references-no-bucket-secret = 存储桶的密钥尚未保存；请在 设置 → 参考图 中输入
# $status is an HTTP status code (403). $details is empty or, after a space, the bucket's own error code and words in parentheses: " (NoSuchBucket: The specified bucket does not exist)". $advice is one of the err-references-bucket-advice-… messages below.
err-references-bucket-refused = 存储桶拒绝了上传：HTTP { $status }{ $details }；{ $advice }
# What to check after the bucket refused an upload (they follow "…; ").
err-references-bucket-advice-keys = 请在 设置 → 参考图 中检查访问密钥 ID 和私有访问密钥，并确认该密钥有权写入此存储桶
err-references-bucket-advice-name = 请在 设置 → 参考图 中检查存储桶名称和端点
err-references-bucket-advice-region = 请在 设置 → 参考图 中检查区域（Cloudflare R2 填“auto”）
err-references-bucket-advice-later = 请稍后重试；如果问题仍然存在，请在存储服务商的控制台中检查存储桶
# $reason is what the network said, often in English.
err-references-bucket-unreachable = 无法连接存储桶（{ $reason }）；请检查 设置 → 参考图 中的端点以及网络连接
# $reason is what went wrong, often in English.
err-references-sandbox = 离线沙盒无法接收图片（{ $reason }）；请重试，如果问题仍然存在，请重启 GenDesk
# $reason is what the history database said, in English.
err-references-not-recorded = GenDesk 无法在历史记录中记下已上传的图片（{ $reason }）；请重试
err-references-receiver-off = GenDesk 的接收器未在运行，因此无法提供您的图片；请在 Webhook → 密钥与接收器 中将其打开

## Importing a batch file or pasted text (batch/source.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-import-read = 无法读取 { $path }：{ $cause }
err-batch-import-not-a-file = { $path } 不是文件；请选择 .csv、.jsonl 或 .txt 文件
# $size and $limit are sizes, already formatted ("12.5 MiB").
err-batch-import-too-large = 文件大小为 { $size }，超过了导入上限 { $limit }；请将其拆分为较小的文件，或删除不需要的行（一个批次最多 50 项）
# $offset is a byte's position counted from the start of the file; $line a line number. "Save As", "CSV UTF-8" and "Unicode Text" are Excel's own words: use the ones of Excel in your language.
err-batch-import-not-utf8 = 文件不是 UTF-8 文本：偏移量 { $offset } 处（第 { $line } 行）的字节不是有效的 UTF-8。请将文件另存为 UTF-8（在 Excel 中：另存为 → “CSV UTF-8”；在其他编辑器中选择 UTF-8 编码），然后重新导入
err-batch-import-utf16 = 文件是 UTF-16 文本（Excel 的“Unicode 文本”）；请将其另存为 UTF-8（在 Excel 中：另存为 → “CSV UTF-8”），然后重新导入
err-batch-import-empty = 没有可导入的内容：文本为空或只有空行
# $name is the column's name, in quotes; $first and $second are column numbers (1 is the first).
err-batch-import-duplicate-column = 标题行中列名 { $name } 出现了两次（第 { $first } 列和第 { $second } 列）；每一列都需要自己的名称：请重命名或删除其中一列
# $line is a line number; $reason is what the CSV reader said, in English.
err-batch-import-csv = CSV 文件在第 { $line } 行之后无法继续读取：{ $reason }

## Splitting items into batches (batch/split.rs)

err-batch-split-empty = 没有可发送的批次项；请至少添加一个有效的批次项
# $item is the item's name (its client_item_id), in quotes; $bytes a number of bytes, always over 5 MiB.
err-batch-split-item-too-large = 批次项 { $item } 单独就有 { $bytes } 字节的 JSON，超过了服务的 5 MiB 批次上限；请缩短其提示词或字段
err-batch-split-encode = 无法将批次项 { $item } 编码为 JSON

## The manifest written beside a batch's downloaded results (batch/manifest.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-manifest-io = 无法写入 { $path }：{ $cause }
# $reason is what the encoder said, in English.
err-batch-manifest-encode = 无法编码清单：{ $reason }

## The model catalogue (catalog/error.rs). These mostly reach people who write their own model definitions: model IDs, field keys, kinds (image, video, audio) and the words extra_fields and overrides are the file's own words, never translated.

# $reason says what is wrong, with line and column when known, in English.
err-catalog-built-in = 内置模型目录已损坏（{ $reason }）；这是 GenDesk 的缺陷，请报告此问题
err-catalog-updated = 来自更新源的模型目录无效（{ $reason }）
err-catalog-sandbox-json = 无法读取沙盒的模型目录（{ $reason }）；沙盒与此 GenDesk 的版本可能不同
# $model is the model ID, in quotes; $error is one of the err-catalog-field-… messages.
err-catalog-field = 模型 { $model }：{ $error }
# $model and $key (a field's key) are in quotes; $kind is the model kind's code: image, video or audio.
err-catalog-unknown-override = 模型 { $model } 覆盖了 { $key }，但它不是 { $kind } 模型的通用字段；请改为在 extra_fields 中列出
err-catalog-duplicate-field = 模型 { $model } 添加了字段 { $key }，但该字段已经存在；要修改通用字段，请使用 overrides
# $id is the model ID, in quotes.
err-catalog-bad-id = 模型 ID { $id } 无法使用：不能为空，不能以空格开头或结尾，也不能包含控制字符
# $origin says which catalogue: "built-in" (or "sandbox").
err-catalog-duplicate-model = 模型 { $id } 在{ $origin ->
        [built-in] 内置
        [sandbox] 沙盒
       *[other] “{ $origin }”
    }目录中定义了两次；请只保留一个定义

## A field of a model definition (catalog/field_doc.rs). The quoted words ("key", "type", "values"), input and the type names are the file's own words, never translated.

err-catalog-field-empty-key = 某个字段的“key”为空；请填写在 input 中使用的名称
# $key is the field's key, in quotes.
err-catalog-field-missing-type = 字段 { $key } 没有“type”；请使用 text、prompt、enum、bool、integer、number、url_list 之一
# $field_type is a type name (text, enum, …); $property a property's name in quotes ("values", "min", …).
err-catalog-field-stray-property = 字段 { $key } 的类型为 { $field_type }，不能有 { $property }；请将其删除
err-catalog-field-no-values = enum 字段 { $key } 需要一个非空的“values”列表
# $property is "min" or "max", in quotes.
err-catalog-field-fractional-bound = integer 字段 { $key } 的 { $property } 不是整数
err-catalog-field-inverted-bounds = 字段 { $key } 的下限高于上限；请交换两者
# $default is a JSON value; $reason says what the field expects, in English ("the field holds text").
err-catalog-field-bad-default = 字段 { $key } 的默认值为 { $default }，但 { $reason }；请修正默认值

## The file of models the person added (catalog/user_models.rs)

# $path is the file; $action is "read" or "saved"; $cause is the system's reason, often in English.
err-catalog-user-models-io = 无法{ $action ->
        [read] 读取
        [saved] 保存
       *[other] 处理
    }自定义模型文件 { $path }：{ $cause }；请检查文件夹的权限和可用空间
# $line and $column are numbers; $reason is what the TOML reader said, in English.
err-catalog-user-models-damaged = 自定义模型文件 { $path } 在第 { $line } 行第 { $column } 列处有错误（{ $reason }）；请修正该行，或将文件移到别处

## Presets files (compose/preset.rs)

# $path is the file; $action is "read" or "written"; $cause is the system's reason, often in English.
err-compose-preset-io = 无法{ $action ->
        [read] 读取
        [written] 写入
       *[other] 处理
    } { $path }（{ $cause }）；请检查文件夹是否存在，以及 GenDesk 是否有权使用它
# $detail says what was wrong and where, in English.
err-compose-preset-unreadable = { $path } 不是 GenDesk 预设文件（{ $detail }）；要分享预设，请从 GenDesk 导出
# $bytes is a number of bytes, always large.
err-compose-preset-too-large = { $path } 的大小为 { $bytes } 字节，作为预设文件太大了；请选择 GenDesk 导出的文件

## Reusing a stored request's settings in the form (compose/from_request.rs)

err-compose-request-not-an-object = 存储的请求不是 JSON 对象，因此无法重用其设置
err-compose-request-no-input = 存储的请求没有“input”对象，因此无法重用其设置
# $field is provider or request_type (never translated); $value the JSON value found ("fast").
err-compose-request-unknown-value = 存储的请求中 { $field } 为 { $value }，此版本的 GenDesk 不提供该选项；无法重用这些设置

# What a CSV file without column names has (in the two messages below).
err-batch-import-no-columns = 无

# A CSV file has no "prompt" column but one like it: $found lists the columns found (quoted), $column is the look-alike (quoted). "prompt" is the column's name and stays as it is.
err-batch-import-no-prompt-rename = 该 CSV 文件没有 "prompt" 列。第一行必须是列名，其中一列必须是 "prompt"（用于生成的文本）。找到的列：{ $found }。解决方法：将列 { $column } 重命名为 "prompt"，然后重新导入

# A CSV file has no "prompt" column and none like it: $found lists the columns found (quoted).
err-batch-import-no-prompt-header = 该 CSV 文件没有 "prompt" 列。第一行必须是列名，其中一列必须是 "prompt"（用于生成的文本）。找到的列：{ $found }。解决方法：如果第一行已经是提示词，请在其上方加一行列名（例如 prompt,aspect_ratio）；纯提示词列表可以作为 .txt 文件导入，每行一个提示词
