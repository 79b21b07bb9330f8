"""The game window: the main window, controller, card panel, hints, announcements and the
keeper of saved games."""
