"""Every PDF a command writes is a page of A4 or Letter (the locale's paper where there
is no printer), the sheet lying the way it is larger: ``maps render`` of a map and of a
game's sheet, and ``sheets``. Read from the PDF's MediaBox, in fresh processes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.running import run_app
from tests.cli.test_sheets_cli import page_sizes

RECORD = Path(__file__).parents[1] / "fixtures" / "records" / "tokyo-full-1p.json"
PAGES = {"en_GB.UTF-8": (842, 595), "en_US.UTF-8": (792, 612)}  # A4 and Letter, landscape


@pytest.mark.parametrize("locale", sorted(PAGES))
def test_every_pdf_a_command_writes_is_on_the_locale_s_paper(tmp_path: Path, locale: str) -> None:
    env = {"LC_ALL": "", "LC_MEASUREMENT": locale}  # the paper follows the measurement
    commands = {
        "map.pdf": ("maps", "render", "osaka", "--out"),
        "game.pdf": ("maps", "render", "tokyo", "--record", str(RECORD), "--out"),
        "blank.pdf": ("sheets", "--map", "tokyo", "--out"),
    }
    for name, command in commands.items():
        result = run_app(*command, str(tmp_path / name), home=tmp_path, env=env)
        assert result.returncode == 0, result.stderr
        assert page_sizes(tmp_path / name) == [PAGES[locale]], name


def test_sheets_offers_the_papers_every_pdf_is_on() -> None:
    from metrox_desktop.cli import build_parser
    from metrox_desktop.ui.sheet.paper import PAPERS

    parser = build_parser("sheets")
    (sheets,) = (
        action.choices["sheets"]
        for action in parser._actions
        if action.choices and "sheets" in action.choices
    )
    (page,) = (action for action in sheets._actions if action.dest == "page")
    assert tuple(page.choices) == tuple(PAPERS)  # one list of papers: the app's
