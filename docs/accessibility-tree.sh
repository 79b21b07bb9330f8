#!/bin/sh
# The game window's sheet as a screen reader sees it over AT-SPI, without a screen:
#     dbus-run-session -- docs/accessibility-tree.sh tokyo HXM7Q
# Run from the checkout (make lint made .venv). Needs Debian's xvfb, at-spi2-core and
# python3-pyatspi. The app runs with a fresh home folder: no lesson, no saved game.
MAP=${1:-tokyo}
SEED=${2:-HXM7Q}
HOME=$(mktemp -d)
export HOME QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
Xvfb :77 -nolisten tcp -screen 0 1400x900x24 >/dev/null 2>&1 &
XVFB=$!
export DISPLAY=:77
sleep 1
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
BUS=$!
sleep 1
.venv/bin/python -m metrox_desktop play --map "$MAP" --seed "$SEED" >/dev/null 2>&1 &
APP=$!
sleep 6
/usr/bin/python3 docs/atspi_tree.py
kill $APP $BUS $XVFB
wait  # the display is free again for the next run
