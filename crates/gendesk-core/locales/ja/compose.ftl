# The Compose view: model picker, the model's form, advanced settings, submitting, recent prompts.

compose-catalog-unreadable = モデル一覧を読み込めませんでした
compose-loading-models = モデルを読み込んでいます…
compose-no-model = 使用できるモデルがありません
compose-no-model-sandbox = モデル一覧が空です。左の「モデルを追加…」でモデルを追加してください。
compose-no-model-service = このサービスはモデル一覧を公開していないため、まだ選べるものがありません。使いたいモデルを左で追加してください。ID と種類だけで十分です。
compose-mode-single = 単一タスク
    .hint = フォームからタスクを 1 件送信します
compose-mode-batch = バッチ
    .hint = このモデルのバッチ項目をまとめて送信します：コピー、プロンプトの一覧、ファイル、グリッドから作成でき、フォームがすべての項目のひな形になります
compose-mode-batch-note = バッチ：下のフォームがすべての項目のひな形です。項目は右側で作成・確認されます。
compose-source-retired = カタログから削除済み
compose-source-built-in = 組み込み
compose-source-sandbox = サンドボックス
compose-source-user = 追加したモデル
compose-banner-dismiss = 閉じる
    .hint = このメッセージを非表示にします
compose-submit = 送信
    .hint = タスクを 1 件送信します（Ctrl+Enter）。タスクは有料です。
compose-show-request = リクエストを表示
    .hint = 送信される JSON そのものと、同じリクエストの curl コマンド
compose-hide-request = リクエストを隠す
compose-send-several = 複数のモデルに送信…
    .hint = 同じプロンプトをこの種類の最大 4 つのモデルに送って比較します
compose-cost = 費用：{ $cost }
    .hint = この設定でこのモデルのタスク 1 件にかかる価格
compose-cost-unknown = 不明（サービスが価格を公開していません）
compose-submit-unavailable = { $more ->
    [0] 送信できません：{ $problem }
   *[other] 送信できません：{ $problem }（ほかに { $more } 件の問題）
}
compose-submit-tip = Ctrl+Enter でも送信できます。送信するたびに有料のタスクが 1 件送られ、バックグラウンドで実行されて「アクティビティ」に表示されます。
compose-sent-from-form = このフォームから { $count } 件のタスクを送信しました。フォームの値はそのまま残ります。どこかを変えて再送信すると、バリエーションを作れます。

compose-kind-image = 画像
compose-kind-video = 動画
compose-kind-music = 音楽
compose-kind-model = { $kind ->
    [image] 画像モデル
    [video] 動画モデル
   *[audio] 音楽モデル
}

compose-models = モデル
compose-search-models = モデルを検索
    .placeholder = 名前または ID
compose-kind-all = すべて
    .name = すべてのモデル
compose-kind-filter = { $kind ->
    [image] 画像モデル
    [video] 動画モデル
   *[audio] 音楽モデル
}
    .hint = { $kind ->
        [image] 画像モデルのみ
        [video] 動画モデルのみ
       *[audio] 音楽モデルのみ
    }
compose-group-user = 追加したモデル
compose-group-sandbox = サンドボックスのモデル
compose-group-built-in = 組み込みモデル
compose-group-retired = カタログから削除済み
compose-add-model = モデルを追加…
    .hint = サービスが提供していて、ここに載っていないモデル
compose-model-new = 新規
    .hint = 今週のアップデートでモデルカタログに追加されました
compose-model-new-name = { $name }（新規）
compose-remove-model = 削除
    .name = { $id } を削除
    .hint = このモデルを一覧から削除します
compose-picker-no-list = このサービスはモデル一覧を公開していません。
compose-picker-no-list-help = 使いたいモデルを追加してください。サービスでの表記どおりの ID と種類だけで十分です。GenDesk はこのプロファイル用に記憶します。
compose-add-model-by-id = ID でモデルを追加…
    .hint = ID、種類、独自のフィールド（あれば）
compose-picker-none-yet = まだモデルがありません。
compose-picker-none-yet-help = 下の「モデルを追加…」で追加してください。
compose-picker-no-models = { $kind ->
    [image] 一覧に画像モデルがありません。
    [video] 一覧に動画モデルがありません。
    [audio] 一覧に音楽モデルがありません。
   *[all] 一覧にモデルがありません。
}
compose-picker-no-match = { $kind ->
    [image] 「{ $query }」に一致する画像モデルはありません。
    [video] 「{ $query }」に一致する動画モデルはありません。
    [audio] 「{ $query }」に一致する音楽モデルはありません。
   *[all] 「{ $query }」に一致するモデルはありません。
}
compose-picker-no-match-help = 綴りを確認するか、「モデルを追加…」でモデルを追加してください。
compose-picker-clear-search = 検索をクリア
