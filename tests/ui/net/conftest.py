"""Every real process a window's table test started is stopped after it, as in tests/net."""

from tests.net.conftest import stop_every_process

__all__ = ["stop_every_process"]
