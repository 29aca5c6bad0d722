# 파일 하나로 백업과 복원(gendesk-core의 backup/, `gendesk backup`과 `gendesk restore`).

## 오류

err-backup-io = { $path }을(를) 읽거나 쓸 수 없습니다: { $reason }. 디스크와 권한을 확인하세요
err-backup-history = 기록을 복사할 수 없습니다: { $reason }
err-backup-damaged = { $file }을(를) 거부했으며 아무것도 바꾸지 않았습니다: { $reason }
err-backup-newer-format = 이 백업은 더 새로운 GenDesk로 만들었습니다(백업 형식 { $found }, 이 GenDesk는 { $known }까지 읽음): 먼저 GenDesk를 업데이트하세요. 아무것도 바꾸지 않았습니다
err-backup-newer-history = 이 백업은 더 새로운 GenDesk로 만들었습니다(기록 버전 { $found }, 이 GenDesk는 { $known }까지 읽음): 먼저 GenDesk를 업데이트하세요. 아무것도 바꾸지 않았습니다
err-backup-wrong-passphrase = 이 암호 문구로는 백업의 키와 시크릿을 열 수 없습니다. 아무것도 바꾸지 않았습니다. 백업을 만들 때와 똑같이 다시 입력하세요
err-backup-secrets = 키와 시크릿을 저장하거나 읽을 수 없습니다: { $reason }
err-backup-settings = 설정을 읽거나 바꿀 수 없습니다: { $reason }
err-backup-interrupted = 복원이 도중에 멈췄습니다: { $reason }. 이전 데이터는 { $safety }에 있습니다. 되돌리려면 이 파일을 복원하세요

## 파일의 문제

backup-problem-not-a-zip = GenDesk 백업이 아니거나 파일이 잘렸습니다({ $reason })
backup-problem-no-seal = GenDesk 백업이 아니거나 끝부분이 손상되었습니다
backup-problem-seal-mismatch = 내용이 체크섬과 맞지 않습니다: 파일이 손상되었거나 만든 뒤에 바뀌었습니다
backup-problem-no-manifest = 내용 목록(manifest.json)이 없습니다
backup-problem-manifest = 내용 목록을 읽을 수 없습니다({ $reason })
backup-problem-manifest-too-big = 내용 목록이 너무 큽니다
backup-problem-bad-name = GenDesk가 받아들이지 않는 이름의 파일이 있습니다({ $entry })
backup-problem-missing-entry = { $entry }이(가) 없습니다
backup-problem-unlisted-entry = 내용 목록에 없는 { $entry }이(가) 들어 있습니다
backup-problem-unreadable-entry = { $entry }을(를) 읽을 수 없습니다({ $reason })
backup-problem-entry-changed = { $entry }이(가) 크기나 체크섬과 맞지 않습니다

## 그 밖의 이유

backup-problem-history-busy = 기록이 계속 사용 중이었습니다. GenDesk의 다른 창을 닫거나 잠시 기다렸다가 다시 시도하세요
backup-problem-no-keyring-given = 키를 읽을 키링이 주어지지 않았습니다
backup-problem-empty-passphrase = 암호 문구가 비어 있습니다. 백업의 키를 보호할 암호 문구를 정하세요
backup-problem-secrets-unreadable = 복호화한 키와 시크릿을 읽을 수 없습니다({ $line }행, { $column }열)
backup-problem-path-not-text = 폴더 이름이 SQLite가 열 수 있는 텍스트가 아닙니다. 데이터 폴더를 더 단순한 이름의 위치로 옮기세요
backup-problem-unknown-table = 기록에 이 GenDesk가 병합할 수 없는 테이블이 있습니다({ $table }). 대신 바꾸기로 복원하세요

## gendesk backup / gendesk restore

backup-cli-no-passphrase = --with-secrets를 쓰려면 환경 변수 GENDESK_BACKUP_PASSPHRASE에 암호 문구가 있어야 합니다. 변수를 설정하거나 --with-secrets를 빼세요
backup-cli-exists = { $file }이(가) 이미 있습니다. 다른 이름을 고르거나 먼저 그 파일을 옮기세요
backup-cli-busy = 이 데이터 폴더({ $folder })를 GenDesk가 열고 있습니다. GenDesk를 닫은 뒤 다시 복원하세요
backup-cli-written = 백업을 썼습니다: { $file }({ $size })
backup-cli-history = 기록: 작업 { $tasks }개, 배치 { $batches }개, 다운로드 기록 { $downloads }개, 프로필 { $profiles }개
backup-cli-files = 파일: { $files }
backup-cli-results-included = 다운로드한 결과: 포함
backup-cli-secrets-included = 키와 시크릿: 포함, 암호 문구로 암호화됨
backup-cli-secrets-left-out = 키와 시크릿: 포함하지 않음(--with-secrets로 암호화해서 추가)
backup-cli-skipped = 제외됨(이름이 텍스트가 아님): { $files }
backup-cli-restored-replace = { $file }에서 복원했습니다: 기록과 설정을 바꿨습니다
backup-cli-restored-merge = { $file }에서 병합했습니다: 작업 { $added }개 추가, { $present }개는 이미 있음. 배치 { $batches }개, 다운로드 기록 { $downloads }개 추가
backup-cli-profiles-added = 추가한 프로필: { $names }
backup-cli-settings-written = 쓴 설정 파일: { $count }
backup-cli-results-restored = 다운로드한 결과: { $written }개 씀, { $kept }개는 이미 있음(유지)
backup-cli-safety = 이전 데이터: { $file }
backup-cli-secrets-restored = 키와 시크릿: { $saved }개 저장, { $kept }개는 이미 있음(유지)
backup-cli-secrets-skipped = 키와 시크릿: 건너뜀. 백업에 들어 있지만 GENDESK_BACKUP_PASSPHRASE가 설정되지 않았습니다
backup-cli-secrets-none = 키와 시크릿: 이 백업에는 없음
backup-cli-no-key = API 키가 없는 프로필: { $names }. GenDesk의 프로필 설정에서 키를 추가하세요

## The progress bar's steps (work_progress.rs) and the report after a restore (restore_report.rs).
backup-step-checking = 파일을 확인하는 중…
backup-step-history = 기록을 복사하는 중…
backup-step-settings = 설정과 프로필…
backup-step-results = 다운로드한 결과…
backup-step-secrets = 키와 비밀…
backup-step-safety = 지금 내용의 사본을 남기는 중…
backup-step-restoring = 복원하는 중…
restore-report-title = 백업을 복원했습니다
restore-report-failed-title = 백업을 복원하지 못했습니다
restore-report-secrets-skipped = 키와 비밀: 암호 문구를 입력하지 않아 제외했습니다
restore-report-show-earlier = 이전 데이터 보기
restore-report-close = 닫기
