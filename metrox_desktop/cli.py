"""Command line entry point (filled in by the engine, maps and GUI work)."""


def main(argv: list[str] | None = None) -> int:
    return 0
