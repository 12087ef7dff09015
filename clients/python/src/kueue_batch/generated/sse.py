"""The transport shared by the generated sync and async clients: GraphQL over HTTP POST, and subscriptions as
Server-Sent Events (graphql-yoga's "distinct connections" mode, the transport the web app uses: the same POST with
``Accept: text/event-stream``, answered by ``next`` events and one ``complete``).

Hand-written (clients/python/codegen/sse.py), copied into the generated package by ariadne-codegen.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any, Optional

from pydantic import BaseModel as PydanticBaseModel
from pydantic_core import to_jsonable_python

from .base_model import UNSET

EVENT_STREAM = "text/event-stream"


class TransportError(Exception):
    """The request did not get a GraphQL answer: the server could not be reached, or answered something else."""


class ConnectError(TransportError):
    """The server could not be reached (refused, timed out, connection cut before an answer)."""


class HTTPStatusError(TransportError):
    """The server answered with an HTTP error status and no GraphQL body."""

    def __init__(self, status_code: int, text: str) -> None:
        super().__init__(f"HTTP {status_code}: {text[:200]}" if text else f"HTTP {status_code}")
        self.status_code = status_code


class StreamCut(TransportError):
    """A subscription stream ended without its ``complete`` event (a server restart, a cut connection)."""


class DeadlineExceeded(Exception):
    """A subscription's ``deadline`` passed before it completed."""


def read_timeout(stream_read_timeout: float, deadline: Optional[float]) -> float:
    """How long one read of a stream may wait: the stream's own bound, or less when the deadline is nearer."""
    if deadline is None:
        return stream_read_timeout
    return max(0.05, min(stream_read_timeout, deadline - time.monotonic()))


def check_deadline(deadline: Optional[float]) -> None:
    if deadline is not None and time.monotonic() >= deadline:
        raise DeadlineExceeded("the deadline passed")


class GraphQLErrors(Exception):
    """The answer carried top-level GraphQL errors (authentication, rate limits, masked server errors)."""

    def __init__(self, errors: list[dict[str, Any]], status_code: int) -> None:
        super().__init__("; ".join(str(e.get("message", "")) for e in errors) or "GraphQL error")
        self.errors = errors
        self.status_code = status_code

    @property
    def code(self) -> Optional[str]:
        """The first error's ``extensions.code`` (UNAUTHENTICATED, RATE_LIMITED, …), if any."""
        for error in self.errors:
            extensions = error.get("extensions")
            if isinstance(extensions, dict) and isinstance(extensions.get("code"), str):
                return str(extensions["code"])
        return None


def request_body(query: str, operation_name: Optional[str], variables: Optional[dict[str, Any]]) -> Any:
    """The JSON body of a GraphQL request; unset variables are left out, models sent by their GraphQL names."""
    converted = {k: _convert(v) for k, v in (variables or {}).items() if v is not UNSET}
    return to_jsonable_python({"query": query, "operationName": operation_name, "variables": converted})


def _convert(value: Any) -> Any:
    if isinstance(value, PydanticBaseModel):
        return value.model_dump(by_alias=True, exclude_unset=True)
    if isinstance(value, list):
        return [_convert(item) for item in value]
    return value


def data_of(status_code: int, text: str) -> dict[str, Any]:
    """The ``data`` of a GraphQL answer; raises GraphQLErrors or HTTPStatusError otherwise."""
    try:
        body = json.loads(text)
    except ValueError:
        body = None
    if not isinstance(body, dict) or ("data" not in body and "errors" not in body):
        raise HTTPStatusError(status_code, text) if status_code >= 300 else TransportError("not a GraphQL answer")
    errors = body.get("errors")
    if errors:
        raise GraphQLErrors(list(errors), status_code)
    data = body.get("data")
    if not isinstance(data, dict):
        raise TransportError("a GraphQL answer without data")
    return data


@dataclass
class SSEEvent:
    event: str
    data: str


@dataclass
class SSEParser:
    """Turns the lines of an event stream into events (comments such as keep-alives are dropped)."""

    _event: str = ""
    _data: list[str] = field(default_factory=list)

    def feed(self, line: str) -> Optional[SSEEvent]:
        if line == "":
            if not self._data and not self._event:
                return None
            event = SSEEvent(self._event or "message", "\n".join(self._data))
            self._event, self._data = "", []
            return event
        if line.startswith(":"):
            return None
        name, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if name == "event":
            self._event = value
        elif name == "data":
            self._data.append(value)
        return None


def stream_payload(event: SSEEvent) -> Optional[dict[str, Any]]:
    """The data of a ``next`` event; None for ``complete``. Raises GraphQLErrors for an event carrying errors."""
    if event.event == "complete":
        return None
    body = json.loads(event.data) if event.data else {}
    if not isinstance(body, dict):
        raise TransportError("a subscription event that is not a GraphQL answer")
    if body.get("errors"):
        raise GraphQLErrors(list(body["errors"]), 200)
    data = body.get("data")
    if not isinstance(data, dict):
        raise TransportError("a subscription event without data")
    return data
