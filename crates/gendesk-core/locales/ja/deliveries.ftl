# 受信した Webhook とコールバックごとに GenDesk が記録する内容（Webhook ビューに表示、
# engine/delivery_flow.rs）と、支出上限で保留された送信の呼び方（engine/spending.rs）。

## 配信に対して行ったこと。$task_id はサービスのタスク ID、$state はタスク画面の状態の言葉
## （task-state-…）またはサービスが新しい状態に使う言葉そのまま、$error はエラーメッセージです。

delivery-not-verified = 変更はありません：処理の対象になるのは検証済みの Webhook だけです。
delivery-duplicate-action = 変更はありません：このイベントは最初の配信で処理済みです。
delivery-no-such-task = 変更はありません：このプロファイルにはタスク { $task_id } の記録がありません。
delivery-not-final = 変更はありません：Webhook が伝えた状態は「{ $state }」で、最終状態ではありません。
delivery-became-final = この Webhook により、次の状態確認を待たずにタスク { $task_id } を「{ $state }」にしました。
delivery-already-final = 新しい情報はありません：タスク { $task_id } はすでに「{ $state }」でした（状態確認が先に反映していました）。
delivery-updated = この Webhook によりタスク { $task_id } を更新しました（{ $state }）。
delivery-not-applied = 反映しませんでした：{ $error }。タスクは引き続きポーリングで追跡します。
delivery-callback-no-task = 何もしていません：このプロファイルにはタスク { $task_id } の記録がありません。
delivery-callback-checking = タスク { $task_id } の状態をただちにサービスへ問い合わせました。コールバックには署名がないため、GenDesk はその本文を結果として扱いません。
delivery-callback-already-final = 確認は不要です：タスク { $task_id } はすでに最終状態です。コールバックには署名がないため、その本文が結果として扱われることはありません。
delivery-callback-not-scheduled = 状態確認を予約できませんでした：{ $error }。
delivery-callback-unreadable-action = 変更はありません。

## 配信がその判定になった理由。$reason は署名チェックの結果（「署名を検証しました。」のような
## 完全な文）、$event_id は Webhook のイベント ID、$first はそのイベントを最初に届けた配信の番号です。

delivery-webhook-unreadable = { $reason }本文がこのバージョンの GenDesk で読めるバッチ Webhook ではないため、何もしていません。タスクは引き続きポーリングで追跡します。
delivery-callback-unreadable = 本文がタスクのコールバック（data がタスクの記録であるエンベロープ）ではないため、何もしていません。
delivery-callback = タスク { $task_id } の単一タスクのコールバックです（状態：{ $state }）。このインターフェースのコールバックには署名がないため、状態確認のきっかけにするだけです。
delivery-duplicate = イベント { $event_id } はすでに受信済みです（配信 #{ $first }）。これは再送またはリプレイです。{ $reason }

## 支出上限で保留された送信：core-limit-… メッセージの $what です。$model はモデル ID、
## $count・$items・$batches は数です。

delivery-held-task = { $model } のタスク 1 件
delivery-held-comparison = { $count ->
        [1] 1 つのモデルでのタスク 1 件
       *[other] 複数のモデルでのタスク { $count } 件
    }
delivery-held-batch = { $model } のバッチ 1 つ（{ $items } 項目）
delivery-held-run = { $model } のバッチ { $batches } 個（計 { $items } 項目）
delivery-held-command = コマンド
