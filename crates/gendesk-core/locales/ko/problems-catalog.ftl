# 모델 카탈로그, 업데이트 피드, 설치 중인 업데이트, 참조 이미지와 그 보관 위치의 문제:
# err-catalog-…, err-update-…, err-references-… 메시지 안의 이유와 몇 가지 독립된 문장.

## 필드 자신이 받지 않는 기본값(catalog/field_doc.rs): err-catalog-field-bad-default의
## $reason입니다. $values는 필드 값의 JSON 목록입니다.

problem-catalog-default-text = 이 필드는 텍스트를 받습니다
problem-catalog-default-enum = 필드 값 { $values } 중 하나가 아닙니다
problem-catalog-default-bool = 이 필드는 true 또는 false입니다
problem-catalog-default-integer = 이 필드는 정수를 받습니다
problem-catalog-default-bounds = 필드의 범위를 벗어납니다
problem-catalog-default-number = 이 필드는 숫자를 받습니다
problem-catalog-default-urls = 이 필드는 URL 목록을 받습니다

## 종류별 공통 필드(catalog/template.rs). $kind는 종류 코드(image, video, audio), $key는 따옴표로
## 묶은 필드 키입니다.

problem-catalog-template-missing-field = { $kind } 모델에 { $key } 필드가 없습니다
problem-catalog-template-field-twice = { $kind } 모델에 필드 { $key }이(가) 두 번 있습니다

## 업데이트 피드와 서명(update/feed.rs, update/signature.rs, update/updater.rs):
## err-update-malformed, err-update-signature-unreadable, err-update-feed-address의 $reason입니다.
## $found와 $expected는 형식 번호, $limit은 글자 수, $sha256은 찾은 값(따옴표 포함)입니다.

problem-catalog-feed-format = 형식이 { $found }이지만 { $expected }이어야 합니다. 더 새로운 GenDesk는 읽을 수 있을지도 모릅니다
problem-catalog-feed-notes-too-long = 릴리스 노트가 { $limit }자보다 깁니다
# 이유가 어느 파일에 관한 것인지 밝힙니다. $what은 아래의 “모델 카탈로그” 또는 패키지 종류(update-kind-…)입니다.
problem-catalog-feed-file = { $what }: { $reason }
problem-catalog-feed-catalogue = 모델 카탈로그
problem-catalog-feed-zero-size = 크기가 0바이트입니다
problem-catalog-feed-bad-sha256 = sha256 { $sha256 }이(가) 소문자 16진수 64자리가 아닙니다
problem-catalog-feed-address-scheme = https://로 시작해야 합니다(이 컴퓨터로 가는 http://도 가능)
problem-catalog-signature-not-text = 텍스트가 아닙니다
problem-catalog-signature-legacy = minisign의 레거시 모드로 만들어졌습니다. `minisign -S`(해시 방식)로 서명하세요

## 업데이트 피드에서 받은 모델 카탈로그(update/catalog_store.rs). $path는 파일, $cause는 시스템의
## 설명(대개 영어), $why는 저장된 카탈로그의 문제, $found와 $expected는 카탈로그 버전입니다.

problem-catalog-stored-unreadable = { $path }을(를) 읽을 수 없습니다({ $cause })
problem-catalog-stored-passed-over = 업데이트된 모델 카탈로그를 사용할 수 없어({ $why }) 기본 제공 카탈로그를 표시합니다.
problem-catalog-update-not-utf8 = UTF-8 텍스트가 아닙니다
problem-catalog-update-version-mismatch = 버전이 { $found }(으)로 되어 있지만 서명된 피드에는 { $expected }(으)로 되어 있습니다

## GenDesk가 업데이트를 직접 설치하지 않는 이유(update/install/mod.rs). 업데이트 알림 아래에 표시됩니다.

problem-catalog-announce-system-package = GenDesk는 시스템의 패키지 관리자로 설치되었으므로 새 버전도 패키지 관리자가 설치합니다.
problem-catalog-announce-not-writable = 이 사용자는 GenDesk 폴더를 변경할 수 없으므로 새 버전은 직접 설치해야 합니다.
problem-catalog-announce-macos = macOS에서는 새 버전을 디스크 이미지에서 설치합니다.
problem-catalog-announce-not-installed = 이 GenDesk는 패키지로 설치되지 않았으므로 스스로를 교체할 수 없습니다.

## 업데이트 설치(update/install/tarball.rs, update/install/windows.rs): err-update-install의
## $reason입니다. $cause는 시스템의 설명(대개 영어), $why는 아래 버전 메시지 중 하나 또는 시스템의
## 설명, $status는 프로그램이 끝난 방식(영어), $line은 출력 내용(따옴표 포함), $version은 기대한
## 버전입니다.

problem-catalog-install-unpack = 압축 파일을 풀 수 없습니다: { $cause }
problem-catalog-install-no-folder = 압축 파일에 bin/gendesk가 든 폴더가 하나만 있지 않습니다
problem-catalog-install-no-start = 새 버전이 시작되지 않았습니다({ $why })
problem-catalog-install-version-timeout = --version이 { $seconds }초 안에 응답하지 않았습니다
problem-catalog-install-version-exit = --version이 { $status }(으)로 끝났습니다
problem-catalog-install-version-wrong = 출력이 { $line }(으)로, 버전 { $version }이(가) 아닙니다
problem-catalog-install-replace = 실행 파일을 교체할 수 없습니다: { $cause }
problem-catalog-install-installer = 설치 프로그램을 시작할 수 없습니다: { $cause }

## 참조 이미지(references/bucket.rs, picture.rs, sandbox_upload.rs): err-references-… 메시지 안의
## 이유입니다. $cause는 시스템이나 디코더의 설명(대개 영어), $width와 $height는 픽셀 수입니다.

problem-catalog-bucket-endpoint = 엔드포인트: { $cause }
problem-catalog-bucket-no-name = 버킷 이름이 없습니다
problem-catalog-bucket-read-back = 테스트 파일을 다시 읽었더니 쓴 내용과 달랐습니다
problem-catalog-picture-no-pixels = 헤더에는 { $width } × { $height }픽셀로 되어 있어 이미지가 없습니다
problem-catalog-picture-too-many-pixels = { $width }×{ $height }픽셀은 GenDesk가 디코딩하는 크기보다 큽니다
problem-catalog-sandbox-unreadable-answer = 읽을 수 없는 응답입니다({ $cause })
problem-catalog-sandbox-no-url = 응답에 url이 없습니다
