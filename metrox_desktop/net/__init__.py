"""A table played across computers: a host owns the game, seats join with a room code.

No Qt here: the host and the seats run on asyncio, which the command line runs on
its main thread and a window on a loop thread of its own (:mod:`.loop_thread`),
handing the events back to Qt by a signal. The wire format is line-delimited JSON
over TCP (:mod:`.protocol`, docs/protocol.md).

- :mod:`.protocol`: the messages, their checks and limits.
- :mod:`.game`: the game the host drives (the one seam to the rules) and a seat's copy.
- :mod:`.connection`: one peer as the host sees it (sending, the rate limit).
- :mod:`.host`: :class:`~.host.TableHost`, the table's owner.
- :mod:`.client`: :class:`~.client.SeatClient`, one seat, rejoining by itself.
- :mod:`.loop_thread`: an asyncio loop on a thread, for a window.
- :mod:`.beacon`: a host's UDP announcements of an open table, and the listener that
  lists them (a convenience: the address and room code always work).
"""
