# Errors of transfers: GenDesk's own updates, result downloads and previews, download file-name patterns, the webhook receiver and `gendesk webhook verify`, Insights exports and periods.

## Updates of GenDesk (update/error.rs). The update feed is the signed file that announces new versions.

err-update-disabled = 이 GenDesk는 배포판 패키지용으로 빌드되었습니다. 새 버전은 패키지 관리자가 제공합니다
err-update-feed-address = 업데이트 피드 주소 { $url }을(를) 사용할 수 없습니다({ $reason }). 설정 → 업데이트에서 https:// 주소를 입력하세요
err-update-unreachable = 업데이트 피드에 연결할 수 없습니다({ $reason }). 연결을 확인하고 다시 시도하세요
err-update-http-status = 업데이트 피드의 서버가 { $url }에 대해 HTTP { $status }(으)로 응답했습니다. 나중에 다시 시도하세요
err-update-feed-too-large = 업데이트 피드가 { $limit }바이트보다 커서 읽지 않았습니다
err-update-signature-unreadable = 업데이트 피드의 서명을 읽을 수 없습니다({ $reason }). 피드를 사용하지 않았습니다
err-update-untrusted-key = 업데이트 피드가 이 GenDesk가 신뢰하지 않는 키로 서명되었습니다. 피드를 사용하지 않았습니다
err-update-bad-signature = 업데이트 피드의 서명이 내용과 일치하지 않습니다. 서명 후에 변경되었으므로 사용하지 않았습니다
err-update-comment-mismatch = 업데이트 피드의 서명된 주석({ $comment })과 피드가 알리는 버전({ $version })이 다릅니다. 피드를 사용하지 않았습니다
err-update-malformed = 업데이트 피드가 이 GenDesk가 이해할 수 없는 형식입니다({ $reason }). 피드를 사용하지 않았습니다
err-update-insecure-address = 업데이트 피드에 https://도 아니고 이 컴퓨터의 주소도 아닌 주소가 있습니다({ $url }). 피드를 사용하지 않았습니다
err-update-older-feed = 이 업데이트 피드는 { $published }에 게시되어 이미 본 피드({ $last })보다 이전 것입니다. 오래된 사본이므로 사용하지 않았습니다
err-update-no-package = { $kind ->
        [matching] 이 업데이트에는 맞는 패키지가 없습니다
       *[other] 이 업데이트에는 “{ $kind }” 패키지가 없습니다
    }. 대신 프로젝트 페이지에서 다운로드하세요
err-update-download = 업데이트를 다운로드할 수 없습니다: { $error }
err-update-size-mismatch = 다운로드한 업데이트는 { $actual }바이트이지만 서명된 피드에는 { $expected }바이트로 되어 있습니다. 파일을 삭제했으며 아무것도 설치하지 않았습니다
err-update-hash-mismatch = 다운로드한 업데이트의 SHA-256이 서명된 피드와 일치하지 않습니다. 파일을 삭제했으며 아무것도 설치하지 않았습니다
err-update-io = { $path }을(를) { $action ->
        [read] 읽을
        [written] 쓸
        [removed] 삭제할
       *[other] { $action }
    } 수 없습니다: { $cause }. 폴더의 권한과 여유 공간을 확인하세요
err-update-install = 업데이트를 설치할 수 없습니다({ $reason }). 이 버전은 계속 작동합니다
err-update-catalog = 업데이트된 모델 카탈로그가 거부되었습니다({ $error }). 이전 카탈로그를 계속 사용합니다

## Result downloads (download/mod.rs). The history keeps these; core-download-… words them for the window.

err-download-not-http = http와 https 결과 URL만 다운로드할 수 있습니다. { $scheme }은(는) 다운로드할 수 없습니다
err-download-invalid-url = 결과 URL을 사용할 수 없습니다: { $reason }
err-download-expired = 결과 URL이 만료되었습니다(발급 후 24시간)
err-download-http-status = 서버가 HTTP { $status }(으)로 응답했습니다
err-download-too-large = 파일이 한도인 { $limit }바이트보다 큽니다
err-download-no-space = { $path }을(를) 쓰는 중 디스크 공간이 부족합니다
err-download-io = { $path }에 쓸 수 없습니다: { $cause }
err-download-local-gone = 이 컴퓨터의 결과 URL 주소에서 응답이 없습니다
err-download-network = 네트워크 오류: { $reason }
err-download-cancelled = 다운로드가 취소되었습니다
err-download-setup = 다운로더를 준비할 수 없습니다: { $reason }

## File-name patterns for downloads (download/name_pattern.rs): shown under the pattern in Settings.
## Field names in braces ({model}, {n}, {prompt:30}) are typed as they are: never translate them.

err-name-pattern-empty = 패턴이 비어 있습니다. {"{model}"} 같은 필드를 하나 이상 넣으세요.
err-name-pattern-unclosed = “{"{"}”를 닫는 “{"}"}”가 없습니다(“{ $before }” 다음). 필드를 닫거나 중괄호를 지우세요.
err-name-pattern-stray-brace = “{"}"}”가 닫는 필드가 없습니다(“{ $before }” 다음). 지우세요.
err-name-pattern-unknown-field = “{"{"}{ $name }{"}"}”은(는) 필드가 아닙니다. 필드는 { $fields }입니다.
err-name-pattern-bad-length = “{"{"}{ $field }:{ $length }{"}"}”의 콜론 뒤에는 1에서 { $max } 사이의 길이가 필요합니다.
err-name-pattern-absolute = 패턴이 “/”로 시작합니다. 패턴은 다운로드 폴더 안의 위치를 가리키므로 맨 앞의 슬래시를 지우세요.
err-name-pattern-parent-folder = “{ $part }”은(는) 폴더로 쓸 수 없습니다. 파일은 다운로드 폴더 안에 있어야 합니다.
err-name-pattern-no-file-name = 패턴이 폴더로 끝납니다. 마지막 “/” 뒤에 {"{n}"} 같은 파일 이름을 추가하세요.
err-name-pattern-too-deep = 패턴이 폴더를 { $count }단계로 중첩합니다. 최대 { $max }단계까지 허용됩니다.

## Result previews (media/fetch.rs).

err-fetch-bad-url = 결과 주소를 열 수 없습니다: { $reason }
err-fetch-gone = 결과 링크가 더 이상 작동하지 않습니다(HTTP { $status }). 결과 링크는 작업이 끝나고 24시간 후에 만료되므로 다운로드한 사본만 표시할 수 있습니다
err-fetch-status = 서버가 결과 파일에 대해 HTTP { $status }(으)로 응답했습니다. 나중에 다시 시도하세요
err-fetch-too-large = 파일이 { $mib } MiB보다 커서 미리 보기에는 너무 큽니다. 대신 다운로드하세요
err-fetch-network = 결과 파일을 가져올 수 없습니다({ $reason }). 연결을 확인하고 다시 시도하세요
err-fetch-local-gone = 이 결과의 링크는 더 이상 쓸 수 없습니다. 이 컴퓨터의 해당 주소에서 응답이 없으므로(결과를 만든 오프라인 샌드박스가 지금은 다른 주소에서 실행 중입니다) 다운로드한 사본으로만 표시할 수 있습니다

## gendesk webhook verify (webhooks/cli.rs). $variable is an environment variable's name; the command line after "for example:" is typed as it is.

err-webhook-cli-secret-unset = 환경 변수 { $variable }이(가) 설정되지 않았습니다. 웹훅 서명 시크릿을 넣으세요(GenDesk는 명령줄에서 시크릿을 받지 않습니다). 예: { $variable }="$(cat secret.txt)" gendesk webhook verify --secret-env { $variable } …
err-webhook-cli-secret-empty = 환경 변수 { $variable }이(가) 비어 있습니다. 웹훅 서명 시크릿을 넣으세요. 빈 시크릿으로는 아무것도 검증할 수 없습니다.
err-webhook-cli-secret-not-text = 환경 변수 { $variable }의 값이 UTF-8 텍스트가 아닙니다. 서비스에 표시된 그대로 서명 시크릿을 다시 복사하세요.
err-webhook-cli-stdin = 표준 입력에서 본문을 읽을 수 없습니다: { $cause }. 원본 본문을 파이프로 명령에 전달하세요.
err-webhook-cli-body-too-large = 표준 입력의 본문이 { $limit }바이트보다 큽니다. 웹훅이 담는 양보다 훨씬 많습니다. 올바른 파일을 파이프로 전달했는지 확인하세요.

## The webhook receiver (webhooks/receiver.rs); core-receiver-… words these for the window.

err-receiver-port-taken = 127.0.0.1의 포트 { $port }은(는) 이미 사용 중입니다
err-receiver-bind = 127.0.0.1 포트 { $port }에서 대기할 수 없습니다: { $cause }

## Insights exports (insights/export.rs). $error is the writer's reason, in English.

err-export-csv = CSV를 쓸 수 없습니다: { $error }
err-export-json = JSON을 쓸 수 없습니다: { $error }
err-export-finish = CSV를 마무리할 수 없습니다: { $error }

## Periods of `gendesk report` (insights/period.rs). 24h, 7d, 30d and 2026-11-01 are typed as they are.

err-period-unreadable = { $given }은(는) 기간이 아닙니다. 24h, 7d, 30d 같은 길이나 2026-11-01 같은 날짜를 입력하세요
err-period-backwards = 기간의 끝이 시작보다 앞섭니다({ $since }이(가) { $until }보다 나중입니다)
