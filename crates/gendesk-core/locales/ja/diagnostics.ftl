# "Export diagnostics…" and `gendesk diagnostics`: one zip for a bug report, with no secret in it (diagnostics/).

diagnostics-saved = { $file } を保存しました（{ $size }）：ログファイル { $logs } 件、クラッシュレポート { $crashes } 件、設定ファイル { $settings } 件、{ $history }。キー、パスワード、結果のリンクは含まれていません。
diagnostics-history-none = 履歴なし
diagnostics-history-unreadable = 履歴（読み込めませんでした。about.txt を参照）
diagnostics-history-counts = 履歴の件数（プロンプトなし）
diagnostics-history-prompts = 履歴の件数と直近 { $prompts } 件のタスクのプロンプト
diagnostics-too-large = 展開すると { $limit } を超えます

err-diagnostics-is-a-folder = { $path } はフォルダーです。診断情報のファイル名を指定してください（例：{ $example }）
err-diagnostics-no-folder = フォルダー { $folder } は存在しません。既存のフォルダーに診断情報を保存してください
err-diagnostics-write = 診断情報のファイル { $path } を書き込めませんでした：{ $reason }。フォルダーに書き込めること、ディスクに空きがあることを確認してから、もう一度お試しください
err-diagnostics-read = 診断情報のファイル { $path } を読み込めませんでした：{ $reason }
