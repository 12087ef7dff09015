from typing import Optional

from pydantic import Field

from .base_model import BaseModel
from .fragments import VersionFields


class ListProcesses(BaseModel):
    project: Optional["ListProcessesProject"]


class ListProcessesProject(BaseModel):
    id: str
    processes: "ListProcessesProjectProcesses"


class ListProcessesProjectProcesses(BaseModel):
    total_count: int = Field(alias="totalCount")
    page_info: "ListProcessesProjectProcessesPageInfo" = Field(alias="pageInfo")
    edges: list["ListProcessesProjectProcessesEdges"]


class ListProcessesProjectProcessesPageInfo(BaseModel):
    has_next_page: bool = Field(alias="hasNextPage")
    end_cursor: Optional[str] = Field(alias="endCursor")


class ListProcessesProjectProcessesEdges(BaseModel):
    node: "ListProcessesProjectProcessesEdgesNode"


class ListProcessesProjectProcessesEdgesNode(BaseModel):
    id: str
    name: str
    latest_version: Optional["ListProcessesProjectProcessesEdgesNodeLatestVersion"] = (
        Field(alias="latestVersion")
    )


ListProcessesProjectProcessesEdgesNodeLatestVersion = VersionFields
ListProcesses.model_rebuild()
ListProcessesProject.model_rebuild()
ListProcessesProjectProcesses.model_rebuild()
ListProcessesProjectProcessesEdges.model_rebuild()
ListProcessesProjectProcessesEdgesNode.model_rebuild()
