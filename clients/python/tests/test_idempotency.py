"""One idempotency key per run() call, reused by its own retries: an answer lost on the way back never makes a
second process."""

from __future__ import annotations

import json
import uuid

import httpx

from kueue_batch import Client


class LoseFirstCreateAnswer(httpx.HTTPTransport):
    """Forwards every request to the server; the answer to the first createProcess is lost (a cut connection)."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: list[str] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = super().handle_request(request)
        body = json.loads(request.content or b"{}")
        if body.get("operationName") == "CreateProcess":
            self.keys.append(body["variables"]["input"]["idempotencyKey"])
            if len(self.keys) == 1:
                response.read()
                response.close()
                raise httpx.ReadError("connection reset by peer", request=request)
        return response


def test_a_retried_run_sends_the_same_key_and_gets_the_one_process(server: tuple[str, str], project: str) -> None:
    transport = LoseFirstCreateAnswer()
    with Client(*server, http_client=httpx.Client(transport=transport, timeout=30)) as kb:
        v = kb.run(project, "busybox:1.36", "echo once; sleep 1", name="lost-answer", cpu=1, memory="1Gi")
        assert len(transport.keys) == 2
        assert transport.keys[0] == transport.keys[1]
        assert v.number == 1
        assert [x.id for x in kb.versions(project) if x.name == "lost-answer"] == [v.id]
        v.wait(timeout=120)


def test_the_same_idempotency_key_twice_answers_the_first_version(kb: Client, project: str) -> None:
    key = f"notebook-cell-{uuid.uuid4()}"
    first = kb.run(project, "busybox:1.36", "sleep 1", name="keyed", cpu=1, memory="1Gi", idempotency_key=key)
    again = kb.run(project, "busybox:1.36", "sleep 1", name="keyed", cpu=1, memory="1Gi", idempotency_key=key)
    assert again.id == first.id
    first.wait(timeout=120)


def test_two_calls_without_a_key_are_two_processes(kb: Client, project: str) -> None:
    a = kb.run(project, "busybox:1.36", "sleep 1", cpu=1, memory="1Gi")
    b = kb.run(project, "busybox:1.36", "sleep 1", cpu=1, memory="1Gi")
    assert a.id != b.id and a.name != b.name
    a.wait(timeout=120)
    b.wait(timeout=120)
