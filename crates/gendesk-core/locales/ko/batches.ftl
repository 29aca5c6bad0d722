# 배치: 배치 편집기와 전송, 배치 화면과 배치 상세, 프리셋.

## 배치 화면: 목록

batch-reading-list = 배치를 읽는 중…
batch-select-hint = 왼쪽에서 배치를 선택하면 항목을 볼 수 있습니다.
batch-empty-title = 아직 배치가 없습니다
batch-empty-body = 배치는 한 모델의 작업을 최대 { $max }개까지 한 번의 요청으로 안전하게 보냅니다. 연결이 끊겨도 GenDesk가 같은 요청을 다시 보내므로 두 번 청구되지 않습니다. 그보다 많은 항목은 여러 배치로 나뉘어 하나의 실행으로 묶입니다.
batch-empty-make = 작성에서 배치 만들기
    .hint = 작성 { $arrow } 배치: 양식 복사본, 프롬프트 목록, 값 그리드 또는 CSV/JSONL/텍스트 파일
batch-count-not-sent = 아직 안 보냄 { $count }
batch-count-accepted = 접수됨 { $count }
batch-count-reused = 재사용 { $count }
batch-count-rejected = 거부됨 { $count }
batch-count-open = 대기 중 또는 실행 중 { $count }
batch-count-succeeded = 성공 { $count }
batch-count-failed = 실패 { $count }
batch-status-sending-again = 다시 보내는 중
batch-status-sending = 보내는 중
batch-status-needs-you = 확인 필요
batch-status-refused = 거절됨
batch-status-queued = 대기 중
batch-status-running = 실행 중
batch-status-completed = 완료
batch-status-completed-with-errors = 오류와 함께 완료
batch-name-in-run = 배치 { $index }/{ $size }
batch-name = 배치 #{ $batch }
batch-run-header = 실행 #{ $run } · 항목 { $items }개, 배치 { $batches }개
batch-row-items = 항목 { $count }개
batch-row-hint = { $name } — 클릭하면 항목을 볼 수 있습니다
batch-reader-not-started = 배치 목록이 읽기 작업을 시작하지 못했습니다({ $error }). 일부 프로그램을 닫고 프로필을 다시 여세요.
batch-list-unreadable = 배치를 읽을 수 없습니다: { $error }.
batch-items-unreadable = 배치를 읽을 수 없습니다: { $error }.

## 배치 화면: 배치 하나

batch-made-at = • 생성 { $time }
batch-service-id = • 서비스 배치 { $id }
batch-origin-fix-rejected = 배치 #{ $batch }의 거부된 항목을 수정해 만들었습니다.
batch-origin-retry-failed = 배치 #{ $batch }의 실패한 항목으로 만들어 새 작업으로 다시 보냈습니다.
batch-filter-show = 표시:
batch-filter-all = 전체
batch-filter-open = 대기 중 또는 실행 중
batch-filter-succeeded = 성공
batch-filter-failed = 실패
batch-filter-rejected = 거부됨
batch-filter-no-match = 이 필터에 맞는 항목이 없습니다.
batch-reading-items = 항목을 읽는 중…
batch-not-accepted-waiting = 아직 접수되지 않았습니다: { $error }
batch-not-accepted-resending = 아직 접수되지 않았습니다: { $error } GenDesk가 같은 요청을 자동으로 다시 보냅니다.
batch-being-sent = 기록되었습니다. 서비스로 보내는 중입니다.
batch-send-again = 다시 보내기
    .hint = 완전히 같은 요청(같은 바이트와 멱등성 키)을 보냅니다. 서비스는 이 작업들을 두 번 만들지 않습니다
batch-send-again-note = 같은 요청, 같은 키: 두 번 청구되지 않습니다.
batch-refused-whole = 서비스가 배치 전체를 거절했습니다: { $reason } 아무것도 생성되거나 청구되지 않았습니다.
batch-refused-whole-no-reason = 서비스가 이유 없이 배치 전체를 거절했습니다. 아무것도 생성되거나 청구되지 않았습니다.
batch-replayed = 서비스가 이 배치를 이전 전송분으로 인식했습니다(응답이 도중에 유실됨). 두 번 청구되지 않았습니다.
batch-reused-items = 항목 { $count }개가 같은 항목 키로 이미 있던 작업을 재사용했습니다. 두 번 청구되지 않았습니다.
batch-refresh-status = 상태 새로 고침
batch-download-all = 모든 결과 다운로드
    .hint = 이 배치의 모든 결과를 전용 폴더에 저장하고, 각 항목을 나열한 manifest.csv와 manifest.jsonl도 함께 저장합니다
    .nothing-yet = 아직 성공한 항목이 없습니다
batch-download-run = 실행 전체 다운로드
batch-fix-rejected = 거부된 항목 수정({ $count })
    .hint = 서비스가 밝힌 이유와 함께 배치 편집기에서 엽니다. 보내면 새 키로 새 배치가 만들어집니다
batch-retry-failed = 실패한 항목 다시 시도({ $count })
batch-downloading = 파일 { $total }개 중 { $done }개 다운로드 중
batch-downloaded = 파일 { $count }개와 매니페스트를 { $folder }에 저장했습니다
batch-open-folder = 폴더 열기
batch-retry-confirm = 실패한 항목 { $count }개를 새 배치로 다시 보낼까요? 새 작업이 되어 다시 결제됩니다. 실패한 작업은 환불되었습니다.
batch-retry-send = 새 유료 작업 { $count }개 보내기
batch-retry-cancel = 취소
    .hint = 취소(Esc)
batch-item-state-not-sent = 안 보냄
batch-item-state-queued = 대기 중
batch-item-state-running = 실행 중
batch-item-state-succeeded = 성공
batch-item-state-failed = 실패
batch-item-state-rejected = 거부됨
batch-item-rejected-hint = 거부됨({ $code }): { $message }. { $hint }
batch-item-rejected = 거부됨({ $code }): { $message }. 항목을 수정해 다시 보내세요.
    .no-code = 코드 없음
    .no-reason = 서비스가 이유를 밝히지 않았습니다
batch-item-failed-code-message = 실패({ $code }, { $category }): “{ $message }” { $meaning } { $hint }
batch-item-failed-code = 실패({ $code }, { $category }): { $meaning } { $hint }
batch-item-failed-message = 실패: “{ $message }”
batch-item-failed = 실패
batch-item-open-task = 작업 열기
    .hint = 이 항목의 작업을 활동에서 봅니다

## 배치 편집기(작성 → 배치)

batch-items-from = 항목 출처
batch-source-copies = 양식 복사본
batch-source-prompts = 프롬프트 목록
batch-source-file = 파일
batch-source-grid = 그리드
batch-source-fix = 수정할 항목
batch-copies = 양식 복사본 수:
    .hint = 같은 입력을 여러 번. 예를 들어 결과를 비교할 때
batch-copies-range = 1~{ $max }. { $per_batch }개를 넘으면 여러 배치로 보냅니다
batch-prompts-intro = 한 줄에 프롬프트 하나. 다른 모든 필드는 양식에서 가져옵니다.
batch-prompts = 프롬프트(한 줄에 하나)
    .example =
        눈 속의 붉은 여우
        해 질 녘의 등대
        …
batch-fix-intro = 이 항목들은 아래 이유와 함께 보낸 배치에서 돌아왔습니다. 수정한 뒤(왼쪽 양식을 고치면 모든 항목이 바뀌고, 여기서는 항목별 프롬프트를 바꿀 수 있습니다) 새 키로 새 배치로 보내세요.
batch-grid-no-field = 이 모델에는 바꿔 볼 값 목록이 있는 필드가 없습니다.
batch-grid-vary = 바꿀 필드
batch-grid-prompts-intro = 프롬프트(한 줄에 하나, 비우면 양식의 프롬프트):
batch-grid-prompts = 그리드 프롬프트
batch-item-count = 항목 { $count }개
batch-items-need-fixing = { $count }개 수정 필요
batch-remove-invalid = 문제가 있는 항목 제거
batch-empty-prompts = 위에 프롬프트를 입력하거나 붙여 넣으세요(한 줄에 하나).
batch-empty-file = 파일을 선택하거나 창에 끌어다 놓으세요.
batch-empty-grid = 값을 하나 이상 선택하세요.
batch-empty-items = 항목이 없습니다.
batch-item-id = 항목 { $number }의 클라이언트 항목 ID
batch-item-prompt = 항목 { $number }의 프롬프트
batch-item-remove = 제거
batch-item-done = 완료
batch-item-edit = 편집
batch-item-no-prompt = (프롬프트 없음)
batch-item-problem-more = { $problem } (외 { $more }개)
batch-item-ready-was = 준비됨. 이전 사유: { $note }
batch-item-ready = 준비됨
batch-item-ready-differs = 준비됨 · { $differences }

## 전송: 전송 막대와 전송 전 확인 창

batch-items-to-batches = 항목 { $items }개 { $arrow } 배치 { $batches }개
batch-send-items = 항목 { $count }개 보내기…
    .hint = 결제하기 전에 보낼 내용과 비용을 보여 줍니다
batch-send-no-items = 아직 항목이 없습니다.
batch-send-none-ready = { $count ->
    [one] 항목이 준비되지 않았습니다. 수정하거나 제거하세요.
   *[other] 항목 { $count }개 중 준비된 것이 없습니다. 표시된 항목을 수정하거나 제거하세요.
}
batch-send-with-problems = 문제가 있는 항목 { $count }개는 여기 남고 전송되지 않습니다.
batch-preflight-title = 배치 보내기
batch-preflight-not-covered = 잔액이 예상 비용에 못 미칩니다. 서비스는 전액을 청구할 수 없는 배치를 거절합니다(402). 잔액을 충전하거나 항목을 줄여 보내세요.
batch-preflight-webhook-intro = 웹훅 URL(선택): 서비스가 항목마다 서명된 이벤트를 이곳으로 보냅니다.
batch-preflight-webhook-url = 웹훅 URL
batch-preflight-safety = 각 배치는 보내기 전에 멱등성 키와 함께 기록됩니다. 연결이 끊겨도 GenDesk가 같은 요청을 다시 보내므로 두 번 청구되지 않습니다.
batch-preflight-send = 유료 작업 { $count }개 보내기
batch-preflight-cancel = 취소
batch-nothing-sent = 아무것도 보내지 않았습니다: { $error }.
batch-preflight-model = 모델
batch-preflight-items = 항목
batch-preflight-not-sent = 보내지 않음
batch-preflight-with-problems = 문제가 있는 항목 { $count }개
batch-preflight-cost = 예상 비용
batch-preflight-cost-unknown = 알 수 없음(서비스가 가격을 공개하지 않음)
batch-preflight-balance = 잔액
batch-preflight-balance-unknown = 아직 알 수 없음
batch-preflight-receiver = GenDesk의 수신기: 각 전송을 검증해 웹훅에 표시하고, 해당 항목을 바로 완료합니다.
batch-preflight-no-webhooks = 웹훅 없음
batch-preflight-use-receiver = GenDesk의 수신기 사용

## 프리셋(작성 → 프리셋)

preset-menu = 프리셋
preset-menu-count = 프리셋({ $count })
preset-save-as = 프리셋으로 저장…
    .hint = 양식 전체(모델, 프롬프트, 필드, 참조 이미지, 고급 옵션)를 이름을 붙여 저장합니다
preset-import = 가져오기…
    .hint = 내보낸 파일의 프리셋을 추가합니다
preset-reading = 프리셋을 읽는 중…
preset-none-yet = 아직 프리셋이 없습니다. “프리셋으로 저장…”으로 이 양식을 저장해 다시 쓸 수 있습니다.
preset-apply = 적용
    .hint = 이 프리셋으로 양식을 채웁니다
preset-rename = 이름 바꾸기…
preset-duplicate = 복제
preset-export = 내보내기…
    .hint = 이 프리셋을 파일로 저장해 공유합니다
preset-delete = 삭제…
preset-rename-title = 프리셋 이름 바꾸기
preset-save-title = 프리셋으로 저장
preset-name = 이름
preset-name-taken = 같은 이름의 프리셋이 있습니다. 저장하면 대체됩니다.
preset-rename-confirm = 이름 바꾸기
preset-save-confirm = 저장
preset-cancel = 취소
preset-delete-title = 프리셋을 삭제할까요?
preset-delete-question = 프리셋 “{ $name }”을(를) 삭제할까요? 이 프리셋으로 보낸 작업에는 영향이 없습니다.
preset-delete-confirm = 삭제

## 배치 편집기의 파일 출처

batch-file-path = 파일 경로
    .example = /home/me/prompts.csv
batch-file-open = 열기
batch-file-choose = 파일 선택…
    .hint = 머리글 행과 prompt 열이 있는 CSV, JSON Lines(한 줄에 항목 입력 하나) 또는 일반 텍스트(한 줄에 프롬프트 하나)
batch-file-reading = 파일을 읽는 중…
batch-file-or-drop = 또는 .csv, .jsonl, .txt 파일을 창에 끌어다 놓거나 경로를 입력하세요:
batch-file-columns-help = CSV 열은 모델의 필드에 대응합니다(prompt는 필수, image_urls는 | 또는 공백으로 구분, 선택 사항인 client_item_id 열로 항목 이름을 지정).
batch-file-read = { $file }: { $count }행을 { $format }(으)로 읽었습니다.
batch-file-unknown-columns = { $model }이(가) 모르는 열:
batch-file-column-ignore = 무시
batch-file-column-extra = 추가 필드로 보내기
batch-file-blocked = { $count }행이 전송 전에 차단되었습니다(파일에서 수정한 뒤 다시 선택하세요):
batch-file-row-problem = { $line }행: { $problem }

## 배치와 프리셋의 알림 및 파일 대화 상자

batch-retry-unreadable-item = 항목 { $item }을(를) 다시 읽을 수 없습니다({ $error }). 아무것도 보내지 않았습니다. 대신 작성에서 “거부된 항목 수정”처럼 편집하세요.
batch-retry-nothing-sent = 아무것도 보내지 않았습니다: { $error }
batch-file-dialog-title = 배치 항목 파일 선택
batch-file-dialog-filter = 배치 항목(CSV, JSON Lines, 텍스트)
batch-file-dialog-all = 모든 파일
batch-file-dialog-instead = 대신 파일을 창에 끌어다 놓거나 “파일 선택…” 옆에 경로를 입력하세요
batch-file-no-model = 먼저 작성에서 모델을 선택하세요. 파일의 열이 그 모델의 필드에 대응됩니다.
preset-saved = 양식을 프리셋 “{ $name }”(으)로 저장했습니다.
preset-renamed = 프리셋 “{ $from }”의 이름이 “{ $to }”(으)로 바뀌었습니다.
preset-duplicated = “{ $name }”의 사본을 추가했습니다.
preset-missing = “{ $name }”(이)라는 프리셋이 없습니다.
preset-deleted = 프리셋 “{ $name }”을(를) 삭제했습니다.
preset-still-reading = 아직 프리셋을 읽는 중입니다. 잠시 후 다시 시도하세요.
preset-export-title = 프리셋 내보내기
preset-dialog-filter = GenDesk 프리셋
preset-export-instead = 프리셋은 { $folder }에 있으니 대신 그곳에서 복사하세요
preset-not-exported = 아무것도 내보내지 않았습니다.
preset-exported = 프리셋이 { $path }에 있습니다. GenDesk에서 가져와 사용하세요.
preset-import-title = 프리셋 가져오기
preset-import-instead = 대신 프리셋 파일을 GenDesk의 프리셋 폴더에 복사하세요
preset-import-empty = 그 파일에는 프리셋이 없습니다.
preset-import-still-reading = 아직 프리셋을 읽는 중입니다. 잠시 후 파일을 다시 가져오세요.
preset-imported-one = 프리셋 “{ $name }”을(를) 추가했습니다.
preset-imported = 프리셋 { $count }개를 추가했습니다: { $names }.

# The kinds of file a batch is read from (a picker and "…read as { $format }").
batch-source-csv = CSV

batch-source-jsonl = JSON Lines

batch-source-text = 프롬프트 목록(한 줄에 하나)

# A batch in the list as a screen reader says it: $name ("Batch 12" or its own name), $status ("running"…), $items ("40 items").
batch-row-name = { $name }: { $status }, { $items }

# Renaming or saving a preset under a name another preset has; $name is that name.
preset-name-in-use = "{ $name }" 프리셋이 이미 있습니다. 다른 이름을 선택하세요.

preset-name-unknown = "{ $name }" 프리셋이 없습니다.

preset-name-empty = 프리셋 이름을 입력하세요.

# $max is the longest name allowed, in characters.
preset-name-too-long = 프리셋 이름은 최대 { $max }자입니다.
