"""`metrox-desktop today [--date YYYY-MM-DD] [--json]`: the map and deal code of the day.

Worked out from the date alone (sharing/today.py), the same on every computer: friends
who play it on the same day play the same cards. ``metrox-desktop --today`` plays it.
"""

from __future__ import annotations

import argparse
import json
import unicodedata
from datetime import date

from metrox_desktop.commands.options import UsageError, add_json_option, shown
from metrox_desktop.deal import typed_hyphen
from metrox_desktop.sharing.today import daily_deal, today


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "today",
        help="today's deal: a map and deal code from the date, the same on every computer",
    )
    parser.add_argument(
        "--date", metavar="YYYY-MM-DD", help="the deal of another day (default: today)"
    )
    add_json_option(parser)


def day_option(text: str | None) -> date:
    """The day ``--date`` names (None: today, by this computer's calendar)."""
    if text is None:
        return today()
    # As a Japanese input method types it: wide digits, the long-vowel mark for "-".
    narrow = unicodedata.normalize("NFKC", text).strip()
    try:
        return date.fromisoformat("".join("-" if typed_hyphen(c) else c for c in narrow))
    except ValueError:
        raise UsageError(
            f"--date {shown(text)}: give a date as YYYY-MM-DD, e.g. 2026-11-26"
        ) from None


def run(args: argparse.Namespace) -> int:
    deal = daily_deal(day_option(args.date))
    if args.json:
        record = {"date": deal.day.isoformat(), "map": deal.map_id, "deck": deal.deck}
        print(json.dumps(record | {"code": deal.code}))
    else:
        print(f"{deal.day.isoformat()}: {deal.map_id}, deal {deal.code} (deck {deal.deck})")
    return 0
