"""The news of a turn at a table reads as Japanese is written: names listed with 「、」,
an award apart from the next with 「。」, a route's name apart with 「：」 (the banner
said "Ann, KaiとBotに王冠 +2" and "Kaiに王冠 +5; AnnとBotは王冠に×")."""

from __future__ import annotations

from metrox_desktop.engine.match import Phase
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.language import set_language
from tests.ui.helpers import open_window, play_greedily


def test_a_tables_banners_and_reports_in_japanese(qtbot) -> None:
    set_language("ja")
    window = open_window(qtbot)
    window.start_game("osaka", seed="TOAST", seats=parse_seats("Ann,Kai,Bot:greedy"))
    session = window.session
    banners: list[str] = []
    reports: list[str] = []

    def heard(text: str) -> None:
        banners.append(text)
        reports.append(window.statusBar().currentMessage())

    window.controller.announce.connect(heard)

    def crown_news() -> list[str]:
        return [line for text in banners for line in text.splitlines() if "王冠" in line]

    def both_kinds(news: list[str]) -> bool:
        three = any("、" in line and "と" in line for line in news)  # three people crowned
        crossed = any("王冠に×" in line and "。" in line for line in news)  # and crossed out
        return three and crossed

    # Turn by turn until the news has said both (the rest of the game says them again).
    while session.phase is not Phase.OVER and not both_kinds(crown_news()):
        play_greedily(window, turns=1)
    news = crown_news()
    assert both_kinds(news)
    for line in news:
        assert ", " not in line and "; " not in line and ": " not in line, line
        assert "：" in line, line
    assert all("; " not in report and ", " not in report for report in reports)


def test_the_same_news_in_english(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("osaka", seed="TOAST", seats=parse_seats("Ann,Kai,Bot:greedy"))
    banners: list[str] = []
    window.controller.announce.connect(banners.append)
    session = window.session
    # Turn by turn until a crown is crossed out (the rest of the game says the same again).
    while session.phase is not Phase.OVER and not any("; crossed out for " in b for b in banners):
        play_greedily(window, turns=1)
    assert "P New tram: crown +2 for Ann, Kai and Bot" in banners[0].splitlines()
    assert any("; crossed out for " in text for text in banners)
