# The window around the views: first start, connecting a profile, notices, the offline bar, status.
