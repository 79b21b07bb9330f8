"""`metrox-desktop sheets`: blank sheets as a PDF, checked page by page (fresh processes;
most refused lines by the command line's own main in this process)."""

from __future__ import annotations

import re
import resource
import shutil
import signal
import subprocess
from pathlib import Path

import numpy as np
import pytest
import shapely
from PySide6.QtGui import QColor, QImage
from shapely.geometry import Point, box

from metrox_desktop.maps.geometry import MapGeometry
from metrox_desktop.maps.loader import load_builtin
from metrox_desktop.maps.spec import MapSpec
from tests.cli.running import run_app, run_main
from tests.ui.images import pixels

pytestmark = pytest.mark.long  # run first: tests/conftest.py

DPI = 96
MARGIN_MM = 10  # the page margin the sheets are drawn inside


def run(
    *args: str, home: Path, limit_file_size: int | None = None
) -> subprocess.CompletedProcess[str]:
    def limit() -> None:  # a real "disk full" for the child: writes past the size fail
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        assert limit_file_size is not None
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit_file_size, limit_file_size))

    # A locale measuring in metric units: the default page is A4 (no printer here).
    return run_app(
        "sheets",
        *args,
        home=home,
        before=limit if limit_file_size else None,
        env={"LC_ALL": "", "LC_MEASUREMENT": "en_GB.UTF-8"},
    )


def page_sizes(pdf: Path) -> list[tuple[float, float]]:
    """Width and height in points of every page (read from the PDF, no tool needed)."""
    text = pdf.read_bytes().decode("latin-1")
    pages = re.findall(r"/Type\s*/Page\b(?!s)[^>]*?/MediaBox\s*\[([^\]]*)\]", text, re.S)
    if not pages:  # MediaBox before /Type in the page dictionary
        pages = re.findall(r"/MediaBox\s*\[([^\]]*)\][^>]*?/Type\s*/Page\b(?!s)", text, re.S)
    sizes = []
    for numbers in pages:
        x0, y0, x1, y1 = (float(n) for n in numbers.split())
        sizes.append((round(x1 - x0), round(y1 - y0)))
    assert len(sizes) == len(re.findall(r"/Type\s*/Page\b(?!s)", text))
    return sizes


class Page:
    """A PDF page as an image, with sheet coordinates mapped onto it."""

    def __init__(self, png: Path, spec: MapSpec) -> None:
        self.image = QImage(str(png))
        self.rgb = pixels(self.image).astype(np.int32)  # rows, columns, red-green-blue
        margin = MARGIN_MM / 25.4 * DPI
        width, height = self.image.width() - 2 * margin, self.image.height() - 2 * margin
        self.scale = min(width / spec.sheet.width, height / spec.sheet.height)
        self.left = margin + (width - spec.sheet.width * self.scale) / 2
        self.top = margin + (height - spec.sheet.height * self.scale) / 2

    def pixel(self, x: float, y: float, dx: int = 0, dy: int = 0) -> QColor:
        return self.image.pixelColor(
            round(self.left + x * self.scale) + dx, round(self.top + y * self.scale) + dy
        )

    def near_colour(self, points: list[Point], reach: int, colour: QColor) -> int:
        """How many of ``points`` have a pixel of ``colour`` (less than 50 apart in red,
        green and blue) up to ``reach`` pixels across and down from them."""
        if not points:
            return 0
        # rounded as pixel() rounds (half to even), then every offset of the square
        columns = np.round([self.left + p.x * self.scale for p in points]).astype(int)
        rows = np.round([self.top + p.y * self.scale for p in points]).astype(int)
        offsets = np.arange(-reach, reach + 1)
        near = self.rgb[
            rows[:, None, None] + offsets[None, None, :],
            columns[:, None, None] + offsets[None, :, None],
        ]
        apart = ((near - np.array(colour.getRgb()[:3])) ** 2).sum(axis=-1)
        return int((apart < 50**2).any(axis=(1, 2)).sum())


def missing_boxes(page: Page, spec: MapSpec) -> list[str]:
    """Station boxes not on the page: white inside (a line may cross one) and a border."""
    missing = []
    for station in spec.stations:
        reach = station.size * 0.3
        inside = [
            page.pixel(station.x + fx * reach, station.y + fy * reach)
            for fx in (-1, -0.5, 0, 0.5, 1)
            for fy in (-1, -0.5, 0, 0.5, 1)
        ]
        white = sum(min(c.getRgb()[:3]) > 235 for c in inside) / len(inside)
        half = station.size / 2
        edges = [(station.x - half, station.y), (station.x + half, station.y)]
        bordered = all(
            min(min(page.pixel(x, y, dx, 0).getRgb()[:3]) for dx in range(-3, 4)) < 200
            for x, y in edges
        )
        if white < 0.75 or not bordered:
            missing.append(station.id)
    return missing


def missing_routes(page: Page, spec: MapSpec) -> list[str]:
    """Routes whose drawn line is not on the page in the route's colour, between boxes.

    Each point along the line is looked at across the stripe's width (a pattern's marks
    are white or dark), and 95% of them must show the route's colour."""
    geometry = MapGeometry(spec)
    boxes = np.array(
        [
            box(
                s.x - s.size / 2 - 3,
                s.y - s.size / 2 - 3,
                s.x + s.size / 2 + 3,
                s.y + s.size / 2 + 3,
            )
            for s in spec.stations
        ]
        + [
            box(b.x - b.w / 2 - 3, b.y - b.h / 2 - 3, b.x + b.w / 2 + 3, b.y + b.h / 2 + 3)
            for r in spec.routes
            for b in r.indicators
        ]
    )
    missing = []
    for route, drawn in zip(spec.routes, geometry.routes, strict=True):
        colour = QColor(route.colour)
        reach = max(1, int(drawn.width * page.scale / 2))
        along = [drawn.stripe.interpolate(d) for d in range(0, int(drawn.stripe.length), 2)]
        under_a_box = shapely.contains(boxes[:, None], np.array(along)[None, :]).any(axis=0)
        between = [p for p, hidden in zip(along, under_a_box, strict=True) if not hidden]
        seen = page.near_colour(between, reach, colour)
        if not between or seen / len(between) < 0.95:
            missing.append(route.letter)
    return missing


def test_one_page_per_copy_at_the_paper_size(tmp_path: Path) -> None:
    a4 = tmp_path / "tokyo.pdf"
    result = run("--map", "tokyo", "--out", str(a4), "--copies", "3", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"wrote {a4} (3 pages, a4)"
    assert page_sizes(a4) == [(842, 595)] * 3  # A4 landscape, in points
    letter = tmp_path / "osaka.pdf"
    assert (
        run("--map", "osaka", "--out", str(letter), "--page", "letter", home=tmp_path).returncode
        == 0
    )
    assert page_sizes(letter) == [(792, 612)]
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(a4)], capture_output=True, text=True, check=True)
        assert re.search(r"^Pages:\s+3$", info.stdout, re.M)


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) absent")
@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_the_page_holds_every_station_box_and_route(tmp_path: Path, map_id: str) -> None:
    pdf = tmp_path / f"{map_id}.pdf"
    assert run("--map", map_id, "--out", str(pdf), home=tmp_path).returncode == 0
    subprocess.run(
        ["pdftoppm", "-r", str(DPI), "-png", "-singlefile", str(pdf), str(tmp_path / "page")],
        check=True,
        timeout=60,
    )
    spec = load_builtin(map_id)
    page = Page(tmp_path / "page.png", spec)
    assert missing_boxes(page, spec) == []
    assert missing_routes(page, spec) == []
    # The checks can fail: the other map's boxes and lines are not on this page.
    other = load_builtin("osaka" if map_id == "tokyo" else "tokyo")
    assert len(missing_boxes(page, other)) > 20 and len(missing_routes(page, other)) > 4


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--map", "paris", "--out", "x.pdf"], "no map 'paris'"),
        (["--map", "tokyo", "--out", "x.png"], "x.png: the sheets are a PDF"),
        (["--map", "tokyo", "--out", "x.pdf", "--copies", "0"], "--copies must be 1 to 100"),
        (["--map", "tokyo", "--out", "x.pdf", "--copies", "101"], "--copies must be 1 to 100"),
        (["--map", "tokyo", "--out", "x.pdf", "--page", "a3"], "invalid choice: 'a3'"),
        (["--map", "tokyo", "--out", "no/such/x.pdf"], ": no folder"),
        (["--map", "tokyo", "--out", "folder.pdf"], "is a folder"),
        (["--out", "x.pdf"], "required: --map"),
    ],
)
def test_mistakes_are_one_line_and_status_2(tmp_path: Path, args: list[str], message: str) -> None:
    (tmp_path / "folder.pdf").mkdir()
    args = [str(tmp_path / a) if a.endswith((".pdf", ".png")) else a for a in args]
    in_a_process = message in ("no map 'paris'", "invalid choice: 'a3'")  # sheets', argparse's
    result = run(*args, home=tmp_path) if in_a_process else run_main("sheets", *args, home=tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder.pdf"]  # nothing written


def test_a_full_disk_leaves_the_good_file_as_it_was(tmp_path: Path) -> None:
    good = tmp_path / "sheets.pdf"
    assert run("--map", "tokyo", "--out", str(good), home=tmp_path).returncode == 0
    before = good.read_bytes()
    result = run(
        "--map", "osaka", "--out", str(good), "--copies", "5", home=tmp_path, limit_file_size=20_000
    )
    assert result.returncode == 2
    assert (
        result.stderr.strip() == f"metrox-desktop: {good}: cannot write the sheets (File too large)"
    )
    assert good.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["sheets.pdf"]  # no temporary file left
