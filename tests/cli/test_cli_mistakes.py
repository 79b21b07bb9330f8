"""A mistake on the command line is one line on stderr and exit status 2."""

from __future__ import annotations

import pytest

from metrox_desktop.cli import main


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["bogus"], "invalid choice: 'bogus'"),
        (["replay"], "required: RECORD"),
        (["maps", "render"], "required: MAP_OR_FILE, --out"),
        (["simulate", "--nonsense"], "unrecognized arguments: --nonsense"),
    ],
)
def test_a_mistake_is_one_line_and_status_2(capsys, argv: list[str], said: str) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and said in err and "--help" in err
