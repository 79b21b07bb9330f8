"""metrox-desktop: MetroX on the desktop."""
