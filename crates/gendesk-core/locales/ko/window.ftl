# The window around the views: first start, connecting a profile, notices, the offline bar, status.

window-welcome-title = GenDesk에 오신 것을 환영합니다
window-welcome-intro = AI 모델로 이미지, 동영상, 음악을 생성하고, 작업이 끝나는 과정을 실시간으로 보고, 결과를 보관합니다.
window-welcome-sandbox-title = 계정 없이 체험하기
window-welcome-sandbox-text = 오프라인 샌드박스는 이 컴퓨터에서 서비스 전체를 시뮬레이션합니다. 데모 모델, 25달러의 데모 잔액, 실제 결과 파일을 제공합니다. 어떤 데이터도 컴퓨터 밖으로 나가지 않으며 요금도 청구되지 않습니다.
window-welcome-sandbox-explore = 오프라인 샌드박스 체험
window-welcome-sandbox-starting = 샌드박스를 시작하는 중…
window-welcome-account-title = 내 계정 사용
window-welcome-account-text = 서비스 주소와 API 키로 연결합니다. 키는 먼저 확인된 뒤 파일이 아닌 시스템 키링에 저장됩니다.
window-welcome-connect = 서비스에 연결

window-connect-name = 프로필 이름
    .hint = 예: 업무
window-connect-base-url = 기본 URL
window-connect-key = API 키
    .hint = 시스템 키링에 저장됩니다
window-connect-verify = 확인 후 저장
    .hint = 이름, 주소, 키를 입력하세요
window-connect-cancel = 취소
window-connect-checking = 서비스에서 키를 확인하는 중…
window-connect-keyring-failed = 키는 유효하지만 시스템 키링에 저장할 수 없습니다:
window-connect-keyring-session = 지금은 그대로 사용할 수 있습니다. GenDesk를 닫으면 키가 지워지므로 다음에 다시 입력해야 합니다.
window-connect-session-only = 이번 세션에만 사용

window-offline-since = { $since }부터 오프라인
window-offline-text = GenDesk가 서비스에 연결할 수 없습니다. 상태 확인과 다운로드는 대기했다가 서비스가 응답하면 자동으로 계속됩니다. 잃어버리거나 두 번 보내는 것은 없습니다. 계속되면 이 컴퓨터의 연결과 네트워크 설정을 확인하세요.

window-engine-worker-failed = GenDesk가 백그라운드 작업자를 시작할 수 없습니다({ $error }). 일부 프로그램을 닫고 다시 시도하세요.
window-engine-busy = GenDesk가 아직 이전 요청을 처리하는 중입니다. 잠시 후 다시 시도하세요.
window-engine-still-opening = 프로필 "{ $profile }"을(를) 아직 여는 중입니다. 잠시 후 다시 시도하세요.
window-engine-no-profile = 먼저 프로필을 여세요.
window-engine-bad-address = 프로필의 서비스 주소를 사용할 수 없습니다: { $error }. 프로필을 제거하고 올바른 주소로 다시 추가하세요.
window-engine-no-key = "{ $profile }"에 저장된 API 키가 없습니다(한 세션 동안만 보관되었을 수 있습니다). "API 키 다시 입력"을 선택하세요.
window-engine-open-failed = 프로필을 열 수 없습니다: { $reason }.

window-over-limit-title = 지출 한도 초과
window-over-limit-more = { $count ->
   *[other] 이후에 제출 { $count }건이 더 응답을 기다리고 있습니다.
}
window-over-limit-send = 그래도 보내기
    .hint = 지금 그대로 한 번 보냅니다. 한도는 유지됩니다
window-over-limit-drop = 보내지 않기
    .hint = 아무것도 보내거나 청구하지 않습니다. 입력한 내용은 양식에 남습니다
window-over-limit-where = 한도는 설정의 지출 한도에서 프로필별로 정합니다.
