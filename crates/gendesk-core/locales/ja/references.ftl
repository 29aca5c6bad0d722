# 参照画像：自分の画像の選択、アップロード、管理と、その設定。

## 「作成」フォームの参照画像

ref-reading = 画像を読み込んでいます…
ref-image-number = 参照画像 { $number }
ref-image-number-named = 参照画像 { $number }：{ $name }
ref-remove = 削除
    .name = 参照画像 { $number } を削除
    .hint = この画像をリストから削除します
    .url-hint = この画像をリストから削除します
ref-url-checking = このアドレスの画像を確認しています…
ref-url-refused = サービスに拒否されます：{ $problem }。
ref-problem = { $problem }。
ref-url-unusable = GenDesk はこのアドレスを使えませんでした：{ $error } サービスも使えない可能性があります。
ref-url-not-http = サービスが取得できるのは http:// と https:// のアドレスだけです。
ref-url-not-full = 完全なアドレスではありません。https:// から始めてください。
ref-pasted = 貼り付けた画像
ref-summary-fitted = { $summary } · 縮小コピー
ref-fit = 縮小コピーを使う
    .name = 参照画像 { $number } の縮小コピーを使う
    .hint = 正しい向きで、長い辺を最大 4096 ピクセルにし、JPEG（透過がある場合は PNG）で 10 MB 未満に保存します。元のファイルは変更されません。
ref-fit-add-again = 縮小コピーを作るには、ファイルをもう一度追加してください。
ref-uploaded = アップロード済み。リンクは期限切れになる前に作り直されます。
ref-served-here = 準備完了：サービスがここから取得します。
ref-upload-failed = アップロードされていません：{ $error }
ref-upload-retry = 再試行
    .name = 参照画像 { $number } をもう一度アップロード
ref-uploading = アップロード中…
ref-upload-add-again = アップロードするには、ファイルをもう一度追加してください。
ref-full = { $field } は最大 { $max } 枚までです
ref-add-picture = 画像を追加…
    .hint = このコンピューターの JPEG、PNG、WebP 画像を選びます（ウィンドウにドロップしても追加できます）
ref-paste-picture = 画像を貼り付け
    .hint = クリップボードの画像を追加します（画像編集ソフトやブラウザーからコピーしたもの）
ref-from-results = 結果から…
    .hint = このプロファイルでサービスが作った画像
ref-add-url = 画像 URL を追加
    .hint = Web 上の画像のアドレスを追加します
ref-count = { $count }／最大 { $max }
ref-hosting-sandbox = このコンピューターの画像はここに残ります。オフラインのサンドボックスが保持します。
ref-hosting-bucket = このコンピューターの画像は、追加するとすぐにバケット「{ $bucket }」へアップロードされます。サービスには { $hours } h 有効なリンクが渡されます。
ref-hosting-receiver = このコンピューターの画像は GenDesk が { $tunnel } 経由で提供します。タスクが始まるまで GenDesk を開いたままにしてください。
ref-hosting-unset = このアカウントでこのコンピューターの画像を使うには、設定 { $arrow } 参照画像でバケットまたはトンネルを設定してください。画像 URL はそのまま使えます。

## 画像の読み込み、クリップボード、アドレスの確認

ref-dialog-title = 参照画像を選択
ref-dialog-filter = 画像
ref-dialog-instead = 代わりに画像をウィンドウにドロップするか、貼り付けてください
ref-paste-nothing = クリップボードに画像がありません。画像編集ソフトやブラウザーで画像をコピー（画像をコピー）してから、もう一度貼り付けてください。ファイルをウィンドウにドロップしてもかまいません。
ref-paste-no-clipboard = クリップボードを読み取れませんでした（{ $error }）。代わりに画像ファイルをウィンドウにドロップしてください。
ref-paste-unreadable = クリップボードの画像を読み取れませんでした（{ $error }）。代わりに画像ファイルをウィンドウにドロップしてください。
ref-paste-not-png = 貼り付けた画像を PNG として保存できませんでした（{ $error }）。
ref-paste-not-kept = 貼り付けた画像を { $folder } に保存できませんでした（{ $error }）。フォルダーに書き込めるか確認してください。
ref-url-too-large = 10 MB 以上あります。参照画像は 10 MB 未満である必要があります。
ref-url-nothing-local = このコンピューターのこのアドレスには応答がありません。アドレスを確認してください。

## 設定 → 参照画像（保存後）

ref-settings-saved = 「{ $profile }」の参照画像を設定しました。
ref-secret-session-only = バケットのシークレットキーはこのセッションの間だけ保持されます：{ $error }

# $size is the picture's size, e.g. "12.4 MB"; no full stop (it is added around it).
ref-problem-too-large = { $size } は大きすぎます。参照画像は 10 MB 未満である必要があります

# $format is a picture format such as GIF or BMP; no full stop.
ref-problem-other-type = { $format } 画像は使用できません。参照画像は JPEG、PNG、WebP のいずれかである必要があります
