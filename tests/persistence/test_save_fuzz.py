"""Whatever a save file holds, reading it gives a game or one SaveError, nothing else."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from metrox_desktop.persistence import saves
from tests.persistence.hostile import record

VALID = record(turns=[{"card": "3", "choices": ["G"]}])

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=30)
    | st.sampled_from(["tokyo", "osaka", "okazu-20", "free", "star", "G", "G1", "person"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)
fields = st.sampled_from(
    ["format", "map", "players", "turns", "deck", "seed", "started", "seats", "hints", "extra"]
)


def outcome(path: Path, text: str) -> str:
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    try:
        saves.read_save(path)
    except saves.SaveError as error:
        assert "\n" not in str(error)
        return "refused"
    return "opened"


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(changes=st.dictionaries(fields, json_values, min_size=1, max_size=3))
def test_any_field_with_any_value_opens_or_is_one_save_error(
    tmp_path: Path, changes: dict[str, object]
) -> None:
    outcome(tmp_path / "fuzz.json", json.dumps({**VALID, **changes}))


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_any_edit_of_the_text_opens_or_is_one_save_error(
    tmp_path: Path, data: st.DataObject
) -> None:
    text = json.dumps(VALID)
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, min(len(text), start + 8)))
    text = text[:start] + data.draw(st.text(max_size=8)) + text[end:]
    outcome(tmp_path / "fuzz.json", text)
