"""`metrox-desktop play` (not built yet)."""

from __future__ import annotations

import argparse


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    subparsers.add_parser("play", help="(not built yet)")


def run(args: argparse.Namespace) -> int:
    print("metrox-desktop play: not built yet")
    return 2
