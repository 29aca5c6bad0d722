# Units and figures: sizes, durations, dates and times, percentages.

formats-bytes = { $count }바이트
formats-seconds = { $seconds }초
formats-minutes-seconds = { $minutes }분 { $seconds }초
formats-hours-minutes = { $hours }시간 { $minutes }분
formats-minutes = { $minutes }분
