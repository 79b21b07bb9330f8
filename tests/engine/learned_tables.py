"""A table a learning script of benchmarks/ writes, read as the package imports it."""

from __future__ import annotations

import ast
from typing import Any


def learned(table: bytes) -> dict[str, Any]:
    """The weights a written table holds (its one annotated assignment, read as Python)."""
    tree = ast.parse(table)
    [value] = [node.value for node in tree.body if isinstance(node, ast.AnnAssign)]
    assert value is not None
    result = ast.literal_eval(value)
    assert isinstance(result, dict)
    return result
