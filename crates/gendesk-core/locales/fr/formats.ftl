# Units and figures: sizes, durations, dates and times, percentages.

formats-bytes = { $count ->
        [one] { $count } octet
       *[other] { $count } octets
    }
formats-seconds = { $seconds } s
formats-minutes-seconds = { $minutes } min { $seconds } s
formats-hours-minutes = { $hours } h { $minutes } min
formats-minutes = { $minutes } min
