"""The bundle's entry point: the same command as the installed ``metrox-desktop``."""

from metrox_desktop.cli import main

raise SystemExit(main())
