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
compose-cancel = キャンセル

compose-add-model-title = モデルを追加
compose-add-model-intro = サービスが提供していて、一覧にないモデルです。種類ごとの共通フィールド（モード、プロンプトなど）が付くので、それ以外に受け付けるフィールドだけを追加してください。
compose-add-model-id = モデル ID
compose-add-model-kind = 種類
compose-add-model-name = 表示名
    .placeholder = 省略可。空なら ID
compose-add-model-description = 説明
    .placeholder = 省略可
compose-add-model-price = タスクあたりの価格
    .placeholder = 省略可、USD、例：0.05（バッチの費用見積もり用）
compose-add-model-save = モデルを保存
compose-add-model-saved-in = { $file } に保存され、このプロファイル用に記憶されます
compose-add-model-replaces = 「{ $id }」はすでに一覧にあります（{ $source }）。保存すると、その定義があなたの定義に置き換わります。
compose-add-model-replaces-earlier = { $kind ->
    [image] 「{ $id }」は以前、別のプロファイル用に追加されています（画像モデル）。保存すると、その定義がこの定義に置き換わります。
    [video] 「{ $id }」は以前、別のプロファイル用に追加されています（動画モデル）。保存すると、その定義がこの定義に置き換わります。
   *[audio] 「{ $id }」は以前、別のプロファイル用に追加されています（音楽モデル）。保存すると、その定義がこの定義に置き換わります。
}
compose-add-model-no-id = モデル ID をサービスでの表記どおりに入力してください（例：vendor/model-name）。
compose-add-model-bad-price = タスクあたりの価格「{ $price }」は 0.05 のようなドル金額ではありません。修正するか、空のままにしてください。
compose-add-model-field-no-key = 追加フィールド { $number } にキーがありません。「input」内での名前を入力するか、行を削除してください。
compose-add-model-field-twice = 追加フィールド「{ $key }」が 2 回あります。1 つだけ残してください。
compose-add-model-field-problem = 追加フィールド { $number }：{ $problem }
compose-add-model-bound-not-number = { $bound ->
    [minimum] 追加フィールド { $number }：最小値「{ $text }」は数値ではありません。
   *[maximum] 追加フィールド { $number }：最大値「{ $text }」は数値ではありません。
}
compose-add-model-choice-empty = 追加フィールド { $number } は選択肢です。値をカンマ区切りで入力してください。
compose-extra-fields = 追加フィールド
compose-extra-fields-none = なし。ここにないフィールドも、フォームの追加 JSON として送信できます。
compose-field-type-text = テキスト
compose-field-type-integer = 整数
compose-field-type-number = 数値
compose-field-type-bool = オン/オフ
compose-field-type-choice = 選択肢
compose-extra-field-key = キー
    .name = フィールド { $number } のキー
compose-extra-field-type = フィールド { $number } の型
compose-extra-field-min = 最小
    .name = フィールド { $number } の最小値
compose-extra-field-max = 最大
    .name = フィールド { $number } の最大値
compose-extra-field-values = フィールド { $number } の値
compose-extra-field-remove = 削除
    .name = フィールド { $number } を削除
compose-extra-field-add = フィールドを追加

compose-advanced = 詳細設定
compose-advanced-in-use = 詳細オプションを使用中です。
compose-provider = プロバイダー
compose-provider-auto = auto — 最もバランスが良い（サービスの既定）
compose-provider-value = value — 費用を優先
compose-provider-official = official — 提供元に直接
compose-request-type = リクエストの種類
compose-request-type-async = async（GenDesk が確認）
compose-request-type-callback = callback（サービスが URL を呼び出す）
compose-request-type-help = GenDesk はどちらの種類のタスクも追跡します。callback では自分のサーバーにも通知されます。
compose-callback-url = コールバック URL
    .hint = 30 秒以内に HTTP 200 を返す公開 https:// アドレス。
compose-callback-receiver = GenDesk のレシーバー：コールバックはすべて Webhooks に記録され、GenDesk がすぐにタスクを確認します。
compose-use-receiver = GenDesk のレシーバーを使う
compose-callback-unused = リクエストの種類が callback のときだけ使われます。
compose-extra-json = 追加 JSON
    .hint = このモデルが受け付けるその他の入力フィールドを 1 つの JSON オブジェクトで。書いたとおりに「input」に追加されます。

compose-prompt-placeholder = 生成したいものを説明してください（例：夕暮れの灯台、油絵）
compose-chars-of-limit = { $count } / { $limit } 文字
compose-chars = { $count } 文字
compose-choose = 選択…
compose-choice-not-set = （未設定）
compose-switch-on = オン
compose-number-not-set = 未設定
compose-bounds-between = { $min }〜{ $max }
compose-bounds-min = { $min } 以上
compose-bounds-max = { $max } 以下

compose-request-preview = リクエストのプレビュー
compose-request-body = リクエスト本文
compose-copy-json = JSON をコピー
compose-copy-curl = curl をコピー
compose-copy-hint = クリップボードにコピーします
compose-api-key-hidden = API キーは *** と表示されます。コマンドを実行するときに自分のキーに置き換えてください。
compose-request-not-built = 次の問題を直すまでリクエストを作成できません：

compose-recent-prompts = 最近のプロンプト…
    .hint = このプロファイルから送信したプロンプト（新しい順。検索、矢印キー、Enter）
    .empty = このプロファイルから送信したプロンプトがここに表示されます
compose-recent-title = 最近のプロンプト
compose-recent-search = 検索
    .placeholder = プロンプト内の語句
compose-recent-no-match = この語句を含む、このプロファイルから送信したプロンプトはありません。
compose-recent-keys = 上下キーで移動、Enter でプロンプトをフォームに入れ、Esc で閉じます。

compose-pick-result = 結果を選択
compose-pick-result-reading = 結果を読み込んでいます…
compose-pick-result-none = このプロファイルではまだ画像が作られていません。画像モデルの画像は、完了するとここに表示されます。
compose-pick-result-live = リンクで使用します
compose-pick-result-downloaded = リンクの期限切れ：ダウンロードしたコピーを使用します
compose-pick-result-gone = リンクの期限切れで、ダウンロードもされていないため使用できません
compose-pick-result-use = 使う
    .hint = 参照画像に追加します
    .name = 結果 { $number } を使う：{ $prompt }

compose-several-title = 複数のモデルに送信
compose-several-intro = 同じプロンプトと設定で、選んだモデルごとに有料のタスクを 1 件ずつ送ります（最大 { $max } 個）。結果は完了しだい「比較」に並べて表示されます。
compose-several-estimate = 費用の見積もり：{ $cost }
compose-several-send = 有料のタスクを { $count } 件送信
compose-several-choose-two = モデルを 2 つ以上選んでください。
compose-several-fix-first = モデルを妨げている問題を先に直すか、そのモデルを外してください。
compose-several-ready = { $model }：準備完了、{ $price }。
compose-several-ready-without = { $model }：準備完了、{ $price }。受け付けない設定は除きます：{ $fields }。
compose-several-problem = { $model }：{ $problem }

compose-catalog-loading = モデル一覧を読み込み中です。少し待ってからもう一度お試しください。
compose-batch-file-blocked = { $file } の { $count } 行が送信前にブロックされました。バッチエディターに行番号付きで表示されています。
compose-batch-file-unreadable = ファイルをインポートできませんでした：{ $problem }
compose-fix-model-missing = モデル「{ $model }」はモデル一覧にありません。「作成」の「モデルを追加…」で追加してから、もう一度お試しください。
compose-fix-loaded = バッチ #{ $batch } の { $count } 件の項目が、戻された理由とともにバッチエディターに入りました。修正して新しいバッチとして送信してください。
compose-reuse-loading = モデル一覧を読み込み中です。少し待ってから「設定を再利用」をもう一度お試しください。
compose-reuse-model-missing = モデル「{ $model }」はモデル一覧にないため、その設定を再利用できません。「作成」の「モデルを追加…」で追加してから、もう一度お試しください。
compose-reuse-unreadable = 記録されたリクエストを読み込めなかったため（{ $problem }）、その設定を再利用できません。
compose-reuse-loaded = そのタスクの設定をフォームに入れました（{ $model }）。好きなように変更して送信してください。{ $others }
compose-reuse-loaded-issues = そのタスクの設定をフォームに入れましたが、{ $count } 件の設定が { $model } に合わなくなっています。送信する前に、印の付いたフィールドを修正してください。{ $others }
compose-reuse-extra-fields = { $count ->
   *[other] { $model } のフォームにはフィールド { $fields } がありません。「詳細設定」の追加 JSON として保持され、そのまま送信されます。
}
compose-quoted = 「{ $text }」
compose-reference-wrong-kind = 結果を参照にできるのは新しい画像か動画だけで、「{ $kind }」にはできません。
compose-reference-not-web = 参照にできるのは http(s) の画像だけです。「{ $url }」は該当しません。
compose-reference-no-model = { $kind ->
    [image] 一覧に参照画像を受け付ける画像モデルがありません。「作成」の「モデルを追加…」で追加してください。
   *[video] 一覧に参照画像を受け付ける動画モデルがありません。「作成」の「モデルを追加…」で追加してください。
}
compose-reference-loaded = 結果を参照にした、{ $model } の新しい { $mode } タスクです。何を作るか説明してから送信してください。
compose-model-gone = 「{ $gone }」はモデル一覧からなくなりました。フォームは { $model } に切り替わり、プロンプトはそのまま残っています。

compose-picture-no-reference = { $model } は参照画像を受け付けません。左で image-to-image か image-to-video のあるモデルを選んでから、画像をもう一度追加してください。
compose-picture-already = { $name } はすでに参照画像の一覧にあります。
compose-picture-too-many = { $name } は追加されませんでした：{ $model } の参照画像は最大 { $max } 枚です。先に 1 枚削除してください。
compose-picture-not-restored = 参照画像 { $number } は { $source } からのもので、再利用できません：{ $problem } 古いリンクは残してあります。期限切れの場合は、画像をもう一度追加してください。
compose-preset-loading = モデル一覧を読み込み中です。少し待ってからプリセットをもう一度適用してください。
compose-preset-model-missing = プリセット「{ $preset }」は { $model } 用ですが、このモデルは一覧にありません。「モデルを追加…」で追加してから、プリセットをもう一度適用してください。
compose-preset-applied = プリセット「{ $preset }」をフォームに入れました。
compose-preset-applied-without = { $count ->
   *[other] プリセット「{ $preset }」をフォームに入れましたが、{ $fields } は除きました：{ $model } が受け付けないためです。
}

compose-user-models-unreadable = 追加したモデルは表示されていません：{ $problem }
compose-sandbox-catalog-unreadable = サンドボックスのモデル一覧を読み込めなかったため、組み込みの一覧を表示しています。{ $problem }
compose-user-models-locked = { $file } を読み込めるまで、モデルは変更できません：{ $problem }

compose-favourite = お気に入り
    .hint = スター付き：結果はギャラリーの「お気に入り」にあります。クリックするとスターを外します。
    .name = お気に入りから外す
compose-favourite-add = お気に入りに追加
    .hint = このタスクにスターを付けます：結果はギャラリーの「お気に入り」に保管されます

compose-model-filter-placeholder = 名前または ID
