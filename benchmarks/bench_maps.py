"""Map load, check, geometry and scene build times. Run: python benchmarks/bench_maps.py"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from metrox_desktop.maps.geometry import MapGeometry
from metrox_desktop.maps.loader import check_map_text, resource_dir


def best_ms(action: Callable[[], object], repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times) * 1000


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from metrox_desktop.engine.board import Board
    from metrox_desktop.ui.sheet.render import ensure_app, render_image
    from metrox_desktop.ui.sheet.scene import MapScene

    def bench(map_id: str) -> None:
        text = (resource_dir("maps") / f"{map_id}.json").read_text(encoding="utf-8")
        spec = check_map_text(text, map_id).spec
        assert spec is not None
        board = Board.from_spec(spec)
        print(f"{map_id}: parse + check {best_ms(lambda: check_map_text(text, map_id)):6.1f} ms")
        print(f"{map_id}: geometry      {best_ms(lambda: MapGeometry(spec)):6.1f} ms")
        print(f"{map_id}: scene build   {best_ms(lambda: MapScene(board)):6.1f} ms")
        scene = MapScene(board)
        print(f"{map_id}: render 2x PNG {best_ms(lambda: render_image(scene, 2.0)):6.1f} ms")

    ensure_app()
    for map_id in ("tokyo", "osaka"):
        bench(map_id)
