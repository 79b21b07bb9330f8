"""What the game window keeps for the player besides the game: a played sheet exported or
printed, and the Preferences dialog's choices applied: the Game menu's entries.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMessageBox, QWidget

from metrox_desktop.engine.scoring import score
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.seats import seats_text
from metrox_desktop.ui.language import current_language, error_text, local, save_settings
from metrox_desktop.ui.language.status import said
from metrox_desktop.ui.sheet import ink
from metrox_desktop.ui.sheet.export import SheetPage

if TYPE_CHECKING:
    from metrox_desktop.ui.dialogs.preferences import Preferences
    from metrox_desktop.ui.table.bots import BotSeats
    from metrox_desktop.ui.table.session import GameSession

translate = QCoreApplication.translate


def sheet_pages(session: GameSession, first: int) -> list[SheetPage]:
    """Every seat's sheet as the table may see it now, seat ``first`` first, each with
    its caption: player, date, map and deal code."""
    board = session.board
    date = session.started_at.date().isoformat()  # read alike in every language
    order = [first, *(seat for seat in range(len(session.players)) if seat != first)]
    pages = []
    for seat in order:
        sheet = session.visible_sheet(seat)
        player = session.players[seat]
        caption = translate("export", "{player} · {date} · {map} · deal {code}").format(
            player=player, date=date, map=local(board.spec.name), code=session.seed
        )
        pages.append(
            SheetPage(sheet, score(board, sheet), session.crossed_crowns(seat), player, caption)
        )
    return pages


def export_sheet(window: QMainWindow, session: GameSession, seat: int) -> bool:
    """Game > Export sheet: the sheet shown (``seat``'s) as an image, or every sheet as
    a PDF."""
    from metrox_desktop.ui.sheet.export import export_sheets
    from metrox_desktop.ui.sheet.render import RenderError

    if not session.started:
        return False
    path, _ = QFileDialog.getSaveFileName(
        window,
        translate("export", "Export sheet"),
        str(keepsake_file(session)),
        translate(
            "export",
            "PDF, every sheet (*.pdf);;PNG image, this sheet (*.png);;SVG, this sheet (*.svg)",
        ),
    )
    if not path:
        return False
    try:
        export_sheets(
            session.board,
            sheet_pages(session, seat),
            path,
            Settings.load().ink_saving,
        )
    except RenderError as error:
        QMessageBox.warning(
            window, translate("export", "Cannot export the sheet"), error_text(error)
        )
        return False
    window.statusBar().showMessage(
        said(lambda: translate("export", "Exported to {path}").format(path=path)), 6000
    )
    return True


def keepsake_file(session: GameSession) -> Path:
    """The PDF a game's sheets are offered as, by Export sheet and, without a printer,
    by Print sheet: named by map and deal, in the games folder or Documents."""
    folder = Settings.load().games_folder or QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation
    )
    from metrox_desktop.ui.sheet.print_sheets import NOT_IN_FILE_NAMES

    code = NOT_IN_FILE_NAMES.sub("-", str(session.seed))  # a code of one's own may hold "/"
    return Path(folder) / f"metrox-{session.board.map_id}-{code}.pdf"


def print_sheet(window: QWidget, session: GameSession, seat: int) -> bool:
    """Game > Print sheet: every sheet of the game, one a page (``seat``'s first),
    through the print dialog (without a printer: a PDF named as Export sheet names it)."""
    from metrox_desktop.ui.sheet.export import print_played_sheets

    if not session.started:
        return False
    pages = sheet_pages(session, seat)
    return print_played_sheets(
        window,
        session.board,
        pages,
        ink_saving=Settings.load().ink_saving,
        file=keepsake_file(session),
    )


def open_preferences(window: QWidget, session: GameSession, bots: BotSeats) -> Preferences | None:
    """Preferences (Ctrl+,): shown as they are now; OK applies them as the menus would
    and returns them (None: cancelled)."""
    from metrox_desktop.ui import themes
    from metrox_desktop.ui.dialogs.new_game import remembered_seats
    from metrox_desktop.ui.dialogs.preferences import Preferences, PreferencesDialog
    from metrox_desktop.ui.language import choose_language

    settings = Settings.load()
    current = Preferences(
        language=current_language(),
        theme=themes.current_key(),
        colour_blind=ink.colour_blind(),
        bot_pace=bots.pace,
        reveal_choices=session.reveal_choices,
        map_id=settings.map_id,
        deck_id=settings.deck_id,
        seats=remembered_seats(),
        confirm_replace=settings.confirm_replace,
        ink_saving=settings.ink_saving,
        player_name=settings.player_name,
    )
    dialog = PreferencesDialog(current, window)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    chosen = dialog.preferences()
    if (chosen.theme, chosen.colour_blind) != (current.theme, current.colour_blind):
        themes.set_theme(chosen.theme, chosen.colour_blind)
    bots.set_pace(chosen.bot_pace)
    session.set_reveal_choices(chosen.reveal_choices)
    settings = Settings.load()
    settings.theme = themes.settings_value()
    settings.bot_pace = chosen.bot_pace
    settings.reveal_choices = chosen.reveal_choices
    settings.map_id, settings.deck_id = chosen.map_id, chosen.deck_id
    settings.seats = seats_text(chosen.seats)
    settings.confirm_replace = chosen.confirm_replace
    settings.ink_saving = chosen.ink_saving
    settings.player_name = chosen.player_name
    save_settings(settings, window)  # they apply until the app closes: told once
    if chosen.language != current.language:
        choose_language(chosen.language)  # last: the menus are built anew in it
    return chosen
