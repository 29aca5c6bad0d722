# GenDesk가 받은 웹훅과 콜백마다 기록하는 내용(웹훅 보기에 표시, engine/delivery_flow.rs)과
# 지출 한도 때문에 보류된 제출을 부르는 말(engine/spending.rs).

## 전송에 대해 한 일. $task_id는 서비스의 작업 ID, $state는 작업 화면의 상태 단어(task-state-…)
## 또는 새로운 상태에 대해 서비스가 쓰는 단어 그대로, $error는 오류 메시지입니다.

delivery-not-verified = 바뀐 것이 없습니다. 확인된 웹훅만 처리합니다.
delivery-duplicate-action = 바뀐 것이 없습니다. 이 이벤트는 첫 번째 전송에서 처리했습니다.
delivery-no-such-task = 바뀐 것이 없습니다. 이 프로필에는 작업 { $task_id }의 기록이 없습니다.
delivery-not-final = 바뀐 것이 없습니다. 웹훅이 알린 '{ $state }' 상태는 최종 상태가 아닙니다.
delivery-became-final = 이 웹훅에 따라 다음 상태 확인을 기다리지 않고 작업 { $task_id }을(를) '{ $state }' 상태로 표시했습니다.
delivery-already-final = 새로운 것이 없습니다. 작업 { $task_id }은(는) 이미 '{ $state }' 상태였습니다(상태 확인이 먼저 반영했습니다).
delivery-updated = 이 웹훅에 따라 작업 { $task_id }을(를) 업데이트했습니다({ $state }).
delivery-not-applied = 적용하지 않았습니다: { $error }. 작업은 계속 폴링으로 확인합니다.
delivery-callback-no-task = 아무것도 하지 않았습니다. 이 프로필에는 작업 { $task_id }의 기록이 없습니다.
delivery-callback-checking = 작업 { $task_id }의 상태를 지금 바로 서비스에 요청했습니다. 콜백에는 서명이 없으므로 GenDesk는 콜백 본문을 결과로 받아들이지 않습니다.
delivery-callback-already-final = 확인할 것이 없습니다. 작업 { $task_id }은(는) 이미 최종 상태입니다. 콜백에는 서명이 없으므로 본문을 결과로 받아들이지 않습니다.
delivery-callback-not-scheduled = 상태 확인을 예약하지 못했습니다: { $error }.
delivery-callback-unreadable-action = 바뀐 것이 없습니다.

## 전송이 그 판정을 받은 이유. $reason은 서명 검사 결과(“서명을 확인했습니다.” 같은 완전한
## 문장), $event_id는 웹훅의 이벤트 ID, $first는 그 이벤트를 처음 가져온 전송의 번호입니다.

delivery-webhook-unreadable = { $reason } 본문이 이 버전의 GenDesk가 읽을 수 있는 배치 웹훅이 아니어서 아무것도 하지 않았습니다. 작업은 계속 폴링으로 확인합니다.
delivery-callback-unreadable = 본문이 작업 콜백(data가 작업 기록인 봉투)이 아니어서 아무것도 하지 않았습니다.
delivery-callback = 작업 { $task_id }의 단일 작업 콜백입니다(상태: { $state }). 이 인터페이스의 콜백에는 서명이 없으므로 상태 확인만 요청합니다.
delivery-duplicate = 이벤트 { $event_id }은(는) 이미 받았습니다(전송 #{ $first }). 이 사본은 재시도나 재전송입니다. { $reason }

## 지출 한도 때문에 보류된 제출: core-limit-… 메시지의 $what입니다. $model은 모델 ID,
## $count, $items, $batches는 숫자입니다.

delivery-held-task = { $model } 작업 1개
delivery-held-comparison = { $count ->
        [1] 한 모델의 작업 1개
       *[other] 여러 모델의 작업 { $count }개
    }
delivery-held-batch = { $model } 배치 1개(항목 { $items }개)
delivery-held-run = { $model } 배치 { $batches }개(항목 { $items }개)
delivery-held-command = 명령
