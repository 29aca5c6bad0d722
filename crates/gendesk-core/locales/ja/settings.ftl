# 設定ウィンドウ。

settings-title = 設定
settings-appearance = 外観
settings-language = 言語
settings-language-system = システム（{ $language }）
settings-language-hint = すべての表示がすぐに切り替わります。数値と日付は言語に従います。
settings-theme = テーマ
settings-theme-system = システム
settings-theme-light = ライト
settings-theme-dark = ダーク
settings-notify = GenDesk がバックグラウンドのとき、作業の完了を通知する
settings-notify-explained = 依頼したタスク、バッチ、ダウンロードごとに 1 回通知します。バッチは終了時に 1 回だけ通知します。
