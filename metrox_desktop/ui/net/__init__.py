"""A table across computers in the window: hosting, joining, the seat played here."""
