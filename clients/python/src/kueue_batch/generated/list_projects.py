from typing import Optional

from pydantic import Field

from .base_model import BaseModel
from .enums import BudgetPeriod, BudgetUnit, ProjectRole


class ListProjects(BaseModel):
    projects: list["ListProjectsProjects"]


class ListProjectsProjects(BaseModel):
    id: str
    name: str
    description: Optional[str]
    viewer_role: ProjectRole = Field(alias="viewerRole")
    budget: Optional["ListProjectsProjectsBudget"]


class ListProjectsProjectsBudget(BaseModel):
    period: BudgetPeriod
    unit: BudgetUnit
    limit: float
    hard: bool
    used: float
    committed: float
    remaining: float


ListProjects.model_rebuild()
ListProjectsProjects.model_rebuild()
