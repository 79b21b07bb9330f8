"""Keep the translations in step with the source: ``python -m metrox_desktop.i18n``
(``make i18n``).

``pyside6-lupdate`` collects every text given to tr() / QCoreApplication.translate /
QT_TRANSLATE_NOOP in the package into ``resources/i18n/metrox_desktop_<code>.ts``
(translations already written are kept; new texts come in as unfinished), then
``pyside6-lrelease`` compiles each .ts into the .qm the app loads. The English .ts
only holds texts with a count (``-pluralonly``): their singular and plural forms.

Developer tooling (no Qt import): the app itself only reads the .qm files.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "metrox_desktop"
FOLDER = ROOT / "resources" / "i18n"
LANGUAGES = ("ja", "en")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    numerus: bool
    translations: tuple[str, ...]  # one, or one per plural form
    finished: bool
    comment: str = ""  # the disambiguation: self.tr("Routes", "tab")


def ts_path(code: str, folder: Path = FOLDER) -> Path:
    return folder / f"metrox_desktop_{code}.ts"


def sources() -> list[Path]:
    """Every Python file of the package, in a fixed order."""
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def tool(name: str) -> str:
    """A PySide6 tool from the running Python's folder (the venv), else from PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e '.[dev]')")
    return found


def lupdate(code: str, target: Path) -> None:
    """Collect the texts into ``target`` (kept translations stay, old texts are dropped)."""
    command = [tool("pyside6-lupdate"), *map(str, sources())]
    command += ["-ts", str(target), "-source-language", "en", "-target-language", code]
    command += ["-no-obsolete", "-locations", "none", "-silent"]
    if code == "en":
        command.append("-pluralonly")
    subprocess.run(command, check=True, cwd=ROOT)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
        check=True,
        cwd=ROOT,
    )


def read_ts(path: Path) -> list[Message]:
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            numerus = message.get("numerus") == "yes"
            if numerus:
                texts = tuple(f.text or "" for f in translation.iter("numerusform"))
            else:
                texts = (translation.text or "",)
            messages.append(
                Message(
                    name,
                    message.findtext("source") or "",
                    numerus,
                    texts,
                    translation.get("type") is None,
                    message.findtext("comment") or "",
                )
            )
    return messages


def main() -> int:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        ts = ts_path(code)
        lupdate(code, ts)
        lrelease(ts, ts.with_suffix(".qm"))
        messages = read_ts(ts)
        todo = [m for m in messages if not m.finished]
        print(f"{ts.relative_to(ROOT)}: {len(messages)} texts, {len(todo)} to translate")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
