# Words from the engine: errors from the service and the network, task failures, notifications, the activity log.

core-fail-moderation = 请改写提示词并替换被标记的输入；审核结果无法申诉。
core-fail-input-image-sensitive = 请把被标记的输入图片换成另一张；审核结果无法申诉。
core-fail-input-output-sensitive = 请修改提示词和输入图片，使结果符合政策；审核结果无法申诉。
core-fail-prohibited = 请从提示词和输入中删除违禁内容；审核结果无法申诉。
core-fail-nsfw = 请改写提示词，去掉成人内容；审核结果无法申诉。
core-fail-copyright = 请从提示词和输入中删除受版权保护的角色、标志或作品；审核结果无法申诉。
core-fail-output-image-sensitive = 请调整提示词，使生成的图片符合政策；审核结果无法申诉。
core-fail-content-violation = 请修改提示词和输入，使其符合内容政策；审核结果无法申诉。
core-fail-prompt-length = 请缩短提示词（约 2000 个字符以内）后重新提交。
core-fail-prompt-invalid = 请重写提示词，并确认它适合所选的模式和模型。
core-fail-prompt-parameter = 请删除或更正写在提示词里的参数（如 --flags），然后重新提交。
core-fail-missing-parameter = 请填写所有必填字段，然后重新提交。
core-fail-bad-request = 请确认所有必填字段都已正确填写，然后重新提交。
core-fail-validation = 请对照模型文档中的限制检查设置，然后重新提交。
core-fail-parameter = 请对照模型的限制检查数值和格式（范围、数量、尺寸）。
core-fail-ratio = 请选择所选模型支持的宽高比，然后重新提交。
core-fail-param-value = 请更正被拒批次项的输入值，然后重新提交该项。
core-fail-image-format = 请把图片转换为 JPEG、PNG 或 WebP 后重新上传。
core-fail-image-size = 请把图片调整为模型接受的尺寸和文件大小，然后重新上传。
core-fail-invalid-image-size = 请把图片调整为模型支持的尺寸，然后重新提交。
core-fail-image-not-access = 请确认每个参考图网址都是公开的、仍然有效，且无需登录即可下载；如果是您电脑上的图片，请重新发送，GenDesk 会重新托管它（如果再次失败，请检查“设置”中的存储桶或隧道）。
core-fail-image-invalid = 请换成有效且未损坏的 JPEG、PNG 或 WebP 文件。
core-fail-image-incorrect = 请使用互不相同、允许使用且适合所选模型的图片。
core-fail-input-format = 请把输入文件转换为模型支持的格式，然后重新提交。
core-fail-upload = 请上传更小的文件（通常小于 10 MB），并使用支持的格式。
core-fail-video-incorrect = 请换一个不含不支持内容（如真人）的视频。
core-fail-video-invalid = 请裁剪或重新编码视频，使其符合模型对时长、分辨率和主体的要求。
core-fail-input-incorrect = 请把输入的时长或尺寸调整到模型接受的范围。
core-fail-image-url = 请提供一个有效、公开且直接指向图片的 http(s) 链接。
core-fail-lora-url = 请确认 LoRA 网址是公开的，并直接指向模型文件。
core-fail-auth = 请检查设置中的 API 密钥；如果密钥无误，请联系客服。
core-fail-quota = 请等待配额重置或升级套餐，然后重新提交。
core-fail-balance = 请充值余额，然后重新提交。
core-fail-rate-limit = 同时发出的请求太多；请等一分钟，再作为新任务重试。
core-fail-transient = 上游出现临时问题；作为新任务重试通常可以成功。
core-fail-task-timeout = 任务已过期；请创建新任务。
core-fail-task-id = 请选择一个支持此操作（如放大或变体）的已完成任务，然后重试。
core-fail-unknown = 无法识别的失败代码；请查看失败信息，如果问题持续，请联系客服。

core-api-may-have-created = { $message }任务可能仍已创建（并已扣费）：再次提交前，请先查看任务列表或余额。
core-api-not-sent = 无法连接到 { $host }（{ $detail }）。没有发送任何内容。请检查网络连接和配置中的基础地址，然后重试。
core-api-blocked = { $failure }没有向 { $host } 发送任何内容。
core-api-outcome-unknown-timed-out = 请求已发送，但没有及时收到回应，因此无法确定服务是否已处理。再次发送前，请先查看任务列表或状态，以免重复扣费。
core-api-outcome-unknown-lost = 请求已发送，但在收到回应前连接已断开，因此无法确定服务是否已处理。再次发送前，请先查看任务列表或状态，以免重复扣费。
core-api-rate-limited-wait = 请求过多：服务正在限制此密钥的请求速率。{ $said }请等待{ $wait }后重试。
core-api-service-said = 服务返回：“{ $message }”。
core-api-wait-a-second = 1 秒
core-api-wait-seconds = 约 { $count } 秒
core-api-wait-minutes = 约 { $count } 分钟
core-api-decode = 服务返回了 GenDesk 无法读取的响应（HTTP { $status }；开头为 { $sample }）。请确认基础地址指向生成服务；如果无误，请稍后重试。
core-api-too-large = 服务返回了异常大的响应（超过 { $mib } MiB），未予读取。请确认基础地址指向生成服务。
core-api-base-url = 服务地址不可用：{ $reason }。
core-api-key = API 密钥不可用：{ $reason }。
core-api-batch = 批次未发送：{ $reason }。
core-api-invalid-request = 请求未发送：{ $reason }。
core-api-setup = GenDesk 无法准备网络连接（{ $reason }）。请重启应用；如果问题持续，请报告。
core-api-status-400 = 服务认为请求无效而拒绝了它。{ $said }请更正输入后重新提交。
core-api-status-401 = API 密钥被拒绝（无效、已吊销、缺失或不允许用于此模型）。{ $said }请检查配置中的密钥，或在控制台新建一个。
core-api-status-402 = 您的余额不足以完成此请求。{ $said }请充值后重试。
core-api-status-403 = 服务拒绝了请求：内容可能违反使用政策，或密钥缺少权限。{ $said }请修改输入或检查密钥权限。
core-api-status-404 = 未找到：此账户下不存在该模型或任务。{ $said }请检查模型 ID 和任务 ID。
core-api-status-429 = 请求过多：服务正在限制此密钥的请求速率。{ $said }请等待约一分钟后重试。
core-api-status-5xx = 服务出现临时问题（代码 { $code }）。{ $said }请几分钟后重试。
core-api-status-504 = 服务等待模型提供方时超时（代码 504）。{ $said }请稍等片刻后重试。
core-api-status-redirect = 服务返回了重定向（代码 { $code }），GenDesk 不会跟随，以便您的密钥只发往您输入的地址。{ $said }请检查基础地址。
core-api-status-other = 服务返回了代码 { $code }。{ $said }请稍后重试；如果问题持续，请联系客服。

core-doing-checking-balance = 查询余额
core-doing-recording-balance = 在历史记录中保存余额
core-doing-checking-spending-limit = 读取已花费金额以执行支出上限
core-doing-saving-favourite = 保存任务的星标
core-doing-reading-secret = 读取 Webhook 签名密钥
core-doing-reading-secret-for-receiver = 为接收器读取 Webhook 签名密钥
core-doing-rotating-secret = 轮换 Webhook 签名密钥
core-doing-reading-rotated-secret = 读取新的 Webhook 签名密钥（轮换已完成）
core-doing-revoking-secret = 吊销 Webhook 签名密钥
core-doing-reading-known-secrets = 读取已知的 Webhook 签名密钥
core-doing-saving-secrets = 保存 Webhook 签名密钥
core-doing-finding-results = 查找要下载的结果
core-doing-downloading-results = 下载结果
core-doing-queueing-download = 将下载加入队列
core-doing-resuming-downloads = 继续下载
core-doing-recording-finished-download = 记录已完成的下载
core-doing-recording-failed-download = 记录失败的下载
core-doing-writing-record = 将提示词和设置写入已下载的文件
core-doing-preparing-run = 准备批次（未发送任何内容）
core-doing-saving-run = 保存批次（未发送任何内容）
core-doing-downloading-batch-results = 下载批次的结果
core-doing-following-batch-downloads = 跟踪批次的下载
core-doing-checking-interrupted = 检查被中断的提交
core-doing-refreshing-task = 刷新任务
core-doing-preparing-submission = 准备提交
core-doing-saving-submission = 保存提交（未发送任何内容）
core-doing-recording-task-id = 记录新的任务 ID
core-doing-recording-submission-outcome = 记录提交的结果
core-doing-reading-tasks-to-poll = 读取要轮询的任务
core-doing-reading-finished-task = 读取已完成的任务
core-doing-saving-task-status = 保存任务状态
core-doing-checking-task-status = 查询任务状态
core-doing-saving-poll-error = 保存轮询错误
core-doing-recording-delivery = 记录 Webhook 投递
core-doing-recording-delivery-effects = 记录投递带来的变更
core-doing-finding-delivery-task = 查找投递对应的任务
core-doing-preparing-batch = 准备批次（未发送任何内容）
core-doing-saving-batch = 保存批次（未发送任何内容）
core-doing-sending-batch-again = 重新发送批次
core-doing-refreshing-batch = 刷新批次
core-doing-reading-batches-to-send = 读取要发送的批次
core-doing-recording-accepted-batch = 记录已接受的批次
core-doing-recording-batch-send-error = 记录批次发送错误
core-doing-reading-batches-to-poll = 读取要轮询的批次
core-doing-saving-batch-poll-error = 保存批次轮询错误
core-doing-checking-batch-status = 查询批次状态
core-doing-reading-finished-batch-item = 读取已完成的批次项
core-doing-saving-batch-status = 保存批次状态
core-problem-task-not-in-history = 历史记录中没有该任务
core-problem-batch-not-in-history = 历史记录中没有该批次
core-problem-no-results-yet = 此任务还没有结果文件；请等它成功后再试
core-problem-no-such-result = 此任务没有第 { $number } 个结果
core-problem-run-batch-invalid = 第 { $number } 个批次：{ $detail }
core-problem-task-id-not-recorded = { $detail }；任务 { $task } 已在服务端存在
core-problem-batch-not-recorded = { $detail }；批次 { $batch } 已在服务端存在，重新发送时会记录下来
core-problem-unreadable-results = 服务报告成功，但无法读取结果（{ $details }）；GenDesk 会再次查询

core-failure-no-code = 服务没有给出失败代码。请检查提示词和设置，然后重新提交。
core-end-sandbox-forgot = 离线沙盒已不认识此任务（任务运行期间，它保存的世界丢失或被搁置了），因此它永远无法完成。请重新提交：沙盒任务不收费。
core-end-sandbox-forgot-hint = 在任务详情中使用“复用设置”重新提交。
core-download-not-http = 此结果链接不是网址（它使用“{ $scheme }”），因此没有下载。只下载 http 和 https 链接。
core-download-invalid-url = 无法下载此结果链接（{ $reason }）。请检查任务的结果，或重新生成。
core-download-expired = 结果链接已过期：结果文件在发出后 24 小时内可以下载。请重新生成结果以获得新链接。
core-download-http-status = 服务器拒绝了下载（HTTP { $code }）。请稍后重试；如果一直失败，请重新生成结果。
core-download-too-large = 文件超过了 { $limit } 的下载上限，因此没有下载。如需下载，请在“设置”中调高“最大下载”，然后重新下载。
core-download-no-space = 保存 { $path } 时磁盘已满。请释放一些空间后重新下载；下载会从中断处继续。
core-download-io = 无法将文件保存到 { $path }（{ $reason }）。请确认文件夹存在且可写，或选择其他下载文件夹。
core-download-local-gone = 此结果的链接已不可用：此电脑上该地址已无响应（生成它的离线沙盒现在运行在另一个地址）。已下载的副本会保留；请重新生成结果以获得新链接。
core-download-blocked = { $failure }重新下载时，下载会从中断处继续。
core-download-network = 由于网络问题，下载失败（{ $reason }）。请检查连接后重新下载；下载会从中断处继续。
core-download-cancelled = 下载已取消。重新下载即可从中断处继续。
core-download-setup = 下载器无法启动（{ $reason }）。请重启应用；如果问题持续，请报告。
core-net-proxy-refused = 代理 { $proxy } 拒绝了连接：它没有运行，或地址、端口有误。请检查“网络”设置中的代理，或询问代理的管理员。
core-net-proxy-unreachable = 无法连接到代理 { $proxy }（{ $detail }）。请检查“网络”设置中的代理地址和此电脑的网络连接。
core-net-proxy-login-needed = 代理 { $proxy } 需要用户名和密码（HTTP 407）。请在“网络”设置中为自定义代理填写它们。
core-net-proxy-login-refused = 代理 { $proxy } 拒绝了用户名或密码。请在“网络”设置中更正。
core-net-proxy-would-not-connect = 代理 { $proxy } 不肯建立到 { $host } 的连接：可能是用户名或密码有误，或代理不允许此地址。“网络”设置中的“测试连接”可以查明原因。
core-net-proxy-forbids = 代理 { $proxy } 不允许连接到 { $host }（HTTP 403）。请让代理的管理员放行 { $host }；如果不经代理也能访问 { $host }，请将它加入“网络”设置中的绕过列表。
core-net-socks-could-not-reach = SOCKS5 代理 { $proxy } 无法访问 { $host }（{ $reason }）。如果代理无法解析该名称或不允许访问，请询问代理的管理员；否则请稍后重试。
core-net-untrusted-certificate = 到 { $host } 的连接被拒绝：其证书不受信任（{ $problem }）。出示的证书为“{ $subject }”，颁发者为“{ $issuer }”。如果您的组织会检查 HTTPS 流量，请向其 IT 部门索取该颁发机构的证书（PEM 文件），并在“网络”设置中将其添加为额外的证书颁发机构。否则，说明此电脑与 { $host } 之间有东西在拦截连接：在弄清原因之前，请不要发送任何内容。
core-net-proxy-broken = 代理 { $proxy } 中断了连接（{ $detail }）。请确认它是“网络”设置中所选类型的代理（HTTP、HTTPS 或 SOCKS5）。
core-outage-under-a-minute = 不到一分钟
core-outage-minutes = { $count } 分钟
core-outage-hours = { $count } 小时
core-outage-hours-minutes = { $hours } 小时 { $minutes } 分钟
core-trouble-interrupted = GenDesk 在服务回应此提交前就停止了，因此无法确定任务是否已创建（并已扣费）。再次提交前，请先查看服务的任务列表或您的余额。
core-receiver-address-unreadable = Webhook 接收器无法启动：无法从历史记录中读取它的地址（{ $detail }）。
core-receiver-port-taken = 127.0.0.1 上的端口 { $port } 已被另一个程序占用（可能是另一个 GenDesk 窗口），因此 Webhook 接收器已关闭；请在“设置”的“Webhook 接收器”部分选择其他端口，或关闭那个程序。
core-receiver-bind = Webhook 接收器无法监听 127.0.0.1 的端口 { $port }（{ $cause }）；请在“设置”的“Webhook 接收器”部分选择其他端口。
core-limit-over-day = { $what }将超出今天的支出上限 { $limit }，超出 { $over }（今天已花费 { $spent }；本次费用约 { $cost }）。没有发送任何内容。
core-limit-over-month = { $what }将超出本月的支出上限 { $limit }，超出 { $over }（本月已花费 { $spent }；本次费用约 { $cost }）。没有发送任何内容。
core-limit-unknown-price = { $what }的价格未知，因此 GenDesk 无法判断它是否在您的支出上限之内。没有发送任何内容。

core-notify-task-ready = { $kind ->
    [image] 图片已就绪
    [video] 视频已就绪
    [music] 音乐已就绪
   *[task] 任务已就绪
}
core-notify-task-failed = { $kind ->
    [image] 图片生成失败
    [video] 视频生成失败
    [music] 音乐生成失败
   *[task] 任务失败
}
core-notify-prompt = “{ $prompt }”
core-notify-batch-finished = 批次已完成：{ $total } 项中 { $ready } 项就绪
core-notify-batch-finished-failed = 批次已完成：{ $total } 项中 { $ready } 项就绪，{ $failed } 项失败
core-notify-batch-finished-body = { $model } — 打开“批次”查看结果
core-notify-batch-refused = 含 { $count } 项的批次未发送
core-notify-download-finished = 下载完成
core-notify-download-failed = 下载失败
core-notify-batch-download = { $count } 个文件，位于 { $folder }
core-notify-batch-download-failed = { $count } 个文件，位于 { $folder }；{ $failed } 个无法下载
core-record-model = 模型：{ $model }
core-record-model-kind = 模型：{ $model }（{ $kind }）
core-record-prompt = 提示词：{ $prompt }
core-record-task = 任务：{ $task }
core-record-task-result = 任务：{ $task }，第 { $result } 个结果
core-record-batch = 批次：{ $batch }
core-record-batch-item = 批次：{ $batch }，项 { $item }
core-record-batch-unknown = （未知）
core-record-created = 创建时间：{ $time }
core-record-completed = 完成时间：{ $time }
core-record-estimated-cost = 预估费用：{ $amount }
core-record-references = 参考图：{ $references }
core-record-service = 服务：{ $service }
core-record-written-by = 写入者：{ $generator }

core-log-recovered-unknown = { $count } 个提交在服务回应前被中断；结果未知
core-log-offline = 无法连接到服务；状态查询和下载会等待它恢复
core-log-online = 服务在中断 { $outage } 后恢复响应；状态查询和下载已继续
core-log-error = { $doing }时出错：{ $problem }
core-log-reference-not-hosted = 参考图 { $number } 无法托管：{ $error }
core-log-references-deleted = 已从您的存储桶中删除 { $count } 张上传的参考图：相关任务已完成
core-log-submitted = 已提交；服务端的任务 ID 为 { $task }
core-log-task-final = 已结束：{ $state }
core-log-task-failed = 失败：{ $message } { $hint }
core-log-task-failed-code = 失败（{ $code }）：{ $message } { $hint }
core-log-no-reason = 未给出原因。
core-log-batch-recorded = 已记录含 { $count } 项的批次
core-log-run-recorded = { $items } 项已记录为 { $batches } 个批次
core-log-batch-accepted = 批次 { $batch } 已被接受：新建 { $created } 项，复用 { $reused } 项，拒绝 { $rejected } 项
core-log-batch-accepted-replayed = 批次 { $batch } 已被接受（重放）：新建 { $created } 项，复用 { $reused } 项，拒绝 { $rejected } 项
core-log-secret-rotated = Webhook 签名密钥已轮换
core-log-secret-revoked = Webhook 签名密钥已吊销

core-validate-callback-missing = 回调模式需要回调地址：一个公开的 https:// 地址，并能在 30 秒内返回 HTTP 200。请填写一个，或把请求类型改为异步以轮询结果。
core-validate-extra-is-field = 额外 JSON 中的 { $key } 已是表单字段（{ $label }）；请在表单中设置它，并从额外 JSON 中删除。
core-validate-extra-not-object = 额外 JSON 必须是对象，例如 {"{"}"seed": 7{"}"}，而不是{ $kind ->
    [null] null
    [bool] 布尔值
    [number] 数字
    [string] 字符串
    [array] 数组
   *[object] 对象
}；请用 {"{"} {"}"} 把字段括起来。
core-validate-extra-invalid = 额外 JSON 在第 { $line } 行第 { $column } 列不是有效的 JSON：{ $reason }。请在该处修正，或清空此框。
core-validate-prompt-empty = 提示词为空；请描述要生成的内容。
core-validate-enum-not-set = 未设置{ $label }；请从 { $choices } 中选择一个。
core-validate-mode-needs-reference = { $mode } 至少需要一张参考图；请添加图片网址，或选择其他模式。
core-validate-needs-reference = 此模式至少需要一张参考图；请添加图片网址，或选择其他模式。
core-validate-number-not-set = { $bounds ->
    [between] 未设置{ $label }；请输入 { $lo } 到 { $hi } 之间的数字。
    [at-least] 未设置{ $label }；请输入不小于 { $lo } 的数字。
    [at-most] 未设置{ $label }；请输入不大于 { $hi } 的数字。
   *[none] 未设置{ $label }；请输入一个数字。
}
core-validate-empty = { $label }为空；请输入一个值。
core-validate-not-text = { $label }必须是文本。
core-validate-prompt-too-short = 提示词有 { $count } 个字符；{ $model } 至少需要 { $min } 个。
core-validate-prompt-too-long = 提示词有 { $count } 个字符；{ $model } 最多接受 { $max } 个。请删减 { $over } 个字符。
core-validate-text-too-long = { $label }有 { $count } 个字符；最多允许 { $max } 个。请删减 { $over } 个字符。
core-validate-enum-not-offered = { $model } 不提供{ $label } { $value }；请从 { $choices } 中选择一个。
core-validate-not-bool = { $label }必须是开或关（true 或 false），而不是 { $value }。
core-validate-not-whole = { $label }必须是整数，而不是 { $value }。
core-validate-not-number = { $label }必须是数字，而不是 { $value }。
core-validate-out-of-range = { $bounds ->
    [between] { $label }必须在 { $lo } 到 { $hi } 之间；{ $value } 超出范围。
    [at-least] { $label }必须不小于 { $lo }；{ $value } 超出范围。
    [at-most] { $label }必须不大于 { $hi }；{ $value } 超出范围。
   *[none] { $label }超出范围：{ $value }。
}
core-validate-not-url-list = { $label }必须是网址列表。
core-validate-too-many-references = 提供了 { $count } 张参考图；{ $model } 最多接受 { $max } 张。请删除 { $remove } 张。
core-validate-reference-not-url = 参考图 { $number }（{ $value }）不是 http(s) 网址；请输入以 https:// 开头的完整地址。
core-validate-list-or = { $rest } 或 { $last }
core-validate-list-separator = 、

core-check-result-host = 结果主机
core-check-result-host-named = 结果主机（{ $host }）
core-check-no-result-yet = 还没有可测试的结果：有结果后，结果文件会以同样的方式获取。
core-check-service = 服务（{ $host }）
core-check-service-answered = 已响应：余额为 { $balance }。
core-check-service-refused = 已连接，但调用被拒绝：{ $reason }
core-check-result-link-not-web = 最新的结果链接不是网址。
core-check-host-answered-file = 已响应并返回文件。
core-check-host-answered-expired = 返回了 HTTP { $status }：主机可以访问（此链接已过期）。
core-check-host-answered = 返回了 HTTP { $status }：主机可以访问。
core-check-host-timed-out = { $route ->
    [bypassed] 直连（在代理的绕过列表中）{ $seconds } 秒内无响应。请检查网络连接和代理。
    [proxy] 通过 { $kind } 代理 { $address } { $seconds } 秒内无响应。请检查网络连接和代理。
    [system-proxy] 通过系统的 { $kind } 代理 { $address } { $seconds } 秒内无响应。请检查网络连接和代理。
   *[direct] 直连 { $seconds } 秒内无响应。请检查网络连接和代理。
}
core-check-host-unreachable = { $route ->
    [bypassed] 直连（在代理的绕过列表中）无法访问（{ $reason }）。
    [proxy] 通过 { $kind } 代理 { $address } 无法访问（{ $reason }）。
    [system-proxy] 通过系统的 { $kind } 代理 { $address } 无法访问（{ $reason }）。
   *[direct] 直连无法访问（{ $reason }）。
}
core-webhook-preview-more = { $signed }…（还有 { $more } 字节）
core-webhook-wrong-scheme = { $rejection }请检查 GenDesk 是否有更新，或检查账户的 Webhook 设置。
core-webhook-verified-version = 签名已通过验证，使用签名密钥版本 { $version }。
core-webhook-verified-previous = 签名已通过验证，使用签名密钥版本 { $version }：这是一个旧版本，在 { $until } 之前仍会为轮换前接受的批次的投递签名。
core-webhook-verified = 签名已通过验证。
core-webhook-future = 签名有效，但时间戳在未来 { $amount }，超出 { $tolerance } 秒有效窗口 { $beyond } 秒。此电脑（或发送方）的时钟可能不准：请确认系统时钟已同步。
core-webhook-future-version = 签名有效（签名密钥版本 { $version }），但时间戳在未来 { $amount }，超出 { $tolerance } 秒有效窗口 { $beyond } 秒。此电脑（或发送方）的时钟可能不准：请确认系统时钟已同步。
core-webhook-stale = 签名有效，但时间戳已过去 { $amount }，超出 { $tolerance } 秒有效窗口 { $beyond } 秒。这是旧投递的重放，或此电脑的时钟不准：请确认系统时钟已同步。
core-webhook-stale-version = 签名有效（签名密钥版本 { $version }），但时间戳已过去 { $amount }，超出 { $tolerance } 秒有效窗口 { $beyond } 秒。这是旧投递的重放，或此电脑的时钟不准：请确认系统时钟已同步。
core-webhook-seconds = { $count } 秒
core-webhook-seconds-long = { $count } 秒（{ $parts }）
core-webhook-version-current = 版本 { $version }（当前）
core-webhook-version-until = 版本 { $version }（至 { $until }）
core-webhook-mismatch = 签名与当前可签名的任何密钥都不匹配：{ $known }。可能是正文、事件 ID 或时间戳在签名后被修改（改写正文的代理或隧道也会这样），或者投递使用的签名密钥不是 GenDesk 所知道的那个：请在 Webhook 视图中重新获取当前密钥。
core-webhook-no-secret = GenDesk 不知道此配置的签名密钥，因此无法验证投递：请打开 Webhook 视图获取密钥。批次状态中仍会显示此项的结果。
core-webhook-none-may-sign = GenDesk 知道的签名密钥目前都不能签名（已被吊销或宽限期已结束），因此无法验证投递：请在 Webhook 视图中重新获取密钥。
core-webhook-none-may-sign-retired = GenDesk 知道的签名密钥目前都不能签名（已被吊销或宽限期已结束），因此无法验证投递：请在 Webhook 视图中重新获取密钥。{ $reason }
core-webhook-matches-revoked = 签名与签名密钥版本 { $version } 匹配，该版本已于 { $date } 吊销：服务会压制用它签名的投递，因此这是重放或伪造。
core-webhook-matches-retired = 签名与签名密钥版本 { $version } 匹配，该版本已于 { $date } 停止签名：服务不再用它签名，因此这是持有该旧密钥者的重放或伪造，或此电脑的时钟不准。
core-webhook-unknown-date = 未知日期
core-webhook-time-unknown = 1970 年后 { $ms } 毫秒
-core-webhook-signed-rule = 签名字符串必须是 {"{"}eventId{"}"}.{"{"}timestamp{"}"}.{"{"}body{"}"}：事件 ID、一个点、时间戳、一个点，然后是与发送时完全一致的原始正文字节。
core-webhook-pitfall-body-only = 签名不匹配，但它是签名密钥版本 { $version } 仅对正文计算的 HMAC-SHA256：发送方只对正文签了名。{ -core-webhook-signed-rule }
core-webhook-pitfall-timestamp-and-body = 签名不匹配，但它是签名密钥版本 { $version } 对 {"{"}timestamp{"}"}.{"{"}body{"}"} 的签名：发送方漏掉了事件 ID。{ -core-webhook-signed-rule }
core-webhook-pitfall-event-id-and-body = 签名不匹配，但它是签名密钥版本 { $version } 对 {"{"}eventId{"}"}.{"{"}body{"}"} 的签名：发送方漏掉了时间戳。{ -core-webhook-signed-rule }
core-webhook-pitfall-line-break-added = 签名不匹配，但它与签名密钥版本 { $version } 对去掉末尾换行的正文的签名一致：签名后被加了一个换行（shell 的 echo 或编辑器会这样）。请传入签名时的原始字节。
core-webhook-pitfall-line-break-removed = 签名不匹配，但它与签名密钥版本 { $version } 对带末尾换行的正文的签名一致：签名后换行丢失了。请传入签名时的原始字节。
