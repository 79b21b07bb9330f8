"""The built-in maps are read without the schema (pydantic), as the window starts; the
schema's way of reading a map file gives exactly the same map, for both maps."""

from __future__ import annotations

import json

import pytest

from metrox_desktop.maps.loader import builtin_map_ids, builtin_text, load_builtin
from metrox_desktop.maps.schema import MapFile
from metrox_desktop.maps.spec import map_spec


@pytest.mark.parametrize("map_id", builtin_map_ids())
def test_a_built_in_map_read_plainly_is_the_map_the_schema_reads(map_id: str) -> None:
    data = json.loads(builtin_text(map_id))
    checked = MapFile.model_validate(data).spec()
    plain = load_builtin(map_id)
    assert plain == checked
    assert repr(plain) == repr(checked)  # the same types too: 40.0, not 40


def test_a_map_file_that_lacks_a_part_is_refused_not_read_half() -> None:
    data = json.loads(builtin_text("tokyo"))
    del data["routes"][3]["badge"]
    with pytest.raises(KeyError):  # load_builtin then asks the schema what is wrong
        map_spec(data)
    data["routes"] = "G"
    with pytest.raises(TypeError):
        map_spec(data)
