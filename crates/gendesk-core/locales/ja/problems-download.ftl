# 結果ファイルのダウンロードが失敗した理由、またはやり直しになった理由：拒否したアドレスと
# リダイレクト、サーバーの動作、使えないファイル名。

## 拒否した結果のアドレスとリダイレクト（download/result_url.rs）。

problem-download-too-many-redirects = リダイレクトが { $max } 回を超えました
problem-download-redirect-not-http = http 以外の URL（{ $scheme }:）にリダイレクトされました
problem-download-redirect-credentials = 認証情報を含む URL にリダイレクトされました
problem-download-no-host = ホストがありません
problem-download-credentials = ユーザー名またはパスワードが含まれています

## ファイル全体を受け取れなかった接続（download/job.rs）。

problem-download-gave-up = { $why }（再開を { $attempts } 回試みたため、中止しました）
problem-download-no-answer = { $seconds } 秒以内に応答がありません
problem-download-no-data = { $seconds } 秒間データが届きません
problem-download-resumed-elsewhere = サーバーが { $offset } バイト目とは別の位置から再開しました
problem-download-no-such-byte = サーバー上のファイルに { $offset } バイト目がありません
problem-download-server-error = サーバーが HTTP { $status } を返しました
problem-download-ended-early = { $total } バイト中 { $done } バイトの時点で接続が切れました
problem-download-too-many-bytes = サーバーが予告した { $total } バイトを超える { $done } バイトを送ってきました

## ダウンロードしたファイルの名前（download/part_file.rs）。

problem-download-name-taken = この名前のファイルがすでに { $count } 個あります
problem-download-outside-folder = このファイル名ではダウンロードフォルダーの外に出てしまいます
