# 참조 이미지: 내 이미지 선택, 업로드, 관리와 그 설정.

## 작성 양식의 참조 이미지

ref-reading = 이미지를 읽는 중…
ref-image-number = 참조 이미지 { $number }
ref-image-number-named = 참조 이미지 { $number }: { $name }
ref-remove = 제거
    .name = 참조 이미지 { $number } 제거
    .hint = 이 이미지를 목록에서 제거합니다
    .url-hint = 이 이미지를 목록에서 제거합니다
ref-url-checking = 이 주소의 이미지를 확인하는 중…
ref-url-refused = 서비스가 거부할 것입니다: { $problem }.
ref-problem = { $problem }.
ref-url-unusable = GenDesk가 이 주소를 사용할 수 없습니다: { $error } 서비스도 사용하지 못할 수 있습니다.
ref-url-not-http = 서비스는 http:// 및 https:// 주소만 가져올 수 있습니다.
ref-url-not-full = 완전한 주소가 아닙니다. https://로 시작하세요.
ref-pasted = 붙여 넣은 이미지
ref-summary-fitted = { $summary } · 축소 사본
ref-fit = 축소 사본 사용
    .name = 참조 이미지 { $number }의 축소 사본 사용
    .hint = 바른 방향으로, 긴 변을 최대 4096픽셀로 줄여 JPEG(투명도가 있으면 PNG)로 10 MB 미만으로 저장합니다. 원본 파일은 바뀌지 않습니다.
ref-fit-add-again = 축소 사본을 만들려면 파일을 다시 추가하세요.
ref-uploaded = 업로드되었습니다. 링크는 만료되기 전에 다시 만들어집니다.
ref-served-here = 준비됨: 서비스가 여기서 가져갑니다.
ref-upload-failed = 업로드되지 않음: { $error }
ref-upload-retry = 다시 시도
    .name = 참조 이미지 { $number } 다시 업로드
ref-uploading = 업로드 중…
ref-upload-add-again = 업로드하려면 파일을 다시 추가하세요.
ref-full = { $field }에는 이미지를 최대 { $max }개까지 넣을 수 있습니다
ref-add-picture = 이미지 추가…
    .hint = 이 컴퓨터의 JPEG, PNG, WebP 이미지를 선택합니다(창에 끌어다 놓아도 됩니다)
ref-paste-picture = 이미지 붙여 넣기
    .hint = 클립보드의 이미지를 추가합니다(이미지 편집기나 브라우저에서 복사한 것)
ref-from-results = 결과에서…
    .hint = 이 프로필로 서비스가 만든 이미지
ref-add-url = 이미지 URL 추가
    .hint = 웹에 있는 이미지의 주소를 추가합니다
ref-count = { $count }/최대 { $max }
ref-hosting-sandbox = 이 컴퓨터의 이미지는 이 컴퓨터에 남습니다. 오프라인 샌드박스가 보관합니다.
ref-hosting-bucket = 이 컴퓨터의 이미지는 추가하는 즉시 버킷 “{ $bucket }”에 업로드되며, 서비스는 { $hours } h 동안 유효한 링크를 받습니다.
ref-hosting-receiver = 이 컴퓨터의 이미지는 GenDesk가 { $tunnel }을(를) 통해 제공합니다. 작업이 시작될 때까지 GenDesk를 열어 두세요.
ref-hosting-unset = 이 계정에서 이 컴퓨터의 이미지를 사용하려면 설정 { $arrow } 참조 이미지에서 버킷이나 터널을 설정하세요. 이미지 URL은 그대로 사용할 수 있습니다.

## 이미지 읽기, 클립보드, 주소 확인

ref-dialog-title = 참조 이미지 선택
ref-dialog-filter = 이미지
ref-dialog-instead = 대신 이미지를 창에 끌어다 놓거나 하나를 붙여 넣으세요
ref-paste-nothing = 클립보드에 이미지가 없습니다. 이미지 편집기나 브라우저에서 이미지를 복사(이미지 복사)한 뒤 다시 붙여 넣거나, 파일을 창에 끌어다 놓으세요.
ref-paste-no-clipboard = 클립보드를 읽을 수 없습니다({ $error }). 대신 이미지 파일을 창에 끌어다 놓으세요.
ref-paste-unreadable = 클립보드의 이미지를 읽을 수 없습니다({ $error }). 대신 이미지 파일을 창에 끌어다 놓으세요.
ref-paste-not-png = 붙여 넣은 이미지를 PNG로 저장할 수 없습니다({ $error }).
ref-paste-not-kept = 붙여 넣은 이미지를 { $folder }에 보관할 수 없습니다({ $error }). 폴더에 쓸 수 있는지 확인하세요.
ref-url-too-large = 크기가 10 MB 이상입니다. 참조 이미지는 10 MB 미만이어야 합니다.
ref-url-nothing-local = 이 컴퓨터의 이 주소에서 응답이 없습니다. 주소를 확인하세요.

## 설정 → 참조 이미지(저장 후)

ref-settings-saved = “{ $profile }”의 참조 이미지가 설정되었습니다.
ref-secret-session-only = 버킷의 시크릿 키는 이번 세션 동안만 보관됩니다: { $error }

# $size is the picture's size, e.g. "12.4 MB"; no full stop (it is added around it).
ref-problem-too-large = { $size }는 너무 큽니다. 참조 이미지는 10 MB 미만이어야 합니다

# $format is a picture format such as GIF or BMP; no full stop.
ref-problem-other-type = { $format } 이미지는 사용할 수 없습니다. 참조 이미지는 JPEG, PNG 또는 WebP여야 합니다
