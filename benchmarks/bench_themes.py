"""Click to repaint in each theme, and the time a theme switch takes.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_themes.py
The dark theme lays a translucent veil over the sheet on every repaint; high contrast
and the colour-blind palette only change colours. Prints numbers; never fails on timing.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_gui import click_to_repaint, spread  # noqa: E402


def switch_time(repeats: int = 10) -> list[float]:
    """ms for a switch with a game on the screen (every sheet and widget restyled)."""
    from metrox_desktop.ui import themes
    from metrox_desktop.ui.start.app import make_app
    from metrox_desktop.ui.window.main_window import MainWindow

    app = make_app()
    window = MainWindow()
    window.show()
    window.start_game("tokyo", seed="bench")
    app.processEvents()
    times = []
    for k in range(repeats):
        key = themes.THEME_KEYS[k % 3]
        t0 = time.process_time()
        themes.set_theme(key)
        app.processEvents()
        times.append((time.process_time() - t0) * 1000)
    themes.set_theme("light")
    window.close()
    return times


def main() -> None:
    from metrox_desktop.ui import themes

    os.environ["METROX_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="metrox-bench-")
    # A window built after the switch takes the theme as it is built.
    for key, blind in (("light", False), ("dark", False), ("contrast", False), ("light", True)):
        themes.set_theme(key, blind)
        runs = [click_to_repaint("tokyo", 40) for _ in range(3)]
        solo = min((r[2] for r in runs), key=statistics.median)
        name = key + (" + colour-blind" if blind else "")
        print(f"{name:24} solo click to repaint: {spread(solo)}")
    themes.set_theme("light", False)
    print(f"theme switch with a game on screen: {spread(switch_time())}")


if __name__ == "__main__":
    main()
