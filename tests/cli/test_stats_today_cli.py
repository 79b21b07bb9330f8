"""`metrox-desktop stats --json` names today's deal's results and the streak."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

from metrox_desktop.sharing.today import daily_deal, today
from tests.cli.running import run_main
from tests.sharing.daily_games import keep_daily_game


def test_stats_json_lists_the_days_of_today_s_deal_and_the_streak(tmp_path: Path) -> None:
    records = tmp_path / "records"
    day = today()
    days = [day - timedelta(days=n) for n in (4, 2, 1, 0)]  # a gap: a streak of 3
    totals = [keep_daily_game(records, d) for d in days]
    keep_daily_game(records, day, hour=10, practice=True)  # a later try: practice

    result = run_main("stats", "--json", "--folder", str(records), home=tmp_path)
    assert result.returncode == 0, result.stderr
    shown = json.loads(result.stdout)["today"]
    assert shown["streak"] == 3
    assert shown["days"] == [
        {"date": d.isoformat(), "map": daily_deal(d).map_id, "total": total}
        for d, total in zip(days, totals, strict=True)
    ]
    text = run_main("stats", "--folder", str(records), home=tmp_path).stdout
    assert "today's deal: 4 days played, streak 3" in text
