# Updates of GenDesk and of the model catalogue: the bar, About and the Settings section.

## バージョン情報

update-about = GenDesk について
update-about-tagline = Asynchronous Generation Service のデスクトップクライアントです。
update-about-distribution = このビルドはディストリビューションのパッケージ用です。GenDesk は自動でアップデートしません。新しいバージョンはパッケージマネージャーが提供します。
update-about-automatic = GenDesk は起動時に新しいバージョンを確認します（1 日 1 回まで、設定 › アップデート）。
update-about-manual = アップデートの自動確認はオフです（設定 › アップデート）。
update-about-feed = アップデートフィード：{ $url }
update-about-data-folder = データフォルダーを開く
update-about-settings-folder = 設定フォルダーを開く
# The About window's facts (about.rs); $commit is a code, $day the build's day (YYYY-MM-DD).
update-about-build = ビルド
update-about-build-value = コミット { $commit }、{ $day }
update-about-renderer = レンダラー
update-about-system = システム
update-about-data = データフォルダー
update-about-copy = この情報をコピー
    .hint = 不具合の報告用：バージョン、コミット、レンダラー、システム、データフォルダー
update-about-copied = この GenDesk の情報をコピーしました。
update-about-licences = サードパーティのライセンス

## お知らせバー

update-failed = GenDesk { $version } をインストールできませんでした：
update-try-again = 再試行
update-later = 後で
    .hint = GenDesk を次に起動するまで表示しません
update-available = GenDesk { $version } を利用できます（現在は { $running }）。
update-required = このバージョンは古すぎるため、サービスでは使い続けられません。
update-update = アップデート
    .hint = ダウンロードし、検証してインストールします
update-download = ダウンロード
update-skip = このバージョンをスキップ
    .hint = このバージョンについては今後お知らせしません
update-notes-show = 新機能
update-notes-hide = 新機能を隠す
update-downloading = GenDesk { $version } をダウンロードしています：{ $done }
update-downloading-of = GenDesk { $version } をダウンロードしています：{ $done } / { $total }
update-cancel = キャンセル
update-installed = GenDesk { $version } をインストールしました。使うには GenDesk を再起動してください。
update-restart = 今すぐ再起動
update-installer-running = GenDesk { $version } のインストーラーを実行しています。完了すると GenDesk は終了し、再び起動します。
update-downloaded = GenDesk { $version } をダウンロードし、検証しました。
update-open-package = パッケージを開く
update-show-in-folder = フォルダーに表示

## 設定 → アップデート

update-settings = アップデート
update-settings-distribution = GenDesk { $version } はディストリビューションのパッケージ用にビルドされています。新しいバージョンはパッケージマネージャーが提供します。
update-settings-broken = 次の問題を解決するまで、アップデートの設定は変更できません：{ $error }
update-settings-reading = アップデートの設定を読み込んでいます…
update-automatic = GenDesk の起動時に新しいバージョンを確認する（1 日 1 回まで）
    .hint = プロジェクトのアップデートフィードをダウンロードするだけです。あなたやこのコンピューターの情報は送信しません
update-feed = フィード
    .hint = 空欄：プロジェクトのフィード。組織は独自のミラーを使えます。
update-check-now = 今すぐ確認
update-checking = 確認しています…
update-this-is = GenDesk { $version } を使用中です。
update-never-checked = まだ確認していません。
update-checked-now = たった今確認しました。
update-checked-minutes = { $count ->
       *[other] 最終確認：{ $count } 分前。
    }
update-checked-hours = { $count ->
       *[other] 最終確認：{ $count } 時間前。
    }
update-checked-days = { $count ->
       *[other] 最終確認：{ $count } 日前。
    }

## 通知

update-not-saved = アップデートの設定を保存できませんでした：{ $error }
update-check-failed = 確認に失敗しました：{ $error }
update-up-to-date = GenDesk { $version } は最新です。
update-is-available = GenDesk { $version } を利用できます。
update-download-stopped = アップデートのダウンロードを停止しました。「アップデート」で続きから再開します。
update-catalogue = モデルカタログを更新しました。
update-catalogue-one = モデルカタログを更新しました：新しいモデル { $model }。
update-catalogue-many = モデルカタログを更新しました：新しいモデル { $count } 件（{ $models }）。

# The kinds of package an update feed offers (named in update errors).
update-kind-windows-installer = Windows インストーラー

update-kind-linux-tar-gz = Linux tar.gz

update-kind-deb = Debian パッケージ（.deb）

update-kind-macos-dmg = macOS ディスクイメージ（.dmg）
