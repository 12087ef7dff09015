"""Builds the generated input models from the SDK's keyword arguments (no I/O: shared by Client and AsyncClient).

Inputs are validated from dicts under the schema's own field names, so an argument whose field this SDK's schema
lacks (arrays, secrets, mounts on an older server) is refused by name instead of being dropped.
"""

from __future__ import annotations

import base64
import re
import secrets
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Optional, Union

from pydantic import BaseModel

from .errors import KueueBatchError, NotSupportedByServer
from .generated.enums import Placement
from .generated.get_task_logs import GetTaskLogsProcessVersionTasks
from .generated.input_types import (
    CreateProcessInput,
    EnvVarInput,
    MountInput,
    RerunProcessInput,
    ResourceRequestsInput,
    TasksInput,
)

GPU_RESOURCE = "nvidia.com/gpu"


@dataclass(frozen=True)
class Secret:
    """An env value taken from a project secret by its name: ``env={"HF_TOKEN": Secret("hf-token")}``."""

    name: str


@dataclass(frozen=True)
class Mount:
    """A data volume of the cluster mounted at ``path``."""

    volume: str
    path: str
    read_only: Optional[bool] = None


@dataclass(frozen=True)
class Tasks:
    """A process of ``count`` pods: an array (at most ``parallelism`` at once) or a gang (all start together)."""

    count: int
    parallelism: Optional[int] = None
    gang: bool = False
    retries_per_task: int = 0
    max_failed_tasks: Optional[int] = None


Quantity = Union[str, int, float]
EnvValue = Union[str, Secret]
PlacementArg = Union[str, Placement]
TasksArg = Union[int, Tasks, Mapping[str, Any]]
MountsArg = Union[Mapping[str, str], Sequence[Union[Mount, Mapping[str, Any]]]]

_PLACEMENTS = {
    "first": Placement.FIRST_ALLOWED,
    "first_allowed": Placement.FIRST_ALLOWED,
    "earliest": Placement.EARLIEST_START,
    "earliest_start": Placement.EARLIEST_START,
    "cheapest": Placement.CHEAPEST,
}


def has_field(model: type[BaseModel], graphql_name: str) -> bool:
    return any(
        name == graphql_name or info.alias == graphql_name for name, info in model.model_fields.items()
    )


def require_field(model: type[BaseModel], graphql_name: str, argument: str, section: str) -> None:
    if not has_field(model, graphql_name):
        raise NotSupportedByServer(
            f"{argument}=: this SDK was generated from a schema whose {model.__name__} has no "
            f"{graphql_name} ({section}); use a server that has it and a kueue-batch generated from its schema"
        )


def new_idempotency_key() -> str:
    return f"py-{uuid.uuid4()}"


def default_name(image: str) -> str:
    """A process name from the image and the time, e.g. ``python-20261206-172501-3fa2`` (names are unique)."""
    base = image.rsplit("/", 1)[-1].split("@", 1)[0].split(":", 1)[0]
    base = re.sub(r"[^A-Za-z0-9._-]+", "-", base).strip("-") or "run"
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    return f"{base[:60]}-{stamp}-{secrets.token_hex(2)}"


def placement_of(value: PlacementArg) -> Placement:
    if isinstance(value, Placement):
        return value
    key = value.strip().lower().replace("-", "_")
    if key in _PLACEMENTS:
        return _PLACEMENTS[key]
    try:
        return Placement(value.upper())
    except ValueError:
        raise KueueBatchError(
            f"placement={value!r}: one of earliest, cheapest, first (or a Placement)"
        ) from None


def command_of(command: Union[str, Sequence[str], None]) -> Optional[list[str]]:
    """A string runs in ``sh -c``; a list is the exact command; None keeps the image's entrypoint."""
    if command is None:
        return None
    if isinstance(command, str):
        return ["sh", "-c", command]
    return [str(part) for part in command]


def quantity(value: Optional[Quantity]) -> Optional[str]:
    if value is None:
        return None
    if isinstance(value, bool):
        raise KueueBatchError("a quantity must be a number or a Kubernetes quantity string")
    return str(value)


def requests_dict(
    *,
    cpu: Optional[Quantity] = None,
    memory: Optional[Quantity] = None,
    deadline_seconds: Optional[int] = None,
    gpus: Optional[int] = None,
    gpu_flavor: Optional[str] = None,
    priority: Optional[str] = None,
) -> dict[str, Any]:
    """ResourceRequestsInput under its GraphQL names; only what was given."""
    out: dict[str, Any] = {}
    if cpu is not None:
        out["cpu"] = quantity(cpu)
    if memory is not None:
        out["memory"] = quantity(memory)
    if deadline_seconds is not None:
        out["deadlineSeconds"] = int(deadline_seconds)
    if gpus is not None:
        out["extended"] = [{"name": GPU_RESOURCE, "quantity": str(int(gpus))}]
    if gpu_flavor is not None:
        out["flavor"] = gpu_flavor
    if priority is not None:
        out["priorityClass"] = priority
    return out


def requests_input(**requests: Any) -> Optional[ResourceRequestsInput]:
    known = {"cpu", "memory", "deadline_seconds", "gpus", "gpu_flavor", "priority"}
    unknown = sorted(set(requests) - known)
    if unknown:
        raise KueueBatchError(f"unknown request arguments: {', '.join(unknown)} (known: {', '.join(sorted(known))})")
    values = requests_dict(**{k: v for k, v in requests.items() if k in known})
    return ResourceRequestsInput.model_validate(values) if values else None


def env_list(env: Optional[Mapping[str, EnvValue]]) -> Optional[list[dict[str, Any]]]:
    if env is None:
        return None
    out: list[dict[str, Any]] = []
    for name, value in env.items():
        if isinstance(value, Secret):
            require_field(EnvVarInput, "secret", "env=Secret(...)", "project secrets, ARCHITECTURE §21")
            out.append({"name": name, "secret": value.name})
        else:
            out.append({"name": name, "value": str(value)})
    return out


def tasks_dict(tasks: TasksArg) -> dict[str, Any]:
    if isinstance(tasks, int) and not isinstance(tasks, bool):
        return {"count": tasks}
    if isinstance(tasks, Tasks):
        out: dict[str, Any] = {
            "count": tasks.count,
            "gang": tasks.gang,
            "retriesPerTask": tasks.retries_per_task,
        }
        if tasks.parallelism is not None:
            out["parallelism"] = tasks.parallelism
        if tasks.max_failed_tasks is not None:
            out["maxFailedTasks"] = tasks.max_failed_tasks
        return out
    if isinstance(tasks, Mapping):
        return dict(tasks)
    raise KueueBatchError("tasks=: a count, a Tasks(...) or a mapping of TasksInput fields")


def tasks_input(tasks: Optional[TasksArg]) -> Optional[TasksInput]:
    """``tasks=`` as the generated TasksInput (None: one pod)."""
    return None if tasks is None else TasksInput.model_validate(tasks_dict(tasks))


def cursor_before(index: int) -> Optional[str]:
    """The cursor of the task before ``index`` in ``TaskSet.items`` (the server's ``task:N``, base64url)."""
    if index < 0:
        raise KueueBatchError(f"task={index}: a task index (0, 1, …)")
    return None if index == 0 else base64.urlsafe_b64encode(f"task:{index - 1}".encode()).decode().rstrip("=")


def task_log_of(version_id: str, task: int, tasks: Optional[GetTaskLogsProcessVersionTasks]) -> str:
    """The log of task ``task`` in a GetTaskLogs answer (its page of one, after the task before it)."""
    if tasks is None:
        raise KueueBatchError(f"logs(task={task}): version {version_id} is one pod, not an array or gang")
    node = tasks.items.edges[0].node if tasks.items.edges else None
    if node is None or node.index != task:
        raise KueueBatchError(f"logs(task={task}): version {version_id} has tasks 0 to {tasks.count - 1}")
    return node.logs or ""


def mounts_list(mounts: MountsArg) -> list[dict[str, Any]]:
    if isinstance(mounts, Mapping):
        return [{"volume": volume, "path": path} for volume, path in mounts.items()]
    out: list[dict[str, Any]] = []
    for mount in mounts:
        if isinstance(mount, Mount):
            item: dict[str, Any] = {"volume": mount.volume, "path": mount.path}
            if mount.read_only is not None:
                item["readOnly"] = mount.read_only
            out.append(item)
        else:
            out.append(dict(mount))
    return out


def mounts_input(mounts: Optional[MountsArg]) -> Optional[list[MountInput]]:
    """``mounts=`` as the generated MountInput list (None: no mounts asked about)."""
    return None if mounts is None else [MountInput.model_validate(m) for m in mounts_list(mounts)]


def failover_dict(failover: Union[bool, Mapping[str, Any], None]) -> Optional[dict[str, Any]]:
    if failover is None or failover is False:
        return None
    if failover is True:
        return {}
    return dict(failover)


def spec_extras(
    model: type[BaseModel],
    *,
    tasks: Optional[TasksArg],
    task_parameters: Optional[Sequence[Mapping[str, Any]]],
    mounts: Optional[MountsArg],
) -> dict[str, Any]:
    """The arguments that need the arrays (§19) and data (§21) parts of the API, checked against the schema."""
    out: dict[str, Any] = {}
    if tasks is not None:
        require_field(model, "tasks", "tasks", "arrays and gangs, ARCHITECTURE §19")
        out["tasks"] = tasks_dict(tasks)
    if task_parameters is not None:
        require_field(model, "taskParameters", "task_parameters", "arrays, ARCHITECTURE §19")
        out["taskParameters"] = [dict(p) for p in task_parameters]
    if mounts is not None:
        require_field(model, "mounts", "mounts", "data volumes, ARCHITECTURE §21")
        out["mounts"] = mounts_list(mounts)
    return out


def create_input(
    *,
    project_id: str,
    image: str,
    command: Union[str, Sequence[str], None],
    args: Optional[Sequence[str]],
    name: Optional[str],
    cluster_id: Optional[str],
    placement: Optional[PlacementArg],
    max_wait_seconds: Optional[int],
    requests: dict[str, Any],
    env: Optional[Mapping[str, EnvValue]],
    failover: Union[bool, Mapping[str, Any], None],
    idempotency_key: str,
    dry_run: bool,
    extras: dict[str, Any],
) -> CreateProcessInput:
    values: dict[str, Any] = {
        "projectId": project_id,
        "name": name if name is not None else default_name(image),
        "image": image,
        "resources": requests,
        "idempotencyKey": idempotency_key,
        **extras,
    }
    if (cmd := command_of(command)) is not None:
        values["command"] = cmd
    if args is not None:
        values["args"] = [str(a) for a in args]
    if cluster_id is not None:
        values["clusterId"] = cluster_id
    if placement is not None:
        values["placement"] = placement_of(placement)
    if max_wait_seconds is not None:
        values["maxWaitSeconds"] = max_wait_seconds
    if (env_values := env_list(env)) is not None:
        values["env"] = env_values
    if (failover_values := failover_dict(failover)) is not None:
        values["failover"] = failover_values
    if dry_run:
        values["dryRun"] = True
    return CreateProcessInput.model_validate(values)


def rerun_input(
    *,
    version_id: str,
    only_failed_tasks: Optional[bool],
    idempotency_key: str,
    overrides: dict[str, Any],
) -> RerunProcessInput:
    values: dict[str, Any] = {
        "processVersionId": version_id,
        "idempotencyKey": idempotency_key,
        **overrides,
    }
    # A schema without arrays re-runs the whole (one-pod) version: the flag has nothing to select then.
    if only_failed_tasks is not None and has_field(RerunProcessInput, "onlyFailedTasks"):
        values["onlyFailedTasks"] = only_failed_tasks
    return RerunProcessInput.model_validate(values)


def utc(moment: datetime) -> datetime:
    """An aware UTC instant (a naive one is taken as UTC)."""
    return moment.replace(tzinfo=timezone.utc) if moment.tzinfo is None else moment.astimezone(timezone.utc)


def month_range(month: Optional[str], now: Optional[datetime] = None) -> tuple[datetime, datetime]:
    """``"2026-12"`` (default: this month, UTC) as [first instant, first instant of the next month)."""
    if month is None:
        current = now or datetime.now(timezone.utc)
        year, number = current.year, current.month
    else:
        match = re.fullmatch(r"(\d{4})-(\d{2})", month)
        if not match or not 1 <= int(match.group(2)) <= 12:
            raise KueueBatchError(f"month={month!r}: YYYY-MM")
        year, number = int(match.group(1)), int(match.group(2))
    start = datetime(year, number, 1, tzinfo=timezone.utc)
    end = datetime(year + (number == 12), number % 12 + 1, 1, tzinfo=timezone.utc)
    return start, end
