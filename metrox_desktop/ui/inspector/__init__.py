"""The map inspector: any map file drawn and checked, without a game."""
