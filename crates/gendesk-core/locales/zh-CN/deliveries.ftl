# GenDesk 为收到的每个 Webhook 和回调记录的内容，显示在 Webhook 视图中（engine/delivery_flow.rs），
# 以及被支出上限暂停的提交如何称呼（engine/spending.rs）。

## 对一次投递做了什么。$task_id 是服务的任务 ID；$state 是任务视图中的状态词（task-state-…），
## 或服务对更新状态的原词；$error 是一条错误信息。

delivery-not-verified = 未做任何更改：只有已验证的 Webhook 才会被处理。
delivery-duplicate-action = 未做任何更改：此事件已按第一次投递处理。
delivery-no-such-task = 未做任何更改：此配置中没有记录任务 { $task_id }。
delivery-not-final = 未做任何更改：Webhook 报告的状态是“{ $state }”，不是最终状态。
delivery-became-final = 已根据此 Webhook 将任务 { $task_id } 标记为“{ $state }”，无需等待下一次状态查询。
delivery-already-final = 没有新内容：任务 { $task_id } 已经是“{ $state }”（状态查询先得到了结果）。
delivery-updated = 已根据此 Webhook 更新任务 { $task_id }（{ $state }）。
delivery-not-applied = 未应用：{ $error }。该任务仍通过轮询跟踪。
delivery-callback-no-task = 未执行任何操作：此配置中没有记录任务 { $task_id }。
delivery-callback-checking = 已立即向服务查询任务 { $task_id } 的状态。回调不带签名，因此 GenDesk 从不把回调内容当作结果。
delivery-callback-already-final = 无需查询：任务 { $task_id } 已处于最终状态。回调不带签名，因此其内容从不被当作结果。
delivery-callback-not-scheduled = 无法安排状态查询：{ $error }。
delivery-callback-unreadable-action = 未做任何更改。

## 投递为何得到这一判定。$reason 是签名检查的结论（一个完整的句子，如“已验证签名。”）；
## $event_id 是 Webhook 的事件 ID；$first 是最先带来该事件的投递编号。

delivery-webhook-unreadable = { $reason }其内容不是此版本 GenDesk 能读取的批次 Webhook，因此未做任何处理；该任务仍通过轮询跟踪。
delivery-callback-unreadable = 其内容不是任务回调（data 为任务记录的信封），因此未做任何处理。
delivery-callback = 任务 { $task_id } 的单任务回调（报告“{ $state }”）。此接口中的回调不带签名，因此它只会触发一次状态查询。
delivery-duplicate = 事件 { $event_id } 已收到过（投递 #{ $first }）；这一份是重试或重放。{ $reason }

## 被支出上限暂停的提交：core-limit-… 消息中的 $what。$model 是模型 ID；$count、$items、$batches 是数字。

delivery-held-task = { $model } 的 1 个任务
delivery-held-comparison = { $count ->
        [1] 在一个模型上的 1 个任务
       *[other] 在多个模型上的 { $count } 个任务
    }
delivery-held-batch = { $model } 的一个批次（{ $items } 项）
delivery-held-run = { $model } 的 { $batches } 个批次，共 { $items } 项
delivery-held-command = 一条命令
