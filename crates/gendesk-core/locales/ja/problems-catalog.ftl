# モデルカタログ、アップデートフィード、インストール中のアップデート、参照画像とその置き場所の
# 問題：err-catalog-…・err-update-…・err-references-… メッセージの中の理由と、いくつかの独立した文。

## フィールド自身が受け付けない既定値（catalog/field_doc.rs）：err-catalog-field-bad-default の
## $reason です。$values はフィールドの値の JSON リストです。

problem-catalog-default-text = このフィールドはテキストを受け取ります
problem-catalog-default-enum = フィールドの値 { $values } のどれでもありません
problem-catalog-default-bool = このフィールドは true か false です
problem-catalog-default-integer = このフィールドは整数を受け取ります
problem-catalog-default-bounds = フィールドの範囲を外れています
problem-catalog-default-number = このフィールドは数値を受け取ります
problem-catalog-default-urls = このフィールドは URL のリストを受け取ります

## 種類ごとの共通フィールド（catalog/template.rs）。$kind は種類のコード（image、video、audio）、
## $key は引用符付きのフィールドキーです。

problem-catalog-template-missing-field = { $kind } のモデルに { $key } フィールドがありません
problem-catalog-template-field-twice = { $kind } のモデルにフィールド { $key } が 2 回あります

## アップデートフィードとその署名（update/feed.rs、update/signature.rs、update/updater.rs）：
## err-update-malformed、err-update-signature-unreadable、err-update-feed-address の $reason です。
## $found と $expected は形式の番号、$limit は文字数、$sha256 は見つかった値（引用符付き）です。

problem-catalog-feed-format = 形式 { $found } ですが、{ $expected } が必要です。新しい GenDesk なら読める可能性があります
problem-catalog-feed-notes-too-long = リリースノートが { $limit } 文字を超えています
# 理由がどのファイルのものかを示します。$what は下の「モデルカタログ」またはパッケージの種類（update-kind-…）です。
problem-catalog-feed-file = { $what }：{ $reason }
problem-catalog-feed-catalogue = モデルカタログ
problem-catalog-feed-zero-size = サイズが 0 バイトです
problem-catalog-feed-bad-sha256 = sha256 { $sha256 } が小文字 64 桁の 16 進数ではありません
problem-catalog-feed-address-scheme = https:// で始まる必要があります（このコンピューターへの http:// も可）
problem-catalog-signature-not-text = テキストではありません
problem-catalog-signature-legacy = minisign のレガシーモードで作られています。`minisign -S`（ハッシュ方式）で署名してください

## アップデートフィードからのモデルカタログ（update/catalog_store.rs）。$path はファイル、$cause は
## システムの説明（英語のことが多い）、$why は保存されたカタログの問題、$found と $expected は
## カタログのバージョンです。

problem-catalog-stored-unreadable = { $path } を読み込めませんでした（{ $cause }）
problem-catalog-stored-passed-over = 更新されたモデルカタログを使用できなかったため（{ $why }）、組み込みのカタログを表示しています。
problem-catalog-update-not-utf8 = UTF-8 のテキストではありません
problem-catalog-update-version-mismatch = バージョンが { $found } ですが、署名済みのフィードでは { $expected } です

## GenDesk がアップデートを自分でインストールしない理由（update/install/mod.rs）。アップデートの
## お知らせの下に表示されます。

problem-catalog-announce-system-package = GenDesk はシステムのパッケージマネージャーでインストールされたため、新しいバージョンもパッケージマネージャーがインストールします。
problem-catalog-announce-not-writable = このユーザーは GenDesk のフォルダーを変更できないため、新しいバージョンは手動でインストールします。
problem-catalog-announce-macos = macOS では、新しいバージョンをディスクイメージからインストールします。
problem-catalog-announce-not-installed = この GenDesk はパッケージからインストールされていないため、自分自身を置き換えられません。

## アップデートのインストール（update/install/tarball.rs、update/install/windows.rs）：
## err-update-install の $reason です。$cause はシステムの説明（英語のことが多い）、$why は下の
## バージョンのメッセージまたはシステムの説明、$status はプログラムの終了のしかた（英語）、
## $line はその出力（引用符付き）、$version は期待するバージョンです。

problem-catalog-install-unpack = アーカイブを展開できませんでした：{ $cause }
problem-catalog-install-no-folder = アーカイブに bin/gendesk を含むフォルダーが 1 つだけ入っていません
problem-catalog-install-no-start = 新しいバージョンが起動しませんでした（{ $why }）
problem-catalog-install-version-timeout = --version が { $seconds } 秒以内に応答しませんでした
problem-catalog-install-version-exit = --version が { $status } で終了しました
problem-catalog-install-version-wrong = 出力が { $line } で、バージョン { $version } ではありません
problem-catalog-install-replace = 実行ファイルを置き換えられませんでした：{ $cause }
problem-catalog-install-installer = インストーラーを起動できませんでした：{ $cause }

## 参照画像（references/bucket.rs、picture.rs、sandbox_upload.rs）：err-references-… メッセージの
## 中の理由です。$cause はシステムまたはデコーダーの説明（英語のことが多い）、$width と $height は
## ピクセル数です。

problem-catalog-bucket-endpoint = エンドポイント：{ $cause }
problem-catalog-bucket-no-name = バケット名がありません
problem-catalog-bucket-read-back = テスト用ファイルを読み戻すと、書き込んだ内容と違っていました
problem-catalog-picture-no-pixels = ヘッダーでは { $width } × { $height } ピクセルとなっており、画像がありません
problem-catalog-picture-too-many-pixels = { $width }×{ $height } ピクセルは GenDesk がデコードできる大きさを超えています
problem-catalog-sandbox-unreadable-answer = 読み取れない応答です（{ $cause }）
problem-catalog-sandbox-no-url = 応答に url がありません
