# The Gallery, Compare, the picture viewer and the video and audio players.
