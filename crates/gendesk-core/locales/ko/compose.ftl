# The Compose view: model picker, the model's form, advanced settings, submitting, recent prompts.

compose-catalog-unreadable = 모델 목록을 읽을 수 없습니다
compose-loading-models = 모델을 불러오는 중…
compose-no-model = 사용할 모델이 없습니다
compose-no-model-sandbox = 모델 목록이 비어 있습니다. 왼쪽의 “모델 추가…”로 모델을 추가하세요.
compose-no-model-service = 이 서비스는 모델 목록을 공개하지 않으므로 아직 선택할 모델이 없습니다. 사용할 모델을 왼쪽에서 추가하세요. ID와 종류만 있으면 됩니다.
compose-mode-single = 단일 작업
    .hint = 양식으로 작업 하나를 보냅니다
compose-mode-batch = 배치
    .hint = 이 모델의 항목 여러 개를 한 번에 보냅니다. 복사본, 프롬프트 목록, 파일 또는 그리드로 만들며, 양식이 모든 항목의 템플릿이 됩니다
compose-mode-batch-note = 배치: 아래 양식이 모든 항목의 템플릿입니다. 항목은 오른쪽에서 만들고 확인합니다.
compose-source-retired = 카탈로그에서 빠짐
compose-source-built-in = 기본 제공
compose-source-sandbox = 샌드박스
compose-source-user = 직접 추가함
compose-banner-dismiss = 닫기
    .hint = 이 메시지를 숨깁니다
compose-submit = 보내기
    .hint = 작업 하나를 보냅니다(Ctrl+Enter). 작업은 유료입니다.
compose-show-request = 요청 보기
    .hint = 보낼 JSON 그대로와, 같은 요청의 curl 명령
compose-hide-request = 요청 숨기기
compose-send-several = 여러 모델에 보내기…
    .hint = 같은 프롬프트를 이 종류의 모델 최대 4개에 보내 비교합니다
compose-cost = 비용: { $cost }
    .hint = 이 설정으로 이 모델의 작업 하나에 드는 가격
compose-cost-unknown = 알 수 없음(서비스가 가격을 공개하지 않음)
compose-submit-unavailable = { $more ->
    [0] 보낼 수 없습니다: { $problem }
   *[other] 보낼 수 없습니다: { $problem } (문제 { $more }개 더 있음)
}
compose-submit-tip = Ctrl+Enter로도 보낼 수 있습니다. 보낼 때마다 유료 작업 하나가 전송되며, 백그라운드에서 실행되고 활동에 표시됩니다.
compose-sent-from-form = 이 양식에서 작업 { $count }개를 보냈습니다. 양식은 값을 그대로 유지합니다. 무언가를 바꾸고 다시 보내면 변형을 만들 수 있습니다.

compose-kind-image = 이미지
compose-kind-video = 동영상
compose-kind-music = 음악
compose-kind-model = { $kind ->
    [image] 이미지 모델
    [video] 동영상 모델
   *[audio] 음악 모델
}

compose-models = 모델
compose-search-models = 모델 검색
    .placeholder = 이름 또는 ID
compose-kind-all = 전체
    .name = 모든 모델
compose-kind-filter = { $kind ->
    [image] 이미지 모델
    [video] 동영상 모델
   *[audio] 음악 모델
}
    .hint = { $kind ->
        [image] 이미지 모델만
        [video] 동영상 모델만
       *[audio] 음악 모델만
    }
compose-group-user = 내 모델
compose-group-sandbox = 샌드박스 모델
compose-group-built-in = 기본 제공 모델
compose-group-retired = 카탈로그에서 빠진 모델
compose-add-model = 모델 추가…
    .hint = 서비스가 제공하지만 여기에 없는 모델
compose-model-new = 새 모델
    .hint = 이번 주 업데이트로 모델 카탈로그에 추가되었습니다
compose-model-new-name = { $name }(새 모델)
compose-remove-model = 제거
    .name = { $id } 제거
    .hint = 이 모델을 목록에서 제거합니다
compose-picker-no-list = 이 서비스는 모델 목록을 공개하지 않습니다.
compose-picker-no-list-help = 사용할 모델을 추가하세요. 서비스에 표기된 그대로의 ID와 종류만 있으면 됩니다. GenDesk가 이 프로필에 기억합니다.
compose-add-model-by-id = ID로 모델 추가…
    .hint = ID, 종류, 그리고 모델 고유의 필드(있다면)
compose-picker-none-yet = 아직 모델이 없습니다.
compose-picker-none-yet-help = 아래의 “모델 추가…”로 추가하세요.
compose-picker-no-models = { $kind ->
    [image] 목록에 이미지 모델이 없습니다.
    [video] 목록에 동영상 모델이 없습니다.
    [audio] 목록에 음악 모델이 없습니다.
   *[all] 목록에 모델이 없습니다.
}
compose-picker-no-match = { $kind ->
    [image] “{ $query }”와 일치하는 이미지 모델이 없습니다.
    [video] “{ $query }”와 일치하는 동영상 모델이 없습니다.
    [audio] “{ $query }”와 일치하는 음악 모델이 없습니다.
   *[all] “{ $query }”와 일치하는 모델이 없습니다.
}
compose-picker-no-match-help = 철자를 확인하거나 “모델 추가…”로 모델을 추가하세요.
compose-picker-clear-search = 검색 지우기
compose-cancel = 취소

compose-add-model-title = 모델 추가
compose-add-model-intro = 서비스가 제공하지만 목록에 없는 모델입니다. 종류별 공통 필드(모드, 프롬프트 등)가 붙으니, 그 밖에 받는 필드만 추가하세요.
compose-add-model-id = 모델 ID
compose-add-model-kind = 종류
compose-add-model-name = 표시 이름
    .placeholder = 선택 사항, 비우면 ID
compose-add-model-description = 설명
    .placeholder = 선택 사항
compose-add-model-price = 작업당 가격
    .placeholder = 선택 사항, USD, 예: 0.05(배치 비용 예상에 사용)
compose-add-model-save = 모델 저장
compose-add-model-saved-in = { $file }에 저장되고 이 프로필에 기억됩니다
compose-add-model-replaces = “{ $id }”은(는) 이미 목록에 있습니다({ $source }). 저장하면 그 정의가 입력한 정의로 바뀝니다.
compose-add-model-replaces-earlier = { $kind ->
    [image] “{ $id }”은(는) 전에 다른 프로필용으로 추가했습니다(이미지 모델). 저장하면 그 정의가 이 정의로 바뀝니다.
    [video] “{ $id }”은(는) 전에 다른 프로필용으로 추가했습니다(동영상 모델). 저장하면 그 정의가 이 정의로 바뀝니다.
   *[audio] “{ $id }”은(는) 전에 다른 프로필용으로 추가했습니다(음악 모델). 저장하면 그 정의가 이 정의로 바뀝니다.
}
compose-add-model-no-id = 서비스에 표기된 그대로 모델 ID를 입력하세요(예: vendor/model-name).
compose-add-model-bad-price = 작업당 가격 “{ $price }”은(는) 0.05 같은 달러 금액이 아닙니다. 고치거나 비워 두세요.
compose-add-model-field-no-key = 추가 필드 { $number }에 키가 없습니다. “input” 안에서의 이름을 입력하거나 행을 제거하세요.
compose-add-model-field-twice = 추가 필드 “{ $key }”이(가) 두 번 있습니다. 하나만 남기세요.
compose-add-model-field-problem = 추가 필드 { $number }: { $problem }
compose-add-model-bound-not-number = { $bound ->
    [minimum] 추가 필드 { $number }: 최솟값 “{ $text }”은(는) 숫자가 아닙니다.
   *[maximum] 추가 필드 { $number }: 최댓값 “{ $text }”은(는) 숫자가 아닙니다.
}
compose-add-model-choice-empty = 추가 필드 { $number }은(는) 선택 항목입니다. 값을 쉼표로 구분해 입력하세요.
compose-extra-fields = 추가 필드
compose-extra-fields-none = 없음. 여기에 없는 필드도 양식에서 추가 JSON으로 보낼 수 있습니다.
compose-field-type-text = 텍스트
compose-field-type-integer = 정수
compose-field-type-number = 숫자
compose-field-type-bool = 켬/끔
compose-field-type-choice = 선택 항목
compose-extra-field-key = 키
    .name = 필드 { $number } 키
compose-extra-field-type = 필드 { $number } 형식
compose-extra-field-min = 최소
    .name = 필드 { $number } 최솟값
compose-extra-field-max = 최대
    .name = 필드 { $number } 최댓값
compose-extra-field-values = 필드 { $number } 값
compose-extra-field-remove = 제거
    .name = 필드 { $number } 제거
compose-extra-field-add = 필드 추가

compose-advanced = 고급
compose-advanced-in-use = 고급 옵션을 사용 중입니다.
compose-provider = 공급자
compose-provider-auto = auto — 최적의 균형(서비스 기본값)
compose-provider-value = value — 비용 최적화
compose-provider-official = official — 공급자 직접
compose-request-type = 요청 유형
compose-request-type-async = async(GenDesk가 확인)
compose-request-type-callback = callback(서비스가 URL을 호출)
compose-request-type-help = GenDesk는 두 가지 작업을 모두 추적합니다. callback은 사용자 서버에도 알립니다.
compose-callback-url = 콜백 URL
    .hint = 30초 안에 HTTP 200으로 응답하는 공개 https:// 주소입니다.
compose-callback-receiver = GenDesk 수신기: 모든 콜백이 웹훅에 기록되고, GenDesk가 작업을 즉시 확인합니다.
compose-use-receiver = GenDesk 수신기 사용
compose-callback-unused = 요청 유형이 callback일 때만 사용됩니다.
compose-extra-json = 추가 JSON
    .hint = 이 모델이 받는 다른 입력 필드를 하나의 JSON 객체로 입력합니다. 작성한 그대로 “input”에 추가됩니다.

compose-prompt-placeholder = 생성할 내용을 설명하세요. 예: 해 질 녘의 등대, 유화
compose-chars-of-limit = { $count } / { $limit }자
compose-chars = { $count }자
compose-choose = 선택…
compose-choice-not-set = (설정 안 함)
compose-switch-on = 켬
compose-number-not-set = 설정 안 함
compose-bounds-between = { $min }~{ $max }
compose-bounds-min = { $min } 이상
compose-bounds-max = { $max } 이하

compose-request-preview = 요청 미리 보기
compose-request-body = 요청 본문
compose-copy-json = JSON 복사
compose-copy-curl = curl 복사
compose-copy-hint = 클립보드에 복사합니다
compose-api-key-hidden = API 키는 ***로 표시됩니다. 명령을 실행할 때 자신의 키로 바꾸세요.
compose-request-not-built = 다음 문제를 고쳐야 요청을 만들 수 있습니다:

compose-recent-prompts = 최근 프롬프트…
    .hint = 이 프로필에서 보낸 프롬프트, 최신순(검색, 화살표 키, Enter)
    .empty = 이 프로필에서 보낸 프롬프트가 여기에 표시됩니다
compose-recent-title = 최근 프롬프트
compose-recent-search = 검색
    .placeholder = 프롬프트의 단어
compose-recent-no-match = 이 프로필에서 보낸 프롬프트 중 이 단어가 포함된 것이 없습니다.
compose-recent-keys = 위/아래 키로 이동하고, Enter로 프롬프트를 양식에 넣고, Esc로 닫습니다.

compose-pick-result = 결과 선택
compose-pick-result-reading = 결과를 읽는 중…
compose-pick-result-none = 이 프로필로 만든 이미지가 아직 없습니다. 이미지 모델의 이미지는 완료되면 여기에 표시됩니다.
compose-pick-result-live = 링크로 사용
compose-pick-result-downloaded = 링크 만료: 다운로드한 사본을 사용
compose-pick-result-gone = 링크가 만료되었고 다운로드한 적도 없어 사용할 수 없음
compose-pick-result-use = 사용
    .hint = 참조 이미지에 추가합니다
    .name = 결과 { $number } 사용: { $prompt }

compose-several-title = 여러 모델에 보내기
compose-several-intro = 같은 프롬프트와 설정을, 선택한 모델마다 유료 작업 하나씩으로 보냅니다(최대 { $max }개). 결과는 끝나는 대로 비교에 나란히 표시됩니다.
compose-several-estimate = 예상 비용: { $cost }
compose-several-send = 유료 작업 { $count }개 보내기
compose-several-choose-two = 모델을 두 개 이상 선택하세요.
compose-several-fix-first = 모델을 막는 문제를 먼저 고치거나 그 모델을 빼세요.
compose-several-ready = { $model }: 준비됨, { $price }.
compose-several-ready-without = { $model }: 준비됨, { $price }, 받지 않는 설정 제외: { $fields }.
compose-several-problem = { $model }: { $problem }

compose-catalog-loading = 모델 목록을 아직 불러오는 중입니다. 잠시 후 다시 시도하세요.
compose-batch-file-blocked = { $file }의 { $count }개 행이 보내기 전에 차단되었습니다. 배치 편집기에 행 번호와 함께 표시됩니다.
compose-batch-file-unreadable = 파일을 가져올 수 없습니다: { $problem }
compose-fix-model-missing = 모델 “{ $model }”이(가) 모델 목록에 없습니다. 작성의 “모델 추가…”로 추가한 다음 다시 시도하세요.
compose-fix-loaded = 배치 #{ $batch }의 항목 { $count }개가 돌아온 이유와 함께 배치 편집기에 들어갔습니다. 고친 다음 새 배치로 보내세요.
compose-reuse-loading = 모델 목록을 아직 불러오는 중입니다. 잠시 후 “설정 재사용”을 다시 시도하세요.
compose-reuse-model-missing = 모델 “{ $model }”이(가) 모델 목록에 없어 설정을 재사용할 수 없습니다. 작성의 “모델 추가…”로 추가한 다음 다시 시도하세요.
compose-reuse-unreadable = 기록된 요청을 읽을 수 없어({ $problem }) 설정을 재사용할 수 없습니다.
compose-reuse-loaded = 그 작업의 설정이 양식에 들어갔습니다({ $model }). 원하는 대로 바꾸고 보내세요.{ $others }
compose-reuse-loaded-issues = 그 작업의 설정이 양식에 들어갔지만, 설정 { $count }개가 더 이상 { $model }에 맞지 않습니다. 보내기 전에 표시된 필드를 고치세요.{ $others }
compose-reuse-extra-fields = { $count ->
   *[other] {" "}{ $model } 양식에는 { $fields } 필드가 없습니다. 고급의 추가 JSON으로 보관되어 그대로 전송됩니다.
}
compose-quoted = “{ $text }”
compose-reference-wrong-kind = 결과는 새 이미지나 동영상의 참조로만 쓸 수 있으며, “{ $kind }”에는 쓸 수 없습니다.
compose-reference-not-web = http(s) 이미지만 참조로 쓸 수 있습니다. “{ $url }”은(는) 해당하지 않습니다.
compose-reference-no-model = { $kind ->
    [image] 목록에 참조 이미지를 받는 이미지 모델이 없습니다. 작성의 “모델 추가…”로 추가하세요.
   *[video] 목록에 참조 이미지를 받는 동영상 모델이 없습니다. 작성의 “모델 추가…”로 추가하세요.
}
compose-reference-loaded = 결과를 참조로 하는 { $model }의 새 { $mode } 작업입니다. 무엇을 만들지 설명한 다음 보내세요.
compose-model-gone = “{ $gone }”이(가) 더 이상 모델 목록에 없습니다. 양식이 { $model }(으)로 바뀌었고 프롬프트는 그대로입니다.

compose-picture-no-reference = { $model }은(는) 참조 이미지를 받지 않습니다. 왼쪽에서 image-to-image 또는 image-to-video가 있는 모델을 선택한 다음 이미지를 다시 추가하세요.
compose-picture-already = { $name }은(는) 이미 참조 목록에 있습니다.
compose-picture-too-many = { $name }을(를) 추가하지 않았습니다. { $model }은(는) 참조 이미지를 최대 { $max }개까지 받습니다. 먼저 하나를 제거하세요.
compose-picture-not-restored = 참조 이미지 { $number }은(는) { $source }에서 왔으며 다시 사용할 수 없습니다: { $problem } 이전 링크는 유지됩니다. 만료되었다면 이미지를 다시 추가하세요.
compose-preset-loading = 모델 목록을 아직 불러오는 중입니다. 잠시 후 프리셋을 다시 적용하세요.
compose-preset-model-missing = 프리셋 “{ $preset }”은(는) { $model }용인데, 이 모델이 목록에 없습니다. “모델 추가…”로 추가한 다음 프리셋을 다시 적용하세요.
compose-preset-applied = 프리셋 “{ $preset }”이(가) 양식에 들어갔습니다.
compose-preset-applied-without = { $count ->
   *[other] 프리셋 “{ $preset }”이(가) 양식에 들어갔지만 { $fields }은(는) 빠졌습니다. { $model }이(가) 받지 않기 때문입니다.
}

compose-user-models-unreadable = 추가한 모델이 표시되지 않습니다: { $problem }
compose-sandbox-catalog-unreadable = 샌드박스의 모델 목록을 읽을 수 없어 기본 제공 목록을 표시합니다. { $problem }
compose-user-models-locked = { $file }을(를) 읽을 수 있을 때까지 모델을 변경할 수 없습니다: { $problem }

compose-favourite = 즐겨찾기
    .hint = 별표됨: 결과가 갤러리의 즐겨찾기에 있습니다. 클릭하면 별표를 해제합니다.
    .name = 즐겨찾기에서 제거
compose-favourite-add = 즐겨찾기에 추가
    .hint = 이 작업에 별표를 합니다. 결과가 갤러리의 즐겨찾기에 보관됩니다

compose-model-filter-placeholder = 이름 또는 ID
