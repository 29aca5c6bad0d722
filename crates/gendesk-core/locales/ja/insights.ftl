# 分析ビュー：支出、モデル別の数値、バッチ別の数値、絞り込み。

insights-title = 分析
insights-export = エクスポート…
insights-working = 数値を計算しています…
insights-reader-stopped = 分析の読み取り処理が停止しました。プロファイルを開き直すと再開します。
insights-reader-not-started = 分析の読み取り処理を開始できませんでした（{ $reason }）。いくつかのプログラムを閉じて、プロファイルを開き直してください。
insights-read-failed = 数値を読み取れませんでした：{ $reason }。

insights-filter-period = 期間
insights-period-today = 今日
insights-period-week = 過去 7 日間
insights-period-month = 過去 30 日間
insights-period-all = すべての期間
insights-period-range = 日付を指定…
insights-filter-from = 開始
insights-filter-to = 終了
insights-bad-dates = この日付は使えません：{ $reason }。
insights-filter-profiles = プロファイル
insights-profile-this = このプロファイル
insights-profile-every = すべてのプロファイル
insights-filter-kind = 種類
insights-kind-any = すべての種類
insights-kind-image = 画像
insights-kind-video = 動画
insights-kind-audio = 音声
insights-filter-model = モデル
insights-model-any = すべてのモデル
insights-clear-filters = 絞り込みを解除

insights-card-spent = 使用額
insights-card-unpriced = { $count ->
   *[other] + 価格不明のタスク { $count } 件
}
insights-card-tasks = タスク
insights-card-outcomes = 成功 { $succeeded } 件 · 失敗 { $failed } 件
insights-card-success-rate = 成功率
insights-card-median = 処理時間の中央値
insights-card-p90 = p90 { $time }
insights-card-balance = 残高
insights-nothing-spent = この期間の使用額はありません

insights-section-spend = 使用額の推移
insights-spend-none = この期間に価格がわかっている使用額はありません。
insights-spend-axis = 使用額
insights-balance-axis = 残高
insights-balance-one = この期間の残高は 1 件だけです（{ $amount }）。線を描くには 2 件必要です。作業の後に上部バーから残高を更新すると描画されます。
insights-balance-none = この期間に報告された残高はありません。
insights-runway = 残高 { $balance } · 1 日あたり約 { $per_day } を使用 · { $lasts }
insights-runway-idle = 残高 { $balance } · この期間の使用額はありません
insights-lasts-under-a-day = このペースでは 1 日以内になくなります
insights-lasts-over-ten-years = このペースなら 10 年以上もちます
insights-lasts-days = { $count ->
   *[other] このペースなら約 { $count } 日もちます
}

insights-section-models = モデル別
insights-sort-hint = この列で並べ替えます。もう一度クリックすると逆順になります
insights-model-column-model = モデル
insights-model-column-tasks = タスク
insights-model-column-succeeded = 成功
insights-model-column-fail-codes = 失敗コード
insights-model-column-median = 時間の中央値
insights-model-column-p90 = p90
insights-model-column-longest = 最長
insights-model-column-queue = 待ち時間（中央値）
    .hint = 処理が始まる前にサービス側で待っていた時間
insights-model-column-to-file = ファイルまで（中央値）
    .hint = 送信から最初の結果がこのコンピューターに保存されるまでの時間（GenDesk がダウンロードしたタスクのみ）
insights-model-column-spent = 使用額
insights-model-column-per-success = 成功 1 件あたり
insights-model-show-tasks = これらのタスクをアクティビティに表示
insights-model-all = すべてのモデル
insights-model-succeeded = { $count }（{ $percent }%）
insights-model-no-fail-codes = なし
insights-fail-code-about = { $category }：{ $meaning }
insights-fail-code-unknown = GenDesk が知らないコードです。
insights-fail-code-click =
    { $about }
    クリックすると失敗したタスクをアクティビティに表示します。
insights-amount-unpriced = { $amount } + 価格不明 { $count } 件
insights-model-spent-measured = { $count ->
   *[other] GenDesk が把握していた価格からの見積もりです。残高による実測（タスク { $count } 件）：{ $amount }。
}
insights-model-spent-estimated = GenDesk がタスク送信時に把握していた価格からの見積もりです。失敗したタスクは返金され、含まれません。
insights-times-none = この期間には、処理時間のわかるタスクがまだありません。
insights-times-bar = { $model }：中央値 { $median }、p90 { $p90 }、最長 { $longest }
insights-times-axis = 処理時間の中央値（秒）
insights-times-chart = 処理時間の中央値

insights-section-batches = バッチと実行
insights-batches-none = この期間のバッチはありません。
insights-batch-column-batch = バッチ
insights-batch-column-model = モデル
insights-batch-column-sent = 送信日時
insights-batch-column-items = バッチ項目
insights-batch-column-estimate = 見積もり
insights-batch-column-accepted = 受理分の費用
insights-batch-column-spent = 使用額
insights-batch-column-outcome = 結果
insights-batch-column-rate = 項目/分
insights-batch-column-times = 待ち · 処理（中央値）
insights-batch-run = { $count } 件のバッチの実行
insights-batch-open = このバッチをバッチ画面で開く
insights-batches-show-all = 全 { $count } 行を表示
insights-batch-items = 送信 { $sent } 件、受理 { $accepted } 件
insights-batch-spent-hint = 受理された項目の見積もりから、失敗したタスク（返金済み）を差し引いた額です。
insights-batch-outcome = 成功 { $succeeded } 件、失敗 { $failed } 件
insights-footnote = 費用は、GenDesk が各タスクの送信時に把握していた価格からの見積もりです。失敗したタスクは返金され、含まれません。計算時間 { $milliseconds } ms。

insights-empty-title = まだ集計するものはありません
insights-empty-text = 分析では、このコンピューターの履歴から、GenDesk が送信したタスクとバッチ、その費用と所要時間を集計します。選択した期間と絞り込みでは、何も送信されていません。
insights-empty-balance = 残高：{ $amount }。
insights-show-all-time = すべての期間を表示
insights-go-compose = 作成で何か作る

insights-report-none = この期間のタスクはありません。
insights-report-column-model = モデル
insights-report-column-tasks = タスク
insights-report-column-ok = 成功
insights-report-column-failed = 失敗
insights-report-column-p50 = p50
insights-report-column-p90 = p90
insights-report-column-max = 最長
insights-report-column-spent = 使用額
insights-report-column-measured = 実測
insights-report-total = 合計
insights-report-measured = { $count ->
   *[other] { $amount }（タスク { $count } 件）
}
insights-report-failures = 失敗：
insights-report-note = 時間は成功したタスクの処理時間です。使用額は送信時に GenDesk が把握していた価格によるものです（失敗したタスクは返金され、含まれません）。実測は、単独で送信したタスクの前後での残高の減少です。
insights-report-balance = { $count ->
   *[other] 残高：{ $first }（{ $first_time }）→ { $last }（{ $last_time }）、応答 { $count } 件
}
insights-report-balance-none = 残高：この期間の応答はありません。

insights-export-models-csv = モデル別の表（CSV）

insights-export-spend-csv = 使用額の推移（CSV）

insights-export-balance-csv = 残高の推移（CSV）

insights-export-batches-csv = バッチ（CSV）

insights-export-all-json = すべて（JSON）

# The batches table's name for a screen reader.
insights-batches-table-name = バッチ

# The per-model table's name for a screen reader.
insights-models-table-name = モデル

# A week's bar in the spend chart: $day is its first day ("23 Nov").
insights-week-of = { $day } の週
