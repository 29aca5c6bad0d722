# 1 つのファイルでのバックアップと復元（gendesk-core の backup/、`gendesk backup` と `gendesk restore`）。

## エラー

err-backup-io = { $path } を読み書きできませんでした：{ $reason }。ディスクと権限を確認してください
err-backup-history = 履歴をコピーできませんでした：{ $reason }
err-backup-damaged = { $file } は受け付けられませんでした。何も変更していません：{ $reason }
err-backup-newer-format = このバックアップは新しい GenDesk で作成されています（バックアップ形式 { $found }、この GenDesk が読めるのは { $known } まで）：先に GenDesk をアップデートしてください。何も変更していません
err-backup-newer-history = このバックアップは新しい GenDesk で作成されています（履歴バージョン { $found }、この GenDesk が読めるのは { $known } まで）：先に GenDesk をアップデートしてください。何も変更していません
err-backup-wrong-passphrase = このパスフレーズではバックアップ内のキーとシークレットを開けません。何も変更していません。バックアップ作成時とまったく同じように入力し直してください
err-backup-secrets = キーとシークレットを保存または読み取りできませんでした：{ $reason }
err-backup-settings = 設定を読み取りまたは変更できませんでした：{ $reason }
err-backup-interrupted = 復元が途中で止まりました：{ $reason }。以前のデータは { $safety } に保存されています。元に戻すにはこのファイルを復元してください

## ファイルの問題

backup-problem-not-a-zip = GenDesk のバックアップではないか、途中で切れています（{ $reason }）
backup-problem-no-seal = GenDesk のバックアップではないか、末尾が壊れています
backup-problem-seal-mismatch = 内容がチェックサムと一致しません：ファイルが壊れているか、作成後に変更されています
backup-problem-no-manifest = 内容の一覧（manifest.json）がありません
backup-problem-manifest = 内容の一覧を読み取れません（{ $reason }）
backup-problem-manifest-too-big = 内容の一覧が大きすぎます
backup-problem-bad-name = GenDesk が受け付けない名前のファイルが含まれています（{ $entry }）
backup-problem-missing-entry = { $entry } がありません
backup-problem-unlisted-entry = 内容の一覧にない { $entry } が含まれています
backup-problem-unreadable-entry = { $entry } を読み取れません（{ $reason }）
backup-problem-entry-changed = { $entry } がサイズまたはチェックサムと一致しません

## その他の理由

backup-problem-history-busy = 履歴が使用中のままでした。GenDesk のほかのウィンドウを閉じるか、少し待ってからもう一度お試しください
backup-problem-no-keyring-given = キーを読み取るキーリングが指定されていません
backup-problem-empty-passphrase = パスフレーズが空です。バックアップ内のキーを守るパスフレーズを決めてください
backup-problem-secrets-unreadable = 復号したキーとシークレットを読み取れません（{ $line } 行目、{ $column } 列目）
backup-problem-path-not-text = フォルダー名が SQLite で開けるテキストではありません。データフォルダーをもっと簡単な名前の場所に移してください
backup-problem-unknown-table = 履歴に、この GenDesk では統合できないテーブルがあります（{ $table }）。「置き換え」で復元してください

## gendesk backup / gendesk restore

backup-cli-no-passphrase = --with-secrets には環境変数 GENDESK_BACKUP_PASSPHRASE にパスフレーズが必要です。設定するか、--with-secrets を外してください
backup-cli-exists = { $file } はすでに存在します。別の名前にするか、先にそのファイルを移動してください
backup-cli-busy = このデータフォルダー（{ $folder }）は GenDesk で開かれています。閉じてから、もう一度復元してください
backup-cli-written = バックアップを書き込みました：{ $file }（{ $size }）
backup-cli-history = 履歴：タスク { $tasks } 件、バッチ { $batches } 件、ダウンロード記録 { $downloads } 件、プロファイル { $profiles } 件
backup-cli-files = ファイル：{ $files }
backup-cli-results-included = ダウンロードした結果：含む
backup-cli-secrets-included = キーとシークレット：含む（パスフレーズで暗号化）
backup-cli-secrets-left-out = キーとシークレット：含まない（--with-secrets で暗号化して追加）
backup-cli-skipped = 除外（名前がテキストでないもの）：{ $files }
backup-cli-restored-replace = { $file } から復元しました：履歴と設定を置き換えました
backup-cli-restored-merge = { $file } から統合しました：タスク { $added } 件を追加（{ $present } 件は既存）、バッチ { $batches } 件、ダウンロード記録 { $downloads } 件を追加
backup-cli-profiles-added = 追加したプロファイル：{ $names }
backup-cli-settings-written = 書き込んだ設定ファイル：{ $count }
backup-cli-results-restored = ダウンロードした結果：{ $written } 件を書き込み、{ $kept } 件は既存（そのまま）
backup-cli-safety = 以前のデータ：{ $file }
backup-cli-secrets-restored = キーとシークレット：{ $saved } 件を保存、{ $kept } 件は既存（そのまま）
backup-cli-secrets-skipped = キーとシークレット：スキップしました。バックアップには含まれていますが、GENDESK_BACKUP_PASSPHRASE が設定されていません
backup-cli-secrets-none = キーとシークレット：このバックアップには含まれていません
backup-cli-no-key = API キーのないプロファイル：{ $names }。GenDesk のプロファイル設定でキーを追加してください

## The progress bar's steps (work_progress.rs) and the report after a restore (restore_report.rs).
backup-step-checking = ファイルを確認しています…
backup-step-history = 履歴をコピーしています…
backup-step-settings = 設定とプロファイル…
backup-step-results = ダウンロードした結果…
backup-step-secrets = キーとシークレット…
backup-step-safety = 現在の内容のコピーを残しています…
backup-step-restoring = 復元しています…
restore-report-title = バックアップを復元しました
restore-report-failed-title = バックアップを復元できませんでした
restore-report-secrets-skipped = キーとシークレット：パスフレーズが入力されなかったため除外しました
restore-report-show-earlier = 以前のデータを表示
restore-report-close = 閉じる
