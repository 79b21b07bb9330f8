"""The table: the session (the game as a Qt model), seats and bots, standings and small
sheets."""
