"""The Hint: what the strong AI would choose now, and what every choice is worth.

The person asked to write (the chooser, whose sheet is shown) presses Hint (the
button under the card, Shift+H, or Game > Hint). :class:`HintCoach` ranks every legal
choice as a strong bot in that seat would (see there), so the first choice listed is
the strong bot's; each number is the expected final score if play goes on as the
strong bot plays (``engine.ai.calibration``). While it works the panel reads
"Thinking..." and the window goes on painting and taking input; a flip, a choice,
an undo, another chooser or a new game drops the work (and any hint shown): the
search is told to stop (``stop=``) and frees its core within milliseconds, and a
late answer never lands on another turn or seat.

The answer rings the best choice on the sheet (:class:`~.choice_marks.ChoiceMark`),
previews it as a hover would, and lists every choice with its expected final score,
best first, each other one with what it loses against the best ("-2.3"), so a
player sees both what and how much it matters (:class:`~.hint_panel.HintPanel`);
hovering or clicking an entry previews that choice. The coach and its work are in
:mod:`.hint_coach`, what the player sees in :mod:`.hint_panel`; this module puts them
in the window (``install_hints``).
Each hint asked counts once per turn for its player (``GameSession.count_hint``):
saved with the game and shown when it ends.

H alone is not the key: on Tokyo it is the Hibiya line's letter, which previews
that route (a route's letter key), so the Hint takes Shift+H.

The panel (:mod:`.hint_panel`) is built when a hint is first asked for: most games
ask for none, and its list and delegate cost the start-up several milliseconds. Its
module is imported on a thread of its own when the first card is flipped
(:func:`warm_panel`): imported at the first Shift+H, it made the window's thread work
about 0.1 s more for the first hint than for the later ones
(``benchmarks/bench_hints.py``).
"""

from __future__ import annotations

import importlib
import sys
import threading

from metrox_desktop.ui.window.game_window import GameWindow
from metrox_desktop.ui.window.hint_coach import HintCoach

HINT_KEY = "Shift+H"
PANEL_MODULE = "metrox_desktop.ui.window.hint_panel"


def warm_panel(*_signal_args: object) -> None:
    """Import the hint panel's module on a thread of its own, once (the window's thread
    goes on; a hint asked for meanwhile waits only for the rest of the import)."""
    if PANEL_MODULE not in sys.modules:
        threading.Thread(
            target=importlib.import_module, args=(PANEL_MODULE,), name="hint warm-up", daemon=True
        ).start()


def install_hints(window: GameWindow) -> HintCoach:
    """Give the game window its Hint: the coach, the panel under the card, the button
    and the menu action (``menus.hint_action``, built with the other actions)."""
    # The window's parts, never the window: these functions are held by its children's
    # connections, and a part holding the window would keep it from being freed.
    session, controller, panel = window.session, window.controller, window.panel
    status_bar = window.widget.statusBar()
    coach = HintCoach(session, controller, window.widget)  # as long as the window

    def build_panel() -> None:
        """The panel under the card, once a hint is first asked for (it stays)."""
        if coach.panel is None and coach.asked:
            from metrox_desktop.ui.window.hint_panel import HintPanel

            hint_panel = HintPanel(coach)
            panel.add_extra(hint_panel)
            coach.panel = hint_panel
            hint_panel.refresh()  # in its place: shown before, it would open a window of its own

    coach.changed.connect(build_panel)  # the panel then follows the coach itself
    session.card_flipped.connect(warm_panel)  # a hint can be asked for from now on
    panel.hint_requested.connect(coach.request)
    coach.status.connect(lambda text: status_bar.showMessage(text, 6000))

    def sync() -> None:
        panel.hint_button.setEnabled(coach.can_ask() and not coach.shown)

    coach.changed.connect(sync)
    session.changed.connect(sync)
    session.chooser_changed.connect(lambda _c: sync())
    controller.seat_shown.connect(lambda _s: sync())
    sync()
    return coach
