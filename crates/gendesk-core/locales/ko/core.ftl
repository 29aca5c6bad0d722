# Words from the engine: errors from the service and the network, task failures, notifications, the activity log.

core-fail-moderation = 프롬프트를 바꿔 쓰고 표시된 입력을 교체하세요. 검토 결과에는 이의를 제기할 수 없습니다.
core-fail-input-image-sensitive = 표시된 입력 이미지를 다른 이미지로 교체하세요. 검토 결과에는 이의를 제기할 수 없습니다.
core-fail-input-output-sensitive = 결과가 정책을 벗어나지 않도록 프롬프트와 입력 이미지를 바꾸세요. 검토 결과에는 이의를 제기할 수 없습니다.
core-fail-prohibited = 프롬프트와 입력에서 금지된 내용을 제거하세요. 검토 결과에는 이의를 제기할 수 없습니다.
core-fail-nsfw = 성인 콘텐츠가 없도록 프롬프트를 바꿔 쓰세요. 검토 결과에는 이의를 제기할 수 없습니다.
core-fail-copyright = 프롬프트와 입력에서 저작권이 있는 캐릭터, 로고, 작품을 제거하세요. 검토 결과에는 이의를 제기할 수 없습니다.
core-fail-output-image-sensitive = 생성된 이미지가 정책을 벗어나지 않도록 프롬프트를 조정하세요. 검토 결과에는 이의를 제기할 수 없습니다.
core-fail-content-violation = 콘텐츠 정책을 따르도록 프롬프트와 입력을 수정하세요. 검토 결과에는 이의를 제기할 수 없습니다.
core-fail-prompt-length = 프롬프트를 줄인 뒤(약 2000자 미만) 다시 제출하세요.
core-fail-prompt-invalid = 프롬프트를 다시 쓰고 선택한 모드와 모델에 맞는지 확인하세요.
core-fail-prompt-parameter = 프롬프트에 쓴 매개변수(예: --flags)를 삭제하거나 고친 뒤 다시 제출하세요.
core-fail-missing-parameter = 필수 항목을 모두 채운 뒤 다시 제출하세요.
core-fail-bad-request = 필수 항목이 모두 올바르게 채워졌는지 확인한 뒤 다시 제출하세요.
core-fail-validation = 모델 문서의 제한과 설정을 비교해 본 뒤 다시 제출하세요.
core-fail-parameter = 숫자 값과 형식(범위, 개수, 크기)을 모델의 제한과 비교해 보세요.
core-fail-ratio = 선택한 모델이 지원하는 화면 비율을 고른 뒤 다시 제출하세요.
core-fail-param-value = 거부된 항목의 입력 값을 고친 뒤 그 항목을 다시 제출하세요.
core-fail-image-format = 이미지를 JPEG, PNG 또는 WebP로 변환해 다시 업로드하세요.
core-fail-image-size = 이미지를 모델이 받는 크기와 파일 용량으로 조정한 뒤 다시 업로드하세요.
core-fail-invalid-image-size = 이미지를 모델이 지원하는 크기로 조정한 뒤 다시 제출하세요.
core-fail-image-not-access = 각 참조 이미지 URL이 공개되어 있고, 아직 유효하며, 로그인 없이 다운로드되는지 확인하세요. 이 컴퓨터의 사진이라면 다시 보내면 GenDesk가 새로 호스팅합니다(다시 실패하면 설정에서 버킷이나 터널을 확인하세요).
core-fail-image-invalid = 이미지를 손상되지 않은 올바른 JPEG, PNG 또는 WebP 파일로 교체하세요.
core-fail-image-incorrect = 선택한 모델에 맞고 허용되는 서로 다른 이미지를 사용하세요.
core-fail-input-format = 입력 파일을 모델이 지원하는 형식으로 변환한 뒤 다시 제출하세요.
core-fail-upload = 지원되는 형식의 더 작은 파일(보통 10 MB 미만)을 업로드하세요.
core-fail-video-incorrect = 실제 인물처럼 지원되지 않는 내용이 없는 다른 동영상을 사용하세요.
core-fail-video-invalid = 모델의 길이, 해상도, 피사체 요건에 맞도록 동영상을 자르거나 다시 인코딩하세요.
core-fail-input-incorrect = 입력의 길이나 크기를 모델이 받는 값으로 조정하세요.
core-fail-image-url = 이미지를 직접 가리키는 올바른 공개 http(s) 링크를 입력하세요.
core-fail-lora-url = LoRA URL이 공개되어 있고 모델 파일을 직접 가리키는지 확인하세요.
core-fail-auth = 설정에서 API 키를 확인하고, 키가 맞다면 지원팀에 문의하세요.
core-fail-quota = 할당량이 초기화될 때까지 기다리거나 요금제를 업그레이드한 뒤 다시 제출하세요.
core-fail-balance = 잔액을 충전한 뒤 다시 제출하세요.
core-fail-rate-limit = 동시에 보낸 요청이 너무 많습니다. 1분 기다린 뒤 새 작업으로 다시 시도하세요.
core-fail-transient = 업스트림의 일시적인 문제입니다. 새 작업으로 다시 시도하면 대개 됩니다.
core-fail-task-timeout = 작업이 만료되었습니다. 새 작업을 만드세요.
core-fail-task-id = 이 동작(업스케일, 변형 등)을 지원하는 완료된 작업을 골라 다시 시도하세요.
core-fail-unknown = 알 수 없는 실패 코드입니다. 실패 메시지를 확인하고, 계속되면 지원팀에 문의하세요.

core-api-may-have-created = { $message } 그래도 작업이 생성(및 청구)되었을 수 있습니다. 다시 제출하기 전에 작업 목록이나 잔액을 확인하세요.
core-api-not-sent = { $host }에 연결할 수 없습니다({ $detail }). 아무것도 보내지 않았습니다. 인터넷 연결과 프로필의 기본 URL을 확인한 뒤 다시 시도하세요.
core-api-blocked = { $failure } { $host }에는 아무것도 보내지 않았습니다.
core-api-outcome-unknown-timed-out = 요청을 보냈지만 제때 응답이 오지 않아 서비스가 처리했는지 알 수 없습니다. 두 번 청구되지 않도록 다시 보내기 전에 작업 목록이나 상태를 확인하세요.
core-api-outcome-unknown-lost = 요청을 보냈지만 응답이 오기 전에 연결이 끊어져 서비스가 처리했는지 알 수 없습니다. 두 번 청구되지 않도록 다시 보내기 전에 작업 목록이나 상태를 확인하세요.
core-api-rate-limited-wait = 요청이 너무 많습니다. 서비스가 이 키의 요청 속도를 제한하고 있습니다.{ $said } { $wait } 기다린 뒤 다시 시도하세요.
core-api-service-said = {" "}서비스 메시지: “{ $message }”.
core-api-wait-a-second = 1초
core-api-wait-seconds = 약 { $count }초
core-api-wait-minutes = 약 { $count }분
core-api-decode = 서비스가 GenDesk가 읽을 수 없는 응답을 보냈습니다(HTTP { $status }, 시작 부분: { $sample }). 기본 URL이 생성 서비스를 가리키는지 확인하고, 맞다면 나중에 다시 시도하세요.
core-api-too-large = 서비스가 예상보다 큰 응답({ $mib } MiB 초과)을 보내 읽지 않았습니다. 기본 URL이 생성 서비스를 가리키는지 확인하세요.
core-api-base-url = 서비스 주소를 사용할 수 없습니다: { $reason }.
core-api-key = API 키를 사용할 수 없습니다: { $reason }.
core-api-batch = 배치를 보내지 않았습니다: { $reason }.
core-api-invalid-request = 요청을 보내지 않았습니다: { $reason }.
core-api-setup = GenDesk가 네트워크 연결을 준비하지 못했습니다({ $reason }). 앱을 다시 시작하고, 계속되면 보고해 주세요.
core-api-status-400 = 서비스가 요청이 잘못되었다며 거부했습니다.{ $said } 입력을 고친 뒤 다시 제출하세요.
core-api-status-401 = API 키가 거부되었습니다(잘못되었거나, 폐기되었거나, 없거나, 이 모델에 허용되지 않음).{ $said } 프로필의 키를 확인하거나 대시보드에서 새 키를 만드세요.
core-api-status-402 = 이 요청에 필요한 잔액이 부족합니다.{ $said } 계정을 충전한 뒤 다시 시도하세요.
core-api-status-403 = 서비스가 요청을 거부했습니다. 내용이 이용 정책을 위반했거나 키에 권한이 없을 수 있습니다.{ $said } 입력을 바꾸거나 키의 권한을 확인하세요.
core-api-status-404 = 찾을 수 없습니다. 이 계정에 해당 모델이나 작업이 없습니다.{ $said } 모델 ID와 작업 ID를 확인하세요.
core-api-status-429 = 요청이 너무 많습니다. 서비스가 이 키의 요청 속도를 제한하고 있습니다.{ $said } 1분 정도 기다린 뒤 다시 시도하세요.
core-api-status-5xx = 서비스에 일시적인 문제가 있습니다(코드 { $code }).{ $said } 몇 분 뒤 다시 시도하세요.
core-api-status-504 = 서비스가 모델 제공자를 기다리다 시간이 초과되었습니다(코드 504).{ $said } 잠시 기다린 뒤 다시 시도하세요.
core-api-status-redirect = 서비스가 리디렉션(코드 { $code })으로 응답했습니다. 키가 입력한 주소에만 가도록 GenDesk는 리디렉션을 따르지 않습니다.{ $said } 기본 URL을 확인하세요.
core-api-status-other = 서비스가 코드 { $code }(으)로 응답했습니다.{ $said } 나중에 다시 시도하고, 계속되면 지원팀에 문의하세요.

core-doing-checking-balance = 잔액 확인
core-doing-recording-balance = 잔액을 기록에 저장
core-doing-checking-spending-limit = 지출 한도를 지키기 위한 사용액 읽기
core-doing-saving-favourite = 작업의 별표 저장
core-doing-reading-secret = 웹훅 서명 시크릿 읽기
core-doing-reading-secret-for-receiver = 수신기용 웹훅 서명 시크릿 읽기
core-doing-rotating-secret = 웹훅 서명 시크릿 교체
core-doing-reading-rotated-secret = 새 웹훅 서명 시크릿 읽기(교체는 완료됨)
core-doing-revoking-secret = 웹훅 서명 시크릿 폐기
core-doing-reading-known-secrets = 알려진 웹훅 서명 시크릿 읽기
core-doing-saving-secrets = 웹훅 서명 시크릿 저장
core-doing-finding-results = 다운로드할 결과 찾기
core-doing-downloading-results = 결과 다운로드
core-doing-queueing-download = 다운로드 대기열에 추가
core-doing-resuming-downloads = 다운로드 재개
core-doing-recording-finished-download = 완료된 다운로드 기록
core-doing-recording-failed-download = 실패한 다운로드 기록
core-doing-writing-record = 다운로드한 파일에 프롬프트와 설정 쓰기
core-doing-preparing-run = 배치 준비(아무것도 보내지 않음)
core-doing-saving-run = 배치 저장(아무것도 보내지 않음)
core-doing-downloading-batch-results = 배치 결과 다운로드
core-doing-following-batch-downloads = 배치 다운로드 추적
core-doing-checking-interrupted = 중단된 제출 확인
core-doing-refreshing-task = 작업 새로 고침
core-doing-preparing-submission = 제출 준비
core-doing-saving-submission = 제출 저장(아무것도 보내지 않음)
core-doing-recording-task-id = 새 작업 ID 기록
core-doing-recording-submission-outcome = 제출 결과 기록
core-doing-reading-tasks-to-poll = 확인할 작업 읽기
core-doing-reading-finished-task = 완료된 작업 읽기
core-doing-saving-task-status = 작업 상태 저장
core-doing-checking-task-status = 작업 상태 확인
core-doing-saving-poll-error = 상태 확인 오류 저장
core-doing-recording-delivery = 웹훅 전송 기록
core-doing-recording-delivery-effects = 전송으로 바뀐 내용 기록
core-doing-finding-delivery-task = 전송의 작업 찾기
core-doing-preparing-batch = 배치 준비(아무것도 보내지 않음)
core-doing-saving-batch = 배치 저장(아무것도 보내지 않음)
core-doing-sending-batch-again = 배치 다시 보내기
core-doing-refreshing-batch = 배치 새로 고침
core-doing-reading-batches-to-send = 보낼 배치 읽기
core-doing-recording-accepted-batch = 접수된 배치 기록
core-doing-recording-batch-send-error = 배치 전송 오류 기록
core-doing-reading-batches-to-poll = 확인할 배치 읽기
core-doing-saving-batch-poll-error = 배치 상태 확인 오류 저장
core-doing-checking-batch-status = 배치 상태 확인
core-doing-reading-finished-batch-item = 완료된 배치 항목 읽기
core-doing-saving-batch-status = 배치 상태 저장
core-problem-task-not-in-history = 작업이 기록에 없습니다
core-problem-batch-not-in-history = 배치가 기록에 없습니다
core-problem-no-results-yet = 이 작업에는 아직 결과 파일이 없습니다. 성공할 때까지 기다리세요
core-problem-no-such-result = 이 작업에는 { $number }번 결과가 없습니다
core-problem-run-batch-invalid = 배치 { $number }: { $detail }
core-problem-task-id-not-recorded = { $detail }. 작업 { $task }은(는) 서비스에 있습니다
core-problem-batch-not-recorded = { $detail }. 배치 { $batch }은(는) 서비스에 있으며 다시 보낼 때 기록됩니다
core-problem-unreadable-results = 서비스가 성공이라고 알렸지만 결과를 읽을 수 없습니다({ $details }). GenDesk가 다시 확인합니다

core-failure-no-code = 서비스가 실패 코드를 알려 주지 않았습니다. 프롬프트와 설정을 확인한 뒤 다시 제출하세요.
core-end-sandbox-forgot = 오프라인 샌드박스가 이 작업을 더 이상 알지 못합니다(작업이 실행되는 동안 저장된 상태가 사라졌거나 치워졌습니다). 그래서 이 작업은 끝나지 않습니다. 다시 제출하세요. 샌드박스 작업은 무료입니다.
core-end-sandbox-forgot-hint = 작업 상세의 “설정 재사용”으로 다시 제출하세요.
core-download-not-http = 이 결과 링크는 웹 주소가 아니어서("{ $scheme }" 사용) 다운로드하지 않았습니다. http와 https 링크만 다운로드합니다.
core-download-invalid-url = 이 결과 링크는 다운로드할 수 없습니다({ $reason }). 작업의 결과를 확인하거나 다시 생성하세요.
core-download-expired = 결과 링크가 만료되었습니다. 결과 파일은 발급 후 24시간 동안 다운로드할 수 있습니다. 새 링크를 받으려면 결과를 다시 생성하세요.
core-download-http-status = 서버가 다운로드를 거부했습니다(HTTP { $code }). 나중에 다시 시도하고, 계속 실패하면 결과를 다시 생성하세요.
core-download-too-large = 파일이 다운로드 한도 { $limit }보다 커서 다운로드하지 않았습니다. 다운로드하려면 설정에서 “최대 다운로드 크기”를 높인 뒤 다시 다운로드하세요.
core-download-no-space = { $path }을(를) 저장하는 중 디스크가 가득 찼습니다. 공간을 확보한 뒤 다시 다운로드하세요. 멈춘 곳부터 이어서 받습니다.
core-download-io = 파일을 { $path }에 저장할 수 없습니다({ $reason }). 폴더가 있고 쓸 수 있는지 확인하거나 다른 다운로드 폴더를 고르세요.
core-download-local-gone = 이 결과의 링크는 더 이상 쓸 수 없습니다. 이 컴퓨터의 해당 주소에서 응답이 없습니다(결과를 만든 오프라인 샌드박스가 지금은 다른 주소에서 실행 중입니다). 다운로드한 사본은 남아 있습니다. 새 링크가 필요하면 결과를 다시 생성하세요.
core-download-blocked = { $failure } 다시 다운로드하면 멈춘 곳부터 이어서 받습니다.
core-download-network = 네트워크 문제로 다운로드에 실패했습니다({ $reason }). 연결을 확인하고 다시 다운로드하세요. 멈춘 곳부터 이어서 받습니다.
core-download-cancelled = 다운로드가 취소되었습니다. 다시 다운로드하면 멈춘 곳부터 이어서 받습니다.
core-download-setup = 다운로더를 시작할 수 없습니다({ $reason }). 앱을 다시 시작하고, 계속되면 보고해 주세요.
core-net-proxy-refused = 프록시 { $proxy }이(가) 연결을 거부했습니다. 실행 중이 아니거나 주소 또는 포트가 잘못되었습니다. 네트워크 설정에서 프록시를 확인하거나 관리자에게 문의하세요.
core-net-proxy-unreachable = 프록시 { $proxy }에 연결할 수 없습니다({ $detail }). 네트워크 설정의 주소와 이 컴퓨터의 연결을 확인하세요.
core-net-proxy-login-needed = 프록시 { $proxy }이(가) 사용자 이름과 비밀번호를 요구합니다(HTTP 407). 네트워크 설정에서 사용자 지정 프록시에 입력하세요.
core-net-proxy-login-refused = 프록시 { $proxy }이(가) 사용자 이름이나 비밀번호를 거부했습니다. 네트워크 설정에서 고치세요.
core-net-proxy-would-not-connect = 프록시 { $proxy }이(가) { $host }(으)로 연결을 열지 않았습니다. 사용자 이름이나 비밀번호가 틀렸거나 이 주소를 허용하지 않을 수 있습니다. 네트워크 설정의 연결 테스트로 어느 쪽인지 알 수 있습니다.
core-net-proxy-forbids = 프록시 { $proxy }이(가) { $host }(으)로의 연결을 허용하지 않습니다(HTTP 403). 관리자에게 { $host }을(를) 허용해 달라고 하거나, 프록시 없이 { $host }에 연결할 수 있다면 네트워크 설정의 우회 목록에 추가하세요.
core-net-socks-could-not-reach = SOCKS5 프록시 { $proxy }이(가) { $host }에 연결하지 못했습니다({ $reason }). 프록시에서 이름을 확인할 수 없거나 프록시가 허용하지 않는 경우 관리자에게 문의하고, 그렇지 않으면 나중에 다시 시도하세요.
core-net-untrusted-certificate = { $host }(으)로의 연결을 거부했습니다. 인증서를 신뢰할 수 없습니다({ $problem }). 제시된 인증서는 “{ $subject }”이며 발급자는 “{ $issuer }”입니다. 조직에서 HTTPS 트래픽을 검사한다면 IT 부서에 해당 기관의 인증서(PEM 파일)를 요청해 네트워크 설정에서 추가 인증 기관으로 등록하세요. 그렇지 않다면 이 컴퓨터와 { $host } 사이에서 무언가가 연결을 가로채고 있습니다. 원인이 밝혀질 때까지 아무것도 보내지 마세요.
core-net-proxy-broken = 프록시 { $proxy }이(가) 연결을 끊었습니다({ $detail }). 네트워크 설정에서 고른 종류(HTTP, HTTPS 또는 SOCKS5)의 프록시인지 확인하세요.
core-outage-under-a-minute = 1분 미만
core-outage-minutes = { $count }분
core-outage-hours = { $count }시간
core-outage-hours-minutes = { $hours }시간 { $minutes }분
core-trouble-interrupted = 서비스가 이 제출에 응답하기 전에 GenDesk가 멈춰서 작업이 생성(및 청구)되었는지 알 수 없습니다. 다시 제출하기 전에 서비스의 작업 목록이나 잔액을 확인하세요.
core-receiver-address-unreadable = 웹훅 수신기를 시작할 수 없습니다. 기록에서 주소를 읽을 수 없습니다({ $detail }).
core-receiver-port-taken = 127.0.0.1의 포트 { $port }을(를) 다른 프로그램(아마 다른 GenDesk 창)이 쓰고 있어 웹훅 수신기가 꺼져 있습니다. 설정의 웹훅 수신기 섹션에서 다른 포트를 고르거나 그 프로그램을 닫으세요.
core-receiver-bind = 웹훅 수신기가 127.0.0.1 포트 { $port }에서 대기할 수 없습니다({ $cause }). 설정의 웹훅 수신기 섹션에서 다른 포트를 고르세요.
core-limit-over-day = { $what }은(는) 오늘의 지출 한도 { $limit }을(를) { $over } 넘습니다(오늘 사용액 { $spent }, 이번 비용 약 { $cost }). 아무것도 보내지 않았습니다.
core-limit-over-month = { $what }은(는) 이번 달 지출 한도 { $limit }을(를) { $over } 넘습니다(이번 달 사용액 { $spent }, 이번 비용 약 { $cost }). 아무것도 보내지 않았습니다.
core-limit-unknown-price = { $what }의 가격을 알 수 없어 지출 한도 안에 드는지 GenDesk가 판단할 수 없습니다. 아무것도 보내지 않았습니다.

core-notify-task-ready = { $kind ->
    [image] 이미지 준비됨
    [video] 동영상 준비됨
    [music] 음악 준비됨
   *[task] 작업 준비됨
}
core-notify-task-failed = { $kind ->
    [image] 이미지 실패
    [video] 동영상 실패
    [music] 음악 실패
   *[task] 작업 실패
}
core-notify-prompt = “{ $prompt }”
core-notify-batch-finished = 배치 완료: { $total }개 중 { $ready }개 준비됨
core-notify-batch-finished-failed = 배치 완료: { $total }개 중 { $ready }개 준비됨, { $failed }개 실패
core-notify-batch-finished-body = { $model } — 배치에서 결과를 확인하세요
core-notify-batch-refused = { $count }개 항목의 배치를 보내지 않음
core-notify-download-finished = 다운로드 완료
core-notify-download-failed = 다운로드 실패
core-notify-batch-download = { $folder }에 파일 { $count }개
core-notify-batch-download-failed = { $folder }에 파일 { $count }개, { $failed }개는 다운로드할 수 없음
core-record-model = 모델: { $model }
core-record-model-kind = 모델: { $model }({ $kind })
core-record-prompt = 프롬프트: { $prompt }
core-record-task = 작업: { $task }
core-record-task-result = 작업: { $task }, 결과 { $result }
core-record-batch = 배치: { $batch }
core-record-batch-item = 배치: { $batch }, 항목 { $item }
core-record-batch-unknown = (알 수 없음)
core-record-created = 생성: { $time }
core-record-completed = 완료: { $time }
core-record-estimated-cost = 예상 비용: { $amount }
core-record-references = 참조: { $references }
core-record-service = 서비스: { $service }
core-record-written-by = 작성: { $generator }

core-log-recovered-unknown = 제출 { $count }개가 서비스 응답 전에 중단되었습니다. 결과는 알 수 없습니다
core-log-offline = 서비스에 연결할 수 없습니다. 상태 확인과 다운로드는 연결을 기다립니다
core-log-online = { $outage } 동안 연결되지 않던 서비스가 다시 응답합니다. 상태 확인과 다운로드를 이어서 했습니다
core-log-error = { $doing } 중 오류: { $problem }
core-log-reference-not-hosted = 참조 이미지 { $number }을(를) 호스팅할 수 없습니다: { $error }
core-log-references-deleted = 업로드한 참조 이미지 { $count }개를 버킷에서 삭제했습니다. 관련 작업이 끝났습니다
core-log-submitted = 제출했습니다. 서비스의 작업 ID는 { $task }입니다
core-log-task-final = 완료: { $state }
core-log-task-failed = 실패: { $message } { $hint }
core-log-task-failed-code = 실패({ $code }): { $message } { $hint }
core-log-no-reason = 이유가 없습니다.
core-log-batch-recorded = 항목 { $count }개의 배치를 기록했습니다
core-log-run-recorded = 항목 { $items }개를 배치 { $batches }개로 기록했습니다
core-log-batch-accepted = 배치 { $batch } 접수됨: 새 항목 { $created }개, 재사용 { $reused }개, 거부 { $rejected }개
core-log-batch-accepted-replayed = 배치 { $batch } 접수됨(재전송): 새 항목 { $created }개, 재사용 { $reused }개, 거부 { $rejected }개
core-log-secret-rotated = 웹훅 서명 시크릿을 교체했습니다
core-log-secret-revoked = 웹훅 서명 시크릿을 폐기했습니다

core-validate-callback-missing = 콜백 모드에는 콜백 URL이 필요합니다. 30초 안에 HTTP 200으로 응답하는 공개 https:// 주소를 입력하거나, 요청 유형을 async로 바꿔 결과를 확인하세요.
core-validate-extra-is-field = 추가 JSON의 { $key }은(는) 이미 양식 항목({ $label })입니다. 양식에서 설정하고 추가 JSON에서는 지우세요.
core-validate-extra-not-object = 추가 JSON은 {"{"}"seed": 7{"}"} 같은 객체여야 합니다({ $kind ->
    [null] null
    [bool] 참/거짓 값
    [number] 숫자
    [string] 문자열
    [array] 배열
   *[object] 객체
}은(는) 안 됩니다). 항목을 {"{"} {"}"}로 감싸세요.
core-validate-extra-invalid = 추가 JSON의 { $line }행 { $column }열이 올바른 JSON이 아닙니다: { $reason }. 그곳을 고치거나 칸을 비우세요.
core-validate-prompt-empty = 프롬프트가 비어 있습니다. 생성할 내용을 설명하세요.
core-validate-enum-not-set = { $label }이(가) 설정되지 않았습니다. { $choices } 중 하나를 고르세요.
core-validate-mode-needs-reference = { $mode }에는 참조 이미지가 하나 이상 필요합니다. 이미지 URL을 추가하거나 다른 모드를 고르세요.
core-validate-needs-reference = 이 모드에는 참조 이미지가 하나 이상 필요합니다. 이미지 URL을 추가하거나 다른 모드를 고르세요.
core-validate-number-not-set = { $bounds ->
    [between] { $label }이(가) 설정되지 않았습니다. { $lo }에서 { $hi } 사이의 숫자를 입력하세요.
    [at-least] { $label }이(가) 설정되지 않았습니다. { $lo } 이상의 숫자를 입력하세요.
    [at-most] { $label }이(가) 설정되지 않았습니다. { $hi } 이하의 숫자를 입력하세요.
   *[none] { $label }이(가) 설정되지 않았습니다. 숫자를 입력하세요.
}
core-validate-empty = { $label }이(가) 비어 있습니다. 값을 입력하세요.
core-validate-not-text = { $label }은(는) 텍스트여야 합니다.
core-validate-prompt-too-short = 프롬프트가 { $count }자입니다. { $model }에는 { $min }자 이상이 필요합니다.
core-validate-prompt-too-long = 프롬프트가 { $count }자입니다. { $model }은(는) 최대 { $max }자까지 받습니다. { $over }자를 줄이세요.
core-validate-text-too-long = { $label }이(가) { $count }자입니다. 최대 { $max }자까지 허용됩니다. { $over }자를 줄이세요.
core-validate-enum-not-offered = { $model }은(는) { $label } { $value }을(를) 제공하지 않습니다. { $choices } 중 하나를 고르세요.
core-validate-not-bool = { $label }은(는) 켬 또는 끔(true 또는 false)이어야 합니다. { $value }은(는) 안 됩니다.
core-validate-not-whole = { $label }은(는) 정수여야 합니다. { $value }은(는) 안 됩니다.
core-validate-not-number = { $label }은(는) 숫자여야 합니다. { $value }은(는) 안 됩니다.
core-validate-out-of-range = { $bounds ->
    [between] { $label }은(는) { $lo }에서 { $hi } 사이여야 합니다. { $value }은(는) 범위를 벗어납니다.
    [at-least] { $label }은(는) { $lo } 이상이어야 합니다. { $value }은(는) 범위를 벗어납니다.
    [at-most] { $label }은(는) { $hi } 이하여야 합니다. { $value }은(는) 범위를 벗어납니다.
   *[none] { $label }: { $value }은(는) 범위를 벗어납니다.
}
core-validate-not-url-list = { $label }은(는) URL 목록이어야 합니다.
core-validate-too-many-references = 참조 이미지가 { $count }개 있습니다. { $model }은(는) 최대 { $max }개까지 받습니다. { $remove }개를 지우세요.
core-validate-reference-not-url = 참조 이미지 { $number }({ $value })은(는) http(s) URL이 아닙니다. https://로 시작하는 전체 주소를 입력하세요.
core-validate-list-or = { $rest } 또는 { $last }
core-validate-list-separator = {", "}

core-check-result-host = 결과 호스트
core-check-result-host-named = 결과 호스트({ $host })
core-check-no-result-yet = 아직 시험할 결과가 없습니다. 결과가 생기면 결과 파일도 같은 방식으로 가져옵니다.
core-check-service = 서비스({ $host })
core-check-service-answered = 응답했습니다. 잔액은 { $balance }입니다.
core-check-service-refused = 연결되었지만 호출이 거부되었습니다: { $reason }
core-check-result-link-not-web = 최근 결과 링크가 웹 주소가 아닙니다.
core-check-host-answered-file = 파일로 응답했습니다.
core-check-host-answered-expired = HTTP { $status }(으)로 응답했습니다. 호스트에는 연결됩니다(이 링크는 만료됨).
core-check-host-answered = HTTP { $status }(으)로 응답했습니다. 호스트에는 연결됩니다.
core-check-host-timed-out = { $route ->
    [bypassed] 직접 연결(프록시 우회 목록)로 { $seconds }초 안에 응답이 없습니다. 연결과 프록시를 확인하세요.
    [proxy] { $kind } 프록시 { $address }을(를) 거쳐 { $seconds }초 안에 응답이 없습니다. 연결과 프록시를 확인하세요.
    [system-proxy] 시스템의 { $kind } 프록시 { $address }을(를) 거쳐 { $seconds }초 안에 응답이 없습니다. 연결과 프록시를 확인하세요.
   *[direct] 직접 연결로 { $seconds }초 안에 응답이 없습니다. 연결과 프록시를 확인하세요.
}
core-check-host-unreachable = { $route ->
    [bypassed] 직접 연결(프록시 우회 목록)로 연결할 수 없습니다({ $reason }).
    [proxy] { $kind } 프록시 { $address }을(를) 거쳐 연결할 수 없습니다({ $reason }).
    [system-proxy] 시스템의 { $kind } 프록시 { $address }을(를) 거쳐 연결할 수 없습니다({ $reason }).
   *[direct] 직접 연결로 연결할 수 없습니다({ $reason }).
}
core-webhook-preview-more = { $signed }…({ $more }바이트 더 있음)
core-webhook-wrong-scheme = { $rejection } GenDesk 업데이트나 계정의 웹훅 설정을 확인하세요.
core-webhook-verified-version = 서명 시크릿 버전 { $version }(으)로 서명을 확인했습니다.
core-webhook-verified-previous = 서명 시크릿 버전 { $version }(으)로 서명을 확인했습니다. 이전 버전으로, 교체 전에 접수된 배치의 전송에 { $until }까지 계속 서명합니다.
core-webhook-verified = 서명을 확인했습니다.
core-webhook-future = 서명은 유효하지만 타임스탬프가 { $amount } 미래이며, { $tolerance }초 유효 범위를 { $beyond }초 넘었습니다. 이 컴퓨터(또는 보낸 쪽)의 시계가 틀렸을 수 있습니다. 시스템 시계가 동기화되어 있는지 확인하세요.
core-webhook-future-version = 서명은 유효하지만(서명 시크릿 버전 { $version }) 타임스탬프가 { $amount } 미래이며, { $tolerance }초 유효 범위를 { $beyond }초 넘었습니다. 이 컴퓨터(또는 보낸 쪽)의 시계가 틀렸을 수 있습니다. 시스템 시계가 동기화되어 있는지 확인하세요.
core-webhook-stale = 서명은 유효하지만 타임스탬프가 { $amount } 지났으며, { $tolerance }초 유효 범위를 { $beyond }초 넘었습니다. 오래된 전송의 재전송이거나 이 컴퓨터의 시계가 틀렸습니다. 시스템 시계가 동기화되어 있는지 확인하세요.
core-webhook-stale-version = 서명은 유효하지만(서명 시크릿 버전 { $version }) 타임스탬프가 { $amount } 지났으며, { $tolerance }초 유효 범위를 { $beyond }초 넘었습니다. 오래된 전송의 재전송이거나 이 컴퓨터의 시계가 틀렸습니다. 시스템 시계가 동기화되어 있는지 확인하세요.
core-webhook-seconds = { $count }초
core-webhook-seconds-long = { $count }초({ $parts })
core-webhook-version-current = 버전 { $version }(현재)
core-webhook-version-until = 버전 { $version }({ $until }까지)
core-webhook-mismatch = 서명이 지금 서명할 수 있는 어떤 시크릿과도 맞지 않습니다: { $known }. 서명 후 본문, 이벤트 ID, 타임스탬프 중 하나가 바뀌었거나(본문을 다시 쓰는 프록시나 터널도 이렇게 합니다), GenDesk가 아는 것과 다른 시크릿으로 서명되었습니다. 웹훅 화면에서 현재 시크릿을 다시 가져오세요.
core-webhook-no-secret = GenDesk가 이 프로필의 서명 시크릿을 몰라 전송을 확인할 수 없습니다. 웹훅 화면을 열어 시크릿을 가져오세요. 이 항목의 결과는 배치 상태에 계속 표시됩니다.
core-webhook-none-may-sign = GenDesk가 아는 서명 시크릿 중 지금 서명할 수 있는 것이 없어(폐기되었거나 유예 기간이 끝남) 전송을 확인할 수 없습니다. 웹훅 화면에서 시크릿을 다시 가져오세요.
core-webhook-none-may-sign-retired = GenDesk가 아는 서명 시크릿 중 지금 서명할 수 있는 것이 없어(폐기되었거나 유예 기간이 끝남) 전송을 확인할 수 없습니다. 웹훅 화면에서 시크릿을 다시 가져오세요. { $reason }
core-webhook-matches-revoked = 서명이 시크릿 버전 { $version }과(와) 맞지만, 이 버전은 { $date }에 폐기되었습니다. 서비스는 이 버전으로 서명된 전송을 막으므로 이는 재전송이거나 위조입니다.
core-webhook-matches-retired = 서명이 시크릿 버전 { $version }과(와) 맞지만, 이 버전은 { $date }에 서명을 멈췄습니다. 서비스는 더 이상 이 버전으로 서명하지 않으므로 이는 그 옛 시크릿을 가진 누군가의 재전송이나 위조이거나, 이 컴퓨터의 시계가 틀렸습니다.
core-webhook-unknown-date = 알 수 없는 날짜
core-webhook-time-unknown = 1970년 이후 { $ms }ms
-core-webhook-signed-rule = 서명할 문자열은 {"{"}eventId{"}"}.{"{"}timestamp{"}"}.{"{"}body{"}"}여야 합니다. 이벤트 ID, 점, 타임스탬프, 점, 그리고 보낸 그대로의 원본 본문 바이트입니다.
core-webhook-pitfall-body-only = 서명이 맞지 않지만, 서명 시크릿 버전 { $version }(으)로 본문만 HMAC-SHA256한 값입니다. 보낸 쪽이 본문에만 서명했습니다. { -core-webhook-signed-rule }
core-webhook-pitfall-timestamp-and-body = 서명이 맞지 않지만, 서명 시크릿 버전 { $version }(으)로 {"{"}timestamp{"}"}.{"{"}body{"}"}에 서명한 값입니다. 보낸 쪽이 이벤트 ID를 빠뜨렸습니다. { -core-webhook-signed-rule }
core-webhook-pitfall-event-id-and-body = 서명이 맞지 않지만, 서명 시크릿 버전 { $version }(으)로 {"{"}eventId{"}"}.{"{"}body{"}"}에 서명한 값입니다. 보낸 쪽이 타임스탬프를 빠뜨렸습니다. { -core-webhook-signed-rule }
core-webhook-pitfall-line-break-added = 서명이 맞지 않지만, 서명 시크릿 버전 { $version }(으)로 끝의 줄바꿈을 뺀 본문에 서명한 값과 같습니다. 서명 후 줄바꿈이 추가되었습니다(셸의 echo나 편집기가 이렇게 합니다). 서명한 그대로의 바이트를 넘기세요.
core-webhook-pitfall-line-break-removed = 서명이 맞지 않지만, 서명 시크릿 버전 { $version }(으)로 끝에 줄바꿈이 있는 본문에 서명한 값과 같습니다. 서명 후 줄바꿈이 사라졌습니다. 서명한 그대로의 바이트를 넘기세요.
