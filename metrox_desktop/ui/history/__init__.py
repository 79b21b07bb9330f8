"""Looking back: the history of kept games, the replay viewer and the statistics."""
