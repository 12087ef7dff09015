"""How requests and followed streams are retried (shared by Client and AsyncClient)."""

from __future__ import annotations

import time
from typing import Optional

from .errors import ServerUnreachable

#: How long a follow keeps reconnecting to a server that went away (a restart) before it gives up.
RECONNECT_SECONDS = 60.0


def retry_delay(attempt: int) -> float:
    """Seconds before retry number ``attempt`` (from 0) of a request the server did not answer."""
    return min(0.5 * 2.0**attempt, 8.0)


class Backoff:
    """Delays between reconnects to a stream that was cut; gives up after RECONNECT_SECONDS without success."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self._attempt = 0
        self._since: Optional[float] = None

    def next(self, cause: Exception) -> float:
        now = time.monotonic()
        if self._since is None:
            self._since = now
        elif now - self._since > RECONNECT_SECONDS:
            raise ServerUnreachable(f"lost the server for {RECONNECT_SECONDS:.0f} s: {cause}") from cause
        delay = min(0.2 * 2.0**self._attempt, 5.0)
        self._attempt += 1
        return delay
