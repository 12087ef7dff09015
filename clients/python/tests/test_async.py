"""AsyncClient: the same verbs, awaited."""

from __future__ import annotations

import asyncio

import pytest

from kueue_batch import AsyncClient, AsyncVersion, ProcessStatus, ResourceLimitExceeded


def test_the_async_client_runs_follows_waits_cancels_and_reruns(server: tuple[str, str], project: str) -> None:
    async def scenario() -> tuple[list[str], AsyncVersion, str, AsyncVersion]:
        async with AsyncClient(*server) as kb:
            v = await kb.run(
                project, "busybox:1.36", "echo a; sleep 1; echo b; sleep 1", cluster="Alpha", cpu=1, memory="1Gi"
            )
            lines = [line async for line in v.logs(follow=True)]
            await v.wait(timeout=120)
            text = await v.logs()
            again = await v.rerun(command="echo started; sleep 600")
            async for _ in again.logs(follow=True):
                break
            await again.cancel()
            await again.wait(timeout=120)
            with pytest.raises(ResourceLimitExceeded) as refused:
                await kb.run(project, "busybox:1.36", "true", cluster="Alpha", cpu=1000, memory="1Gi")
            assert refused.value.violations[0].limit == 16
            return lines, v, text, again

    lines, v, text, again = asyncio.run(scenario())
    assert lines == ["a", "b"]
    assert v.status is ProcessStatus.SUCCEEDED and v.exit_code == 0
    assert text == "a\nb\n"
    assert again.number == 2
    assert again.status is ProcessStatus.CANCELLED
