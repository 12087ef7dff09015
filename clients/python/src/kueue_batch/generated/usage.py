from datetime import datetime
from typing import Optional

from pydantic import Field

from .base_model import BaseModel
from .fragments import ClusterRef


class Usage(BaseModel):
    usage: "UsageUsage"


class UsageUsage(BaseModel):
    currency: Optional[str]
    total_cost: Optional[float] = Field(alias="totalCost")
    rows: list["UsageUsageRows"]


class UsageUsageRows(BaseModel):
    project: Optional["UsageUsageRowsProject"]
    user: Optional["UsageUsageRowsUser"]
    cluster: Optional["UsageUsageRowsCluster"]
    flavor: Optional[str]
    resource: Optional[str]
    day: Optional[datetime]
    resource_seconds: float = Field(alias="resourceSeconds")
    cost: Optional[float]


class UsageUsageRowsProject(BaseModel):
    id: str
    name: str


class UsageUsageRowsUser(BaseModel):
    id: str
    email: str


UsageUsageRowsCluster = ClusterRef
Usage.model_rebuild()
UsageUsage.model_rebuild()
UsageUsageRows.model_rebuild()
