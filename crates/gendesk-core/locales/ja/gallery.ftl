# The Gallery, Compare, the picture viewer and the video and audio players.

gallery-reading = 結果を読み込んでいます…
gallery-picked = 並べて表示する項目：{ $count } / { $max } 件
gallery-show-side-by-side = { $count } 件を並べて表示
gallery-side-by-side = 並べて表示
    .hint = ビューアーで画像または動画を 2 つ以上選んでください
gallery-picked-clear = クリア
gallery-empty-title = まだ結果はありません
gallery-empty-body = タスクが作成した画像、動画、音楽はすべてここに表示されます。
gallery-go-to-compose = 作成へ移動
gallery-no-match = これらのフィルターに一致する結果はありません
gallery-clear-filters = すべてのフィルターを解除
gallery-date-any = すべての期間
gallery-date-today = 過去 24 時間
gallery-date-week = 過去 7 日間
gallery-date-month = 過去 30 日間
gallery-kind-any = すべての種類
gallery-kind-images = 画像
gallery-kind-videos = 動画
gallery-kind-music = 音楽
gallery-filter-kind = 種類
gallery-filter-favourites = お気に入り
    .hint = スターを付けたタスクの結果のみ
gallery-filter-when = 期間
gallery-filter-model = モデル
gallery-filter-search = 検索
    .hint = プロンプト、モデル、タスク ID
gallery-filter-clear = フィルターを解除
gallery-tiles-small = 小
gallery-tiles-large = 大
gallery-total = { $count ->
   *[other] { $count } 件の結果
}
