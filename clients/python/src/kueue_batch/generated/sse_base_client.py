"""The base of the generated sync client: httpx, GraphQL over POST, subscriptions as Server-Sent Events.

Hand-written (clients/python/codegen/sse_base_client.py), copied into the generated package by ariadne-codegen.
"""

from collections.abc import Generator
from typing import Any, Optional, TypeVar

import httpx

from .sse import (
    EVENT_STREAM,
    ConnectError,
    SSEParser,
    check_deadline,
    StreamCut,
    TransportError,
    data_of,
    read_timeout,
    request_body,
    stream_payload,
)

Self = TypeVar("Self", bound="SSEBaseClient")


class SSEBaseClient:
    def __init__(
        self,
        url: str = "",
        headers: Optional[dict[str, str]] = None,
        http_client: Optional[httpx.Client] = None,
        stream_read_timeout: float = 60.0,
    ) -> None:
        self.url = url
        self.headers = headers
        self.http_client = http_client if http_client else httpx.Client(headers=headers)
        self.stream_read_timeout = stream_read_timeout

    def __enter__(self: Self) -> Self:
        return self

    def __exit__(self, exc_type: object, exc_val: object, exc_tb: object) -> None:
        self.close()

    def close(self) -> None:
        self.http_client.close()

    def execute(
        self,
        query: str,
        operation_name: Optional[str] = None,
        variables: Optional[dict[str, Any]] = None,
        **kwargs: Any,
    ) -> httpx.Response:
        try:
            return self.http_client.post(
                url=self.url, json=request_body(query, operation_name, variables), **kwargs
            )
        except httpx.TransportError as exc:
            raise ConnectError(f"{self.url}: {exc}") from exc

    def get_data(self, response: httpx.Response) -> dict[str, Any]:
        return data_of(response.status_code, response.text)

    def subscribe(
        self,
        query: str,
        operation_name: Optional[str] = None,
        variables: Optional[dict[str, Any]] = None,
        deadline: Optional[float] = None,
    ) -> Generator[dict[str, Any], None, None]:
        """Each ``next`` event's data until ``complete``; StreamCut when the stream ends without it,
        DeadlineExceeded once ``deadline`` (a ``time.monotonic()`` instant) passes."""
        timeout = httpx.Timeout(
            self.http_client.timeout.connect, read=read_timeout(self.stream_read_timeout, deadline)
        )
        try:
            with self.http_client.stream(
                "POST",
                self.url,
                json=request_body(query, operation_name, variables),
                headers={"accept": EVENT_STREAM},
                timeout=timeout,
            ) as response:
                if not response.headers.get("content-type", "").startswith(EVENT_STREAM):
                    response.read()
                    if response.status_code >= 500:  # a proxy or a server on its way down: try again
                        raise StreamCut(f"HTTP {response.status_code}")
                    data_of(response.status_code, response.text)
                    raise TransportError("the server did not open an event stream")
                parser = SSEParser()
                for line in response.iter_lines():
                    check_deadline(deadline)
                    event = parser.feed(line)
                    if event is None:
                        continue
                    payload = stream_payload(event)
                    if payload is None:
                        return
                    yield payload
        except httpx.TransportError as exc:
            check_deadline(deadline)
            raise StreamCut(f"{self.url}: {exc}") from exc
        raise StreamCut("the event stream ended without completing")
