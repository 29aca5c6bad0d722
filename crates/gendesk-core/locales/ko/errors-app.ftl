# Errors of the app itself: the history database, profiles, network settings, the keyring, the data folder and its lock, the log, the engine, provenance records and the window.

## The history database (store/error.rs).

err-store-create-dir = 기록 데이터베이스 폴더 { $path }을(를) 만들 수 없습니다: { $cause }. 디스크와 권한을 확인하세요
err-store-open = { $path }의 기록 데이터베이스를 열 수 없습니다: { $cause }. 디스크와 권한을 확인하거나, 파일을 다른 곳으로 옮겨 새 기록을 시작하세요
err-store-no-wal = { $path }의 기록 데이터베이스는 미리 쓰기 로그(WAL)를 사용할 수 없습니다(저널 모드가 { $mode }(으)로 남아 있음). 기록을 로컬 디스크에 두세요
err-store-too-new = { $path }의 기록 데이터베이스는 더 새로운 GenDesk가 쓴 것입니다(스키마 버전 { $found }, 이 빌드는 { $supported }까지 지원). 파일은 그대로 두었습니다. GenDesk를 업데이트하거나, 파일을 다른 곳으로 옮겨 새 기록을 시작하세요
err-store-migration = { $path }의 기록 데이터베이스를 스키마 버전 { $version }(으)로 업그레이드하지 못했습니다: { $cause }. 버전 { $version_before }에 그대로 있습니다. 디스크 여유 공간을 확인하고 GenDesk를 다시 시작하세요
err-store-busy = { $path }의 기록 데이터베이스가 “{ $doing }” 중에 계속 잠겨 있었습니다. 다른 GenDesk 창이나 백업 도구가 사용 중일 수 있습니다. 그것을 닫고 다시 시도하세요
err-store-disk-full = { $path }의 기록 데이터베이스가 있는 디스크가 가득 찼습니다({ $doing }). 공간을 확보하세요
err-store-conflict = “{ $doing }” 작업이 기록에 이미 있는 내용과 충돌합니다: { $cause }
err-store-database = { $path }의 기록 데이터베이스에서 “{ $doing }” 중에 오류가 발생했습니다: { $cause }. 반복되면 디스크와 권한을 확인하세요
err-store-not-found = { $what } { $id }이(가) 기록에 없습니다. 프로필과 함께 삭제되었을 수 있습니다
err-store-wrong-phase = 작업 행 { $row }이(가) `{ $phase }` 상태이므로 “{ $action }” 처리를 할 수 없습니다
err-store-duplicate-task-id = 작업 { $task_id }은(는) 이미 이 프로필의 작업 행 { $existing }(으)로 기록되어 있습니다. 서비스가 이전에 준 ID를 다시 반환했습니다
err-store-file-name-taken = 다른 다운로드가 이미 { $target_dir }의 { $file_name }에 쓰고 있습니다. 다른 이름을 선택하세요
err-store-invalid-input = 기록에 이 내용을 저장할 수 없습니다: { $detail }

## Profiles (config/profiles.rs).

err-profiles-io = 프로필 파일 { $path }을(를) { $action ->
        [read] 읽을
       *[other] 저장할
    } 수 없습니다: { $cause }. 폴더 권한과 여유 공간을 확인하세요
err-profiles-damaged = 프로필 파일 { $path }이(가) 손상되었습니다({ $reason }). 고치거나 다른 곳으로 옮기세요. 그러면 GenDesk가 프로필 없이 시작합니다
err-profiles-duplicate-name = { $name }(이)라는 프로필이 이미 있습니다. 다른 이름을 선택하세요
err-profiles-not-found = { $name }(이)라는 프로필이 없습니다
err-profiles-empty-name = 프로필에 이름이 필요합니다

## Network settings (config/network.rs).

err-network-no-host = 사용자 지정 프록시에 호스트가 없습니다. 네트워크 설정에서 이름이나 주소를 입력하세요
err-network-address = 사용자 지정 프록시의 주소를 사용할 수 없습니다: { $reason }
err-network-ca-file = 추가 인증 기관 파일 { $path }을(를) 읽을 수 없습니다({ $reason }). 네트워크 설정에서 다른 파일을 선택하거나 제거하세요
err-network-password = 프록시 비밀번호를 읽을 수 없습니다({ $reason }). 네트워크 설정에서 다시 입력하세요
err-network-file = 네트워크 설정 파일 { $path }을(를) { $action ->
        [read] 읽을
       *[other] 저장할
    } 수 없습니다({ $reason })

## The system keyring (config/secrets.rs).

err-secrets-keyring = 시스템 키링이 “{ $what }”을(를) { $action ->
        [store] 저장하지
        [read] 읽지
       *[other] 삭제하지
    } 못했습니다: { $reason }. GenDesk를 닫을 때까지 이 세션 동안만 “{ $what }”을(를) 보관할 수 있습니다
err-secrets-stored = 키링에 저장된 API 키를 사용할 수 없습니다({ $reason }). 프로필에서 다시 입력하세요
err-secrets-unreadable-secrets = 키링에 저장된 웹훅 서명 시크릿을 읽을 수 없습니다({ $reason }). GenDesk가 서비스에서 현재 시크릿을 다시 가져오지만, 이전 버전으로 서명된 전송은 그 버전을 다시 알게 될 때까지 확인할 수 없습니다

## GenDesk's folders (config/paths.rs).

err-paths-no-home = GenDesk 설정을 둘 홈 폴더를 찾을 수 없습니다. --data-dir <folder>로 시작하세요

## One GenDesk per data folder (instance/mod.rs).

err-instance-lock-file = GenDesk가 잠금 파일 { $path }을(를) 만들 수 없습니다: { $cause }. 데이터 폴더에 쓸 수 있는지 확인하세요
err-instance-socket = GenDesk가 두 번째로 실행될 때 이 창을 앞으로 가져오는 데 쓰는 로컬 소켓({ $name })을 열 수 없습니다: { $cause }

## The log file (logging.rs).

err-logging-folder = 로그 폴더 { $path }을(를) 만들 수 없습니다: { $cause }
err-logging-already-set = 로깅이 이미 설정되어 있습니다: { $reason }

## The engine (engine/mod.rs, engine/store_handle.rs).

err-engine-store-join = 기록 데이터베이스 작업자가 예기치 않게 멈췄습니다: { $reason }
err-engine-runtime = 백그라운드 작업자를 시작할 수 없습니다: { $cause }
err-engine-busy = GenDesk가 아직 이전 요청을 처리하고 있습니다. 잠시 후 다시 시도하세요
err-engine-stopped = 백그라운드 작업자가 멈췄습니다. GenDesk를 다시 시작하세요

## Provenance records: the prompt and settings written into a downloaded file (provenance/mod.rs).

err-provenance-damaged = 이 파일은 온전한 { $format } 파일이 아닙니다: { $detail }
err-provenance-too-large = 기록이 너무 커서 { $format } 파일에 넣을 수 없습니다
err-provenance-unsupported = { $format }에는 기록을 넣을 수 없습니다
err-provenance-encode = 기록을 인코딩할 수 없습니다: { $reason }
err-provenance-io = 파일을 읽거나 쓸 수 없습니다: { $cause }

## The window (src/ui/mod.rs).

err-ui-window = GenDesk 창을 열 수 없습니다: { $reason }. Linux에서는 데스크톱 세션(X11 또는 Wayland)이 실행 중인지 확인하세요

## Portable use (portable/): the marker beside GenDesk and the encrypted keys' file.
err-portable-io = 휴대용 표시 파일 { $file }을(를) 읽거나 쓸 수 없습니다: { $reason }
err-portable-marker = 휴대용 표시 파일 { $file }을(를) 이해할 수 없습니다({ $reason }). 비워 두거나 keys = "file" 또는 keys = "keyring"을 쓰세요
err-key-file-wrong-passphrase = 이 암호 문구로는 키를 열 수 없습니다. 처음 보관할 때와 똑같이 다시 입력하세요
err-key-file-empty-passphrase = 키를 보호할 암호 문구를 정하세요
err-key-file-io = 키 파일 { $file }을(를) 읽거나 쓸 수 없습니다: { $reason }
err-key-file-damaged = 키 파일 { $file }이(가) 손상되었거나 바뀌었습니다({ $reason }). 백업에서 되돌리거나, 지우고 키 없이 시작하세요
