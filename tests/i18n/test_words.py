"""Messages of the layers without Qt: the command line reads the English they always
had, the window reads them in its language, the messages inside them too."""

from __future__ import annotations

import errno
import pickle
from collections.abc import Iterator

import pytest

from metrox_desktop.engine.board import Board, UnknownReference
from metrox_desktop.engine.records import RecordError, parse_record
from metrox_desktop.ui.language import error_text, set_language
from metrox_desktop.words import failure_words, os_reason, words_of


@pytest.fixture
def japanese(qapp: object) -> Iterator[None]:
    set_language("ja")
    yield
    set_language("en")


def refusal() -> RecordError:
    with pytest.raises(RecordError) as caught:
        parse_record(
            '{"format": "metrox-game/1", "map": "tokyo", "players": ["A", "a"], "turns": []}',
            "x.json",
        )
    return caught.value


def test_the_command_line_line_is_the_english_one() -> None:
    assert str(refusal()) == (
        "x.json: two players are called 'a'; each player needs a name of their own"
    )


def test_the_window_reads_it_in_japanese(japanese: None) -> None:
    assert error_text(refusal()) == (
        "x.json：'a' という名前のプレイヤーが2人います。プレイヤーごとに別の名前が必要です"
    )


def test_an_engine_error_raised_with_words_is_translated_too(japanese: None) -> None:
    with pytest.raises(UnknownReference) as caught:
        Board.load("tokyo").parse_station_ref("G99")
    assert str(caught.value) == "route G has stations 1-13, not 99"
    assert error_text(caught.value) == "路線 G の駅マスは1〜13です（99はありません）"
    assert words_of(caught.value) == str(caught.value)


def test_the_system_s_common_reasons_are_translated_and_others_kept(japanese: None) -> None:
    full = OSError(errno.ENOSPC, "No space left on device")
    assert os_reason(full) == "No space left on device"
    assert error_text(os_reason(full)) == "ディスクの空き容量がありません"
    # Another system's wording (or an unknown reason) is shown as the system wrote it.
    other = OSError(errno.ENOSPC, "There is not enough space on the disk")
    assert error_text(os_reason(other)) == "There is not enough space on the disk"


def test_why_work_failed_is_said_in_words_that_cross_to_the_window(japanese: None) -> None:
    # As the game's worker process answers: its words pickled, read in the window.
    with pytest.raises(OSError) as missing:
        open("/nonexistent/pattern_table.json", encoding="utf-8")  # noqa: SIM115 - it fails
    with pytest.raises(KeyError) as fault:
        {}["route"]
    said = [pickle.loads(pickle.dumps(failure_words(e.value))) for e in (missing, fault)]
    assert said == ["No such file or directory", "an unexpected error in MetroX"]
    assert [error_text(words) for words in said] == [
        "ファイルまたはフォルダーがありません",
        "MetroX の予期しないエラー",
    ]
