"""metrox-desktop: MetroX on the desktop."""


def installed_version() -> str | None:
    """The installed version from the package's metadata (also copied into the
    bundles), or None when the package is not installed (run from a bare checkout)."""
    # Imported here: importlib.metadata costs the window's start tens of milliseconds.
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("metrox-desktop")
    except PackageNotFoundError:
        return None
