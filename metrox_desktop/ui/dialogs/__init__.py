"""The game window's dialogs: new game, final score, discard pile, rules."""
