"""The card flipper: for a table playing on printed sheets, the app only flips cards."""
