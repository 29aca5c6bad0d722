# The built-in model catalogue's words: field labels and help, and one line about each
# built-in model. The catalogue itself is English data; GenDesk shows these instead wherever
# its text is exactly the English below (a newer catalogue's new words show as written).

# Field labels of the built-in model catalogue (short names beside each control).
catalog-label-mode = 모드
catalog-label-prompt = 프롬프트
catalog-label-negative-prompt = 네거티브 프롬프트
catalog-label-reference-images = 참조 이미지
catalog-label-aspect-ratio = 화면 비율
catalog-label-resolution = 해상도
catalog-label-output-format = 출력 형식
catalog-label-duration = 길이(초)
catalog-label-sound = 소리
catalog-label-version = 버전
catalog-label-custom-mode = 사용자 지정 모드
catalog-label-instrumental = 연주곡
catalog-label-seed = 시드

# Field help of the built-in model catalogue. Mode values (text-to-image, …), format codes and ratios are codes: never translated.
catalog-help-image-mode = text-to-image는 프롬프트로 만들고, image-to-image는 참조 이미지를 편집합니다.
catalog-help-image-prompt = 원하는 이미지를 글로 설명하세요. 카운터에 이 모델의 한도가 표시됩니다.
catalog-help-avoid = 피할 요소.
catalog-help-image-references = 이미지 최대 5개(JPEG, PNG 또는 WebP, 각각 10 MB 미만): 이 컴퓨터에서 고르거나 웹 주소로 지정하세요.
catalog-help-image-aspect-ratio = 1:1 정사각형, 16:9 와이드, 9:16 세로, 4:3 클래식, 3:4 인물, 21:9 울트라와이드. auto는 모델이 고릅니다.
catalog-help-output-size = 출력 크기.
catalog-help-output-format = png는 무손실이며 크고, jpeg는 압축되어 작습니다.
catalog-help-video-mode = text-to-video는 프롬프트로 만들고, image-to-video는 참조 이미지를 움직이게 합니다.
catalog-help-video-prompt = 동영상 설명.
catalog-help-video-references = 움직일 이미지: 이 컴퓨터에서 고르거나 웹 주소로 지정하세요(JPEG, PNG 또는 WebP, 10 MB 미만).
catalog-help-video-aspect-ratio = 16:9 와이드, 9:16 세로, 1:1 정사각형.
catalog-help-duration = 초 단위 길이. 서비스가 범위를 밝히지 않으며, 모델에 따라 일부 값만 받을 수 있습니다.
catalog-help-duration-short = 초 단위 길이.
catalog-help-sound = 동영상과 함께 오디오를 생성합니다.
catalog-help-version = 모델 버전.
catalog-help-music-prompt = 가사 또는 음악 설명.
catalog-help-custom-mode = 스타일과 가사를 직접 정합니다.
catalog-help-instrumental = 보컬 없음.
catalog-help-seed = 같은 시드와 프롬프트는 같은 이미지를 만듭니다

# One line about each built-in (sandbox) model. Numbers are written as digits; model names are never translated.
catalog-model-image-fast = 빠른 초안용. 프롬프트는 최대 5000자까지
catalog-model-image-pro = 더 높은 품질, 더 느림. 프롬프트 최대 2000자. 시드 선택 사항
catalog-model-video-lite = 5초 또는 10초 길이의 짧은 클립
catalog-model-video-cinema = 4초, 8초 또는 12초 길이의 영화 같은 클립, 필름 느낌(H.264 High, B 프레임 사용, 24 fps, 854x480)
catalog-model-music = 작업마다 짧은 노래 2개 테이크(버전 V4~V5)

# A field's value when it has none.
catalog-value-not-set = (설정 안 됨)
