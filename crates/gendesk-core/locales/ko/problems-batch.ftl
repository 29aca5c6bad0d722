# 배치 항목과 양식의 참조 이미지에 관한 문제: 가져온 파일에서 쓸 수 없는 행, 클라이언트 항목 ID,
# 보낼 수 없는 참조 이미지.

## 가져온 파일에서 필드에 맞지 않는 셀(batch/cells.rs). 예시 값(42, 점을 쓰는 2.5, true/false/yes/no/1/0)은 GenDesk가 그대로 읽는 값입니다.

problem-batch-cell-whole-number = { $column } 열의 { $value }은(는) 정수가 아닙니다. { $label }에는 42처럼 숫자만 입력하세요
problem-batch-cell-number = { $column } 열의 { $value }은(는) 숫자가 아닙니다. { $label }에는 2.5처럼 숫자와 점(.)으로 쓴 수를 입력하세요
problem-batch-cell-yes-no = { $column } 열의 { $value }은(는) 예/아니요 값이 아닙니다. { $label }에는 true, false, yes, no, 1, 0 중 하나를 입력하세요

## 한 필드에 두 열(batch/plan.rs).

problem-batch-two-columns-one-field = { $first } 열과 { $second } 열이 모두 { $key } 필드({ $label })를 지정합니다. 둘 중 하나만 남기세요

## 셀 수가 맞지 않는 CSV 행(batch/csv_rows.rs).

problem-batch-csv-cell-count = 이 행의 셀은 { $cells }개이지만 머리글의 열은 { $columns }개({ $names })이므로 이 행은 제외되었습니다. 쉼표가 빠졌거나 남지 않는지 확인하세요. 쉼표가 들어 있는 셀은 큰따옴표로 감싸야 합니다
problem-batch-csv-cell-count-runs-on = 이 행의 셀은 { $cells }개이지만 머리글의 열은 { $columns }개({ $names })이므로 이 행은 제외되었습니다. 쉼표가 빠졌거나 남지 않는지 확인하세요. 쉼표가 들어 있는 셀은 큰따옴표로 감싸야 합니다. 이 행은 { $end }번째 줄까지 이어집니다. { $line }번째 줄에서 연 큰따옴표가 닫히지 않았을 수 있습니다

## JSON Lines 파일에서 쓸 수 없는 줄(batch/import.rs).

problem-batch-jsonl-not-object = 이 줄은 { $kind ->
        [null] null이며
        [bool] true 또는 false이며
        [number] 숫자이며
       *[string] 문자열이며
    } JSON 객체가 아닙니다. 각 줄은 { "{" }"prompt": "a red fox"{ "}" }처럼 객체 하나여야 합니다
problem-batch-jsonl-array = 이 줄은 JSON 배열이며 JSON 객체가 아닙니다. 각 줄은 { "{" }"prompt": "a red fox"{ "}" }처럼 객체 하나여야 합니다(항목 목록이라면 항목을 한 줄에 하나씩 쓰세요)
problem-batch-jsonl-item-id-type = "client_item_id"가 { $kind ->
        [bool] true 또는 false입니다
        [array] JSON 배열입니다
       *[object] 객체입니다
    }. "item-1"처럼 문자열로 쓰거나 빼세요
problem-batch-jsonl-invalid = 이 줄은 올바른 JSON이 아닙니다({ $column }번째 문자: { $reason }). 각 줄은 { "{" }"prompt": "a red fox"{ "}" }처럼 완전한 JSON 객체 하나여야 하며, 텍스트 안의 줄바꿈은 \n으로 씁니다
problem-batch-jsonl-invalid-pretty = 이 줄은 올바른 JSON이 아닙니다({ $column }번째 문자: { $reason }). JSON Lines에서는 객체마다 한 줄에 써야 합니다. 보기 좋게 정렬된 JSON 파일은 한 줄에 객체 하나씩 오도록 다시 써야 합니다

## 항목의 클라이언트 항목 ID(batch/draft.rs).

problem-batch-item-id-missing = 항목에 클라이언트 항목 ID가 없습니다. ID를 지정하세요(배치 안에서 겹치지 않는 짧은 텍스트면 됩니다).
problem-batch-item-id-too-long = 클라이언트 항목 ID가 { $length }자입니다. { $max }자 이내로 줄이세요.
problem-batch-item-id-repeated = 클라이언트 항목 ID “{ $id }”을(를) 다른 항목도 쓰고 있습니다. 항목마다 고유한 ID가 필요합니다.

## 양식의 참조 이미지(compose/references.rs).

problem-batch-reference-none-mode = { $mode }에는 참조 이미지가 하나 이상 필요합니다. 이미지나 이미지 URL을 추가하거나 다른 모드를 선택하세요.
problem-batch-reference-none = 이 모드에는 참조 이미지가 하나 이상 필요합니다. 이미지나 이미지 URL을 추가하거나 다른 모드를 선택하세요.
problem-batch-reference-too-many = 참조 이미지가 { $given }개 지정되었지만 { $model }은(는) 최대 { $max }개까지 받습니다. { $extra }개를 삭제하세요.
problem-batch-reference-not-http = 참조 이미지 { $number }({ $url })은(는) http(s) URL이 아닙니다. https://로 시작하는 전체 주소를 입력하세요.
problem-batch-reference-picture = 참조 이미지 { $number }({ $name }): { $problem }. GenDesk가 옆에 제공하는 더 작은 사본을 사용하세요.
problem-batch-reference-not-uploaded = 참조 이미지 { $number }({ $name })은(는) 아직 업로드되지 않았습니다. 잠시 기다리거나 옆의 메시지를 확인하세요.
