# 설정 창.

settings-title = 설정
settings-appearance = 모양
settings-language = 언어
settings-language-system = 시스템 ({ $language })
settings-language-hint = 모든 문구가 바로 바뀝니다. 숫자와 날짜는 언어를 따릅니다.
settings-interface-size = 화면 크기
    .hint = Ctrl + 와 Ctrl −(Mac에서는 Cmd)로도 바꿀 수 있습니다. Ctrl 0은 100 %로 되돌립니다
settings-interface-size-reset = 100 %로 되돌리기
settings-theme = 테마
settings-theme-system = 시스템
settings-theme-light = 밝게
settings-theme-dark = 어둡게
settings-notify = GenDesk가 백그라운드에 있을 때 작업이 끝나면 알림
settings-notify-explained = 요청한 작업, 배치, 다운로드마다 한 번씩 알립니다. 배치는 끝날 때 한 번만 알립니다.

## 다운로드

settings-downloads = 다운로드
settings-folder = 폴더
    .hint = 폴더를 입력하거나 찾아보기…로 선택하세요
settings-browse = 찾아보기…
settings-use-default = 기본값 사용
settings-choose-in-dialog = 대화 상자에서 폴더를 선택하세요…
settings-downloads-go-to = 다운로드 위치: { $folder }
settings-folder-chosen = 직접 선택한 폴더입니다.
settings-folder-default = 기본값: 다운로드 폴더 안의 GenDesk.
settings-folder-fallback = 이 컴퓨터의 기본값: 다운로드 폴더가 없어 GenDesk가 데이터 폴더에 결과를 보관합니다. 원하면 찾아보기…로 다른 폴더를 선택하세요.
settings-folder-portable = 기본값: --data-dir로 지정한 폴더 안.
settings-auto-download = 작업이 성공하면 결과를 자동으로 다운로드
settings-largest = 최대 다운로드 크기
    .hint = 끌거나, 클릭하고 MiB 수를 입력하세요(1~1048576)
settings-largest-explained = 이보다 큰 결과 파일은 다운로드하지 않습니다. 변경 후 시작하는 다운로드부터 적용됩니다.
settings-records = 다운로드한 파일 안에 프롬프트와 설정 보관
settings-records-explained = 이미지, 영상, 음악에 모델, 프롬프트, 시드, 모든 설정과 작업 정보를 다른 도구가 읽을 수 있게 기록합니다(PNG 텍스트와 AUTOMATIC1111 “parameters” 줄, XMP, MP4 태그, ID3, Vorbis 주석). 키는 절대 포함하지 않습니다. 프롬프트를 공개하고 싶지 않은 파일을 공유하기 전에는 끄세요.
settings-beside = 각 파일 옆에도 기록(name.json)
    .hint = 파일 안의 정보를 지우는 도구와 사이트용: 같은 기록을 JSON 파일로 따로 저장합니다

## 파일 이름(중괄호 안의 필드는 번역하지 않음)

file-names = 파일 이름
    .hint = 필드는 중괄호로 묶고, “/”는 폴더를 만듭니다
file-names-add = 추가
file-names-example = 예
file-names-and = 및
file-names-clash = 한 작업의 결과가 같은 이름이 되어 두 번째부터 번호가 붙습니다. 구분하려면 {"{n}"}을(를) 추가하세요.
file-names-kept = 다운로드는 계속 { $pattern } 형식으로 이름이 붙습니다.
file-names-explained = “/”는 폴더를 만듭니다(예: {"{date}/{model}"}). {"{prompt:30}"}은(는) 앞의 30자를 씁니다. 이름은 Windows, macOS, Linux에서 안전하게 바뀌고, 이미 있는 이름에는 번호가 붙어 어떤 파일도 덮어쓰지 않습니다. 선택한 폴더로 다운로드한 배치는 항목 이름을 유지합니다.
file-names-date = 작업을 보낸 날짜: 2026-11-28
file-names-time = 보낸 시각: 14-05-09
file-names-model = 모델
file-names-kind = image, video 또는 music
file-names-prompt = 프롬프트의 앞 40자(N자는 {"{prompt:N}"})
file-names-seed = 요청에 있었다면 시드
file-names-task = 서비스의 작업 ID
file-names-batch = 배치 ID(단독으로 보낸 작업은 비어 있음)
file-names-item = 배치 항목 이름(단독으로 보낸 작업은 비어 있음)
file-names-n = 작업의 몇 번째 결과인지: 1, 2, …

## 상태 확인

settings-polling = 상태 확인
settings-polling-at-most = 최대
settings-polling-unit = { " " }요청/초
settings-polling-explained = GenDesk가 실행 중인 작업에 대해 서비스에 묻는 빈도입니다. 다음에 프로필을 열 때 적용됩니다.

## 네트워크

settings-network = 네트워크
settings-network-reading = 네트워크 설정을 읽는 중…
settings-network-unreadable = 저장하면 읽을 수 없는 파일이 아래 설정으로 바뀝니다.
settings-network-for-all = 이 설정은 모든 프로필에 적용됩니다.
settings-network-applies-to = 적용 대상
settings-network-every-profile = 모든 프로필
settings-network-only = “{ $profile }”만
settings-proxy = 프록시
settings-proxy-system = 시스템 설정
    .hint = Windows 인터넷 옵션, macOS 네트워크 설정 또는 HTTP_PROXY 및 HTTPS_PROXY 환경 변수
settings-proxy-none = 없음(직접 연결)
settings-proxy-custom = 사용자 지정
settings-proxy-kind = 프록시 종류
settings-proxy-host = 프록시 호스트
    .placeholder = proxy.example.com 또는 10.0.0.5
settings-proxy-port = 프록시 포트
settings-proxy-user = 프록시 사용자 이름
    .placeholder = 프록시가 요구할 때만
settings-proxy-password = 프록시 비밀번호
    .placeholder = 키링에 저장됩니다. 비워 두면 기존 값 유지
settings-proxy-socks5 = 이름은 SOCKS5 프록시가 확인하므로 DNS가 프록시 뒤에만 있는 환경에서도 작동합니다.
settings-bypass = 우회
    .placeholder = 비워 두면 모두 프록시를 거칩니다
    .hint = 쉼표로 구분: 호스트 이름, .domain 접미사, IP 주소, 10.0.0.0/8 같은 네트워크
settings-bypass-default = 기본값
settings-bypass-explained = 이 주소들은 프록시를 거치지 않습니다. 기본값은 이 컴퓨터이므로 오프라인 샌드박스와 웹훅 수신기가 계속 작동합니다.
settings-ca = 추가 인증 기관
    .placeholder = 없음: 시스템 인증 기관 신뢰
    .hint = IT 부서에서 받은 PEM 파일(-----BEGIN CERTIFICATE-----)
settings-ca-remove = 제거
settings-ca-explained = 조직이 자체 인증 기관으로 HTTPS를 검사하고 시스템이 아직 그것을 신뢰하지 않을 때만 필요합니다. GenDesk는 인증서 오류를 절대 무시하지 않습니다.
settings-network-needs-host = 테스트하거나 저장하려면 프록시 호스트를 입력하세요.
settings-network-test = 연결 테스트
    .hint = 이 설정(아직 저장 안 됨)으로 서비스와 결과 호스트에 연결해 봅니다
settings-network-save = 네트워크 설정 저장
    .hint = 이 설정을 저장하고(비밀번호는 키링에) 다시 연결합니다
settings-network-testing = 테스트 중…
settings-network-route = { $route }, { $ms } ms
settings-network-reached = 연결됨
settings-network-failed = 실패
settings-network-skipped = 건너뜀

## 참조 이미지

settings-references = 참조 이미지
settings-references-no-profile = 이미지를 보낼 곳을 고르려면 프로필을 여세요.
settings-references-sandbox = 오프라인 샌드박스는 이 컴퓨터의 이미지를 직접 사용합니다. 설정할 것이 없습니다.
settings-references-intro = 서비스는 참조 이미지를 주소로 가져옵니다. “{ $profile }”에서 이 컴퓨터의 이미지는:
settings-references-nowhere = 보내지 않음: 이미지 URL만 사용
settings-references-bucket = 내 버킷으로(S3 호환: AWS S3, Cloudflare R2, Backblaze B2, MinIO 등)
settings-references-receiver = GenDesk 수신기와 내 터널을 통해(각 작업이 시작될 때까지 GenDesk를 열어 두어야 함)
settings-references-served = GenDesk가 실행되는 동안 선택한 이미지만 { $url }/files/… 아래 무작위 주소로 제공됩니다. 수신기가 켜져 있어야 합니다(웹훅).
settings-references-no-tunnel = 먼저 아래 웹훅 수신기에서 터널 URL을 설정하세요. 서비스가 이미지를 가져오는 주소입니다.
settings-bucket-test = 테스트
    .hint = 버킷에 작은 파일을 쓰고, 링크로 다시 읽은 뒤 삭제합니다
settings-references-save = 저장
    .hint = 이 프로필에 저장합니다(비밀 키는 키링에)
settings-bucket-checking = 버킷 확인 중…
settings-bucket-works = 버킷이 작동합니다. GenDesk가 테스트 파일을 쓰고, 다시 읽고, 삭제했습니다.
settings-bucket-endpoint = 엔드포인트
    .placeholder = https://<계정>.r2.cloudflarestorage.com
    .hint = AWS: https://s3.<리전>.amazonaws.com · R2: https://<계정 ID>.r2.cloudflarestorage.com · MinIO: http://127.0.0.1:9000
settings-bucket-name = 버킷
settings-bucket-region = 리전
    .hint = Cloudflare R2는 “auto”, 대부분의 MinIO는 us-east-1, AWS는 버킷의 리전
settings-bucket-access-key = 액세스 키 ID
settings-bucket-secret-key = 비밀 키
    .placeholder = 키링에 저장됩니다. 비워 두면 기존 값 유지
settings-bucket-link-hours = 링크 유효 시간
    .hint = 서비스가 업로드한 이미지를 가져올 수 있는 시간: 1~24시간
settings-bucket-delete = 업로드를 사용하는 모든 작업이 끝나면 삭제
settings-bucket-virtual-host = 버킷을 host/bucket 대신 bucket.host(가상 호스트 방식)로 접근

## 지출 한도

settings-spending = 지출 한도
settings-spending-explained = “{ $profile }”: 하루 또는 한 달 사용액이 한도를 넘게 될 작업이나 배치는(GenDesk 추정 기준) 대기하고 먼저 묻습니다. 비워 두면 한도가 없습니다.
settings-spending-per-day = 하루($)
settings-spending-per-month = 한 달($)
settings-spending-none = 한도 없음
settings-spending-save = 한도 저장
settings-spending-bad-day = 하루 한도는 5나 2.50 같은 달러 금액이어야 합니다(비워 두면 한도 없음).
settings-spending-bad-month = 한 달 한도는 5나 2.50 같은 달러 금액이어야 합니다(비워 두면 한도 없음).
settings-spending-range-day = 하루 한도는 $0.01에서 $1,000,000 사이여야 합니다.
settings-spending-range-month = 한 달 한도는 $0.01에서 $1,000,000 사이여야 합니다.
settings-spending-no-limit = 지출 한도가 없습니다.
settings-spending-day = 하루 최대 { $day }.
settings-spending-month = 한 달 최대 { $month }.
settings-spending-day-month = 하루 최대 { $day }, 한 달 최대 { $month }.

## 웹훅 수신기

settings-receiver = 웹훅 수신기
settings-receiver-explained = 웹훅 보기에서 프로필마다 켭니다. 이 컴퓨터(127.0.0.1)에서만 수신합니다.
settings-receiver-off = 현재: 이 프로필에서는 꺼져 있습니다.
settings-receiver-listening = 현재: 포트 { $port }에서 수신 중입니다.
settings-receiver-failed = 현재: { $reason }
settings-receiver-port = 포트
    .hint = 127.0.0.1의 포트(1~65535). 다른 프로그램이 이미 쓰고 있으면 다른 포트를 고르세요
settings-receiver-bad-port = 포트는 1에서 65535 사이의 정수입니다. “{ $text }”는 해당하지 않습니다.
settings-receiver-freshness = 유효 시간 범위
    .hint = 웹훅 서명 시각이 이 컴퓨터 시계와 얼마나 차이 나도 되는지. 넘으면 너무 오래되었거나 미래의 것으로 보고 거부합니다
settings-receiver-kept = 보관할 전송
    .hint = 이 수를 넘으면 가장 오래된 전송부터 삭제됩니다
settings-receiver-kept-unit = { " " }개/프로필
settings-receiver-tunnel = 터널 URL
    .hint = 이 포트로 연결되는 내 터널의 공개 https:// 주소. 실제 서비스에서는 양식이 이 주소를 사용합니다
settings-receiver-apply = 적용
settings-receiver-undo = 되돌리기
settings-tunnel-invalid = { $url }은(는) 올바른 URL이 아닙니다({ $error }). 터널에 표시된 https:// 주소를 입력하세요
settings-tunnel-not-https = { $url }은(는) https://로 시작해야 합니다. 서비스는 공개 HTTPS 주소만 호출합니다
settings-tunnel-no-host = { $url }에 호스트 이름이 없습니다
settings-tunnel-query = { $url }에 쿼리나 프래그먼트가 있습니다. 터널 주소만 입력하세요(경로는 GenDesk가 붙입니다)

# The display settings file is damaged or unreadable: $path is the file, $problem what was wrong (often in English).
settings-prefs-unreadable = { $path }의 표시 설정을 읽을 수 없습니다({ $problem }). 기본 설정을 사용합니다.

# Saving the display settings failed: $path is the file, $problem the system's reason.
settings-prefs-not-saved = 표시 설정을 { $path }에 저장할 수 없습니다: { $problem }. 폴더 권한과 남은 공간을 확인하세요.

# A made-up prompt the file-name preview shows names for.
settings-file-names-sample-prompt = 새벽 눈밭 위의 붉은 여우, 부드러운 빛

## Settings → Backup (backup_settings.rs, app/backup_actions.rs). $size is a file size; $file a path.
settings-backup = 백업
settings-backup-intro = 기록, 설정, 프로필, 프리셋, 직접 추가한 모델을 파일 하나에 담습니다. 안전하게 보관하거나 GenDesk를 다른 컴퓨터로 옮길 때 쓰세요.
settings-backup-results = 다운로드한 결과 포함
settings-backup-secrets = 키와 시크릿을 암호화해 포함
    .hint = API 키, 웹훅 서명 시크릿, 버킷 및 프록시 비밀번호를 암호 문구로 암호화합니다. 끄면 파일에 전혀 들어가지 않습니다
settings-backup-passphrase = 암호 문구
settings-backup-again = 다시 입력
settings-backup-passphrase-empty = 키를 보호할 암호 문구를 정하세요.
settings-backup-passphrase-differs = 두 암호 문구가 다릅니다.
settings-backup-now = 백업…
    .hint = 백업 파일을 저장할 위치를 고르세요
settings-backup-dialog = GenDesk 백업
settings-backup-instead = 대신 터미널에서 `gendesk backup FILE`을 실행하세요
settings-backup-nothing = 백업을 쓰지 않았습니다.
settings-backup-done = 백업을 썼습니다: { $file }(작업 { $tasks }개, { $size })

## Settings → Backup → Restore (restore_settings.rs, app/restore_actions.rs).
settings-restore = 복원
settings-restore-intro = 백업을 되돌립니다. 백업의 기록을 지금 기록에 더하거나, 여기 있는 모든 것을 백업으로 바꿉니다. 복원하는 동안 GenDesk는 창을 닫았다가 다시 엽니다.
settings-restore-file = 백업 파일
    .hint = '백업…'으로 만든 .zip
settings-restore-choose = 선택…
settings-restore-check = 확인
settings-restore-dialog = GenDesk 백업 복원
settings-restore-instead = 대신 '백업 파일' 칸에 파일 경로를 입력하세요
settings-restore-made = GenDesk { $version }에서 { $date }에 만듦({ $size })
settings-restore-results = 다운로드한 결과: 파일 { $count }개, { $size }
settings-restore-no-secrets = 키와 비밀: 이 백업에 없습니다. 복원 후 GenDesk가 각 프로필의 API 키를 묻습니다
settings-restore-merge = 그 기록을 지금 기록에 더하기(설정은 그대로)
settings-restore-replace = 여기 있는 모든 것을 바꾸기(먼저 지금 내용의 사본을 남깁니다)
settings-restore-passphrase = 키의 암호 문구
    .hint = 비워 두면 키 없이 복원
settings-restore-now = 복원 후 다시 열기…
    .hint = GenDesk가 창을 닫고 백업을 복원한 뒤 다시 엽니다
settings-restore-confirm = 기록, 설정, 프로필, 프리셋이 백업의 것으로 바뀝니다. 먼저 지금 내용의 사본을 데이터 폴더의 backups 폴더에 남깁니다.
settings-restore-confirm-yes = 바꾸고 다시 열기
settings-restore-confirm-no = 취소
settings-restore-unlocking = 암호 문구를 확인하는 중…

## Settings → Log: the detailed log until GenDesk restarts (help_menu.rs).
settings-log = 로그
