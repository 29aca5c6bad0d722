# 통계 보기: 지출, 모델별 수치, 배치별 수치, 필터.

insights-title = 통계
insights-export = 내보내기…
insights-working = 수치를 계산하는 중…
insights-reader-stopped = 통계 읽기 프로그램이 멈췄습니다. 프로필을 다시 열면 다시 시작합니다.
insights-reader-not-started = 통계 읽기 프로그램을 시작할 수 없습니다({ $reason }). 프로그램을 몇 개 닫고 프로필을 다시 여세요.
insights-read-failed = 수치를 읽을 수 없습니다: { $reason }.

insights-filter-period = 기간
insights-period-today = 오늘
insights-period-week = 최근 7일
insights-period-month = 최근 30일
insights-period-all = 전체 기간
insights-period-range = 날짜 지정…
insights-filter-from = 시작
insights-filter-to = 끝
insights-bad-dates = 이 날짜는 사용할 수 없습니다: { $reason }.
insights-filter-profiles = 프로필
insights-profile-this = 이 프로필
insights-profile-every = 모든 프로필
insights-filter-kind = 종류
insights-kind-any = 모든 종류
insights-kind-image = 이미지
insights-kind-video = 동영상
insights-kind-audio = 오디오
insights-filter-model = 모델
insights-model-any = 모든 모델
insights-clear-filters = 필터 지우기

insights-card-spent = 사용액
insights-card-unpriced = { $count ->
   *[other] + 가격 없는 작업 { $count }개
}
insights-card-tasks = 작업
insights-card-outcomes = 성공 { $succeeded }개 · 실패 { $failed }개
insights-card-success-rate = 성공률
insights-card-median = 처리 시간 중앙값
insights-card-p90 = p90 { $time }
insights-card-balance = 잔액
insights-nothing-spent = 이 기간에 사용한 금액이 없습니다

insights-section-spend = 기간별 사용액
insights-spend-none = 이 기간에 가격을 아는 사용액이 없습니다.
insights-spend-axis = 사용액
insights-balance-axis = 잔액
insights-balance-one = 이 기간의 잔액은 하나뿐입니다({ $amount }). 선을 그리려면 두 개가 필요합니다. 작업을 한 뒤 상단 바에서 잔액을 새로 고치면 그려집니다.
insights-balance-none = 이 기간에 보고된 잔액이 없습니다.
insights-runway = 잔액 { $balance } · 하루 약 { $per_day } 사용 · { $lasts }
insights-runway-idle = 잔액 { $balance } · 이 기간에 사용한 금액이 없습니다
insights-lasts-under-a-day = 이 속도라면 하루 안에 바닥납니다
insights-lasts-over-ten-years = 이 속도라면 10년 넘게 쓸 수 있습니다
insights-lasts-days = { $count ->
   *[other] 이 속도라면 약 { $count }일 쓸 수 있습니다
}

insights-section-models = 모델별
insights-sort-hint = 이 열로 정렬합니다. 다시 누르면 역순으로 정렬합니다
insights-model-column-model = 모델
insights-model-column-tasks = 작업
insights-model-column-succeeded = 성공
insights-model-column-fail-codes = 실패 코드
insights-model-column-median = 시간 중앙값
insights-model-column-p90 = p90
insights-model-column-longest = 최장
insights-model-column-queue = 대기(중앙값)
    .hint = 처리가 시작되기 전에 서비스에서 기다린 시간
insights-model-column-to-file = 파일까지(중앙값)
    .hint = 보낸 때부터 첫 결과가 이 컴퓨터에 저장될 때까지의 시간(GenDesk가 다운로드한 작업만)
insights-model-column-spent = 사용액
insights-model-column-per-success = 성공당
insights-model-show-tasks = 활동에서 이 작업 보기
insights-model-all = 모든 모델
insights-model-succeeded = { $count }({ $percent }%)
insights-model-no-fail-codes = 없음
insights-fail-code-about = { $category }: { $meaning }
insights-fail-code-unknown = GenDesk가 모르는 코드입니다.
insights-fail-code-click =
    { $about }
    클릭하면 실패한 작업을 활동에서 보여 줍니다.
insights-amount-unpriced = { $amount } + 가격 없음 { $count }개
insights-model-spent-measured = { $count ->
   *[other] GenDesk가 알던 가격으로 추정했습니다. 작업 { $count }개는 잔액으로 측정: { $amount }.
}
insights-model-spent-estimated = GenDesk가 작업을 보낼 때 알던 가격으로 추정했습니다. 실패한 작업은 환불되므로 포함하지 않습니다.
insights-times-none = 이 기간에는 아직 처리 시간이 있는 작업이 없습니다.
insights-times-bar = { $model }: 중앙값 { $median }, p90 { $p90 }, 최장 { $longest }
insights-times-axis = 처리 시간 중앙값(초)
insights-times-chart = 처리 시간 중앙값

insights-section-batches = 배치와 실행
insights-batches-none = 이 기간에 배치가 없습니다.
insights-batch-column-batch = 배치
insights-batch-column-model = 모델
insights-batch-column-sent = 보낸 시각
insights-batch-column-items = 배치 항목
insights-batch-column-estimate = 예상 비용
insights-batch-column-accepted = 수락된 비용
insights-batch-column-spent = 사용액
insights-batch-column-outcome = 결과
insights-batch-column-rate = 항목/분
insights-batch-column-times = 대기 · 처리(중앙값)
insights-batch-run = 배치 { $count }개 실행
insights-batch-open = 배치에서 이 배치 열기
insights-batches-show-all = { $count }행 모두 보기
insights-batch-items = { $sent }개 보냄, { $accepted }개 수락됨
insights-batch-spent-hint = 수락된 항목의 예상 비용에서 실패한 작업(환불됨)을 뺀 금액입니다.
insights-batch-outcome = 성공 { $succeeded }개, 실패 { $failed }개
insights-footnote = 비용은 GenDesk가 각 작업을 보낼 때 알던 가격으로 추정한 값입니다. 실패한 작업은 환불되므로 포함하지 않습니다. 계산 시간 { $milliseconds }ms.

insights-empty-title = 아직 집계할 것이 없습니다
insights-empty-text = 통계는 이 컴퓨터의 기록에서 GenDesk가 보낸 작업과 배치, 그 비용과 걸린 시간을 집계합니다. 선택한 기간과 필터로는 보낸 것이 없습니다.
insights-empty-balance = 잔액: { $amount }.
insights-show-all-time = 전체 기간 보기
insights-go-compose = 작성에서 만들어 보기

insights-report-none = 이 기간에 작업이 없습니다.
insights-report-column-model = 모델
insights-report-column-tasks = 작업
insights-report-column-ok = 성공
insights-report-column-failed = 실패
insights-report-column-p50 = p50
insights-report-column-p90 = p90
insights-report-column-max = 최장
insights-report-column-spent = 사용액
insights-report-column-measured = 측정값
insights-report-total = 합계
insights-report-measured = { $count ->
   *[other] { $amount } (작업 { $count }개)
}
insights-report-failures = 실패:
insights-report-note = 시간은 성공한 작업의 처리 시간입니다. 사용액은 GenDesk가 보낼 때 알던 가격 기준입니다(실패한 작업은 환불되므로 포함하지 않음). 측정값은 단독으로 보낸 작업 전후의 잔액 감소입니다.
insights-report-balance = { $count ->
   *[other] 잔액: { $first } ({ $first_time }) → { $last } ({ $last_time }), 응답 { $count }개
}
insights-report-balance-none = 잔액: 이 기간에 응답이 없습니다.

insights-export-models-csv = 모델별 표(CSV)

insights-export-spend-csv = 기간별 사용액(CSV)

insights-export-balance-csv = 기간별 잔액(CSV)

insights-export-batches-csv = 배치(CSV)

insights-export-all-json = 전체(JSON)

# The batches table's name for a screen reader.
insights-batches-table-name = 배치

# The per-model table's name for a screen reader.
insights-models-table-name = 모델

# A week's bar in the spend chart: $day is its first day ("23 Nov").
insights-week-of = { $day } 주
