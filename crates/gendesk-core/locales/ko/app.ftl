# 상단 바: 프로필 전환, 탐색, 잔액, 설정.

nav-compose = 작성
nav-activity = 활동
nav-gallery = 갤러리
nav-batches = 배치
nav-webhooks = 웹훅
nav-insights = 통계
nav-compare = 비교
top-settings = 설정
top-profile = 프로필
top-profile-none = 없음
top-explore-sandbox = 오프라인 샌드박스 체험
top-add-profile = 프로필 추가…
top-remove-profile = 이 프로필 삭제
    .hint = 이 프로필과 저장된 키를 삭제합니다
top-sandbox-badge = 오프라인 샌드박스
    .hint = 이 컴퓨터에서 실행되는 시뮬레이터: 네트워크 없음, 요금 없음
top-opening = 여는 중…
top-not-connected = 연결 안 됨
top-refresh = 새로 고침
    .hint = 잔액 새로 고침
top-balance = 잔액: { $amount }
top-balance-unknown = 잔액: —
top-balance-not-a-number = 서비스가 보낸 잔액이 숫자가 아닙니다. 새로 고쳐 보고, 계속 알 수 없으면 서비스 웹사이트에서 계정을 확인하세요.
top-balance-below-zero = 잔액이 0보다 적습니다. 작업을 제출하기 전에 충전하세요.
remove-profile-title = 이 프로필을 삭제할까요?
remove-profile-sandbox = “{ $name }”이(가) 프로필 목록에서 삭제됩니다. 작업 기록은 데이터베이스에 남습니다. 오프라인 샌드박스는 언제든 프로필 메뉴에서 다시 체험할 수 있습니다.
remove-profile-remote = “{ $name }”과(와) 저장된 API 키가 이 컴퓨터에서 삭제됩니다. 작업 기록은 데이터베이스에 남습니다. 서비스의 계정에는 영향이 없습니다.
remove-profile-confirm = 프로필 삭제
remove-profile-keep = 유지
money-unknown = 알 수 없음

keys-title = 키보드 단축키
keys-everywhere = 어디서나
keys-overview = 이 목록 표시/숨기기
keys-go-to = { $view }(으)로 이동
keys-zoom = 인터페이스 확대/축소
keys-zoom-reset = 인터페이스를 100%로
keys-focus = 다음/이전 컨트롤(포커스된 컨트롤은 테두리로 표시)
keys-press = 포커스된 버튼 누르기, 체크박스 전환
keys-escape = 맨 위의 창이나 패널 닫기
keys-submit = 작업 제출
keys-recent-prompts = 최근 프롬프트 목록에서 이동, Enter로 양식에 넣기
keys-viewing = 결과, 이미지, 플레이어
keys-previous-next = 이미지 뷰어에서 이전/다음 결과
keys-play-pause = 포커스된 플레이어 재생/일시정지

settings-reading-size = 프롬프트와 결과 글자
    .hint = 양식과 작업의 프롬프트나 텍스트 결과가 보이는 곳의 글자 크기입니다. 인터페이스 크기에 더해 적용됩니다

top-window-title = { $view } — GenDesk

thumb-picture = 이미지 미리보기
thumb-video = 동영상의 첫 장면
thumb-sound = 소리의 파형

# No way of drawing the window started; $tried lists what was tried ("wgpu on Vulkan, wgpu on OpenGL"). No full stop: one is added.
app-no-renderer = GenDesk가 창을 열 수 없습니다. 이 컴퓨터에서 창을 그리는 방법이 모두 시작되지 않았습니다(시도한 방법: { $tried }). 대개 그래픽 드라이버를 업데이트하면 해결됩니다. 가상 머신이나 원격 데스크톱에서는 3D 가속을 켜세요

# Shown once at the start after GenDesk crashed (crash_notice.rs). $count is how many reports were found.
crash-title = GenDesk가 예기치 않게 종료되었습니다

crash-saved = 무슨 일이 있었는지 보고서를 저장했습니다. 키나 시크릿은 들어 있지 않으니 문제를 알릴 때 첨부하세요. 작업과 다운로드는 그대로 남아 있으며 지금 이어서 진행됩니다.

crash-more = 지난 시작 이후 보고서 { $count }개. 가장 최근 것:

crash-open-report = 보고서 열기

crash-show-in-folder = 폴더에서 보기

crash-close = 닫기

# The Help menu at the right of the top bar (help_menu.rs).
help-menu = 도움말
help-shortcuts = 키보드 단축키
    .hint = 창의 모든 단축키(F1)
help-about = GenDesk 정보
help-diagnostics = 진단 정보 내보내기…
    .hint = 버그 보고용 zip 하나: 로그, 충돌 보고서, 설정, 기록 통계. 키, 비밀번호, 결과 링크는 모두 빠집니다
help-diagnostics-prompts = 최근 프롬프트 포함
    .hint = 최근 작업 50개의 모델, 상태, 프롬프트를 진단 정보에 넣습니다
help-diagnostics-dialog = 진단 정보 내보내기
help-diagnostics-instead = 대신 터미널에서 `gendesk diagnostics FILE.zip`을 실행하세요
help-diagnostics-nothing = 진단 정보를 내보내지 않았습니다.
help-data-folder = 데이터 폴더 열기
help-log = 로그 열기
help-crash-reports = 충돌 보고서 열기
help-detailed-log = GenDesk를 다시 시작할 때까지 자세한 로그
    .hint = 무엇이 잘못되는지 알아내기 위해 로그에 훨씬 많은 내용을 기록합니다. 다음 시작 때 원래대로 돌아갑니다

# Help → User guide and Report a problem (help_menu.rs, help_links.rs). The body fills the issue form.
help-guide = 사용 설명서
    .hint = GenDesk와 함께 설치된 설명서 또는 온라인 설명서
help-report = 문제 신고…
    .hint = 이 GenDesk의 버전과 시스템이 채워진 프로젝트 문제 양식을 엽니다. '진단 정보 내보내기…'로 만든 파일을 첨부하세요
help-report-opened = 브라우저에서 문제 양식을 열었습니다.
help-report-body =
    무슨 일이 있었고, 원래 어떻게 되어야 했나요?


    가능하면 '도움말 → 진단 정보 내보내기…'로 만든 파일을 첨부하세요(키나 비밀은 들어 있지 않습니다).

## A portable GenDesk's first page (unlock.rs, app/unlock_actions.rs). $folder is the data folder beside GenDesk.
unlock-title = 휴대용 GenDesk
unlock-intro-existing = 이 GenDesk는 모든 것을 옆의 { $folder }에 보관합니다. 키도 암호화되어 그곳에 있습니다. 암호 문구를 입력해 여세요.
unlock-intro-new = 이 GenDesk는 모든 것을 옆의 { $folder }에 보관하므로 폴더째 다른 컴퓨터로 옮길 수 있습니다. 여기에 추가할 키를 암호화할 암호 문구를 정하세요. GenDesk가 시작할 때마다 묻습니다.
unlock-passphrase = 암호 문구
unlock-again = 다시 입력
unlock-open = 열기
unlock-create = 이 암호 문구로 키 암호화
unlock-opening = 키를 여는 중…
unlock-differs = 두 암호 문구가 다릅니다.
unlock-keyring = 대신 이 컴퓨터의 키링에 키 보관
    .hint = 폴더를 옮겨도 키는 이 컴퓨터에 남습니다. portable 표시 파일이 이 선택을 기억합니다
unlock-without = 키 없이 계속
    .hint = 오프라인 샌드박스는 작동합니다. 지금 입력한 키는 GenDesk를 닫을 때까지만 보관됩니다
unlock-forgot = 암호 문구를 잊으셨나요? 데이터 폴더에서 keys.age와 keys.identity.age를 지우면 키 없이 다시 시작할 수 있습니다. 기록과 설정은 그대로 남습니다.
unlock-session-reason = 이번 실행에서는 GenDesk 옆의 휴대용 키를 열지 않았습니다
