# Tasks: the Activity view, a task's detail and results, live progress, jobs.

activity-reading-history = 기록을 읽는 중…
activity-reading-task = 작업을 읽는 중…
activity-filter-state = 상태
activity-all-states = 모든 상태
activity-filter-kind = 종류
activity-any-kind = 모든 종류
activity-kind-image = 이미지
activity-kind-video = 동영상
activity-kind-audio = 오디오
activity-filter-model = 모델
activity-filter-search = 검색
    .hint = 프롬프트, 모델 또는 작업 ID
activity-since = { $time } 이후
    .hint = 그 이후에 보낸 작업만 표시합니다(통계에서). 클릭하면 모두 표시합니다
activity-clear-filters = 필터 지우기
activity-task-count = 작업 { $count }개
activity-read-file = 파일 읽기…
    .hint = 다운로드한 이미지, 동영상 또는 음악이 어떻게 만들어졌는지 보여 줍니다(파일을 여기에 끌어다 놓아도 됩니다)
activity-empty-heading = 아직 작업이 없습니다
activity-empty-text = 작성에서 프롬프트를 쓰고 제출하세요. 보낸 모든 작업이 대기 중부터 결과까지 실시간으로 여기에 표시됩니다.
activity-go-compose = 작성으로 이동
activity-no-match-heading = 이 필터와 일치하는 작업이 없습니다
activity-no-match-text = 필터를 바꾸거나 지우면 기록을 더 볼 수 있습니다.
activity-clear-all-filters = 모든 필터 지우기
activity-column-state = 상태
activity-column-model = 모델
activity-column-prompt = 프롬프트
activity-column-time = 시간
activity-column-created = 생성 시각
activity-row-name = 작업 { $number }: { $state }, { $model }, { $prompt }

task-detail-heading = 작업 { $number }
task-close = 닫기
    .hint = 상세 정보 닫기(Esc)
task-reuse-settings = 설정 재사용
    .hint = 이 요청을 작성 양식에 불러옵니다
task-check-now = 지금 확인
    .hint = 이 작업의 상태를 지금 서비스에 문의합니다
task-latest-status = 최근 상태
task-request-json = 요청 JSON
task-sending = 작업을 서비스로 보내는 중…
task-unknown-title = 결과 알 수 없음
task-unknown-text = GenDesk가 이 작업을 보냈지만 응답이 오지 않았습니다(연결 끊김, 시간 초과 또는 서비스 내부 오류). 서비스가 작업을 만들고 요금을 청구했을 수도, 그렇지 않았을 수도 있습니다.
task-unknown-todo = 해야 할 일: 잔액이나 서비스 대시보드에서 새 작업이 있는지 확인하세요. 만들어지지 않았다면 다시 보내세요. GenDesk는 유료 작업을 스스로 다시 보내지 않습니다.
task-send-again = 새 작업으로 다시 보내기…
task-rejected-title = 수락되지 않음
task-rejected-text = 서비스가 이 작업을 거부했으므로 아무것도 만들어지거나 청구되지 않았습니다.
task-rejected-todo = 설정을 고친 뒤("설정 재사용"으로 양식에 불러올 수 있습니다) 다시 제출하세요.
task-processing = 서비스가 결과를 생성하는 중…(지금까지 { $minutes }:{ $seconds })
task-queued = 서비스에서 대기 중…(지금까지 { $minutes }:{ $seconds })
task-last-check = 마지막 상태 확인: { $error }
task-failed-code = 실패: { $code }
task-failed = 실패
task-service-said = 서비스 메시지: "{ $message }"
task-what-to-do = 해야 할 일: { $hint }
task-refunded = 실패한 작업은 환불됩니다.
task-retry = 새 작업으로 다시 시도…
    .hint = 일시적인 문제입니다. 같은 요청이 지금은 성공할 수 있습니다
task-field-state = 상태
task-field-task-id = 작업 ID
task-field-kind = 종류
task-field-prompt = 프롬프트
task-field-created = 생성
task-field-accepted = 수락
task-field-completed = 완료
task-field-processing-time = 처리 시간
task-field-fail-code = 실패 코드
task-field-fail-message = 실패 메시지
task-field-results-expire = 결과 만료
task-field-status-checks = 상태 확인 횟수
task-field-batch = 배치
task-no-request = 이 작업에 기록된 요청이 없습니다.
task-copy-json = JSON 복사
task-retry-confirm-title = 새 작업으로 다시 시도할까요?
task-retry-confirm-text = 같은 요청을 새 작업으로 다시 보냅니다. 새 유료 작업입니다. 실패한 작업은 환불되었으며 새 작업은 다른 작업처럼 청구됩니다.
task-retry-confirm-button = 새 유료 작업 보내기
task-resend-confirm-title = 새 작업으로 다시 보낼까요?
task-resend-confirm-text = 첫 제출에서 이미 작업이 만들어졌을 수 있습니다. 그렇다면 다시 보낼 때 두 번째 유료 작업이 만들어져 두 번 청구됩니다. 작업이 만들어지지 않은 것을 확인한 경우에만 다시 보내세요.
task-resend-confirm-button = 다시 보내기(유료)
task-cancel = 취소

activity-history-unreadable = 기록을 읽을 수 없습니다: { $problem }.
activity-reader-failed = 활동 목록이 기록을 읽는 작업을 시작하지 못했습니다({ $problem }). 프로그램 몇 개를 닫고 프로필을 다시 여세요.
task-countdown-hours = { $hours }시간 { $minutes }분
task-countdown-minutes = { $minutes }분
task-notice-accepted = 서비스가 작업을 접수했습니다. 활동에서 진행 상황을 확인하세요.
task-notice-download-cancelled = 다운로드를 취소했습니다. 이미 받은 부분은 유지되며, 다시 다운로드하면 이어서 받습니다.
task-notice-failed = 작업이 실패했습니다.
task-notice-failed-code = 작업이 실패했습니다({ $code }).
task-notice-finished = 작업이 성공적으로 끝났습니다.
task-notice-finished-many = 작업 { $count }개가 성공적으로 끝났습니다.
task-notice-recovered-unknown = 지난번 GenDesk를 닫을 때 전송 { $count }건이 중단되었습니다. “알 수 없음”으로 표시되어 있습니다. 두 번 청구되지 않도록 다시 보내기 전에 활동에서 확인하세요.
task-notice-rejected = 작업이 접수되지 않았습니다. { $problem }
task-notice-service-said = 서비스 응답: “{ $message }”
task-result-cancel-download = 취소
task-result-copy-image = 이미지 복사
    .hint = 이미지 자체를 복사해 채팅이나 편집기에 붙여 넣을 수 있습니다
task-result-copy-path = 파일 경로 복사
    .hint = 파일 경로를 묻는 곳에 붙여 넣을 수 있습니다
task-result-copy-url = URL 복사
task-result-download = 다운로드
task-result-download-again = 다시 다운로드
task-result-download-failed = 다운로드에 실패했습니다.
task-result-downloaded = 다운로드됨
task-result-file = 파일
    .hint = 시스템으로 엽니다
task-result-into-image-form = 이미지-이미지 양식에서
task-result-into-video-form = 이미지-동영상 양식에서
task-result-link-expired-before = 파일을 다운로드하기 전에 링크가 만료되었습니다.
task-result-no-preview = 미리 보기 없음
task-result-not-downloaded-expired = 다운로드되지 않았습니다. 링크가 만료되었습니다.
task-result-not-downloaded-gone = 다운로드되지 않았습니다. 링크를 더 이상 사용할 수 없습니다.
task-result-open = 열기
    .hint = 시스템 기본 앱으로 엽니다
task-result-open-in-player = 시스템 플레이어에서 열기
task-result-path-copied = { $name }의 경로를 복사했습니다.
task-result-preview = { $name } 미리 보기
    .hint = 전체 이미지를 엽니다(확대/축소 및 이동)
task-result-progress = { $done } / { $total }
task-result-show-in-folder = 폴더에서 보기
    .hint = 파일 관리자에서 이 파일을 선택해 보여 줍니다
task-result-title = { $kind ->
    [image] 이미지 { $number }
    [video] 동영상 { $number }
    [audio] 트랙 { $number }
   *[other] 파일 { $number }
    }
task-result-title-ext = { $kind ->
    [image] 이미지 { $number }({ $ext })
    [video] 동영상 { $number }({ $ext })
    [audio] 트랙 { $number }({ $ext })
   *[other] 파일 { $number }({ $ext })
    }
task-result-url-copied = { $name }의 URL을 복사했습니다.
task-result-use-as-reference = 참조 이미지로 사용
task-results-count = 결과 { $count }개
task-results-download-all = 모두 다운로드
    .hint = 저장 위치: { $folder }
task-results-expired-nothing-more = 링크가 만료되어 더는 다운로드할 수 없습니다.
task-results-gone-nothing-more = 링크를 더 이상 사용할 수 없어 더는 다운로드할 수 없습니다.
task-results-links-expire = { $time } 후 링크 만료
    .hint = 결과 링크는 작업이 끝난 뒤 24시간 동안 유효합니다. 보관할 것은 다운로드하세요.
task-results-links-expired = 링크가 만료되었습니다. 다운로드한 사본은 유지됩니다
task-results-links-gone = 링크를 더 이상 사용할 수 없습니다. 다운로드한 사본은 유지됩니다
    .hint = 이 링크를 만든 오프라인 샌드박스는 지금과 다른 주소에서 실행되었습니다(GenDesk를 시작할 때 포트가 사용 중이었습니다). 새 링크가 필요하면 결과를 다시 생성하세요.
task-results-open-folder = 폴더 열기
task-state-failed = 실패
task-state-finished = 종료됨
task-state-pending = 대기 중
task-state-processing = 실행 중
task-state-rejected = 거부됨
task-state-submitting = 보내는 중
task-state-success = 성공
task-state-unknown = 알 수 없음

# The task list as a screen reader names it; $count is how many tasks it holds.
activity-table-name = 작업, { $count }개
