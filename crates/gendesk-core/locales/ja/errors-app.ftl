# Errors of the app itself: the history database, profiles, network settings, the keyring, the data folder and its lock, the log, the engine, provenance records and the window.

## The history database (store/error.rs).

err-store-create-dir = 履歴データベースのフォルダー { $path } を作成できませんでした：{ $cause }。ディスクと権限を確認してください
err-store-open = { $path } にある履歴データベースを開けませんでした：{ $cause }。ディスクと権限を確認するか、ファイルを別の場所に移して新しい履歴を始めてください
err-store-no-wal = { $path } にある履歴データベースでは先行書き込みログ（WAL）を使えません（ジャーナルモードが { $mode } のままでした）。履歴はローカルディスクに置いてください
err-store-too-new = { $path } にある履歴データベースは新しい GenDesk で書き込まれています（スキーマバージョン { $found }、このビルドが扱えるのは { $supported } まで）。ファイルには手を加えていません。GenDesk をアップデートするか、ファイルを別の場所に移して新しい履歴を始めてください
err-store-migration = { $path } にある履歴データベースをスキーマバージョン { $version } にアップグレードできませんでした：{ $cause }。バージョン { $version_before } のままです。ディスクの空き容量を確認して、GenDesk を再起動してください
err-store-busy = { $path } にある履歴データベースが「{ $doing }」の間ロックされたままでした。別の GenDesk ウィンドウかバックアップツールが使用している可能性があります。それを閉じてから、もう一度お試しください
err-store-disk-full = { $path } にある履歴データベースのディスクがいっぱいです（{ $doing }）。空き容量を確保してください
err-store-conflict = 「{ $doing }」が履歴にすでにある内容と競合します：{ $cause }
err-store-database = { $path } にある履歴データベースで「{ $doing }」中にエラーが発生しました：{ $cause }。繰り返し発生する場合は、ディスクと権限を確認してください
err-store-not-found = { $what } { $id } は履歴にありません。プロファイルと一緒に削除された可能性があります
err-store-wrong-phase = タスク行 { $row } は `{ $phase }` の状態のため、「{ $action }」の操作はできません
err-store-duplicate-task-id = タスク { $task_id } は、このプロファイルのタスク行 { $existing } としてすでに記録されています。サービスが以前に発行した ID を返しました
err-store-file-name-taken = 別のダウンロードがすでに { $target_dir } の { $file_name } に書き込んでいます。別の名前を選んでください
err-store-invalid-input = 履歴にこれを記録できません：{ $detail }

## Profiles (config/profiles.rs).

err-profiles-io = プロファイルのファイル { $path } を{ $action ->
        [read] 読み込めませんでした
       *[other] 保存できませんでした
    }：{ $cause }。フォルダーの権限と空き容量を確認してください
err-profiles-damaged = プロファイルのファイル { $path } が壊れています（{ $reason }）。修正するか別の場所に移してください。GenDesk はプロファイルなしで起動します
err-profiles-duplicate-name = { $name } という名前のプロファイルはすでにあります。別の名前を選んでください
err-profiles-not-found = { $name } という名前のプロファイルはありません
err-profiles-empty-name = プロファイルには名前が必要です

## Network settings (config/network.rs).

err-network-no-host = カスタムプロキシにホストがありません。ネットワーク設定で名前かアドレスを入力してください
err-network-address = カスタムプロキシのアドレスは使用できません：{ $reason }
err-network-ca-file = 追加の認証局のファイル { $path } を読み込めません（{ $reason }）。ネットワーク設定で別のファイルを選ぶか、削除してください
err-network-password = プロキシのパスワードを読み込めませんでした（{ $reason }）。ネットワーク設定でもう一度入力してください
err-network-file = ネットワーク設定のファイル { $path } を{ $action ->
        [read] 読み込めませんでした
       *[other] 保存できませんでした
    }（{ $reason }）

## The system keyring (config/secrets.rs).

err-secrets-keyring = システムのキーリングで「{ $what }」を{ $action ->
        [store] 保存できませんでした
        [read] 読み込めませんでした
       *[other] 削除できませんでした
    }：{ $reason }。「{ $what }」は、このセッションの間だけ（GenDesk を閉じるまで）保持することもできます
err-secrets-stored = キーリングに保存されている API キーは使用できません（{ $reason }）。プロファイルでもう一度入力してください
err-secrets-unreadable-secrets = キーリングに保存されている Webhook の署名シークレットを読み取れません（{ $reason }）。GenDesk はサービスから現在のシークレットをもう一度取得しますが、古いバージョンで署名された配信は、それらのバージョンを再び取得するまで検証できません

## GenDesk's folders (config/paths.rs).

err-paths-no-home = GenDesk の設定を置くホームフォルダーが見つかりませんでした。--data-dir <folder> を付けて起動してください

## One GenDesk per data folder (instance/mod.rs).

err-instance-lock-file = GenDesk はロックファイル { $path } を作成できませんでした：{ $cause }。データフォルダーに書き込めるか確認してください
err-instance-socket = GenDesk は、2 回目の起動時にこのウィンドウを前面に表示するためのローカルソケット（{ $name }）を開けませんでした：{ $cause }

## The log file (logging.rs).

err-logging-folder = ログフォルダー { $path } を作成できませんでした：{ $cause }
err-logging-already-set = ログはすでに設定されています：{ $reason }

## The engine (engine/mod.rs, engine/store_handle.rs).

err-engine-store-join = 履歴データベースの処理が予期せず停止しました：{ $reason }
err-engine-runtime = バックグラウンド処理を開始できませんでした：{ $cause }
err-engine-busy = GenDesk はまだ前のリクエストを処理しています。少し待ってから、もう一度お試しください
err-engine-stopped = バックグラウンド処理が停止しました。GenDesk を再起動してください

## Provenance records: the prompt and settings written into a downloaded file (provenance/mod.rs).

err-provenance-damaged = このファイルは完全な { $format } ではありません：{ $detail }
err-provenance-too-large = 記録が大きすぎて { $format } に収まりません
err-provenance-unsupported = { $format } には記録を書き込めません
err-provenance-encode = 記録をエンコードできませんでした：{ $reason }
err-provenance-io = ファイルを読み書きできませんでした：{ $cause }

## The window (src/ui/mod.rs).

err-ui-window = GenDesk のウィンドウを開けませんでした：{ $reason }。Linux では、デスクトップセッション（X11 または Wayland）が動作しているか確認してください

## Portable use (portable/): the marker beside GenDesk and the encrypted keys' file.
err-portable-io = ポータブルマーカー { $file } を読み書きできませんでした：{ $reason }
err-portable-marker = ポータブルマーカー { $file } を解釈できません（{ $reason }）。空のままにするか、keys = "file" または keys = "keyring" と書いてください
err-key-file-wrong-passphrase = このパスフレーズではキーを開けません。最初に保存したときと同じように正確に入力し直してください
err-key-file-empty-passphrase = キーを守るパスフレーズを決めてください
err-key-file-io = キーのファイル { $file } を読み書きできませんでした：{ $reason }
err-key-file-damaged = キーのファイル { $file } が壊れているか変更されています（{ $reason }）。バックアップから戻すか、削除してキーなしで始めてください
