"""Print the game window's sheet as AT-SPI (a screen reader) sees it.

Run by docs/accessibility-tree.sh with the system's python3 (pyatspi comes from
Debian's python3-pyatspi, not from PyPI).
"""

import sys
import time

import pyatspi


def find(acc, wanted, depth=0):
    """The first accessible under ``acc`` (itself included) that ``wanted`` accepts."""
    if acc is None or depth > 12:
        return None
    try:
        if wanted(acc):
            return acc
        for i in range(acc.childCount):
            got = find(acc.getChildAtIndex(i), wanted, depth + 1)
            if got is not None:
                return got
    except Exception:  # an element gone while walking: not the one looked for
        return None
    return None


def is_sheet_tree(acc):
    return acc.getRoleName() in ("tree", "tree table") and bool(acc.name)


desktop = pyatspi.Registry.getDesktop(0)
tree = None
for _ in range(40):  # the window may still be starting
    apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
    tree = next((t for t in (find(a, is_sheet_tree) for a in apps) if t is not None), None)
    if tree is not None:
        break
    time.sleep(0.5)
if tree is None:
    sys.exit("no sheet tree found")
window = tree
while window.parent is not None and window.getRoleName() != "frame":
    window = window.parent
print(f'{window.getRoleName()} "{window.name}"')
print(f'  {tree.getRoleName()} "{tree.name}" ({tree.description})')
for i in range(tree.childCount):
    row = tree.getChildAtIndex(i)
    if row.getRoleName() != "table column header":
        print(f'    {row.getRoleName()} "{row.name}"')
view = find(window, lambda a: a.getRoleName() == "filler" and bool(a.description))
if view is not None:
    print(f'  {view.getRoleName()} "{view.name}" ({view.description})')
score = find(window, lambda a: a.getRoleName() == "label" and "bonus" in a.name)
if score is not None:
    print(f'  {score.getRoleName()} "{score.name}"')
