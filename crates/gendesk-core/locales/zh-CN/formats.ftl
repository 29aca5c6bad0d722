# Units and figures: sizes, durations, dates and times, percentages.

formats-bytes = { $count } 字节
formats-seconds = { $seconds }秒
formats-minutes-seconds = { $minutes }分{ $seconds }秒
formats-hours-minutes = { $hours }小时{ $minutes }分钟
formats-minutes = { $minutes }分钟
