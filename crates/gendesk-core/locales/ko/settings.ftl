# 설정 창.

settings-title = 설정
settings-appearance = 모양
settings-language = 언어
settings-language-system = 시스템 ({ $language })
settings-language-hint = 모든 문구가 바로 바뀝니다. 숫자와 날짜는 언어를 따릅니다.
settings-theme = 테마
settings-theme-system = 시스템
settings-theme-light = 밝게
settings-theme-dark = 어둡게
settings-notify = GenDesk가 백그라운드에 있을 때 작업이 끝나면 알림
settings-notify-explained = 요청한 작업, 배치, 다운로드마다 한 번씩 알립니다. 배치는 끝날 때 한 번만 알립니다.
