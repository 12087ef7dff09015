from typing import Optional

from pydantic import Field

from .base_model import BaseModel
from .enums import ClusterHealthStatus
from .fragments import CostFields, EstimateFields


class AvailableClusters(BaseModel):
    available_clusters: list["AvailableClustersAvailableClusters"] = Field(
        alias="availableClusters"
    )


class AvailableClustersAvailableClusters(BaseModel):
    id: str
    name: str
    description: Optional[str]
    fits_request: Optional[bool] = Field(alias="fitsRequest")
    max_runtime_seconds: Optional[int] = Field(alias="maxRuntimeSeconds")
    health: "AvailableClustersAvailableClustersHealth"
    limits: "AvailableClustersAvailableClustersLimits"
    start_estimate: Optional["AvailableClustersAvailableClustersStartEstimate"] = Field(
        alias="startEstimate"
    )
    cost_estimate: Optional["AvailableClustersAvailableClustersCostEstimate"] = Field(
        alias="costEstimate"
    )
    volumes: list["AvailableClustersAvailableClustersVolumes"]


class AvailableClustersAvailableClustersHealth(BaseModel):
    status: ClusterHealthStatus
    message: Optional[str]


class AvailableClustersAvailableClustersLimits(BaseModel):
    max_cpu_cores: float = Field(alias="maxCpuCores")
    max_memory_bytes: float = Field(alias="maxMemoryBytes")
    max_runtime_seconds: Optional[int] = Field(alias="maxRuntimeSeconds")
    maxima: list["AvailableClustersAvailableClustersLimitsMaxima"]
    priority_classes: list[
        "AvailableClustersAvailableClustersLimitsPriorityClasses"
    ] = Field(alias="priorityClasses")


class AvailableClustersAvailableClustersLimitsMaxima(BaseModel):
    name: str
    quantity: str
    amount: float


class AvailableClustersAvailableClustersLimitsPriorityClasses(BaseModel):
    name: str
    value: int


AvailableClustersAvailableClustersStartEstimate = EstimateFields
AvailableClustersAvailableClustersCostEstimate = CostFields


class AvailableClustersAvailableClustersVolumes(BaseModel):
    name: str
    description: Optional[str]
    read_only: bool = Field(alias="readOnly")


AvailableClusters.model_rebuild()
AvailableClustersAvailableClusters.model_rebuild()
AvailableClustersAvailableClustersLimits.model_rebuild()
