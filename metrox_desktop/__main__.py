from metrox_desktop.cli import main

raise SystemExit(main())
