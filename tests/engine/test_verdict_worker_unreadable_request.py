"""A request the game's worker process cannot read (the app's code newer than the
worker's: a class the worker does not have, as after an upgrade while a game is open)
ends the worker, which the window hears, drops what it asked and works it out itself
(tests/ui/window/test_hints_kept_at_the_flip.py); it used to leave the worker up and
deaf, every Hint and the final dialog waiting for it for ever. A real worker process."""

from __future__ import annotations

import pytest

from metrox_desktop.engine import cards
from tests.engine.real_worker import real_worker

ENDS_WITHIN = 30  # seconds, on a loaded machine


class Newer:
    """A class of the app's code that the worker's does not have."""


def test_a_request_the_worker_cannot_read_ends_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # Pickled by name as a class of the engine's, which only this process's copy has.
    monkeypatch.setattr(Newer, "__module__", cards.__name__)
    monkeypatch.setattr(cards, "Newer", Newer, raising=False)
    with real_worker() as worker:
        worker.wait_until_up()
        worker.ask(("rank", ("rank", 0, 1, 0, 1), Newer(), 0, "NEWER", 100))
        worker.process.join(ENDS_WITHIN)
        assert worker.process.exitcode == 0, "the worker went on, deaf to every request"
