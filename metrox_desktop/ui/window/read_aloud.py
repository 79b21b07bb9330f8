"""The game window read aloud: the sheet in words under the view, and the news.

``install_reader`` puts a ``SheetReader`` (ui/sheet/spoken.py) under the sheet view's
corner (a screen reader finds it, the eye does not: the drawn sheet covers it) and
keeps it in step with the sheet shown; the card, the legal choices, a preview, a
completion and a reshuffle are announced. Enter on a row writes there, as a click.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QWidget

from metrox_desktop.engine.cards import Card
from metrox_desktop.ui.language import sentences
from metrox_desktop.ui.sheet.spoken import SheetReader, Shown, choice_words, preview_words
from metrox_desktop.ui.table.session import GameSession, Preview
from metrox_desktop.ui.table.sheet_binding import seat_shown
from metrox_desktop.ui.window.card_panel import card_words
from metrox_desktop.ui.window.game_window import GameWindow

translate = QCoreApplication.translate
MOST_CHOICES_SAID = 12  # beyond this the listener hears the count (the tree has them all)


def describe_view(view: QWidget) -> None:
    """What a screen reader says of the sheet view beside its name, in the current
    language (at the start and on a language switch)."""
    view.setAccessibleDescription(translate("SheetReader", "F6 reads the sheet in words."))


def card_news(session: GameSession, seat: int, card: Card) -> str:
    """The card flipped as a listener hears it, with where ``seat`` may write it; named
    when people take turns at this screen ("Bo, your choice. Card: ...")."""
    choices = session.legal_choices(seat)
    board = session.board
    if not choices:
        where = translate("SheetReader", "Nowhere to write.")
    elif len(choices) <= MOST_CHOICES_SAID:
        where = translate("SheetReader", "You may write on: {choices}.").format(
            choices=", ".join(choice_words(board, c) for c in choices)
        )
    else:
        where = translate("SheetReader", "{n} places to write.").format(n=len(choices))
    said = translate("SheetReader", "Card: {card}").format(card=card_words(card)) + " " + where
    if len(session.people) > 1:  # people at one screen, in turn: who writes now
        name = session.players[seat]
        said = sentences((translate("MainWindow", "{name}, your choice.").format(name=name), said))
    return said


def install_reader(window: GameWindow) -> SheetReader:
    """Give the window its sheet in words (see the module's docstring)."""
    # The window's parts, never the window: the connections below hold these functions.
    session, controller, view = window.session, window.controller, window.view
    # Beside the view, not in it: a scroll area shows screen readers only its viewport
    # and bars. Under the view's corner: drawn over by the sheet, read by screen readers.
    reader = SheetReader(view.parentWidget())
    reader.setGeometry(0, 0, 1, 1)
    reader.stackUnder(view)

    def shown() -> Shown | None:
        # The session changes for what this sheet does not show (another seat's tick, a
        # choice written at another sheet: forty a turn at a table of forty): the tree
        # compares and is rebuilt only when what it shows changed.
        if not session.started:
            return None
        sheet, crossed, score = seat_shown(session, controller.seat, controller.binding.past)
        return (session.board, sheet, tuple(crossed), score)

    told: list[tuple[int, int]] = []  # the turn whose card was said, and to whose seat

    def flipped(card: Card) -> None:
        # After the session has settled who chooses (the same event loop turn).
        QTimer.singleShot(0, reader, lambda: say_card(card))

    def next_person(chooser: object) -> None:
        # Another person at this screen writes the card said already (the one before
        # has written): their name, the card again and where they may write it.
        card, said = session.card, told[-1] if told else None
        if card is None or said is None or said[0] != session.turn:
            return  # no card, or a new one: the flip says it
        if chooser not in (None, said[1]):
            QTimer.singleShot(0, reader, lambda: say_card(card))

    def say_card(card: Card) -> None:
        if not session.started or session.card is not card:
            return
        told[:] = [(session.turn, controller.seat)]
        reader.announce(card_news(session, controller.seat, card))

    def previewed(preview: Preview | None) -> None:
        if preview is not None:
            reader.announce(preview_words(session.board, preview))

    session.game_started.connect(reader.catch_up)  # a new game's rows at once
    session.changed.connect(reader.stale)  # its changes: once a pass of the event loop
    controller.seat_shown.connect(reader.stale)
    controller.looking_back.connect(reader.stale)
    session.card_flipped.connect(flipped)
    session.chooser_changed.connect(next_person)
    controller.preview_changed.connect(previewed)
    controller.announce.connect(reader.announce)  # completions and reshuffles
    controller.refused.connect(reader.announce)  # a key that did nothing says why
    reader.chosen.connect(controller.commit)
    reader.left.connect(view.setFocus)
    reader.follow(shown)
    return reader
