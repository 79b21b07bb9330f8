"""The card panel beside the sheet at any window size: nothing drawn over anything else."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from metrox_desktop.engine.cards import CardKind
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import flip_until, open_window


def panel_parts(window: MainWindow) -> dict[str, QWidget]:
    panel = window.panel
    return {
        "turn": panel.turn_label,
        "card": panel.card_widget,
        "card text": panel.card_label,
        "hint": panel.hint_label,
        "preview": panel.preview_label,
        "flip": panel.flip_button,
        "undo": panel.undo_button,
        "hint button": panel.hint_button,
        "deck": panel.deck_label,
        "discards": panel.discard_button,
    } | hint_parts(window)


def hint_parts(window: MainWindow) -> dict[str, QWidget]:
    """The hint box's parts a player reads, while it is shown."""
    box = window.hints.panel
    if box is None or not box.isVisible():
        return {}
    parts = {"hint title": box.title, "hint list": box.list, "hint meaning": box.meaning}
    parts["hint ?"] = box.why
    return {name: part for name, part in parts.items() if part.isVisible()}


def overlaps(window: MainWindow) -> list[str]:
    content = window.panel.turn_label.parentWidget()
    boxes: dict[str, QRect] = {}
    for name, widget in panel_parts(window).items():
        if not widget.isVisibleTo(window):
            continue  # let go of on a short panel (CardPanel._fit_height)
        top_left = widget.mapTo(content, widget.rect().topLeft())
        boxes[name] = QRect(top_left, widget.size())
    names = list(boxes)
    found = [
        f"{a} / {b}"
        for i, a in enumerate(names)
        for b in names[i + 1 :]
        if boxes[a].intersects(boxes[b])
    ]
    found += [f"{n} outside the panel" for n, r in boxes.items() if not content.rect().contains(r)]
    return found


def test_nothing_in_the_card_panel_overlaps_in_the_smallest_window(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="SMALL")
    flip_until(window, {CardKind.NUMBER})
    window.resize(window.minimumSize())
    QApplication.processEvents()
    assert window.height() <= 480
    assert overlaps(window) == []
    # Still all there: what does not fit scrolls into view.
    scroll = window.panel.findChild(QScrollArea)
    assert scroll is not None
    scroll.ensureWidgetVisible(window.panel.discard_button)
    assert window.panel.discard_button.visibleRegion().boundingRect().height() == (
        window.panel.discard_button.height()
    )


def test_nothing_in_the_card_panel_overlaps_in_a_usual_window(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("osaka", seed="USUAL")
    flip_until(window, {CardKind.STAR})
    for size in ((1280, 860), (900, 600)):
        window.resize(*size)
        QApplication.processEvents()
        assert overlaps(window) == [], size


def flip_button_top(window: MainWindow) -> int:
    QApplication.processEvents()
    button = window.panel.flip_button
    return button.mapTo(window, button.rect().topLeft()).y()


def test_the_flip_button_stays_under_the_pointer_whatever_the_texts_say(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="STILL")
    tops = {"new game": flip_button_top(window)}
    session = window.session
    while True:  # as far as the reshuffle card, the longest rule text
        window.controller.flip()
        card = session.match.card
        assert card is not None
        if card.reshuffle:
            break
        session.choose(session.legal_choices()[0])
    tops["reshuffle card"] = flip_button_top(window)
    window.controller.preview_choice(session.legal_choices()[0])
    assert window.panel.preview_label.text()
    tops["with a preview"] = flip_button_top(window)
    session.choose(session.legal_choices()[0])
    tops["written"] = flip_button_top(window)
    assert len(set(tops.values())) == 1, tops


def test_both_buttons_are_in_view_in_the_smallest_window(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("osaka", seed="TINY")
    flip_until(window, {CardKind.NUMBER})
    window.resize(window.minimumSize())
    QApplication.processEvents()
    for button in (window.panel.flip_button, window.panel.undo_button):
        assert button.visibleRegion().boundingRect().height() == button.height()
