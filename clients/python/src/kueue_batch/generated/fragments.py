from datetime import datetime
from typing import Any, Optional

from pydantic import Field

from .base_model import BaseModel
from .enums import (
    BudgetUnit,
    ClusterErrorKind,
    EstimateBasis,
    LimitedResource,
    ProcessStatus,
    TaskStatus,
)


class BaseErrorFields(BaseModel):
    message: str


class BudgetExceededFields(BaseModel):
    message: str
    remaining: float
    required: float
    unit: BudgetUnit


class ClusterNotAllowedFields(BaseModel):
    message: str
    cluster_id: str = Field(alias="clusterId")


class ClusterRef(BaseModel):
    id: str
    name: str


class ClusterUnavailableFields(BaseModel):
    message: str
    cluster_name: str = Field(alias="clusterName")
    kind: ClusterErrorKind
    retrying: bool


class CostFields(BaseModel):
    currency: str
    per_hour: float = Field(alias="perHour")
    worst_case: float = Field(alias="worstCase")
    expected: Optional[float]
    gpu_hours_worst_case: float = Field(alias="gpuHoursWorstCase")
    unpriced_resources: list[str] = Field(alias="unpricedResources")


class EstimateFields(BaseModel):
    basis: EstimateBasis
    message: str
    expected_start_at: Optional[datetime] = Field(alias="expectedStartAt")
    expected_wait_seconds: Optional[int] = Field(alias="expectedWaitSeconds")
    latest_start_at: Optional[datetime] = Field(alias="latestStartAt")
    latest_wait_seconds: Optional[int] = Field(alias="latestWaitSeconds")
    workloads_ahead: Optional[int] = Field(alias="workloadsAhead")
    preempts: Optional[int]


class TaskCounts(BaseModel):
    count: int
    parallelism: int
    gang: bool
    pending: int
    running: int
    succeeded: int
    failed: int
    failed_indexes: str = Field(alias="failedIndexes")


class VersionFields(BaseModel):
    id: str
    version: int
    status: ProcessStatus
    status_reason: Optional[str] = Field(alias="statusReason")
    status_message: Optional[str] = Field(alias="statusMessage")
    waiting_reason: Optional[str] = Field(alias="waitingReason")
    exit_code: Optional[int] = Field(alias="exitCode")
    image: str
    command: list[str]
    args: list[str]
    env: list["VersionFieldsEnv"]
    mounts: list["VersionFieldsMounts"]
    created_at: datetime = Field(alias="createdAt")
    launched_at: Optional[datetime] = Field(alias="launchedAt")
    started_at: Optional[datetime] = Field(alias="startedAt")
    finished_at: Optional[datetime] = Field(alias="finishedAt")
    cancel_requested_at: Optional[datetime] = Field(alias="cancelRequestedAt")
    job_name: Optional[str] = Field(alias="jobName")
    cluster: "VersionFieldsCluster"
    process: "VersionFieldsProcess"
    resources: "VersionFieldsResources"
    tasks: Optional["VersionFieldsTasks"]
    queue_position: Optional["VersionFieldsQueuePosition"] = Field(
        alias="queuePosition"
    )


class VersionFieldsEnv(BaseModel):
    name: str
    value: Optional[str]
    secret: Optional[str]


class VersionFieldsMounts(BaseModel):
    volume: str
    path: str
    read_only: bool = Field(alias="readOnly")


class VersionFieldsCluster(ClusterRef):
    pass


class VersionFieldsProcess(BaseModel):
    id: str
    name: str
    project: "VersionFieldsProcessProject"


class VersionFieldsProcessProject(BaseModel):
    id: str
    name: str


class VersionFieldsResources(BaseModel):
    cpu: str
    memory: str
    deadline_seconds: Optional[int] = Field(alias="deadlineSeconds")
    flavor: Optional[str]
    priority_class: Optional[str] = Field(alias="priorityClass")
    extended: list["VersionFieldsResourcesExtended"]


class VersionFieldsResourcesExtended(BaseModel):
    name: str
    quantity: str


class VersionFieldsTasks(TaskCounts):
    pass


class VersionFieldsQueuePosition(BaseModel):
    position_in_cluster_queue: Optional[int] = Field(alias="positionInClusterQueue")
    position_in_local_queue: Optional[int] = Field(alias="positionInLocalQueue")
    workloads_ahead: Optional[int] = Field(alias="workloadsAhead")
    estimate: Optional["VersionFieldsQueuePositionEstimate"]


class VersionFieldsQueuePositionEstimate(EstimateFields):
    pass


class CreatedFields(BaseModel):
    dry_run: bool = Field(alias="dryRun")
    flavor: Optional[str]
    placement_reason: Optional[str] = Field(alias="placementReason")
    budget_warning: Optional[str] = Field(alias="budgetWarning")
    cluster: "CreatedFieldsCluster"
    cost_estimate: Optional["CreatedFieldsCostEstimate"] = Field(alias="costEstimate")
    version: Optional["CreatedFieldsVersion"]


class CreatedFieldsCluster(ClusterRef):
    pass


class CreatedFieldsCostEstimate(CostFields):
    pass


class CreatedFieldsVersion(VersionFields):
    pass


class LastOwnerFields(BaseModel):
    message: str


class NoClustersAvailableFields(BaseModel):
    message: str


class NotFoundFields(BaseModel):
    message: str


class ResourceLimitExceededFields(BaseModel):
    message: str
    cluster: "ResourceLimitExceededFieldsCluster"
    violations: list["ResourceLimitExceededFieldsViolations"]
    flavors: list["ResourceLimitExceededFieldsFlavors"]


class ResourceLimitExceededFieldsCluster(ClusterRef):
    pass


class ResourceLimitExceededFieldsViolations(BaseModel):
    resource: LimitedResource
    resource_name: str = Field(alias="resourceName")
    requested: float
    limit: float
    flavor: Optional[str]


class ResourceLimitExceededFieldsFlavors(BaseModel):
    name: str
    cpu: str
    memory: str
    fits_cpu: bool = Field(alias="fitsCpu")
    fits_memory: bool = Field(alias="fitsMemory")


class TaskFields(BaseModel):
    index: int
    status: TaskStatus
    exit_code: Optional[int] = Field(alias="exitCode")
    restarts: int
    started_at: Optional[datetime] = Field(alias="startedAt")
    finished_at: Optional[datetime] = Field(alias="finishedAt")
    parameters: Optional[Any]
    message: Optional[str]


class ValidationErrorFields(BaseModel):
    message: str
    issues: list["ValidationErrorFieldsIssues"]


class ValidationErrorFieldsIssues(BaseModel):
    field: str
    message: str


class VersionNotCancellableFields(BaseModel):
    message: str
    status: ProcessStatus


BaseErrorFields.model_rebuild()
BudgetExceededFields.model_rebuild()
ClusterNotAllowedFields.model_rebuild()
ClusterRef.model_rebuild()
ClusterUnavailableFields.model_rebuild()
CostFields.model_rebuild()
EstimateFields.model_rebuild()
TaskCounts.model_rebuild()
VersionFields.model_rebuild()
CreatedFields.model_rebuild()
LastOwnerFields.model_rebuild()
NoClustersAvailableFields.model_rebuild()
NotFoundFields.model_rebuild()
ResourceLimitExceededFields.model_rebuild()
TaskFields.model_rebuild()
ValidationErrorFields.model_rebuild()
VersionNotCancellableFields.model_rebuild()
