"""Picks a project or cluster given by name or id from the list the server answered (no I/O)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from .errors import NotFound


class Named(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


N = TypeVar("N", bound=Named)


def pick(kind: str, wanted: str, items: Sequence[N]) -> N:
    """The item whose id is ``wanted``, else the one so named (exactly, then ignoring case)."""
    for item in items:
        if item.id == wanted:
            return item
    for item in items:
        if item.name == wanted:
            return item
    folded = [item for item in items if item.name.casefold() == wanted.casefold()]
    if len(folded) == 1:
        return folded[0]
    names = ", ".join(repr(item.name) for item in items) or "none"
    raise NotFound(f"no {kind} {wanted!r} among yours ({names})")
