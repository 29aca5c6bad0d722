# Units and figures: sizes, durations, dates and times, percentages.
