"""Arrays and gangs (tasks=, task_parameters=): counts, the task list, one task's log, clusters for a podset."""

from __future__ import annotations

import asyncio

import pytest

from kueue_batch import AsyncClient, Client, ProcessStatus, Tasks
from kueue_batch.generated.enums import TaskStatus

BUSYBOX = "busybox:1.36"


def test_an_array_with_parameters_runs_one_task_per_object(kb: Client, project: str, server: tuple[str, str]) -> None:
    script = 'echo "task $KB_TASK_INDEX of $KB_TASK_COUNT"; cat "$KB_TASK_PARAMS"; [ "$KB_TASK_INDEX" != 1 ]'
    v = kb.run(
        project,
        BUSYBOX,
        script,
        cluster="Alpha",
        cpu="100m",
        memory="64Mi",
        tasks=Tasks(count=3, parallelism=2),
        task_parameters=[{"lr": 0.1}, {"lr": 0.2}, {"lr": 0.3}],
    )
    assert v.tasks is not None and v.tasks.count == 3 and v.tasks.parallelism == 2 and not v.tasks.gang
    v.wait(timeout=120)
    assert v.status is ProcessStatus.FAILED
    counts = v.tasks
    assert counts is not None
    assert (counts.succeeded, counts.failed, counts.pending, counts.running) == (2, 1, 0, 0)
    assert counts.failed_indexes == "1"

    every = list(v.task_list(page_size=2))  # two pages
    assert [(t.index, t.status) for t in every] == [
        (0, TaskStatus.SUCCEEDED),
        (1, TaskStatus.FAILED),
        (2, TaskStatus.SUCCEEDED),
    ]
    assert [t.parameters for t in every] == [{"lr": 0.1}, {"lr": 0.2}, {"lr": 0.3}]
    assert [t.index for t in v.task_list("FAILED")] == [1]

    assert v.logs(task=2).splitlines() == ["task 2 of 3", '{"lr":0.3}']
    with pytest.raises(Exception, match="has tasks 0 to 2"):
        v.logs(task=3)
    again = v.rerun(only_failed_tasks=True)  # only task 1 runs again, as itself
    again.wait(timeout=120)
    assert again.status is ProcessStatus.FAILED
    assert again.tasks is not None and (again.tasks.count, again.tasks.succeeded) == (3, 2)
    assert again.tasks.failed_indexes == "1"
    assert again.logs(task=1).splitlines() == ["task 1 of 3", '{"lr":0.2}']

    async def read_async() -> tuple[str, list[int]]:
        async with AsyncClient(*server) as akb:
            av = await akb.version(v.id)
            return await av.logs(task=0), [t.index async for t in av.task_list(TaskStatus.SUCCEEDED)]

    first_log, succeeded = asyncio.run(read_async())
    assert first_log.splitlines() == ["task 0 of 3", '{"lr":0.1}']
    assert succeeded == [0, 2]


def test_a_gang_starts_all_its_tasks_together(kb: Client, project: str) -> None:
    fits = {
        c.name: c.fits_request
        for c in kb.clusters(project, tasks={"count": 2, "gang": True}, cpu="100m", memory="64Mi", deadline_seconds=600)
    }
    assert fits["Alpha"] is True
    too_big = {
        c.name: c.fits_request
        for c in kb.clusters(project, tasks=Tasks(count=10_000, gang=True), cpu=4, memory="64Mi", deadline_seconds=600)
    }
    assert too_big["Alpha"] is False

    v = kb.run(
        project,
        BUSYBOX,
        'echo "rank $RANK of $WORLD_SIZE"; sleep 1',
        cluster="Alpha",
        cpu="100m",
        memory="64Mi",
        tasks={"count": 2, "gang": True},
    ).wait(timeout=120)
    assert v.succeeded
    assert v.tasks is not None
    assert (v.tasks.count, v.tasks.parallelism, v.tasks.gang, v.tasks.succeeded) == (2, 2, True, 2)
    assert v.logs(task=1).startswith("rank 1 of 2")
    assert kb.version(v.id).tasks == v.tasks


def test_a_one_pod_version_has_no_tasks(kb: Client, project: str) -> None:
    v = kb.run(project, BUSYBOX, "true", cluster="Alpha", cpu="100m", memory="64Mi", tasks=None)
    assert v.tasks is None
    assert list(v.task_list()) == []
    with pytest.raises(Exception, match="one pod"):
        v.logs(task=0)
    v.cancel()
