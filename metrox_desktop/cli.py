"""The ``metrox-desktop`` command: the game window by default, or a subcommand.

Each subcommand lives in its own module under :mod:`metrox_desktop.commands`, which
provides ``add_parser(subparsers)`` and ``run(args) -> int``. Only the module of the
command given is imported, for its options and its run: the game window loads no
other command (nor the engine, AI and data models they bring), and ``replay`` never
loads Qt. ``--help`` and a mistyped command import them all, to list them.
"""

from __future__ import annotations

import argparse
import importlib
import io
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

# UsageError is raised by the commands and caught here (one line, exit status 2).
from metrox_desktop import installed_version
from metrox_desktop.commands.options import UsageError, short_values, shown

# command name -> module under metrox_desktop.commands
COMMANDS = {
    "play": "play",  # the game window (also the default when no command is given)
    "replay": "replay",
    "simulate": "simulate",
    "maps": "maps",
    "inspect": "inspect",
    "flipper": "flipper",  # only flips cards, for a table playing on printed sheets
    "sheets": "sheets",  # blank sheets to print
    "par": "par",  # the best score found on a deal, and a game's costly turns
    "compare": "compare",  # games of one deal played apart, as the table they make
    "today": "today",  # the map and deal code of the day, the same on every computer
    "share": "share",  # one line for a chat: a game's score and its result code
    "stats": "stats",  # statistics of the kept games, per map
    "view": "view",  # a game record's sheets, turn by turn
    "host": "host",  # host a table across computers, without a window
    "join": "join",  # bot seats at a hosted table, without a window
}


class _Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line (and the way to --help), not a usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {short_values(message)} (see {self.prog} --help)\n")


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser, knowing only ``command`` (one of COMMANDS) if given,
    else every command."""
    parser = _Parser(
        prog="metrox-desktop",
        description="Play MetroX, Hisashi Hayashi's flip-and-write subway game.",
    )
    # Answered by main() before parsing, so the window's start never reads the metadata.
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module in COMMANDS.items():
        if command is None or name == command:
            importlib.import_module(f"metrox_desktop.commands.{module}").add_parser(subparsers)
    return parser


def write_any_script() -> None:
    """Names, maps and the minus sign reach a file or a pipe whole, never a traceback.
    Output that is no terminal is written in UTF-8 (what Python 3.15 does by default,
    PEP 686) where the locale's encoding could not write them (a Windows system's
    cp1252 in a file, a C locale): "さくら" or "−4 points" would end the command in
    UnicodeEncodeError. A terminal, or an encoding set in PYTHONIOENCODING, is kept,
    and a character it cannot write shows as "?"."""
    chosen = bool(os.environ.get("PYTHONIOENCODING"))
    for stream in (sys.stdout, sys.stderr):
        # Replaced streams (a test's capture, pythonw's None) are left as they are.
        if not isinstance(stream, io.TextIOWrapper) or stream.encoding.lower() in ("utf-8", "utf8"):
            continue
        if chosen or stream.isatty():
            stream.reconfigure(errors="replace")
        else:
            stream.reconfigure(encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    write_any_script()
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["--version"]:
        print(f"metrox-desktop {installed_version() or 'unknown version'}")
        return 0
    # No command (or only window options such as --screenshot): open the game window.
    if not args_list or args_list[0].startswith("-") and args_list[0] not in ("-h", "--help"):
        args_list.insert(0, "play")
    parser = build_parser(args_list[0] if args_list[0] in COMMANDS else None)
    args = parser.parse_args(args_list)
    module = importlib.import_module(f"metrox_desktop.commands.{COMMANDS[args.command]}")
    try:
        return int(module.run(args))
    except UsageError as error:
        print(f"metrox-desktop: {short_values(str(error))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`... | head`): stop quietly, as Unix tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    except OSError as error:
        # A file or folder named on the line that the system refuses (a name too long
        # for it, a device): one line, as for any other mistake on the line.
        where = f"{shown(str(error.filename))}: " if error.filename is not None else ""
        print(f"metrox-desktop: {where}{error.strerror or error}", file=sys.stderr)
        return 2
