# 批次项和表单参考图的问题：导入文件中无法使用的行、客户端项 ID，以及无法发送的参考图。

## 导入文件中与字段不符的单元格（batch/cells.rs）。示例值（42、用点号的 2.5、true/false/yes/no/1/0）是 GenDesk 原样读取的值。

problem-batch-cell-whole-number = 列 { $column } 中的 { $value } 不是整数；{ $label } 只接受数字，例如 42
problem-batch-cell-number = 列 { $column } 中的 { $value } 不是数字；{ $label } 接受用数字和小数点（.）书写的数，例如 2.5
problem-batch-cell-yes-no = 列 { $column } 中的 { $value } 不是“是”或“否”；{ $label } 接受 true、false、yes、no、1 或 0

## 两列对应同一字段（batch/plan.rs）。

problem-batch-two-columns-one-field = 列 { $first } 和列 { $second } 都在设置字段 { $key }（{ $label }）；请只保留其中一列

## 单元格数量不对的 CSV 行（batch/csv_rows.rs）。

problem-batch-csv-cell-count = 此行有 { $cells } 个单元格，但标题行有 { $columns } 列（{ $names }）；此行已被跳过。请检查是否缺少或多了逗号：包含逗号的单元格必须放在双引号中
problem-batch-csv-cell-count-runs-on = 此行有 { $cells } 个单元格，但标题行有 { $columns } 列（{ $names }）；此行已被跳过。请检查是否缺少或多了逗号：包含逗号的单元格必须放在双引号中。此行一直延续到第 { $end } 行：第 { $line } 行开始的双引号可能缺少闭合的引号

## JSON Lines 文件中无法使用的行（batch/import.rs）。

problem-batch-jsonl-not-object = { $kind ->
        [null] 此行是 null，不是 JSON 对象
        [bool] 此行是 true 或 false，不是 JSON 对象
        [number] 此行是一个数字，不是 JSON 对象
       *[string] 此行是一个字符串，不是 JSON 对象
    }；每行必须是一个对象，例如 { "{" }"prompt": "a red fox"{ "}" }
problem-batch-jsonl-array = 此行是一个 JSON 数组，不是 JSON 对象；每行必须是一个对象，例如 { "{" }"prompt": "a red fox"{ "}" }（如果是一组批次项，请把每一项单独写成一行）
problem-batch-jsonl-item-id-type = { $kind ->
        [bool] "client_item_id" 是 true 或 false
        [array] "client_item_id" 是一个 JSON 数组
       *[object] "client_item_id" 是一个对象
    }；请写成字符串，例如 "item-1"，或者删除它
problem-batch-jsonl-invalid = 此行不是有效的 JSON（第 { $column } 个字符处：{ $reason }）；每行必须是一个完整的 JSON 对象，例如 { "{" }"prompt": "a red fox"{ "}" }，文本中的换行要写成 \n
problem-batch-jsonl-invalid-pretty = 此行不是有效的 JSON（第 { $column } 个字符处：{ $reason }）；JSON Lines 要求每个对象写在一行内；经过格式化排版的 JSON 文件需要改写为每行一个对象

## 批次项的客户端项 ID（batch/draft.rs）。

problem-batch-item-id-missing = 该批次项没有客户端项 ID；请为它设置一个（任意简短文本，在批次中不重复即可）。
problem-batch-item-id-too-long = 客户端项 ID 长 { $length } 个字符；请控制在 { $max } 个字符以内。
problem-batch-item-id-repeated = 客户端项 ID“{ $id }”也被另一个批次项使用；每个批次项都需要自己的 ID。

## 表单的参考图（compose/references.rs）。

problem-batch-reference-none-mode = { $mode } 至少需要一张参考图；请添加图片或图片 URL，或选择其他模式。
problem-batch-reference-none = 此模式至少需要一张参考图；请添加图片或图片 URL，或选择其他模式。
problem-batch-reference-too-many = 提供了 { $given } 张参考图；{ $model } 最多接受 { $max } 张。请删除 { $extra } 张。
problem-batch-reference-not-http = 参考图 { $number }（{ $url }）不是 http(s) URL；请输入以 https:// 开头的完整地址。
problem-batch-reference-picture = 参考图 { $number }（{ $name }）：{ $problem }。请使用 GenDesk 在旁边提供的较小副本。
problem-batch-reference-not-uploaded = 参考图 { $number }（{ $name }）尚未上传；请稍等片刻，或查看旁边的消息。
