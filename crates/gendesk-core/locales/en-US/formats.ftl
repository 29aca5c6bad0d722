# Units and figures: sizes, durations, dates and times, percentages.

# A size in bytes (below 1 KiB); larger sizes use KiB, MiB, GiB, TiB, never translated.
formats-bytes = { $count ->
        [one] { $count } byte
       *[other] { $count } bytes
    }

# Lengths of time. $seconds and $minutes may come written already ("4.1", "05").
formats-seconds = { $seconds } s
formats-minutes-seconds = { $minutes }m { $seconds }s
formats-hours-minutes = { $hours } h { $minutes } min
formats-minutes = { $minutes } min
