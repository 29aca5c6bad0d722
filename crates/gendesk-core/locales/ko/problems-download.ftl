# 결과 파일 다운로드가 실패했거나 처음부터 다시 해야 했던 이유: 거부한 주소와 리디렉션,
# 서버의 동작, 쓸 수 없는 파일 이름.

## 거부한 결과 주소와 리디렉션(download/result_url.rs).

problem-download-too-many-redirects = 리디렉션이 { $max }회를 넘었습니다
problem-download-redirect-not-http = http가 아닌 URL({ $scheme }:)로 리디렉션되었습니다
problem-download-redirect-credentials = 인증 정보가 들어 있는 URL로 리디렉션되었습니다
problem-download-no-host = 호스트가 없습니다
problem-download-credentials = 사용자 이름이나 비밀번호가 들어 있습니다

## 파일 전체를 받지 못한 연결(download/job.rs).

problem-download-gave-up = { $why }(이어받기를 { $attempts }회 시도한 뒤 중단했습니다)
problem-download-no-answer = { $seconds }초 안에 응답이 없습니다
problem-download-no-data = { $seconds }초 동안 데이터가 오지 않았습니다
problem-download-resumed-elsewhere = 서버가 { $offset }바이트 위치가 아닌 다른 위치부터 이어서 보냈습니다
problem-download-no-such-byte = 서버의 파일에 { $offset }바이트 위치가 없습니다
problem-download-server-error = 서버가 HTTP { $status }(으)로 응답했습니다
problem-download-ended-early = { $total }바이트 중 { $done }바이트를 받은 뒤 연결이 끊겼습니다
problem-download-too-many-bytes = 서버가 알린 { $total }바이트보다 많은 { $done }바이트를 보냈습니다

## 다운로드한 파일의 이름(download/part_file.rs).

problem-download-name-taken = 이 이름의 파일이 이미 { $count }개 있습니다
problem-download-outside-folder = 이 파일 이름은 다운로드 폴더 밖을 가리킵니다
