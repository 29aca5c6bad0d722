# The Insights view: spending, per-model figures, batch figures, filters.
