# "Export diagnostics…" and `gendesk diagnostics`: one zip for a bug report, with no secret in it (diagnostics/).

diagnostics-saved = { $file } 파일을 저장했습니다({ $size }): 로그 파일 { $logs }개, 충돌 보고서 { $crashes }개, 설정 파일 { $settings }개, { $history }. 키, 비밀번호, 결과 링크는 들어 있지 않습니다.
diagnostics-history-none = 기록 없음
diagnostics-history-unreadable = 기록(읽을 수 없음, about.txt 참조)
diagnostics-history-counts = 기록 집계(프롬프트 제외)
diagnostics-history-prompts = 기록 집계와 최근 작업 { $prompts }개의 프롬프트
diagnostics-too-large = 압축을 풀면 { $limit }를 넘습니다

err-diagnostics-is-a-folder = { $path }은(는) 폴더입니다. 진단 정보의 파일 이름을 지정하세요(예: { $example })
err-diagnostics-no-folder = { $folder } 폴더가 없습니다. 진단 정보를 기존 폴더에 저장하세요
err-diagnostics-write = 진단 파일 { $path }을(를) 쓸 수 없습니다: { $reason }. 폴더에 쓸 수 있는지, 디스크에 공간이 있는지 확인한 다음 다시 시도하세요
err-diagnostics-read = 진단 파일 { $path }을(를) 읽을 수 없습니다: { $reason }
