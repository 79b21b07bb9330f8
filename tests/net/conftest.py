"""Every process a table test started is stopped, and its pipes closed, after it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.net.tables import App


@pytest.fixture(autouse=True)
def stop_every_process() -> Iterator[None]:
    yield
    while App.started:
        App.started.pop().stop()
