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

window-add-profile = 프로필 추가…
window-add-profile-text = 서비스 주소와 API 키로 다른 계정을 연결합니다.
window-add-profile-title = 프로필 추가
window-address-not-usable = 서비스 주소를 사용할 수 없습니다: { $problem }.
window-async-could-not-start = GenDesk가 백그라운드 스레드를 시작하지 못했습니다({ $problem }). 프로그램 몇 개를 닫고 다시 시도하세요
window-async-stopped = 멈췄습니다
window-connected = “{ $name }”(으)로 연결되었습니다. 잔액: { $balance }.
window-connected-session-only = “{ $name }”(으)로 연결되었습니다. 키는 이번 세션에만 보관됩니다.
window-dialog-certificate = 인증 기관 선택(PEM)
window-dialog-certificate-filter = 인증서
window-dialog-download-folder = 다운로드 폴더 선택
window-dialog-export-figures = 수치 내보내기
window-dialog-failed = 파일 대화 상자를 열 수 없습니다({ $problem }). { $instead }.
window-dialog-instead-certificate-field = 대신 추가 인증 기관 필드에 파일 경로를 입력하세요
window-dialog-instead-drop = 대신 GenDesk 창(작성 바깥)에 파일을 끌어다 놓으세요
window-dialog-instead-folder-field = 대신 폴더 필드에 폴더 경로를 입력하세요
window-dialog-instead-report = 대신 터미널에서 `gendesk report --json`을 실행하면 같은 수치를 얻을 수 있습니다
window-dialog-none = 이 컴퓨터에서는 파일 대화 상자를 표시할 수 없습니다(Linux에서 GenDesk의 대화 상자에는 xdg-desktop-portal 또는 zenity가 필요합니다). { $instead }.
window-dialog-record-file = 이미지, 영상 또는 음악 선택
window-export-done = 수치는 { $path }에 있습니다.
window-export-failed = 수치를 { $path }에 저장할 수 없습니다({ $problem }). 다른 폴더를 선택해 다시 내보내세요.
window-export-nothing = 내보낸 것이 없습니다.
window-file-record-close = 닫기
window-file-record-not-in-history = 이 파일의 작업은 이 프로필의 기록에 없습니다.
window-file-record-nothing = 이 파일에는 만들어진 방법이 없습니다. GenDesk 기록도 AUTOMATIC1111 매개변수도 들어 있지 않습니다.
window-file-record-open-task = 작업 열기
window-file-record-other-tool = 다른 도구로 만들어졌습니다. AUTOMATIC1111 매개변수는 다음과 같습니다:
window-file-record-reuse = 이 설정 다시 사용
    .hint = 이 모델의 양식을 이 설정으로 채웁니다
window-file-record-title = 이 파일의 정보
window-folder-opened = { $name }의 폴더를 열었습니다(이 파일 관리자는 요청 시 파일을 선택하지 않습니다).
window-image-copied = { $name }을(를) 복사했습니다. 채팅이나 편집기에 붙여 넣으세요.
window-image-copy-failed = { $name }을(를) 복사할 수 없습니다: { $problem }. 열기로 연 다음 거기서 복사하세요.
window-job-could-not-start = GenDesk가 백그라운드 작업을 시작하지 못했습니다({ $problem }). 프로그램 몇 개를 닫고 다시 시도하세요.
window-key-not-usable = API 키를 사용할 수 없습니다: { $problem }.
window-key-session-only-because = 키는 이번 세션에만 보관됩니다: { $reason }.
window-keyring-not-open-yet = 키링이 아직 열리지 않았습니다
window-list-and = { $rest }, { $last }
window-list-comma = { ", " }
window-model-added = “{ $id }”을(를) 모델에 추가했습니다.
window-model-removed = “{ $id }”을(를) 모델에서 삭제했습니다.
window-model-removed-here = “{ $id }”을(를) 이 프로필의 모델에서 삭제했습니다. 다른 프로필에서는 아직 사용합니다.
window-network-saved = 네트워크 설정을 저장했습니다.
window-network-these-settings = 이 설정
window-no-keyring = 사용할 수 있는 시스템 키링이 없습니다: { $reason }
window-no-such-profile = “{ $name }”이라는 프로필이 없습니다.
window-notice-and-more = { $notice }(같은 알림 { $count }개 더)
window-notice-batch-accepted = 배치가 접수되었습니다: 작업 { $count }개가 생성되었습니다.
window-notice-batch-files-saved = 파일 { $count }개와 manifest.csv가 { $folder }에 있습니다.
window-notice-batch-files-some-failed = 파일 { $count }개와 manifest.csv가 { $folder }에 있습니다. { $failed }개는 다운로드하지 못했습니다(이유는 배치에서 확인하세요).
window-notice-batch-finished = 배치가 끝났습니다. 모든 항목에 결과가 있습니다. 배치에서 확인하세요.
window-notice-batch-manifest-failed = 파일 { $count }개가 { $folder }에 있지만 매니페스트를 쓰지 못했습니다: { $problem }. 폴더의 권한과 여유 공간을 확인한 뒤 다시 다운로드하세요.
window-notice-batch-rejected-items = 항목 { $count }개가 접수되지 않았습니다. 이유는 배치에서 확인하세요.
window-notice-batch-replayed = 서비스가 이미 받은 배치를 확인했습니다: 작업 { $count }개. 두 번 청구된 것은 없습니다.
window-notice-error = { $doing } 실패: { $problem }
window-notice-online-again = { $outage } 동안 연결되지 않던 서비스가 다시 응답합니다. 상태 확인과 다운로드는 자동으로 계속되었습니다.
window-notice-rate-limited = 서비스가 GenDesk에 속도를 늦추도록 요청했습니다. 상태 확인은 { $seconds }초 후에 다시 시작합니다.
window-notice-receiver-listens = 이제 웹훅 수신기가 127.0.0.1, 포트 { $port }에서 대기합니다.
window-notice-references-deleted = 업로드한 참조 이미지 { $count }개를 버킷에서 삭제했습니다. 관련 작업은 끝났습니다.
window-notice-run-recorded = 항목 { $items }개를 배치 { $batches }개로 기록했습니다. 차례로 전송됩니다. 배치에서 진행 상황을 확인하세요.
window-notice-saved = { $path }을(를) 저장했습니다.
window-notice-secret-in-force = 웹훅 서명 시크릿 버전 { $version }이(가) 적용 중입니다.
window-notice-secret-none = 이 계정에는 아직 웹훅 서명 시크릿이 없습니다.
window-notice-secret-revoked = 웹훅 서명 시크릿이 폐기되었습니다. 대기 중인 전송은 중단됩니다.
window-notice-secret-rotated = 새 웹훅 서명 시크릿(버전 { $version })이 적용되었습니다. 이전 시크릿은 최근 7일 동안 접수된 배치의 전송에 계속 서명합니다.
window-notice-unknown-error = 알 수 없는 오류
window-open-bad-address = 이 주소는 열지 않습니다: { $problem }
window-open-failed = { $target }을(를) 열 수 없습니다({ $problem }). 파일 관리자나 브라우저에서 여세요.
window-opened = { $target }을(를) 열었습니다.
window-opening = 여는 중…
window-opening-profile = “{ $profile }”을(를) 여는 중…
window-profile-failed-title = “{ $profile }”을(를) 열 수 없습니다
window-profile-removed = 프로필 “{ $name }”을(를) 삭제했습니다.
window-profile-removed-keyring-silent = 프로필 “{ $name }”을(를) 삭제했지만 시스템 키링이 응답하지 않아, 이전 세션의 { $what }이(가) 아직 남아 있을 수 있습니다. 없애려면 키링 앱(비밀번호 및 키, KWallet 관리자, 키체인 접근, 자격 증명 관리자)에서 “{ $name }”의 “GenDesk” 항목을 삭제하세요.
window-profile-removed-with-key = 프로필 “{ $name }”과(와) 키를 삭제했습니다.
window-proxy-password-session = 프록시 비밀번호는 이번 세션에만 보관됩니다: { $problem }
window-record-unreadable = { $path }을(를) 읽을 수 없습니다: { $problem }
window-reenter-key = API 키 다시 입력
window-reenter-key-text = 이 프로필의 API 키를 입력하세요. 보관하기 전에 서비스에서 확인합니다.
window-resubmit-unreadable = 기록된 요청을 읽을 수 없습니다({ $problem }). “설정 다시 사용”을 사용해 양식에서 보내세요.
window-resubmitted = 같은 설정으로 새 작업을 보냈습니다. 활동에서 진행 상황을 확인하세요.
window-sandbox-could-not-start = 오프라인 샌드박스를 시작할 수 없습니다: { $problem }
window-secret-its-bucket = 버킷의 비밀 키
window-secret-its-key = 키
window-secret-its-ring = 웹훅 서명 시크릿
window-settings-unreadable = GenDesk가 설정을 읽을 수 없습니다
window-show-failed = { $name }을(를) 표시할 수 없습니다: { $problem }
window-shown-in-folder = 파일 관리자에 { $name }을(를) 표시했습니다.
window-spending-limit-set = “{ $name }”의 지출 한도: { $limit }
window-starting-sandbox = 오프라인 샌드박스를 시작하는 중…
window-try-again = 다시 시도
window-unknown-model-kind = GenDesk가 모델 “{ $model }”의 종류를 알 수 없어 아무것도 보내지 않았습니다. 작성에서 추가한 뒤(모델 추가…) 다시 시도하세요.
window-update-restart-failed = 새 버전을 시작할 수 없습니다({ $problem }). GenDesk를 직접 다시 시작하세요.
window-writer-could-not-start = GenDesk가 파일 쓰기 작업을 시작하지 못했습니다({ $problem }). 마지막 변경 사항은 저장되지 않았습니다.
window-writer-stopped = GenDesk의 파일 쓰기 작업이 멈췄습니다. 마지막 변경 사항은 저장되지 않았습니다.

window-notice-more-messages = { $count ->
   *[other] …외 메시지 { $count }개.
}
window-notice-open-folder = 폴더 열기
window-notice-ready = 준비되었습니다.
window-notice-saved-files = { $count ->
   *[other] 파일 { $count }개를 { $folder }에 저장했습니다.
}

# A portable GenDesk keeps keys beside it, encrypted (welcome.rs, connect.rs).
window-welcome-account-text-beside = 서비스 주소와 API 키로 연결합니다. 키는 먼저 확인된 뒤, 암호 문구로 암호화되어 이 휴대용 GenDesk 옆에 보관됩니다.
window-connect-key-beside = 암호화되어 GenDesk 옆에 보관
