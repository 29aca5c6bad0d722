# Updates of GenDesk and of the model catalogue: the bar, About and the Settings section.
