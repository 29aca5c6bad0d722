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
compose-cancel = 取消

compose-add-model-title = 添加模型
compose-add-model-intro = 服务提供但不在列表中的模型。它会获得所属类型的通用字段（模式、提示词等）；只需添加它额外接受的字段。
compose-add-model-id = 模型 ID
compose-add-model-kind = 类型
compose-add-model-name = 显示名称
    .placeholder = 可选；留空则用 ID
compose-add-model-description = 描述
    .placeholder = 可选
compose-add-model-price = 每个任务的价格
    .placeholder = 可选，单位 USD，例如 0.05（用于估算批次费用）
compose-add-model-save = 保存模型
compose-add-model-saved-in = 保存在 { $file } 中，并为此配置记住
compose-add-model-replaces = “{ $id }”已在列表中（{ $source }）；保存后将用您的定义替换它。
compose-add-model-replaces-earlier = { $kind ->
    [image] 您之前已为另一个配置添加过“{ $id }”（图像模型）；保存后将用此定义替换它。
    [video] 您之前已为另一个配置添加过“{ $id }”（视频模型）；保存后将用此定义替换它。
   *[audio] 您之前已为另一个配置添加过“{ $id }”（音乐模型）；保存后将用此定义替换它。
}
compose-add-model-no-id = 请按服务上的写法准确输入模型 ID，例如 vendor/model-name。
compose-add-model-bad-price = 每个任务的价格“{ $price }”不是像 0.05 这样的美元金额；请更正或留空。
compose-add-model-field-no-key = 额外字段 { $number } 没有键：请输入它在“input”中的名称，或删除该行。
compose-add-model-field-twice = 额外字段“{ $key }”出现了两次；请只保留一个。
compose-add-model-field-problem = 额外字段 { $number }：{ $problem }
compose-add-model-bound-not-number = { $bound ->
    [minimum] 额外字段 { $number }：最小值“{ $text }”不是数字。
   *[maximum] 额外字段 { $number }：最大值“{ $text }”不是数字。
}
compose-add-model-choice-empty = 额外字段 { $number } 是选项：请列出它的值，用逗号分隔。
compose-extra-fields = 额外字段
compose-extra-fields-none = 无。未列出的字段仍可在表单中作为额外 JSON 发送。
compose-field-type-text = 文本
compose-field-type-integer = 整数
compose-field-type-number = 数字
compose-field-type-bool = 开/关
compose-field-type-choice = 选项
compose-extra-field-key = 键
    .name = 字段 { $number } 的键
compose-extra-field-type = 字段 { $number } 的类型
compose-extra-field-min = 最小
    .name = 字段 { $number } 的最小值
compose-extra-field-max = 最大
    .name = 字段 { $number } 的最大值
compose-extra-field-values = 字段 { $number } 的值
compose-extra-field-remove = 移除
    .name = 移除字段 { $number }
compose-extra-field-add = 添加字段

compose-advanced = 高级
compose-advanced-in-use = 正在使用高级选项。
compose-provider = 提供方
compose-provider-auto = auto — 最佳平衡（服务的默认值）
compose-provider-value = value — 成本优先
compose-provider-official = official — 直连提供方
compose-request-type = 请求类型
compose-request-type-async = async（GenDesk 轮询）
compose-request-type-callback = callback（服务调用您的 URL）
compose-request-type-help = GenDesk 会跟踪两种任务；callback 还会通知您自己的服务器。
compose-callback-url = 回调地址
    .hint = 一个在 30 秒内返回 HTTP 200 的公开 https:// 地址。
compose-callback-receiver = GenDesk 的接收器：每次回调都会记录在 Webhook 中，并让 GenDesk 立即检查该任务。
compose-use-receiver = 使用 GenDesk 的接收器
compose-callback-unused = 仅在请求类型为 callback 时使用。
compose-extra-json = 额外 JSON
    .hint = 此模型接受的其他输入字段，写成一个 JSON 对象；它们会按原样添加到“input”中。

compose-prompt-placeholder = 描述要生成的内容，例如：黄昏时的灯塔，油画
compose-chars-of-limit = { $count } / { $limit } 个字符
compose-chars = { $count } 个字符
compose-choose = 选择…
compose-choice-not-set = （未设置）
compose-switch-on = 开
compose-number-not-set = 未设置
compose-bounds-between = { $min } 到 { $max }
compose-bounds-min = 至少 { $min }
compose-bounds-max = 最多 { $max }

compose-request-preview = 请求预览
compose-request-body = 请求正文
compose-copy-json = 复制 JSON
compose-copy-curl = 复制 curl
compose-copy-hint = 复制到剪贴板
compose-api-key-hidden = API 密钥显示为 *** — 运行命令时请换成您自己的密钥。
compose-request-not-built = 修正以下问题后才能生成请求：

compose-recent-prompts = 最近的提示词…
    .hint = 从此配置发送过的提示词，最新的在前（搜索、方向键、Enter）
    .empty = 您从此配置发送的提示词会显示在这里
compose-recent-title = 最近的提示词
compose-recent-search = 搜索
    .placeholder = 提示词中的词语
compose-recent-no-match = 从此配置发送的提示词中没有包含这些词语的。
compose-recent-keys = 上下方向键移动，Enter 将提示词放入表单，Esc 关闭。

compose-pick-result = 选择结果
compose-pick-result-reading = 正在读取您的结果…
compose-pick-result-none = 此配置还没有生成过图片。图像模型生成的图片完成后会显示在这里。
compose-pick-result-live = 通过链接使用
compose-pick-result-downloaded = 链接已过期：使用已下载的副本
compose-pick-result-gone = 链接已过期且从未下载：无法使用
compose-pick-result-use = 使用
    .hint = 将其添加到参考图
    .name = 使用结果 { $number }：{ $prompt }

compose-several-title = 发送到多个模型
compose-several-intro = 相同的提示词和设置，为您选择的每个模型各发送一个付费任务（最多 { $max } 个）。结果完成后会在“对比”中并排显示。
compose-several-estimate = 预计费用：{ $cost }
compose-several-send = 发送 { $count } 个付费任务
compose-several-choose-two = 请至少选择两个模型。
compose-several-fix-first = 请先解决阻止某个模型的问题，或将其移除。
compose-several-ready = { $model }：就绪，{ $price }。
compose-several-ready-without = { $model }：就绪，{ $price }，不含它不接受的设置：{ $fields }。
compose-several-problem = { $model }：{ $problem }

compose-catalog-loading = 模型列表仍在加载；请稍后再试。
compose-batch-file-blocked = { $file } 中有 { $count } 行在发送前被拦下；批次编辑器列出了它们及其行号。
compose-batch-file-unreadable = 无法导入该文件：{ $problem }
compose-fix-model-missing = 模型“{ $model }”不在模型列表中；请在“创作”中用“添加模型…”添加它，然后重试。
compose-fix-loaded = 批次 #{ $batch } 的 { $count } 个批次项已连同退回原因放入批次编辑器。请修正后作为新批次发送。
compose-reuse-loading = 模型列表仍在加载；请稍后再次尝试“重用设置”。
compose-reuse-model-missing = 模型“{ $model }”不在模型列表中，因此无法重用其设置。请在“创作”中用“添加模型…”添加它，然后重试。
compose-reuse-unreadable = 无法读取记录的请求（{ $problem }），因此无法重用其设置。
compose-reuse-loaded = 该任务的设置已填入表单（{ $model }）。按需修改后提交即可。{ $others }
compose-reuse-loaded-issues = 该任务的设置已填入表单，但有 { $count } 项设置不再适用于 { $model }：请在提交前修正标出的字段。{ $others }
compose-reuse-extra-fields = { $count ->
   *[other] { $model } 的表单没有字段 { $fields }：它们作为额外 JSON 保留在“高级”中，并按原样发送。
}
compose-quoted = “{ $text }”
compose-reference-wrong-kind = 结果只能作为新图像或新视频的参考，不能用于“{ $kind }”。
compose-reference-not-web = 只有 http(s) 图像可以作为参考；“{ $url }”不是。
compose-reference-no-model = { $kind ->
    [image] 列表中没有接受参考图的图像模型。请在“创作”中用“添加模型…”添加一个。
   *[video] 列表中没有接受参考图的视频模型。请在“创作”中用“添加模型…”添加一个。
}
compose-reference-loaded = 在 { $model } 上新建 { $mode } 任务，以该结果作为参考。请描述要生成什么，然后提交。
compose-model-gone = “{ $gone }”已不在模型列表中；表单已切换到 { $model }，并保留了您的提示词。

compose-picture-no-reference = { $model } 不接受参考图。请在左侧选择支持 image-to-image 或 image-to-video 的模型，然后重新添加图片。
compose-picture-already = { $name } 已在参考图列表中。
compose-picture-too-many = 未添加 { $name }：{ $model } 最多接受 { $max } 张参考图。请先移除一张。
compose-picture-not-restored = 参考图 { $number } 来自 { $source }，无法再次使用：{ $problem } 旧链接已保留；如果已过期，请重新添加图片。
compose-preset-loading = 模型列表仍在加载；请稍后重新应用预设。
compose-preset-model-missing = 预设“{ $preset }”用于 { $model }，但该模型不在模型列表中；请用“添加模型…”添加它，然后重新应用预设。
compose-preset-applied = 预设“{ $preset }”已填入表单。
compose-preset-applied-without = { $count ->
   *[other] 预设“{ $preset }”已填入表单，但不含 { $fields }：{ $model } 不接受这些设置。
}

compose-user-models-unreadable = 未显示您添加的模型：{ $problem }
compose-sandbox-catalog-unreadable = 无法读取沙盒的模型列表，因此显示内置列表。{ $problem }
compose-user-models-locked = 在能读取 { $file } 之前，无法更改您的模型：{ $problem }

compose-favourite = 收藏
    .hint = 已加星标：其结果在图库的“收藏”中。点击可取消星标。
    .name = 从收藏中移除
compose-favourite-add = 添加到收藏
    .hint = 为此任务加星标：其结果会保留在图库的“收藏”中

compose-model-filter-placeholder = 名称或 ID
