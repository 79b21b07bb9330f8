"""Small user settings (last map and deck), as JSON in the config folder.

A missing or damaged file gives the defaults: settings must never stop the app.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, fields

from metrox_desktop.persistence.atomic import write_text_atomic
from metrox_desktop.persistence.paths import config_dir

FILE = "settings.json"


@dataclass
class Settings:
    map_id: str = "tokyo"
    deck_id: str = "okazu-20"
    window: str = ""  # the game window's geometry (Qt's saveGeometry, base64)
    games_folder: str = ""  # where Open game and Save game as looked last
    seats: str = ""  # the last game's seats, as --players takes them ("Ann,Bo,Bot:greedy")

    @classmethod
    def load(cls) -> Settings:
        try:
            data = json.loads((config_dir() / FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        if not isinstance(data, dict):
            return cls()
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known and isinstance(v, str)}
        return cls(**values)

    def save(self) -> None:
        with contextlib.suppress(OSError):  # a read-only home must not break play
            write_text_atomic(config_dir() / FILE, json.dumps(asdict(self), indent=1) + "\n")
