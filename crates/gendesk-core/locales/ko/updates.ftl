# Updates of GenDesk and of the model catalogue: the bar, About and the Settings section.

## 정보

update-about = GenDesk 정보
update-about-tagline = Asynchronous Generation Service용 데스크톱 클라이언트입니다.
update-about-distribution = 이 빌드는 배포판 패키지용입니다. GenDesk가 스스로 업데이트하지 않으며, 새 버전은 패키지 관리자가 제공합니다.
update-about-automatic = GenDesk는 시작할 때 새 버전을 확인합니다. 하루 최대 한 번입니다(설정 › 업데이트).
update-about-manual = 자동 업데이트 확인이 꺼져 있습니다(설정 › 업데이트).
update-about-feed = 업데이트 피드: { $url }
update-about-data-folder = 데이터 폴더 열기
update-about-settings-folder = 설정 폴더 열기
# The About window's facts (about.rs); $commit is a code, $day the build's day (YYYY-MM-DD).
update-about-build = 빌드
update-about-build-value = 커밋 { $commit }, { $day }
update-about-renderer = 렌더러
update-about-system = 시스템
update-about-data = 데이터 폴더
update-about-copy = 이 정보 복사
    .hint = 버그 보고용: 버전, 커밋, 렌더러, 시스템, 데이터 폴더
update-about-copied = 이 GenDesk의 정보를 복사했습니다.
update-about-licences = 타사 라이선스

## 알림 막대

update-failed = GenDesk { $version }을(를) 설치하지 못했습니다:
update-try-again = 다시 시도
update-later = 나중에
    .hint = GenDesk를 다시 시작할 때까지 숨깁니다
update-available = GenDesk { $version }을(를) 사용할 수 있습니다(현재 { $running }).
update-required = 이 버전은 너무 오래되어 서비스에서 계속 사용할 수 없습니다.
update-update = 업데이트
    .hint = 다운로드하고 확인한 뒤 설치합니다
update-download = 다운로드
update-skip = 이 버전 건너뛰기
    .hint = 이 버전에 대해 더 이상 알리지 않습니다
update-notes-show = 새로운 기능
update-notes-hide = 새로운 기능 숨기기
update-downloading = GenDesk { $version } 다운로드 중: { $done }
update-downloading-of = GenDesk { $version } 다운로드 중: { $done } / { $total }
update-cancel = 취소
update-installed = GenDesk { $version }이(가) 설치되었습니다. 사용하려면 GenDesk를 다시 시작하세요.
update-restart = 지금 다시 시작
update-installer-running = GenDesk { $version } 설치 프로그램이 실행 중입니다. 끝나면 GenDesk가 닫혔다가 다시 시작됩니다.
update-downloaded = GenDesk { $version }을(를) 다운로드하고 확인했습니다.
update-open-package = 패키지 열기
update-show-in-folder = 폴더에서 보기

## 설정 → 업데이트

update-settings = 업데이트
update-settings-distribution = GenDesk { $version }은(는) 배포판 패키지용으로 빌드되었습니다. 새 버전은 패키지 관리자가 제공합니다.
update-settings-broken = 다음 문제를 해결할 때까지 업데이트 설정을 바꿀 수 없습니다: { $error }
update-settings-reading = 업데이트 설정을 읽는 중…
update-automatic = GenDesk를 시작할 때 새 버전 확인(하루 최대 한 번)
    .hint = 프로젝트의 업데이트 피드를 내려받기만 합니다. 사용자나 이 컴퓨터에 관한 정보는 보내지 않습니다
update-feed = 피드
    .hint = 비워 두면 프로젝트의 피드를 씁니다. 조직은 자체 미러를 쓸 수 있습니다.
update-check-now = 지금 확인
update-checking = 확인 중…
update-this-is = GenDesk { $version }입니다.
update-never-checked = 아직 확인하지 않았습니다.
update-checked-now = 방금 확인했습니다.
update-checked-minutes = { $count ->
       *[other] 마지막 확인: { $count }분 전.
    }
update-checked-hours = { $count ->
       *[other] 마지막 확인: { $count }시간 전.
    }
update-checked-days = { $count ->
       *[other] 마지막 확인: { $count }일 전.
    }

## 알림

update-not-saved = 업데이트 설정을 저장하지 못했습니다: { $error }
update-check-failed = 확인하지 못했습니다: { $error }
update-up-to-date = GenDesk { $version }이(가) 최신 버전입니다.
update-is-available = GenDesk { $version }을(를) 사용할 수 있습니다.
update-download-stopped = 업데이트 다운로드를 멈췄습니다. 업데이트를 누르면 멈춘 곳부터 계속합니다.
update-catalogue = 모델 카탈로그가 업데이트되었습니다.
update-catalogue-one = 모델 카탈로그가 업데이트되었습니다: 새 모델 { $model }.
update-catalogue-many = 모델 카탈로그가 업데이트되었습니다: 새 모델 { $count }개({ $models }).

# The kinds of package an update feed offers (named in update errors).
update-kind-windows-installer = Windows 설치 프로그램

update-kind-linux-tar-gz = Linux tar.gz

update-kind-deb = Debian 패키지(.deb)

update-kind-macos-dmg = macOS 디스크 이미지(.dmg)
