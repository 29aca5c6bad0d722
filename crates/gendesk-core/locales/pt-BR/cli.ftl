# The headless commands' human output (never --json).
