"""The sheet as printed: the scene and its items, the view, ink, card art and a card drawn
at any size (card_widget), rendering to files and printers, and the rings drawn over
choices."""
