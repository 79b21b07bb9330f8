"""Starting the app: the system check, one window per data folder (a second start hands
over to the first), the QApplication and the --screenshot mode."""
