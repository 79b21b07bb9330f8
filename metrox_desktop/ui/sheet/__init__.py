"""The sheet as printed: the scene and its items, the view, ink, card art, rendering to
files and printers, and the rings drawn over choices."""
