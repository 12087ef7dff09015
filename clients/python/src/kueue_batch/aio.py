"""The asynchronous SDK: ``AsyncClient`` and ``AsyncVersion`` (the same verbs as ``Client``, awaited)."""

from __future__ import annotations

import asyncio
import time
from contextlib import asynccontextmanager
from collections.abc import AsyncIterator, Awaitable, Coroutine, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Literal, Optional, TypeVar, Union, overload

import httpx

from . import _inputs as inputs
from ._config import endpoint, load_settings
from ._resolve import pick
from ._retry import Backoff, retry_delay
from ._version_data import VersionData
from .errors import (
    KueueBatchError,
    NotFound,
    ServerUnreachable,
    WaitTimeout,
    api_error,
    from_graphql_errors,
    translated,
)
from .generated import sse
from .generated.async_client import AsyncGraphQLClient
from .generated.available_clusters import AvailableClustersAvailableClusters
from .generated.enums import TaskStatus, UsageDimension
from .generated.fragments import CreatedFields, TaskFields, VersionFields
from .generated.input_types import CreateProcessInput, ResourceRequestsInput
from .generated.list_projects import ListProjectsProjects
from .generated.usage import UsageUsage
from .generated.viewer import ViewerViewer
from .version import USER_AGENT

T = TypeVar("T")


class AsyncClient:
    """``Client`` for asyncio: ``async with AsyncClient.from_config() as kb: v = await kb.run(...)``."""

    def __init__(
        self,
        url: str,
        token: str,
        *,
        timeout: float = 30.0,
        retries: int = 3,
        http_client: Optional[httpx.AsyncClient] = None,
    ) -> None:
        self.url = url
        self.retries = retries
        http = http_client or httpx.AsyncClient(timeout=timeout)
        http.headers.update({"authorization": f"Bearer {token}", "user-agent": USER_AGENT})
        self.graphql = AsyncGraphQLClient(url=endpoint(url), http_client=http)
        """The generated async client (every operation of the SDK, typed)."""
        self._projects: dict[str, str] = {}

    @classmethod
    def from_config(cls, path: Union[str, Path, None] = None, **options: Any) -> AsyncClient:
        settings = load_settings(path)
        return cls(settings.url, settings.token, **options)

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self.graphql.aclose()

    def __repr__(self) -> str:
        return f"<AsyncClient {self.url}>"

    async def viewer(self) -> ViewerViewer:
        return (await self._call(self.graphql.viewer)).viewer

    async def projects(self) -> list[ListProjectsProjects]:
        return (await self._call(self.graphql.list_projects)).projects

    async def project(self, project: str) -> ListProjectsProjects:
        found = pick("project", project, await self.projects())
        self._projects[project] = found.id
        return found

    async def clusters(
        self,
        project: str,
        *,
        tasks: Optional[inputs.TasksArg] = None,
        mounts: Optional[inputs.MountsArg] = None,
        **requests: Any,
    ) -> list[AvailableClustersAvailableClusters]:
        project_id = await self._project_id(project)
        wanted = inputs.requests_input(**requests)
        podset = inputs.tasks_input(tasks)
        wanted_mounts = inputs.mounts_input(mounts)
        if podset is not None and wanted is None:
            wanted = ResourceRequestsInput()
        answer = await self._call(
            lambda: self.graphql.available_clusters(
                project_id=project_id, requests=wanted, tasks=podset, mounts=wanted_mounts
            )
        )
        return answer.available_clusters

    async def version(self, version_id: str) -> AsyncVersion:
        fields = (await self._call(lambda: self.graphql.get_process_version(version_id))).process_version
        if fields is None:
            raise NotFound(f"no process version {version_id!r} visible to you")
        return AsyncVersion(self, fields)

    async def versions(self, project: str, *, first: int = 20) -> list[AsyncVersion]:
        project_id = await self._project_id(project)
        answer = (await self._call(lambda: self.graphql.list_processes(project_id, first=first))).project
        if answer is None:
            raise NotFound(f"no project {project!r} visible to you")
        return [AsyncVersion(self, e.node.latest_version) for e in answer.processes.edges if e.node.latest_version]

    async def usage(
        self,
        project: Optional[str] = None,
        *,
        month: Optional[str] = None,
        since: Optional[datetime] = None,
        until: Optional[datetime] = None,
        group_by: Sequence[Union[str, UsageDimension]] = (),
    ) -> UsageUsage:
        start, end = inputs.month_range(month)
        start = inputs.utc(since) if since else start
        end = inputs.utc(until) if until else end
        dimensions = [UsageDimension(str(d).upper()) if isinstance(d, str) else d for d in group_by]
        project_id = await self._project_id(project) if project else None
        answer = await self._call(
            lambda: self.graphql.usage(from_=start, to=end, group_by=dimensions, project_id=project_id)
        )
        return answer.usage

    async def run(
        self,
        project: str,
        image: str,
        command: Union[str, Sequence[str], None] = None,
        *,
        name: Optional[str] = None,
        args: Optional[Sequence[str]] = None,
        cluster: Optional[str] = None,
        placement: Optional[inputs.PlacementArg] = None,
        max_wait_seconds: Optional[int] = None,
        cpu: Optional[inputs.Quantity] = None,
        memory: Optional[inputs.Quantity] = None,
        deadline_seconds: Optional[int] = None,
        gpus: Optional[int] = None,
        gpu_flavor: Optional[str] = None,
        priority: Optional[str] = None,
        env: Optional[Mapping[str, inputs.EnvValue]] = None,
        tasks: Optional[inputs.TasksArg] = None,
        task_parameters: Optional[Sequence[Mapping[str, Any]]] = None,
        mounts: Optional[inputs.MountsArg] = None,
        failover: Union[bool, Mapping[str, Any], None] = None,
        idempotency_key: Optional[str] = None,
    ) -> AsyncVersion:
        """As ``Client.run``."""
        extras = inputs.spec_extras(
            CreateProcessInput, tasks=tasks, task_parameters=task_parameters, mounts=mounts
        )
        project_id = await self._project_id(project)
        cluster_id = await self._cluster_id(project_id, cluster) if cluster else None
        request = inputs.create_input(
            project_id=project_id,
            image=image,
            command=command,
            args=args,
            name=name,
            cluster_id=cluster_id,
            placement=placement,
            max_wait_seconds=max_wait_seconds,
            requests=inputs.requests_dict(
                cpu=cpu,
                memory=memory,
                deadline_seconds=deadline_seconds,
                gpus=gpus,
                gpu_flavor=gpu_flavor,
                priority=priority,
            ),
            env=env,
            failover=failover,
            idempotency_key=idempotency_key or inputs.new_idempotency_key(),
            dry_run=False,
            extras=extras,
        )
        result = (await self._call(lambda: self.graphql.create_process(request))).create_process
        return self._created(result)

    def _created(self, result: object) -> AsyncVersion:
        error = api_error(result)
        if error is not None:
            raise error
        if not isinstance(result, CreatedFields) or result.version is None:
            raise KueueBatchError(f"unexpected answer: {type(result).__name__}")
        return AsyncVersion(self, result.version, created=result)

    async def _project_id(self, project: str) -> str:
        if project not in self._projects:
            await self.project(project)
        return self._projects[project]

    async def _cluster_id(self, project_id: str, cluster: str) -> str:
        answer = await self._call(lambda: self.graphql.available_clusters(project_id=project_id))
        return pick("cluster", cluster, answer.available_clusters).id

    async def _call(self, operation: Callable[[], Awaitable[T]], retry: bool = True) -> T:
        attempt = 0
        while True:
            try:
                with translated():
                    return await operation()
            except ServerUnreachable:
                if not retry or attempt >= self.retries:
                    raise
                await asyncio.sleep(retry_delay(attempt))
                attempt += 1


@asynccontextmanager
async def _closing(stream: AsyncIterator[T]) -> AsyncIterator[AsyncIterator[T]]:
    """Closes a subscription's stream when its reader stops early (async generators are not closed by a break)."""
    try:
        yield stream
    finally:
        close = getattr(stream, "aclose", None)
        if close is not None:
            await close()


class AsyncVersion(VersionData):
    """``Version`` for asyncio: ``await v.wait()``, ``async for line in v.logs(follow=True)``."""

    def __init__(
        self, client: AsyncClient, fields: VersionFields, created: Optional[CreatedFields] = None
    ) -> None:
        super().__init__(fields, created)
        self._client = client

    async def refresh(self) -> AsyncVersion:
        self._fields = (await self._client.version(self.id)).fields
        return self

    async def wait(self, timeout: Optional[float] = None) -> AsyncVersion:
        """As ``Version.wait``."""
        deadline = time.monotonic() + timeout if timeout is not None else None
        cuts = Backoff()
        while not self.done:
            try:
                async with _closing(self._client.graphql.follow_version(self.id, deadline=deadline)) as events:
                    async for answer in events:
                        updated = answer.process_version_updated
                        if updated is None:
                            raise NotFound(f"no process version {self.id!r} visible to you")
                        self._fields = updated
                        cuts.reset()
                        if self.done:
                            return self
            except sse.DeadlineExceeded:
                raise WaitTimeout(f"{self!r} did not finish within {timeout} s", self) from None
            except sse.StreamCut as cut:
                if deadline is not None and time.monotonic() >= deadline:
                    raise WaitTimeout(f"{self!r} did not finish within {timeout} s", self) from None
                await asyncio.sleep(cuts.next(cut))
            except sse.GraphQLErrors as error:
                raise from_graphql_errors(error) from error
            except sse.TransportError as error:
                raise ServerUnreachable(str(error)) from error
        return self

    async def task_list(
        self, status: Union[str, TaskStatus, None] = None, *, page_size: int = 100
    ) -> AsyncIterator[TaskFields]:
        """``async for t in v.task_list("FAILED")``: an array's or gang's tasks by index, a page at a time."""
        wanted = TaskStatus(status.upper()) if isinstance(status, str) else status
        after: Optional[str] = None
        while True:
            answer = (
                await self._client._call(
                    lambda: self._client.graphql.list_tasks(self.id, status=wanted, first=page_size, after=after)
                )
            ).process_version
            if answer is None:
                raise NotFound(f"no process version {self.id!r} visible to you")
            if answer.tasks is None:
                return
            page = answer.tasks.items
            for edge in page.edges:
                yield edge.node
            if not page.page_info.has_next_page or page.page_info.end_cursor is None:
                return
            after = page.page_info.end_cursor

    @overload
    def logs(
        self, follow: Literal[False] = False, *, tail: Optional[int] = None, task: Optional[int] = None
    ) -> Coroutine[Any, Any, str]: ...

    @overload
    def logs(self, follow: Literal[True], *, tail: Optional[int] = None) -> AsyncIterator[str]: ...

    def logs(
        self, follow: bool = False, *, tail: Optional[int] = None, task: Optional[int] = None
    ) -> Union[Coroutine[Any, Any, str], AsyncIterator[str]]:
        """``await v.logs()``: the log so far; ``async for line in v.logs(follow=True)``: its lines as printed;
        ``await v.logs(task=3)``: that task's log (not with ``follow``)."""
        if task is not None:
            if follow:
                raise KueueBatchError("logs(task=…): a task's log is read once; leave out follow=True")
            return self._task_logs(task, tail)
        return self._follow(tail) if follow else self._text(tail)

    async def _task_logs(self, task: int, tail: Optional[int]) -> str:
        after = inputs.cursor_before(task)
        answer = (
            await self._client._call(
                lambda: self._client.graphql.get_task_logs(self.id, after=after, tail_lines=tail)
            )
        ).process_version
        if answer is None:
            raise NotFound(f"no process version {self.id!r} visible to you")
        return inputs.task_log_of(self.id, task, answer.tasks)

    async def _text(self, tail: Optional[int]) -> str:
        answer = await self._client._call(
            lambda: self._client.graphql.get_process_version_logs(self.id, tail_lines=tail)
        )
        if answer.process_version is None:
            raise NotFound(f"no process version {self.id!r} visible to you")
        return answer.process_version.logs or ""

    async def _follow(self, tail: Optional[int]) -> AsyncIterator[str]:
        cursor: Optional[str] = None
        cuts = Backoff()
        quiet_ends = 0
        while True:
            try:
                chunks = self._client.graphql.follow_log_chunks(
                    self.id, after=cursor, tail_lines=tail if cursor is None else None
                )
                async with _closing(chunks):
                    async for answer in chunks:
                        chunk = answer.process_version_log_chunks
                        cuts.reset()
                        for line in chunk.text.splitlines():
                            yield line
                        cursor = chunk.cursor
                        if chunk.finished:
                            return
                quiet_ends += 1
                if quiet_ends > 5:
                    return
            except sse.StreamCut as cut:
                await asyncio.sleep(cuts.next(cut))
            except sse.GraphQLErrors as error:
                raise from_graphql_errors(error) from error
            except sse.TransportError as error:
                raise ServerUnreachable(str(error)) from error

    async def cancel(self) -> AsyncVersion:
        answer = await self._client._call(
            lambda: self._client.graphql.cancel_process_version(self.id), retry=False
        )
        result = answer.cancel_process_version
        error = api_error(result)
        if error is not None:
            raise error
        if isinstance(result, VersionFields):
            self._fields = result
        return self

    async def rerun(
        self,
        only_failed_tasks: Optional[bool] = None,
        *,
        image: Optional[str] = None,
        command: Union[str, Sequence[str], None] = None,
        cluster: Optional[str] = None,
        idempotency_key: Optional[str] = None,
    ) -> AsyncVersion:
        overrides: dict[str, Any] = {}
        if image is not None:
            overrides["image"] = image
        if (cmd := inputs.command_of(command)) is not None:
            overrides["command"] = cmd
        if cluster is not None:
            overrides["clusterId"] = await self._client._cluster_id(self._fields.process.project.id, cluster)
        request = inputs.rerun_input(
            version_id=self.id,
            only_failed_tasks=only_failed_tasks,
            idempotency_key=idempotency_key or inputs.new_idempotency_key(),
            overrides=overrides,
        )
        answer = await self._client._call(lambda: self._client.graphql.rerun_process(request))
        return self._client._created(answer.rerun_process)
