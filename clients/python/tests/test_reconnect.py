"""A followed stream that is cut (a restart, a proxy) is reopened where it stood: no log line lost or repeated,
and wait() still sees the end."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx

from kueue_batch import Client, ProcessStatus


class CutAfterFirstEvent(httpx.SyncByteStream):
    def __init__(self, inner: httpx.SyncByteStream) -> None:
        self.inner = inner

    def __iter__(self) -> Iterator[bytes]:
        seen = b""
        for part in self.inner:
            yield part
            seen += part
            first = seen.find(b"event: next")
            if first >= 0 and b"\n\n" in seen[first:]:
                raise httpx.ReadError("connection reset by peer")

    def close(self) -> None:
        self.inner.close()


class CutFirstStream(httpx.HTTPTransport):
    """Forwards every request; the first subscription named ``operation`` is cut after its first event."""

    def __init__(self, operation: str) -> None:
        super().__init__()
        self.operation = operation
        self.requests: list[dict[str, Any]] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = super().handle_request(request)
        body = json.loads(request.content or b"{}")
        if body.get("operationName") == self.operation:
            self.requests.append(body["variables"])
            if len(self.requests) == 1:
                assert isinstance(response.stream, httpx.SyncByteStream)
                response.stream = CutAfterFirstEvent(response.stream)
        return response


def client(server: tuple[str, str], transport: httpx.BaseTransport) -> Client:
    return Client(*server, http_client=httpx.Client(transport=transport, timeout=30))


def test_a_cut_log_follow_resumes_after_its_cursor_without_losing_or_repeating_a_line(
    server: tuple[str, str], project: str
) -> None:
    transport = CutFirstStream("FollowLogChunks")
    with client(server, transport) as kb:
        v = kb.run(
            project, "busybox:1.36", "echo one; sleep 2; echo two; sleep 2; echo three; sleep 1", cpu=1, memory="1Gi"
        )
        assert list(v.logs(follow=True)) == ["one", "two", "three"]
    assert len(transport.requests) >= 2
    assert transport.requests[0]["after"] is None
    assert transport.requests[1]["after"] is not None


def test_a_cut_wait_reconnects_and_sees_the_end(server: tuple[str, str], project: str) -> None:
    transport = CutFirstStream("FollowVersion")
    with client(server, transport) as kb:
        v = kb.run(project, "busybox:1.36", "sleep 3", cpu=1, memory="1Gi")
        assert v.wait(timeout=120).status is ProcessStatus.SUCCEEDED
    assert len(transport.requests) >= 2
