"""``add_row(widget, text)``: a new last row of a QListWidget, made by Qt.

An item made in Python (``QListWidgetItem(text)``, then ``addItem``) has a wrapper
that shiboken keeps for as long as the list holds the item. At a table, with the
network's threads running Python beside the window, such a wrapper was now and then
freed while its item lived on, and the list crashed the app when it deleted the item
(the window closing; a new game's list). An item Qt makes has no wrapper of that
kind: the one returned here is only a handle, let go of once the caller is done."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget, QListWidgetItem


def add_row(widget: QListWidget, text: str) -> QListWidgetItem:
    widget.addItem(text)
    item = widget.item(widget.count() - 1)
    assert item is not None
    return item
