# Units and figures: sizes, durations, dates and times, percentages.

formats-bytes = { $count } バイト
formats-seconds = { $seconds }秒
formats-minutes-seconds = { $minutes }分{ $seconds }秒
formats-hours-minutes = { $hours }時間{ $minutes }分
formats-minutes = { $minutes }分
