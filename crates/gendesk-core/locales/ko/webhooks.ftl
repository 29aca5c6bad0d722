# Webhooks: signing secrets, the local receiver, deliveries and their checks.

## 보기 탭

hook-tab-setup = 시크릿과 수신기
hook-tab-deliveries = 전송
hook-seen-tab = 이번 세션에서 { $count }건 수신

## 서명 시크릿

hook-secret-title = 서명 시크릿
hook-secret-explained = 서비스는 모든 배치 웹훅에 이 시크릿으로 서명합니다(원본 본문에 대한 HMAC-SHA256). GenDesk는 각 전송을 신뢰하기 전에 이것으로 확인합니다.
hook-versions-kept = 전송 확인용으로 GenDesk가 (시스템 키링에) 보관하는 버전:
hook-version-current = 버전 { $version }: 현재
hook-version-grace = 버전 { $version }: { $until }까지 계속 허용(교체 전에 접수된 배치)
hook-version-expired = 버전 { $version }: 더 이상 서명하지 않음
hook-version-revoked = 버전 { $version }: { $at }에 폐기됨
hook-secret-revoked = 서명 시크릿이 폐기되었습니다. 남은 웹훅 전송은 중단되었습니다. 시크릿을 다시 가져오면 새 버전이 발급되고, 그 뒤 접수되는 배치는 새 버전으로 서명됩니다.
hook-secret-issue = 새 시크릿 발급
hook-secret-reading = 서명 시크릿을 읽는 중…
hook-secret-ask-again = 다시 요청
hook-secret-version-label = 버전
hook-secret-version = 버전 { $version }
hook-secret-label = 시크릿
hook-secret-hide = 숨기기
hook-secret-reveal = 표시
hook-secret-copy = 복사
    .hint = 시크릿을 클립보드에 복사합니다
hook-secret-copied = 서명 시크릿(버전 { $version })을 복사했습니다.
hook-secret-rotate = 교체…
hook-secret-revoke = 폐기…
hook-rotate-explained = 지금부터 접수되는 배치는 새 시크릿으로 서명됩니다. 이미 접수된 배치는 7일 동안 현재 시크릿을 유지합니다. 이전 버전의 배치가 아직 전송될 수 있는 동안 GenDesk는 둘 다 허용하므로 여기서 받는 것은 끊기지 않습니다. 직접 운영하는 수신기도 새 시크릿으로 업데이트하세요.
hook-rotate-confirm = 시크릿 교체
hook-revoke-explained = 폐기하면 남은 웹훅 전송이 모두 중단됩니다(나중에 보내지지 않습니다). 웹훅을 다시 받으려면 시크릿을 가져오세요. 서비스가 그 뒤 접수되는 배치용으로 새 버전을 발급합니다.
hook-revoke-confirm = 시크릿 폐기
hook-cancel = 취소
    .hint = 취소(Esc)

## 로컬 수신기

hook-receiver-title = 로컬 수신기
hook-receiver-on = 이 컴퓨터에서 웹훅과 콜백 받기
    .hint = 127.0.0.1 전용 HTTP 서버입니다. 터널을 실행하지 않으면 이 컴퓨터 밖에서는 접근할 수 없습니다
hook-receiver-starting = 시작하는 중…
hook-receiver-off = 꺼져 있습니다. 켜면 모든 웹훅과 콜백이 도착할 때 확인된 상태로 표시됩니다.
hook-receiver-listening = 127.0.0.1, 포트 { $port }에서 수신 중입니다.
hook-receiver-sandbox = 오프라인 샌드박스의 콜백 모드와 배치는 기본적으로 이 URL을 사용합니다.
hook-receiver-tunnel = 내 터널을 통해(설정의 웹훅 수신기 부분). 작성 및 배치 양식이 다음을 사용합니다:
hook-receiver-forward = 터널은 http://127.0.0.1:{ $port }(으)로 전달해야 합니다.
hook-receiver-needs-tunnel = 서비스는 공개 HTTPS 주소만 호출합니다. 이 포트로 터널을 실행하고(README 참고) 설정의 웹훅 수신기 부분에 공개 URL을 입력하세요. 그러면 양식이 그 주소를 사용합니다.
hook-url-webhooks = 배치 웹훅
    .copied = 배치 웹훅 URL을 복사했습니다.
hook-url-callbacks = 콜백
    .copied = 콜백 URL을 복사했습니다.
hook-url-local-webhooks = 로컬 웹훅
    .copied = 로컬 웹훅 URL을 복사했습니다.
hook-url-local-callbacks = 로컬 콜백
    .copied = 로컬 콜백 URL을 복사했습니다.
hook-copy = 복사
hook-seen-session = 이번 세션에서 전송 { $count }건을 받았습니다.

## 전송 검사기

hook-filter-any = 모든 판정
hook-filter-verified = 확인됨
hook-filter-refused = 거부됨
hook-filter-duplicates = 중복
hook-filter-callbacks = 콜백
hook-reading = 전송을 읽는 중…
hook-newest-of = 전송 { $total }건 중 최신 { $shown }건입니다. 이전 것을 보려면 필터를 좁히세요.
hook-count = { $count ->
       *[other] 전송 { $count }건.
    }
hook-gone = 이 전송은 더 이상 보관되지 않습니다(최신 것만 보관됩니다. 설정 참고).
hook-select = 왼쪽에서 전송을 선택하면 요청, 본문, 판정을 볼 수 있습니다.
hook-show = 표시
hook-show-all = 웹훅과 콜백
hook-show-webhooks = 배치 웹훅
hook-show-callbacks = 콜백
hook-verdict = 판정
hook-batch-filter = 배치 ID
    .name = 배치 ID 필터
hook-search = ID, 사유 검색…
    .name = 전송 검색
hook-clear-filters = 필터 지우기
hook-no-match = 이 필터와 일치하는 전송이 없습니다.
hook-empty-listening = 아직 전송이 없습니다. 수신기의 웹훅 URL로 배치를 보내거나 콜백 모드로 작업을 보내면, 전송이 도착할 때마다 여기에 나타납니다.
hook-empty-off = 아직 전송이 없습니다. 웹훅과 콜백을 받으려면 위에서 수신기를 켜세요.
hook-row-duplicate = 중복
hook-row-attempt = { $attempt }번째 시도
hook-row-name = { $verdict } { $kind } { $id }
hook-row-task = 작업 { $id }
hook-row-batch = 배치 { $id }
hook-row-item = 항목 { $id }
hook-bytes = { $count }바이트
hook-kind-webhook = 배치 웹훅
hook-kind-callback = 콜백
hook-verdict-verified = 확인됨
hook-verdict-duplicate = 중복
hook-verdict-missing-header = 헤더 없음
hook-verdict-malformed = 형식 오류
hook-verdict-wrong-scheme = 잘못된 방식
hook-verdict-mismatch = 서명 불일치
hook-verdict-stale = 너무 오래됨
hook-verdict-future = 미래 시각
hook-verdict-no-secret = 시크릿 없음
hook-verdict-callback = 서명 없는 콜백
hook-verdict-unreadable = 읽을 수 없음
hook-reader-failed = 전송 목록의 읽기 작업을 시작하지 못했습니다({ $error }). 일부 프로그램을 닫고 프로필을 다시 여세요.
hook-read-failed = 전송을 읽지 못했습니다: { $error }.
hook-read-one-failed = 이 전송을 읽지 못했습니다: { $error }.

## 전송 하나

hook-kind-single-callback = 단일 작업 콜백
hook-received-at = { $time }에 수신
hook-attempt-of-event = · 이 이벤트의 { $attempt }번째 전송
hook-what-done = GenDesk가 한 일:
hook-copy-body = 본문 복사
hook-copy-headers = 헤더 복사
hook-copied-body = 전송의 본문을 복사했습니다.
hook-copied-headers = 전송의 헤더를 복사했습니다.
hook-copied-curl = 전송의 curl 명령을 복사했습니다.
hook-replay-to = 재전송 대상
hook-copy-curl = curl로 복사
    .hint = 이 바이트와 헤더를 그대로 URL로 보내는 셸 명령입니다(예: 개발 중인 내 서버)
hook-request = 요청
hook-body = 본문
hook-body-not-utf8 = 올바른 UTF-8이 아닙니다. 잘못된 바이트는 대체 문자로 표시됩니다(curl로 복사하면 그대로 유지됨)
hook-body-first-kib = (처음 { $kib } KiB만 표시)
hook-as-received = 받은 그대로
hook-pretty-json = 정리된 JSON
hook-as-received-not-json = 받은 그대로(JSON 아님)
hook-signature-check = 서명 확인
hook-signed-string = 서명된 문자열({"{eventId}.{timestamp}.{"}원본 본문{"}"}):
hook-no-signed-string = 서명된 문자열이 없습니다. 이벤트 ID 또는 타임스탬프 헤더가 없습니다.
hook-signature-received = 받은 서명
hook-signature-none = (없음)
hook-signature-expected = 예상 서명
hook-signature-not-computed = (계산 안 됨: 현재 시크릿이 없거나 헤더를 쓸 수 없음)
hook-secret-version-row = 시크릿 버전
