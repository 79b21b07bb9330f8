"""Every process a table test started is stopped, and its pipes closed, after it; so is
every connection it opened by hand."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.net.tables import App, Raw


@pytest.fixture(autouse=True)
def stop_every_process() -> Iterator[None]:
    yield
    while App.started:
        App.started.pop().stop()
    while Raw.opened:
        Raw.opened.pop().close()
