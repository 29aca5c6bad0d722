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
