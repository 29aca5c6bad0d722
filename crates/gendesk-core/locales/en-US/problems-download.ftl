# Why a download of a result file failed or had to start again: refused addresses and
# redirects, what the server did, and file names that cannot be used. They follow "the result
# URL is not usable:" or "network error:", or are what the file system said.

## Result addresses and redirects that are refused (download/result_url.rs). $max is a number
## of redirects; $scheme a URL scheme such as ftp.

problem-download-too-many-redirects = more than { $max } redirects
problem-download-redirect-not-http = redirected to a non-http URL ({ $scheme }:)
problem-download-redirect-credentials = redirected to a URL with credentials
problem-download-no-host = it has no host
problem-download-credentials = it contains a user name or password

## A connection that did not bring the whole file (download/job.rs). $why is what went wrong
## (often in English, from the network library); $attempts a number of tries; $seconds a
## number of seconds; $offset, $done and $total are numbers of bytes; $status an HTTP status
## code.

problem-download-gave-up = { $why } (gave up after { $attempts } resume attempts)
problem-download-no-answer = no answer within { $seconds } s
problem-download-no-data = no data for { $seconds } s
problem-download-resumed-elsewhere = the server resumed at another position than byte { $offset }
problem-download-no-such-byte = the server has no byte { $offset } of the file
problem-download-server-error = the server answered HTTP { $status }
problem-download-ended-early = the connection ended after { $done } of { $total } bytes
problem-download-too-many-bytes = the server sent { $done } bytes, more than the { $total } it announced

## The downloaded file's name (download/part_file.rs). $count is a number of files.

problem-download-name-taken = { $count } files of this name already exist
problem-download-outside-folder = the file name would leave the download folder
