"""Playing with friends without a server (no Qt here).

- :mod:`.result_code`: a finished game as a short text for a chat, holding its deal and
  every choice, with a check character (docs/result-code.md).
- :mod:`.today`: today's deal, made from the calendar date, and the day's results.
- :mod:`.lesson`: the guided first game's deal, the same everywhere.
- :mod:`.merge`: games of one deal played apart, put together into the table game they
  would have been (``compare``, and a friend's game as a seat).
"""
