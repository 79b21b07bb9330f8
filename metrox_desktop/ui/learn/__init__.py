"""The guided first game (Help > Learn to play, ``--learn``)."""
