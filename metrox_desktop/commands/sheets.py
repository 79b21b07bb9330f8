"""`metrox-desktop sheets`: blank sheets to print, for people who play with pen and paper.

``sheets --map tokyo|osaka --out FILE.pdf [--copies N] [--page a4|letter] [--ink-saving]``
writes one empty sheet per page (A4 or Letter, by default the default printer's paper or
the locale's; landscape, the sheet as large as the margins allow, at its printed
proportions) as vectors; ``--ink-saving`` leaves out the paper's colour. A
mistake is one line and exit status 2; the PDF is written beside ``--out`` and renamed
over it when complete, so a failed write never replaces a good file.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from metrox_desktop.commands.options import UsageError, builtin_map, file_names, qt_writes_to

MAX_COPIES = 100  # a pad's worth; more is a typo (a zero too many)


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("sheets", help="write blank sheets to print (PDF)")
    parser.add_argument("--map", required=True, metavar="MAP", help="tokyo or osaka")
    parser.add_argument("--out", required=True, metavar="FILE.pdf", help="the PDF to write")
    parser.add_argument(
        "--copies", type=int, default=1, metavar="N", help=f"sheets (pages), 1 to {MAX_COPIES}"
    )
    parser.add_argument(
        "--page",
        choices=("a4", "letter"),
        help="paper size (default: the default printer's, else Letter where the locale"
        " measures in US units, else A4)",
    )
    parser.add_argument(
        "--ink-saving", action="store_true", help="leave out the paper's colour (less ink)"
    )


def run(args: argparse.Namespace) -> int:
    builtin_map(args.map)
    if not 1 <= args.copies <= MAX_COPIES:
        raise UsageError(f"--copies must be 1 to {MAX_COPIES}")
    file_names(args.out, what="--out")
    if Path(args.out).suffix.lower() != ".pdf":
        raise UsageError(f"{args.out}: the sheets are a PDF; give a name ending in .pdf")
    qt_writes_to(args.out, "--out")

    from metrox_desktop.engine.board import Board
    from metrox_desktop.ui.sheet.paper import default_paper
    from metrox_desktop.ui.sheet.print_sheets import SheetsError, write_sheets_pdf
    from metrox_desktop.ui.sheet.render import ensure_app

    ensure_app()
    paper = args.page or default_paper()
    try:
        write_sheets_pdf(Board.load(args.map), args.out, args.copies, paper, args.ink_saving)
    except SheetsError as error:
        raise UsageError(str(error)) from None
    pages = "1 page" if args.copies == 1 else f"{args.copies} pages"
    print(f"wrote {args.out} ({pages}, {paper})")
    return 0
