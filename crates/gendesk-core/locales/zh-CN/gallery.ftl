# The Gallery, Compare, the picture viewer and the video and audio players.

gallery-reading = 正在读取您的结果…
gallery-picked = 已选 { $count } / { $max } 项并排显示
gallery-show-side-by-side = 并排显示 { $count } 项
gallery-side-by-side = 并排显示
    .hint = 请在查看器中至少选择两张图片或两个视频
gallery-picked-clear = 清除
gallery-empty-title = 还没有结果
gallery-empty-body = 任务生成的每张图片、每个视频和每段音乐都会显示在这里。
gallery-go-to-compose = 前往创作
gallery-no-match = 没有符合这些筛选条件的结果
gallery-clear-filters = 清除所有筛选条件
gallery-date-any = 任意时间
gallery-date-today = 最近 24 小时
gallery-date-week = 最近 7 天
gallery-date-month = 最近 30 天
gallery-kind-any = 所有类型
gallery-kind-images = 图片
gallery-kind-videos = 视频
gallery-kind-music = 音乐
gallery-filter-kind = 类型
gallery-filter-favourites = 收藏
    .hint = 仅显示已加星标任务的结果
gallery-filter-when = 时间
gallery-filter-model = 模型
gallery-filter-search = 搜索
    .hint = 提示词、模型或任务 ID
gallery-filter-clear = 清除筛选
gallery-tiles-small = 小
gallery-tiles-large = 大
gallery-total = { $count ->
   *[other] { $count } 个结果
}
