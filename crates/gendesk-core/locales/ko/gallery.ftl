# The Gallery, Compare, the picture viewer and the video and audio players.

gallery-reading = 결과를 읽는 중…
gallery-picked = 나란히 보기용으로 { $max }개 중 { $count }개 선택됨
gallery-show-side-by-side = { $count }개 나란히 보기
gallery-side-by-side = 나란히 보기
    .hint = 뷰어에서 이미지나 동영상을 두 개 이상 선택하세요
gallery-picked-clear = 지우기
gallery-empty-title = 아직 결과가 없습니다
gallery-empty-body = 작업이 만든 모든 이미지, 동영상, 음악이 여기에 표시됩니다.
gallery-go-to-compose = 작성으로 이동
gallery-no-match = 이 필터와 일치하는 결과가 없습니다
gallery-clear-filters = 모든 필터 지우기
gallery-date-any = 전체 기간
gallery-date-today = 최근 24시간
gallery-date-week = 최근 7일
gallery-date-month = 최근 30일
gallery-kind-any = 모든 종류
gallery-kind-images = 이미지
gallery-kind-videos = 동영상
gallery-kind-music = 음악
gallery-filter-kind = 종류
gallery-filter-favourites = 즐겨찾기
    .hint = 별표한 작업의 결과만
gallery-filter-when = 기간
gallery-filter-model = 모델
gallery-filter-search = 검색
    .hint = 프롬프트, 모델 또는 작업 ID
gallery-filter-clear = 필터 지우기
gallery-tiles-small = 작게
gallery-tiles-large = 크게
gallery-total = { $count ->
   *[other] 결과 { $count }개
}
