from typing import Any, Optional

from pydantic import Field

from .base_model import BaseModel
from .enums import (
    BudgetPeriod,
    BudgetUnit,
    ChannelKind,
    NotifyEvent,
    Placement,
    ProcessStatus,
    ProjectRole,
)


class AddProjectMemberInput(BaseModel):
    email: str
    "Someone who has not signed in yet is invited: they join at their first sign-in."
    project_id: str = Field(alias="projectId")
    role: ProjectRole


class AuditEventFilter(BaseModel):
    """Narrows auditEvents; both given: rows matching both."""

    action: Optional[str] = None
    "Exactly this action, e.g. member.add (see auditActions)."
    actor: Optional[str] = None
    'A part of the actor\'s email, any case; "command line" for the admin command line; failover, start-up or oidc-sign-in for what the server did by itself.'


class CreateProcessInput(BaseModel):
    args: Optional[list[str]] = None
    cluster_id: Optional[str] = Field(alias="clusterId", default=None)
    "Omitted: chosen by `placement`."
    command: Optional[list[str]] = None
    dry_run: Optional[bool] = Field(alias="dryRun", default=None)
    "Answer exactly as the real call would; write nothing."
    env: Optional[list["EnvVarInput"]] = None
    failover: Optional["FailoverInput"] = None
    "Failover to another allowed cluster (ARCHITECTURE §17); null: off."
    idempotency_key: Optional[str] = Field(alias="idempotencyKey", default=None)
    "The same key from the same user within 24 h returns the first result."
    image: str
    max_wait_seconds: Optional[int] = Field(alias="maxWaitSeconds", default=None)
    "CHEAPEST: the longest expected wait a cluster may have to be chosen for its price."
    mounts: Optional[list["MountInput"]] = None
    "Data volumes of the cluster to mount (ARCHITECTURE §21): the chosen cluster must have each; placement chooses only among clusters that have them all."
    name: str
    notify: Optional[bool] = None
    "Notifications (ARCHITECTURE §22): null, the creator's channels as they are set; false, none for this process."
    placement: Optional[Placement] = None
    "Used only when clusterId is omitted; default FIRST_ALLOWED."
    project_id: str = Field(alias="projectId")
    resources: "ResourceRequestsInput"
    task_parameters: Optional[list[Any]] = Field(alias="taskParameters", default=None)
    "Arrays only: one JSON object per task (length = tasks.count); each task reads its own from the file KB_TASK_PARAMS names."
    tasks: Optional["TasksInput"] = None
    "An array or gang of count pods (ARCHITECTURE §19); null: one pod, as before."


class CreateProjectInput(BaseModel):
    description: Optional[str] = None
    name: str
    "1 to 100 characters, unique."


class EnvVarInput(BaseModel):
    """Exactly one of value (a literal) and secret (the name of a secret of the project)."""

    name: str
    secret: Optional[str] = None
    value: Optional[str] = None


class FailoverInput(BaseModel):
    """Failover: when the cluster fails an attempt (preempted there, or the cluster lost), the next attempt runs on another allowed cluster (placed by earliest start, limits checked again)."""

    max_attempts: int = Field(alias="maxAttempts", default=3)
    "Attempts in all, the first included (1 to 10)."
    on_cluster_lost: bool = Field(alias="onClusterLost", default=True)
    "Move when its cluster does not answer for CLUSTER_LOST_AFTER_SECONDS (default 300) or is retired while it is unfinished."
    on_preemption: bool = Field(alias="onPreemption", default=True)
    "Move when its Workload is preempted and another allowed cluster would start it earlier than its own."


class MountInput(BaseModel):
    """A data volume of the cluster mounted into every pod of the process at an absolute path. readOnly is forced on a read-only volume."""

    path: str
    'Absolute, normal (no "..", "//" or trailing "/"), not over the container’s own files (/dev, /proc, /sys, /etc/hosts, /var/run/secrets, /var/run/kueue-batch …); at most one mount per path, none nested.'
    read_only: Optional[bool] = Field(alias="readOnly", default=None)
    "Default false; always true on a read-only volume."
    volume: str
    "The volume’s name on the cluster (Cluster.volumes)."


class NotificationChannelInput(BaseModel):
    events: list[NotifyEvent]
    kind: ChannelKind
    target: str
    "EMAIL: the address; WEBHOOK and SLACK: an https URL that resolves to public addresses."


class ProcessFilter(BaseModel):
    """Narrows a project’s process list; every field optional, all given ones must hold."""

    cluster_id: Optional[str] = Field(alias="clusterId", default=None)
    "The cluster of the latest version."
    created_by: Optional[str] = Field(alias="createdBy", default=None)
    "The user who created the process."
    name: Optional[str] = None
    "A part of the name, any case."
    statuses: Optional[list[ProcessStatus]] = None
    "The status of the latest version is one of these."


class ProjectBudgetInput(BaseModel):
    hard: bool
    limit: float
    period: BudgetPeriod
    unit: BudgetUnit


class RegisterClusterInput(BaseModel):
    cluster_queue: str = Field(alias="clusterQueue")
    description: Optional[str] = None
    kubeconfig: str
    "Kubeconfig YAML: https server, inline CA data, token or client certificate data. Never readable back."
    local_queue: str = Field(alias="localQueue")
    max_queue_wait_seconds: Optional[int] = Field(
        alias="maxQueueWaitSeconds", default=None
    )
    max_runtime_seconds: Optional[int] = Field(alias="maxRuntimeSeconds", default=None)
    name: str
    namespace: str
    registry_auth: Optional[str] = Field(alias="registryAuth", default=None)
    "Docker config JSON for image pulls. Never readable back."
    sort_order: Optional[int] = Field(alias="sortOrder", default=None)


class RegisterVolumeInput(BaseModel):
    claim_name: str = Field(alias="claimName")
    "An existing PersistentVolumeClaim in the cluster’s namespace: it must be Bound, and a read-write volume needs a writable access mode."
    cluster_id: str = Field(alias="clusterId")
    description: Optional[str] = None
    name: str
    "What processes mount it by: a DNS label."
    read_only: bool = Field(alias="readOnly")
    "Every mount of it read-only (datasets)."


class RemoveProjectMemberInput(BaseModel):
    project_id: str = Field(alias="projectId")
    user_id: str = Field(alias="userId")


class RerunProcessInput(BaseModel):
    """Copies a version into the next version of its process, with these overrides."""

    args: Optional[list[str]] = None
    cluster_id: Optional[str] = Field(alias="clusterId", default=None)
    "Omitted: the source version’s cluster, or by `placement`."
    command: Optional[list[str]] = None
    dry_run: Optional[bool] = Field(alias="dryRun", default=None)
    env: Optional[list["EnvVarInput"]] = None
    failover: Optional["FailoverInput"] = None
    "As in CreateProcessInput (not copied from the source: null is off)."
    idempotency_key: Optional[str] = Field(alias="idempotencyKey", default=None)
    image: Optional[str] = None
    max_wait_seconds: Optional[int] = Field(alias="maxWaitSeconds", default=None)
    "As in CreateProcessInput."
    mounts: Optional[list["MountInput"]] = None
    "Omitted: the source version’s mounts (the cluster chosen must have each volume)."
    notify: Optional[bool] = None
    "As in CreateProcessInput; omitted: the source version’s setting."
    only_failed_tasks: Optional[bool] = Field(alias="onlyFailedTasks", default=None)
    "An array: only the tasks of the source that did not succeed run, each keeping its index and parameters; the succeeded ones are carried over as SUCCEEDED (ARCHITECTURE §19). A ValidationError for a gang (it re-runs whole), a source that has not ended or has nothing failed, or one without a command."
    placement: Optional[Placement] = None
    "Used only when clusterId is omitted: EARLIEST_START or CHEAPEST places the new version anew."
    process_version_id: str = Field(alias="processVersionId")
    resources: Optional["ResourceRequestsInput"] = None
    task_parameters: Optional[list[Any]] = Field(alias="taskParameters", default=None)
    "Omitted: the source version’s parameters (when its count is kept)."
    tasks: Optional["TasksInput"] = None
    "Omitted: the source version’s tasks (or one pod)."


class ResourceQuantityInput(BaseModel):
    """An extended resource and how many of it, e.g. { name: "nvidia.com/gpu", quantity: "2" }: a domain-prefixed name and a whole number above zero."""

    name: str
    quantity: str


class ResourceRequestsInput(BaseModel):
    """What a process asks for: Kubernetes quantities ("500m", "2", "1.5Gi"), a deadline in seconds, extended resources (whole numbers) and optionally one flavor to run on."""

    cpu: Optional[str] = None
    deadline_seconds: Optional[int] = Field(alias="deadlineSeconds", default=None)
    extended: Optional[list["ResourceQuantityInput"]] = None
    'Extended resources, e.g. [{ name: "nvidia.com/gpu", quantity: "2" }]: domain-prefixed names, whole numbers above zero, each name once (requests = limits).'
    flavor: Optional[str] = None
    "Run only on this flavor (its resource group): the Job gets its nodeLabels as a required node affinity. Omitted: Kueue assigns."
    memory: Optional[str] = None
    priority_class: Optional[str] = Field(alias="priorityClass", default=None)
    "One of the cluster’s WorkloadPriorityClasses that the policy allows (ClusterLimits.priorityClasses in availableClusters): the Job is labelled kueue.x-k8s.io/priority-class with it. Omitted: priority 0. In availableClusters, what the start estimate is for."


class TasksInput(BaseModel):
    """Many pods in one version: an array of independent tasks (a sweep), or a gang that starts together (distributed training). One Indexed Job."""

    count: int
    "How many tasks, 1 to MAX_TASKS (default 10000); indexes 0..count-1."
    gang: bool = False
    "All count pods admitted and started together, reachable by name; one failed pod fails the gang."
    max_failed_tasks: Optional[int] = Field(alias="maxFailedTasks", default=None)
    "Arrays: the version fails once more tasks than this failed (null: every task runs)."
    parallelism: Optional[int] = None
    "Arrays: at most this many at once (default min(count, 100)); gangs: always count."
    retries_per_task: int = Field(alias="retriesPerTask", default=0)
    "Arrays: retries of each task (backoffLimitPerIndex). A gang fails whole (0)."


class UpdateClusterInput(BaseModel):
    """Absent fields are left as they are; maxRuntimeSeconds: null makes the runtime unbounded."""

    active: Optional[bool] = None
    cluster_queue: Optional[str] = Field(alias="clusterQueue", default=None)
    description: Optional[str] = None
    id: str
    kubeconfig: Optional[str] = None
    local_queue: Optional[str] = Field(alias="localQueue", default=None)
    max_queue_wait_seconds: Optional[int] = Field(
        alias="maxQueueWaitSeconds", default=None
    )
    max_runtime_seconds: Optional[int] = Field(alias="maxRuntimeSeconds", default=None)
    namespace: Optional[str] = None
    registry_auth: Optional[str] = Field(alias="registryAuth", default=None)
    "Empty string removes the registry credentials."
    sort_order: Optional[int] = Field(alias="sortOrder", default=None)


class UpdateProjectInput(BaseModel):
    """Absent fields are kept; an empty description removes it."""

    description: Optional[str] = None
    id: str
    name: Optional[str] = None


class UpdateProjectMemberInput(BaseModel):
    project_id: str = Field(alias="projectId")
    role: ProjectRole
    user_id: str = Field(alias="userId")


CreateProcessInput.model_rebuild()
RerunProcessInput.model_rebuild()
ResourceRequestsInput.model_rebuild()
