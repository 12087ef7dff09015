"""The synchronous SDK: ``Client`` and the ``Version`` objects it returns."""

from __future__ import annotations

import time
from contextlib import closing
from collections.abc import Iterator, Mapping, Sequence
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
from .generated.available_clusters import AvailableClustersAvailableClusters
from .generated.client import GraphQLClient
from .generated.enums import TaskStatus, UsageDimension
from .generated.follow_log_chunks import FollowLogChunks
from .generated.follow_version import FollowVersion
from .generated.fragments import CreatedFields, TaskFields, VersionFields
from .generated.input_types import CreateProcessInput, ResourceRequestsInput
from .generated.list_projects import ListProjectsProjects
from .generated.operations import FOLLOW_LOG_CHUNKS_GQL, FOLLOW_VERSION_GQL
from .generated.usage import UsageUsage
from .generated.viewer import ViewerViewer
from .version import USER_AGENT

T = TypeVar("T")


class Client:
    """A kueue-batch server, as one user (an API token).

    >>> kb = Client("http://127.0.0.1:4000", token)   # or Client.from_config()
    >>> v = kb.run("Demo", "python:3.12", "python -c 'print(42)'", cpu=1, memory="1Gi")
    >>> v.wait().exit_code
    0
    """

    def __init__(
        self,
        url: str,
        token: str,
        *,
        timeout: float = 30.0,
        retries: int = 3,
        http_client: Optional[httpx.Client] = None,
    ) -> None:
        self.url = url
        self.retries = retries
        headers = {"authorization": f"Bearer {token}", "user-agent": USER_AGENT}
        http = http_client or httpx.Client(timeout=timeout)
        http.headers.update(headers)
        self.graphql = GraphQLClient(url=endpoint(url), http_client=http)
        """The generated client (every operation of the SDK, typed), for what the verbs below do not cover."""
        self._projects: dict[str, str] = {}

    @classmethod
    def from_config(cls, path: Union[str, Path, None] = None, **options: Any) -> Client:
        """The server and token of ``kb login`` (``~/.config/kueue-batch/config.json``); ``KB_URL`` and
        ``KB_TOKEN`` override it."""
        settings = load_settings(path)
        return cls(settings.url, settings.token, **options)

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.graphql.close()

    def __repr__(self) -> str:
        return f"<Client {self.url}>"

    # -- reads ------------------------------------------------------------------------------------------------

    def viewer(self) -> ViewerViewer:
        """Who the token belongs to."""
        return self._call(lambda: self.graphql.viewer().viewer)

    def projects(self) -> list[ListProjectsProjects]:
        """The projects you are a member of (with their budgets)."""
        return self._call(lambda: self.graphql.list_projects().projects)

    def project(self, project: str) -> ListProjectsProjects:
        """One of your projects, by name or id."""
        found = pick("project", project, self.projects())
        self._projects[project] = found.id
        return found

    def clusters(
        self,
        project: str,
        *,
        tasks: Optional[inputs.TasksArg] = None,
        mounts: Optional[inputs.MountsArg] = None,
        **requests: Any,
    ) -> list[AvailableClustersAvailableClusters]:
        """The clusters you may use for the project; given requests (``cpu``, ``memory``, ``gpus``,
        ``gpu_flavor``, ``priority``, ``deadline_seconds``), each says whether they fit (``fits_request``), when
        they would start (``start_estimate``) and what they would cost (``cost_estimate``). ``tasks`` (a count,
        ``Tasks(...)`` or a TasksInput mapping): for an array's or gang's podset and its count. ``mounts`` (as
        ``run`` takes them): a cluster without one of the volumes does not fit; each cluster lists its
        ``volumes``."""
        project_id = self._project_id(project)
        wanted = inputs.requests_input(**requests)
        podset = inputs.tasks_input(tasks)
        wanted_mounts = inputs.mounts_input(mounts)
        if podset is not None and wanted is None:
            wanted = ResourceRequestsInput()
        return self._call(
            lambda: self.graphql.available_clusters(
                project_id=project_id, requests=wanted, tasks=podset, mounts=wanted_mounts
            ).available_clusters
        )

    def version(self, version_id: str) -> Version:
        """A process version by id."""
        fields = self._call(lambda: self.graphql.get_process_version(version_id).process_version)
        if fields is None:
            raise NotFound(f"no process version {version_id!r} visible to you")
        return Version(self, fields)

    def versions(self, project: str, *, first: int = 20) -> list[Version]:
        """The latest version of the project's newest processes."""
        project_id = self._project_id(project)
        answer = self._call(lambda: self.graphql.list_processes(project_id, first=first).project)
        if answer is None:
            raise NotFound(f"no project {project!r} visible to you")
        return [Version(self, e.node.latest_version) for e in answer.processes.edges if e.node.latest_version]

    def usage(
        self,
        project: Optional[str] = None,
        *,
        month: Optional[str] = None,
        since: Optional[datetime] = None,
        until: Optional[datetime] = None,
        group_by: Sequence[Union[str, UsageDimension]] = (),
    ) -> UsageUsage:
        """Resource-seconds and cost of a month (``"2026-12"``, default this one) or [since, until), grouped by
        ``PROJECT``, ``USER``, ``CLUSTER``, ``FLAVOR``, ``RESOURCE``, ``DAY`` (none: one total row). Without a
        project: every project (admins)."""
        start, end = inputs.month_range(month)
        start = inputs.utc(since) if since else start
        end = inputs.utc(until) if until else end
        dimensions = [UsageDimension(str(d).upper()) if isinstance(d, str) else d for d in group_by]
        project_id = self._project_id(project) if project else None
        return self._call(
            lambda: self.graphql.usage(from_=start, to=end, group_by=dimensions, project_id=project_id).usage
        )

    # -- runs -------------------------------------------------------------------------------------------------

    def run(
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
    ) -> Version:
        """Creates a process and its version 1; returns it at once (``wait()``, ``logs(follow=True)`` follow it).

        ``project`` and ``cluster`` by name or id; without ``cluster`` the server places it (``placement``:
        ``"first"``, ``"earliest"``, ``"cheapest"``). A string ``command`` runs in ``sh -c``; a list runs as is.
        Each call sends one idempotency key, reused by its own retries: a retried call never creates twice.
        Raises ``ResourceLimitExceeded``, ``BudgetExceeded``, ``ValidationError``, … with their fields."""
        extras = inputs.spec_extras(
            CreateProcessInput, tasks=tasks, task_parameters=task_parameters, mounts=mounts
        )
        project_id = self._project_id(project)
        cluster_id = self._cluster_id(project_id, cluster) if cluster else None
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
        result = self._call(lambda: self.graphql.create_process(request).create_process)
        return self._created(result)

    def _created(self, result: object) -> Version:
        error = api_error(result)
        if error is not None:
            raise error
        if not isinstance(result, CreatedFields) or result.version is None:
            raise KueueBatchError(f"unexpected answer: {type(result).__name__}")
        return Version(self, result.version, created=result)

    # -- plumbing ---------------------------------------------------------------------------------------------

    def _project_id(self, project: str) -> str:
        if project not in self._projects:
            self.project(project)
        return self._projects[project]

    def _cluster_id(self, project_id: str, cluster: str) -> str:
        available = self._call(lambda: self.graphql.available_clusters(project_id=project_id).available_clusters)
        return pick("cluster", cluster, available).id

    def _call(self, operation: Callable[[], T], retry: bool = True) -> T:
        """Runs one request; a server that cannot be reached is tried again (backing off) ``retries`` times."""
        attempt = 0
        while True:
            try:
                with translated():
                    return operation()
            except ServerUnreachable:
                if not retry or attempt >= self.retries:
                    raise
                time.sleep(retry_delay(attempt))
                attempt += 1


class Version(VersionData):
    """A process version (one run), as last read; ``wait()`` and ``refresh()`` read it again."""

    def __init__(self, client: Client, fields: VersionFields, created: Optional[CreatedFields] = None) -> None:
        super().__init__(fields, created)
        self._client = client

    def refresh(self) -> Version:
        self._fields = self._client.version(self.id).fields
        return self

    def wait(self, timeout: Optional[float] = None) -> Version:
        """Follows the version until it finishes (SUCCEEDED, FAILED, CANCELLED, LOST) and returns it; raises
        ``WaitTimeout`` after ``timeout`` seconds. Survives a server restart (it reconnects)."""
        deadline = time.monotonic() + timeout if timeout is not None else None
        base = self._client.graphql
        cuts = Backoff()
        while not self.done:
            try:
                events = base.subscribe(FOLLOW_VERSION_GQL, "FollowVersion", {"id": self.id}, deadline)
                with closing(events):
                    for data in events:
                        updated = FollowVersion.model_validate(data).process_version_updated
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
                time.sleep(cuts.next(cut))
            except sse.GraphQLErrors as error:
                raise from_graphql_errors(error) from error
            except sse.TransportError as error:
                raise ServerUnreachable(str(error)) from error
        return self

    def task_list(self, status: Union[str, TaskStatus, None] = None, *, page_size: int = 100) -> Iterator[TaskFields]:
        """An array's or gang's tasks by index (``index``, ``status``, ``exit_code``, ``parameters``, …),
        optionally only those of one status (``"FAILED"``); read a page at a time as you iterate."""
        wanted = TaskStatus(status.upper()) if isinstance(status, str) else status
        after: Optional[str] = None
        while True:
            answer = self._client._call(
                lambda: self._client.graphql.list_tasks(
                    self.id, status=wanted, first=page_size, after=after
                ).process_version
            )
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
    ) -> str: ...

    @overload
    def logs(self, follow: Literal[True], *, tail: Optional[int] = None) -> Iterator[str]: ...

    def logs(
        self, follow: bool = False, *, tail: Optional[int] = None, task: Optional[int] = None
    ) -> Union[str, Iterator[str]]:
        """The log so far as one string; with ``follow=True`` an iterator over its lines (without their
        newline) as the job prints them, ending when it finishes. ``tail``: only the last N lines (at first).
        ``task``: the log of that task of an array or gang (its newest pod's; not with ``follow``)."""
        if task is not None:
            if follow:
                raise KueueBatchError("logs(task=…): a task's log is read once; leave out follow=True")
            return self._task_logs(task, tail)
        if follow:
            return self._follow(tail)
        answer = self._client._call(
            lambda: self._client.graphql.get_process_version_logs(self.id, tail_lines=tail).process_version
        )
        if answer is None:
            raise NotFound(f"no process version {self.id!r} visible to you")
        return answer.logs or ""

    def _task_logs(self, task: int, tail: Optional[int]) -> str:
        after = inputs.cursor_before(task)
        answer = self._client._call(
            lambda: self._client.graphql.get_task_logs(self.id, after=after, tail_lines=tail).process_version
        )
        if answer is None:
            raise NotFound(f"no process version {self.id!r} visible to you")
        return inputs.task_log_of(self.id, task, answer.tasks)

    def _follow(self, tail: Optional[int]) -> Iterator[str]:
        base = self._client.graphql
        cursor: Optional[str] = None
        cuts = Backoff()
        quiet_ends = 0
        while True:
            variables: dict[str, Any] = {"id": self.id, "after": cursor}
            if cursor is None and tail is not None:
                variables["tailLines"] = tail
            try:
                events = base.subscribe(FOLLOW_LOG_CHUNKS_GQL, "FollowLogChunks", variables)
                with closing(events):
                    for data in events:
                        chunk = FollowLogChunks.model_validate(data).process_version_log_chunks
                        cuts.reset()
                        yield from chunk.text.splitlines()
                        cursor = chunk.cursor
                        if chunk.finished:
                            return
                # Completed without the finished chunk (a server shutting down): resume after the cursor.
                quiet_ends += 1
                if quiet_ends > 5:
                    return
            except sse.StreamCut as cut:
                time.sleep(cuts.next(cut))
            except sse.GraphQLErrors as error:
                raise from_graphql_errors(error) from error
            except sse.TransportError as error:
                raise ServerUnreachable(str(error)) from error

    def cancel(self) -> Version:
        """Cancels the version (before launch the launch is dropped; after, its Job is deleted)."""
        result = self._client._call(
            lambda: self._client.graphql.cancel_process_version(self.id).cancel_process_version, retry=False
        )
        error = api_error(result)
        if error is not None:
            raise error
        if isinstance(result, VersionFields):
            self._fields = result
        return self

    def rerun(
        self,
        only_failed_tasks: Optional[bool] = None,
        *,
        image: Optional[str] = None,
        command: Union[str, Sequence[str], None] = None,
        cluster: Optional[str] = None,
        idempotency_key: Optional[str] = None,
    ) -> Version:
        """The next version of the process, as this one (or with a new image, command or cluster). With
        ``only_failed_tasks=True`` an array re-runs only its tasks that did not succeed."""
        overrides: dict[str, Any] = {}
        if image is not None:
            overrides["image"] = image
        if (cmd := inputs.command_of(command)) is not None:
            overrides["command"] = cmd
        if cluster is not None:
            overrides["clusterId"] = self._client._cluster_id(self._fields.process.project.id, cluster)
        request = inputs.rerun_input(
            version_id=self.id,
            only_failed_tasks=only_failed_tasks,
            idempotency_key=idempotency_key or inputs.new_idempotency_key(),
            overrides=overrides,
        )
        result = self._client._call(lambda: self._client.graphql.rerun_process(request).rerun_process)
        return self._client._created(result)
