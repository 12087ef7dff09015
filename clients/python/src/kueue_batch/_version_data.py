"""What Version and AsyncVersion both show of a process version (its generated model, read-only)."""

from __future__ import annotations

from datetime import datetime
from typing import Optional, Union

from ._inputs import Mount, Secret
from .generated.enums import ProcessStatus
from .generated.fragments import CreatedFields, TaskCounts, VersionFields

FINAL = frozenset({ProcessStatus.SUCCEEDED, ProcessStatus.FAILED, ProcessStatus.CANCELLED, ProcessStatus.LOST})


class VersionData:
    """A process version as last read from the server; ``fields`` has everything the SDK asked for."""

    def __init__(self, fields: VersionFields, created: Optional[CreatedFields] = None) -> None:
        self._fields = fields
        self._created = created

    @property
    def fields(self) -> VersionFields:
        """The generated model of the version (resources, queue position, timestamps, …)."""
        return self._fields

    @property
    def created(self) -> Optional[CreatedFields]:
        """The creation answer (placement reason, cost estimate, budget warning) when this object made it."""
        return self._created

    @property
    def id(self) -> str:
        return self._fields.id

    @property
    def number(self) -> int:
        """The version's number within its process (1, 2, … for re-runs)."""
        return self._fields.version

    @property
    def name(self) -> str:
        """The process name."""
        return self._fields.process.name

    @property
    def process_id(self) -> str:
        return self._fields.process.id

    @property
    def project(self) -> str:
        return self._fields.process.project.name

    @property
    def cluster(self) -> str:
        return self._fields.cluster.name

    @property
    def status(self) -> ProcessStatus:
        return self._fields.status

    @property
    def status_message(self) -> Optional[str]:
        return self._fields.status_message

    @property
    def waiting_reason(self) -> Optional[str]:
        """While QUEUED: why, in one sentence, with the workloads ahead and the expected start."""
        return self._fields.waiting_reason

    @property
    def exit_code(self) -> Optional[int]:
        return self._fields.exit_code

    @property
    def created_at(self) -> datetime:
        return self._fields.created_at

    @property
    def started_at(self) -> Optional[datetime]:
        return self._fields.started_at

    @property
    def finished_at(self) -> Optional[datetime]:
        return self._fields.finished_at

    @property
    def tasks(self) -> Optional[TaskCounts]:
        """An array's or gang's counts (``count``, ``parallelism``, ``gang``, ``pending``, ``running``,
        ``succeeded``, ``failed``, ``failed_indexes``) as last read; None for a one-pod version."""
        return self._fields.tasks

    @property
    def env(self) -> dict[str, Union[str, Secret]]:
        """The version's environment as ``run(env=...)`` takes it: a literal, or ``Secret(name)`` for a variable that
        reads a project secret (the server never returns a secret's value)."""
        return {
            e.name: Secret(e.secret) if e.secret is not None else (e.value or "") for e in self._fields.env
        }

    @property
    def mounts(self) -> list[Mount]:
        """The data volumes it mounts, as run: a read-only volume's mount is ``read_only=True``."""
        return [Mount(m.volume, m.path, m.read_only) for m in self._fields.mounts]

    @property
    def done(self) -> bool:
        """SUCCEEDED, FAILED, CANCELLED or LOST: it will not change any more."""
        return self._fields.status in FINAL

    @property
    def succeeded(self) -> bool:
        return self._fields.status is ProcessStatus.SUCCEEDED

    def __repr__(self) -> str:
        status = self._fields.status.value
        if self._fields.exit_code is not None:
            status += f" (exit {self._fields.exit_code})"
        return (
            f"<{type(self).__name__} {self.name!r} v{self.number} {status} on {self.cluster}, id={self.id}>"
        )
