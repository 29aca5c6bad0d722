# The Compose view: model picker, the model's form, advanced settings, submitting, recent prompts.

compose-catalog-unreadable = 无法读取模型列表
compose-loading-models = 正在加载模型…
compose-no-model = 没有可用的模型
compose-no-model-sandbox = 模型列表为空。请在左侧用“添加模型…”添加一个模型。
compose-no-model-service = 此服务不公开模型列表，因此暂时没有可选的模型。请在左侧添加您要使用的模型：只需它的 ID 和类型。
compose-mode-single = 单个任务
    .hint = 用表单发送一个任务
compose-mode-batch = 批次
    .hint = 一次发送此模型的多个批次项：副本、提示词列表、文件或网格；表单是每个批次项的模板
compose-mode-batch-note = 批次：下方表单是每个批次项的模板；批次项在右侧生成并检查。
compose-source-retired = 已不在目录中
compose-source-built-in = 内置
compose-source-sandbox = 沙盒
compose-source-user = 您添加的
compose-banner-dismiss = 关闭
    .hint = 隐藏此消息
compose-submit = 提交
    .hint = 发送一个任务（Ctrl+Enter）。任务需要付费。
compose-show-request = 显示请求
    .hint = 将要发送的确切 JSON，以及同一请求的 curl 命令
compose-hide-request = 隐藏请求
compose-send-several = 发送到多个模型…
    .hint = 将同一提示词发送到最多四个同类模型，进行对比
compose-cost = 费用：{ $cost }
    .hint = 此模型在这些设置下一个任务的价格
compose-cost-unknown = 未知（服务不公开价格）
compose-submit-unavailable = { $more ->
    [0] 无法提交：{ $problem }
   *[other] 无法提交：{ $problem }（另有 { $more } 个问题）
}
compose-submit-tip = Ctrl+Enter 也可提交。每次提交发送一个付费任务；任务随后在后台运行，并显示在“活动”中。
compose-sent-from-form = 已从此表单发送 { $count } 个任务。表单会保留其中的值：改动一处后再次提交，即可得到一个变体。

compose-kind-image = 图像
compose-kind-video = 视频
compose-kind-music = 音乐
compose-kind-model = { $kind ->
    [image] 图像模型
    [video] 视频模型
   *[audio] 音乐模型
}

compose-models = 模型
compose-search-models = 搜索模型
    .placeholder = 名称或 ID
compose-kind-all = 全部
    .name = 全部模型
compose-kind-filter = { $kind ->
    [image] 图像模型
    [video] 视频模型
   *[audio] 音乐模型
}
    .hint = { $kind ->
        [image] 仅图像模型
        [video] 仅视频模型
       *[audio] 仅音乐模型
    }
compose-group-user = 您的模型
compose-group-sandbox = 沙盒模型
compose-group-built-in = 内置模型
compose-group-retired = 已不在目录中
compose-add-model = 添加模型…
    .hint = 服务提供但此处未列出的模型
compose-model-new = 新
    .hint = 本周由更新加入模型目录
compose-model-new-name = { $name }（新）
compose-remove-model = 移除
    .name = 移除 { $id }
    .hint = 从您的列表中移除此模型
compose-picker-no-list = 此服务不公开模型列表。
compose-picker-no-list-help = 添加您要使用的模型：只需它的 ID（与服务上的写法完全一致）和类型。GenDesk 会为此配置记住它。
compose-add-model-by-id = 按 ID 添加模型…
    .hint = ID、类型以及它自己的字段（如有）
compose-picker-none-yet = 还没有模型。
compose-picker-none-yet-help = 请用下方的“添加模型…”添加一个。
compose-picker-no-models = { $kind ->
    [image] 列表中没有图像模型。
    [video] 列表中没有视频模型。
    [audio] 列表中没有音乐模型。
   *[all] 列表中没有模型。
}
compose-picker-no-match = { $kind ->
    [image] 没有与“{ $query }”匹配的图像模型。
    [video] 没有与“{ $query }”匹配的视频模型。
    [audio] 没有与“{ $query }”匹配的音乐模型。
   *[all] 没有与“{ $query }”匹配的模型。
}
compose-picker-no-match-help = 请检查拼写，或用“添加模型…”添加该模型。
compose-picker-clear-search = 清除搜索
