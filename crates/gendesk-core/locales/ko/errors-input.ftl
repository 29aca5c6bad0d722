# Errors of the input GenDesk reads: reference pictures, batch files and manifests, the model catalogue and user models, presets files, stored requests reused in Compose.

## Reference pictures (references/mod.rs)

# $path is the file; $cause is the system's reason, often in English.
err-references-unreadable = { $path }을(를) 읽을 수 없습니다({ $cause }). 파일이 있는지, GenDesk에 읽기 권한이 있는지 확인하세요
# $name is the file's name; $size its size, already formatted ("31.4 MB").
err-references-source-too-large = { $name }의 크기는 { $size }로, 참조 이미지 한도를 훨씬 넘습니다. 더 작은 이미지를 선택하거나 더 작은 사본을 내보내세요
# $name is the file's name.
err-references-not-a-picture = { $name }은(는) GenDesk가 읽을 수 있는 이미지가 아닙니다. JPEG, PNG 또는 WebP 파일을 사용하세요
# $cause is what the picture decoder said, in English.
err-references-damaged = { $name }을(를) 디코딩할 수 없습니다({ $cause }). 파일이 손상되었을 수 있습니다. 이미지 편집기에서 열어 다시 저장하세요
err-references-changed = { $path }이(가) 사용된 뒤 변경되었습니다(내용이 다름). 새 버전을 사용하려면 다시 추가하세요
err-references-no-host = 이 프로필에는 서비스가 가져갈 수 있도록 이미지를 둘 곳이 없습니다. 설정 → 참조 이미지에서 버킷이나 터널 URL을 설정하거나, 대신 이미지 URL을 입력하세요
# $reason says what is wrong, in English.
err-references-bucket-settings = 버킷 설정을 사용할 수 없습니다({ $reason }). 설정 → 참조 이미지에서 엔드포인트와 버킷 이름을 확인하세요
err-references-no-bucket-secret = 버킷의 비밀 키가 저장되어 있지 않습니다. 설정 → 참조 이미지에서 입력하세요
# $status is an HTTP status code (403). $details is empty or, after a space, the bucket's own error code and words in parentheses: " (NoSuchBucket: The specified bucket does not exist)". $advice is one of the err-references-bucket-advice-… messages below.
err-references-bucket-refused = 버킷이 업로드를 거부했습니다: HTTP { $status }{ $details }. { $advice }
# What to check after the bucket refused an upload (they follow "…; ").
err-references-bucket-advice-keys = 설정 → 참조 이미지에서 액세스 키 ID와 비밀 키를 확인하고, 그 키에 이 버킷에 쓸 권한이 있는지 확인하세요
err-references-bucket-advice-name = 설정 → 참조 이미지에서 버킷 이름과 엔드포인트를 확인하세요
err-references-bucket-advice-region = 설정 → 참조 이미지에서 리전을 확인하세요(Cloudflare R2는 "auto")
err-references-bucket-advice-later = 나중에 다시 시도하세요. 계속 실패하면 스토리지 제공업체의 콘솔에서 버킷을 확인하세요
# $reason is what the network said, often in English.
err-references-bucket-unreachable = 버킷에 연결할 수 없습니다({ $reason }). 설정 → 참조 이미지의 엔드포인트와 네트워크 연결을 확인하세요
# $reason is what went wrong, often in English.
err-references-sandbox = 오프라인 샌드박스가 이미지를 받지 못했습니다({ $reason }). 다시 시도하고, 계속 실패하면 GenDesk를 다시 시작하세요
# $reason is what the history database said, in English.
err-references-not-recorded = GenDesk가 업로드한 이미지를 기록에 남기지 못했습니다({ $reason }). 다시 시도하세요
err-references-receiver-off = GenDesk 수신기가 실행 중이 아니어서 이미지를 제공할 수 없습니다. 웹훅 → 시크릿과 수신기에서 켜세요

## Importing a batch file or pasted text (batch/source.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-import-read = { $path }을(를) 읽을 수 없습니다: { $cause }
err-batch-import-not-a-file = { $path }은(는) 파일이 아닙니다. .csv, .jsonl 또는 .txt 파일을 선택하세요
# $size and $limit are sizes, already formatted ("12.5 MiB").
err-batch-import-too-large = 파일 크기가 { $size }로, 가져오기 한도인 { $limit }보다 큽니다. 더 작은 파일로 나누거나 필요 없는 행을 삭제하세요(배치 하나에는 항목이 최대 50개까지 들어갑니다)
# $offset is a byte's position counted from the start of the file; $line a line number. "Save As", "CSV UTF-8" and "Unicode Text" are Excel's own words: use the ones of Excel in your language.
err-batch-import-not-utf8 = 파일이 UTF-8 텍스트가 아닙니다: 오프셋 { $offset }({ $line }번째 줄)의 바이트가 올바른 UTF-8이 아닙니다. 파일을 UTF-8로 저장한 뒤(Excel: 다른 이름으로 저장 → "CSV UTF-8", 다른 편집기에서는 UTF-8 인코딩 선택) 다시 가져오세요
err-batch-import-utf16 = 파일이 UTF-16 텍스트(Excel의 "유니코드 텍스트")입니다. UTF-8로 저장한 뒤(Excel: 다른 이름으로 저장 → "CSV UTF-8") 다시 가져오세요
err-batch-import-empty = 가져올 내용이 없습니다: 텍스트가 비어 있거나 빈 줄만 있습니다
# $name is the column's name, in quotes; $first and $second are column numbers (1 is the first).
err-batch-import-duplicate-column = 머리글 행에 열 { $name }이(가) 두 번 있습니다({ $first }번째 열과 { $second }번째 열). 열마다 고유한 이름이 필요합니다. 둘 중 하나의 이름을 바꾸거나 삭제하세요
# $line is a line number; $reason is what the CSV reader said, in English.
err-batch-import-csv = CSV 파일을 { $line }번째 줄 이후로 읽을 수 없습니다: { $reason }

## Splitting items into batches (batch/split.rs)

err-batch-split-empty = 보낼 항목이 없습니다. 올바른 항목을 하나 이상 추가하세요
# $item is the item's name (its client_item_id), in quotes; $bytes a number of bytes, always over 5 MiB.
err-batch-split-item-too-large = 항목 { $item } 하나만으로 JSON이 { $bytes }바이트여서 서비스의 배치 한도인 5 MiB를 넘습니다. 프롬프트나 필드를 줄이세요
err-batch-split-encode = 항목 { $item }을(를) JSON으로 인코딩할 수 없습니다

## The manifest written beside a batch's downloaded results (batch/manifest.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-manifest-io = { $path }에 쓸 수 없습니다: { $cause }
# $reason is what the encoder said, in English.
err-batch-manifest-encode = 매니페스트를 인코딩할 수 없습니다: { $reason }

## The model catalogue (catalog/error.rs). These mostly reach people who write their own model definitions: model IDs, field keys, kinds (image, video, audio) and the words extra_fields and overrides are the file's own words, never translated.

# $reason says what is wrong, with line and column when known, in English.
err-catalog-built-in = 기본 제공 모델 카탈로그가 손상되었습니다({ $reason }). GenDesk의 버그이니 신고해 주세요
err-catalog-updated = 업데이트 피드에서 받은 모델 카탈로그가 올바르지 않습니다({ $reason })
err-catalog-sandbox-json = 샌드박스의 모델 카탈로그를 읽을 수 없습니다({ $reason }). 샌드박스와 이 GenDesk의 버전이 다를 수 있습니다
# $model is the model ID, in quotes; $error is one of the err-catalog-field-… messages.
err-catalog-field = 모델 { $model }: { $error }
# $model and $key (a field's key) are in quotes; $kind is the model kind's code: image, video or audio.
err-catalog-unknown-override = 모델 { $model }이(가) { $key }을(를) 재정의하지만, 이는 { $kind } 모델의 공통 필드가 아닙니다. 대신 extra_fields에 넣으세요
err-catalog-duplicate-field = 모델 { $model }이(가) 이미 있는 필드 { $key }을(를) 추가합니다. 공통 필드를 바꾸려면 overrides를 사용하세요
# $id is the model ID, in quotes.
err-catalog-bad-id = 모델 ID { $id }은(는) 사용할 수 없습니다: 비어 있거나, 공백으로 시작하거나 끝나거나, 제어 문자를 포함하면 안 됩니다
# $origin says which catalogue: "built-in" (or "sandbox").
err-catalog-duplicate-model = 모델 { $id }이(가) { $origin ->
        [built-in] 기본 제공
        [sandbox] 샌드박스
       *[other] "{ $origin }"
    } 카탈로그에 두 번 정의되어 있습니다. 정의를 하나만 남기세요

## A field of a model definition (catalog/field_doc.rs). The quoted words ("key", "type", "values"), input and the type names are the file's own words, never translated.

err-catalog-field-empty-key = 필드의 "key"가 비어 있습니다. input 안에서 쓰는 이름을 지정하세요
# $key is the field's key, in quotes.
err-catalog-field-missing-type = 필드 { $key }에 "type"이 없습니다. text, prompt, enum, bool, integer, number, url_list 중 하나를 사용하세요
# $field_type is a type name (text, enum, …); $property a property's name in quotes ("values", "min", …).
err-catalog-field-stray-property = 필드 { $key }은(는) { $field_type } 형식이므로 { $property }을(를) 가질 수 없습니다. 삭제하세요
err-catalog-field-no-values = enum 필드 { $key }에는 비어 있지 않은 "values" 목록이 필요합니다
# $property is "min" or "max", in quotes.
err-catalog-field-fractional-bound = integer 필드 { $key }의 { $property }이(가) 정수가 아닙니다
err-catalog-field-inverted-bounds = 필드 { $key }의 하한이 상한보다 큽니다. 서로 바꾸세요
# $default is a JSON value; $reason says what the field expects, in English ("the field holds text").
err-catalog-field-bad-default = 필드 { $key }의 기본값이 { $default }이지만 { $reason }. 기본값을 고치세요

## The file of models the person added (catalog/user_models.rs)

# $path is the file; $action is "read" or "saved"; $cause is the system's reason, often in English.
err-catalog-user-models-io = 사용자 모델 파일 { $path }을(를) { $action ->
        [read] 읽을
        [saved] 저장할
       *[other] 처리할
    } 수 없습니다: { $cause }. 폴더 권한과 여유 공간을 확인하세요
# $line and $column are numbers; $reason is what the TOML reader said, in English.
err-catalog-user-models-damaged = 사용자 모델 파일 { $path }의 { $line }번째 줄 { $column }번째 열이 손상되었습니다({ $reason }). 그 줄을 고치거나 파일을 다른 곳으로 옮기세요

## Presets files (compose/preset.rs)

# $path is the file; $action is "read" or "written"; $cause is the system's reason, often in English.
err-compose-preset-io = { $path }을(를) { $action ->
        [read] 읽을
        [written] 쓸
       *[other] 처리할
    } 수 없습니다({ $cause }). 폴더가 있는지, GenDesk가 사용할 수 있는지 확인하세요
# $detail says what was wrong and where, in English.
err-compose-preset-unreadable = { $path }은(는) GenDesk 프리셋 파일이 아닙니다({ $detail }). 프리셋을 공유하려면 GenDesk에서 내보내세요
# $bytes is a number of bytes, always large.
err-compose-preset-too-large = { $path }은(는) { $bytes }바이트로, 프리셋 파일로는 너무 큽니다. GenDesk가 내보낸 파일을 선택하세요

## Reusing a stored request's settings in the form (compose/from_request.rs)

err-compose-request-not-an-object = 저장된 요청이 JSON 객체가 아니어서 설정을 다시 사용할 수 없습니다
err-compose-request-no-input = 저장된 요청에 "input" 객체가 없어서 설정을 다시 사용할 수 없습니다
# $field is provider or request_type (never translated); $value the JSON value found ("fast").
err-compose-request-unknown-value = 저장된 요청의 { $field } 값 { $value }은(는) 이 버전의 GenDesk에서 제공하지 않습니다. 설정을 다시 사용할 수 없습니다

# What a CSV file without column names has (in the two messages below).
err-batch-import-no-columns = 없음

# A CSV file has no "prompt" column but one like it: $found lists the columns found (quoted), $column is the look-alike (quoted). "prompt" is the column's name and stays as it is.
err-batch-import-no-prompt-rename = 이 CSV 파일에는 "prompt" 열이 없습니다. 첫 행에는 열 이름이 있어야 하고, 그중 하나는 "prompt"(생성에 쓸 텍스트)여야 합니다. 찾은 열: { $found }. 해결하려면 { $column } 열의 이름을 "prompt"로 바꾸고 다시 가져오세요

# A CSV file has no "prompt" column and none like it: $found lists the columns found (quoted).
err-batch-import-no-prompt-header = 이 CSV 파일에는 "prompt" 열이 없습니다. 첫 행에는 열 이름이 있어야 하고, 그중 하나는 "prompt"(생성에 쓸 텍스트)여야 합니다. 찾은 열: { $found }. 해결하려면 첫 행이 이미 프롬프트인 경우 그 위에 열 이름 행(예: prompt,aspect_ratio)을 추가하세요. 프롬프트만 있는 목록은 한 줄에 하나씩 적은 .txt 파일로 가져올 수 있습니다
