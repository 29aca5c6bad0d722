# Units and figures: sizes, durations, dates and times, percentages.

formats-bytes = { $count } Byte
formats-seconds = { $seconds } s
formats-minutes-seconds = { $minutes } min { $seconds } s
formats-hours-minutes = { $hours } Std. { $minutes } Min.
formats-minutes = { $minutes } Min.
