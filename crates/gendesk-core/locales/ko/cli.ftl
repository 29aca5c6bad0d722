# The headless commands' human output (never --json).

cli-engine-needs = `{ $verb }`에는 { $what ->
    [model] 모델이
    [mode] 모드가
    [count] 개수가
    [webhook-url] 웹훅 URL이
    [file-path] 파일 경로가
    [task-row] 작업 행 번호가
    [folder] 폴더가
    [download-row] 다운로드 행 번호가
   *[question] 질문 번호가
} 필요합니다
cli-engine-expected-number = { $what ->
    [item-count] 항목 개수
    [task-row] 작업 행 번호
    [download-row] 다운로드 행 번호
   *[question] 질문 번호
}(숫자)가 와야 합니다
cli-engine-unknown-command = 알 수 없는 명령 `{ $command }`
cli-engine-output = 출력을 쓸 수 없습니다: { $reason }
cli-engine-online = { $outage } 동안 연결되지 않던 서비스가 다시 응답합니다
cli-engine-model-list-unreadable = 모델 목록을 읽을 수 없습니다: { $reason }
cli-engine-model-not-listed = 모델 { $model }이(가) GenDesk의 모델 목록에 없습니다. 창에서 추가하거나(작성 → 모델 추가…) 목록에 있는 모델을 사용하세요
cli-engine-batch-file-refused = { $reason }(아무것도 보내지 않음)
cli-engine-data-dir = --data-dir FOLDER를 지정하세요. 헤드리스 엔진은 그곳에 기록과 로그를 보관합니다
cli-engine-data-folder-busy = GenDesk가 데이터 폴더 { $folder }을(를) 쓰고 있습니다(창 또는 다른 `gendesk engine`). 먼저 닫거나 다른 --data-dir를 지정하세요
cli-engine-limit-amount = { $option }에는 0 이상의 USD 금액(예: 5 또는 12.50)을 지정하세요
cli-api-key-variable = GENDESK_API_KEY에 API 키를 설정하세요(명령줄에서는 받지 않습니다)
cli-already-open = 이 데이터 폴더로 GenDesk가 이미 열려 있어 그 창을 앞으로 가져왔습니다.
cli-already-open-process = 이 데이터 폴더로 GenDesk가 이미 열려 있어(프로세스 { $pid }) 그 창을 앞으로 가져왔습니다.
cli-no-log-file = 로그 파일 없음: { $reason }
cli-no-renderer = { $reason }.

    각각 실패한 이유는 로그에 있습니다: { $log }
cli-proxy-refused = --proxy: { $reason }
cli-proxy-no-password = --proxy에 사용자 { $user }이(가) 있지만 { $variable }이(가) 설정되지 않았습니다. 프록시 비밀번호로 설정하세요(명령줄에서는 받지 않습니다)
cli-show-missing = { $path }이(가) 더 이상 없습니다. 옮겨졌거나 삭제되었습니다.
cli-show-not-opened = 폴더 { $folder }을(를) 연 파일 관리자가 없습니다. 파일 관리자에서 직접 여세요.
cli-update-refused = 업데이트 거부됨: { $reason }
cli-update-up-to-date = GenDesk { $version }은(는) 최신 버전입니다.
cli-update-available = GenDesk { $version }을(를) 사용할 수 있습니다(현재 { $running }). 게시일: { $published }.
cli-update-required = 이 버전은 너무 오래되어 서비스에서 계속 쓸 수 없습니다. 업데이트하세요.
cli-update-install-with = 설치 방법: gendesk update apply
cli-update-own-path-unknown = 이 프로그램 자체의 경로를 알 수 없습니다({ $reason })
cli-update-updated = GenDesk { $version }(으)로 업데이트했습니다. 이전 실행 파일은 { $backup }에 보관됩니다.
cli-update-installer-started = GenDesk { $version } 설치 프로그램이 실행 중입니다. 끝나면 GenDesk를 시작합니다.
cli-update-package-ready = 확인된 패키지가 준비되었습니다: { $path }
cli-update-catalogue = { $count ->
    [0] 모델 카탈로그가 이제 버전 { $version }입니다.
   *[other] 모델 카탈로그가 이제 버전 { $version }입니다. 새 모델: { $models }.
}
cli-report-no-such-profile = { $file }에 { $name }(이)라는 프로필이 없습니다. 프로필: { $profiles }
cli-report-no-such-profile-none = { $file }에 { $name }(이)라는 프로필이 없습니다. 아직 프로필이 없습니다
cli-report-no-history = { $name }(이)라는 프로필이 없습니다. { $file }에 아직 기록이 없습니다
cli-report-heading = 기록: { $file } · { $profile } · { $period }
cli-report-every-profile = 모든 프로필
cli-report-profile = 프로필 { $name }
cli-report-all-time = 전체 기간
cli-report-since = { $since }부터
cli-report-until = { $until }까지
cli-report-between = { $since }~{ $until }
cli-media-unreadable = { $file }을(를) 읽을 수 없습니다: { $reason }
cli-media-file = 파일: { $format }
cli-media-file-size = 파일: { $format }, { $width }×{ $height }
cli-media-other-format = GenDesk가 기록을 쓰는 종류의 파일이 아님
cli-media-parameters = GenDesk 기록 없음. AUTOMATIC1111 매개변수:
cli-media-no-record = 기록 없음: 이 파일에는 만든 방법이 적혀 있지 않습니다(설정 → 다운로드에서 켜 두면 GenDesk가 다운로드한 PNG, JPEG, WebP 파일에 기록을 씁니다).

## Headless commands of a portable GenDesk (portable_start.rs).
cli-portable-keys-locked = GenDesk 옆의 휴대용 키가 잠겨 있습니다. { $variable }에 암호 문구를 설정하세요
