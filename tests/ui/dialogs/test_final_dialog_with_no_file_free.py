"""The final dialog opens whole when the system has no file descriptor left to give
(a process at its limit of open files): the ranking, and the Share part's line and
result code, which need no file once the game has been dealt."""

from __future__ import annotations

import contextlib
import os
import resource
from collections.abc import Iterator

import pytest

from metrox_desktop.seats import parse_seats
from metrox_desktop.sharing.result_code import decode
from metrox_desktop.ui.dialogs.share_section import ShareSection
from tests.ui.helpers import open_window, play_to_the_end


@contextlib.contextmanager
def no_file_descriptor_free() -> Iterator[None]:
    """Every file descriptor the process may have taken: the limit lowered to just above
    the highest one open, and each free one below it held open (``open`` fails with
    "Too many open files" meanwhile)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    highest = max(int(fd) for fd in os.listdir("/proc/self/fd"))
    resource.setrlimit(resource.RLIMIT_NOFILE, (highest + 1, hard))
    held: list[int] = []
    try:
        with contextlib.suppress(OSError):
            while True:
                held.append(os.open(os.devnull, os.O_RDONLY))
        yield
    finally:
        for fd in held:
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def test_the_final_dialog_shares_the_result_with_no_file_descriptor_free(qtbot) -> None:
    window = open_window(qtbot)
    play_to_the_end(window, "tokyo", "FDS22", parse_seats("Ann"))
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=10_000)
    assert window.score_dialog is not None
    window.score_dialog.reject()  # closed, and opened again from the menu
    qtbot.waitUntil(lambda: window.score_dialog is None)
    with no_file_descriptor_free():
        with pytest.raises(OSError):  # the limit is real: nothing opens now
            os.open(os.devnull, os.O_RDONLY)
        dialog = window.show_score_dialog()
    assert dialog is not None and dialog.isVisible()
    (section,) = dialog.findChildren(ShareSection)
    total = window.session.scores()[0].total
    assert f"deal FDS22 - {total} points" in section.line
    assert decode(section.code_label.text()).turns == window.session.record().turns
