from typing import Optional

from pydantic import Field

from .base_model import BaseModel
from .fragments import TaskFields


class ListTasks(BaseModel):
    process_version: Optional["ListTasksProcessVersion"] = Field(alias="processVersion")


class ListTasksProcessVersion(BaseModel):
    id: str
    tasks: Optional["ListTasksProcessVersionTasks"]


class ListTasksProcessVersionTasks(BaseModel):
    items: "ListTasksProcessVersionTasksItems"


class ListTasksProcessVersionTasksItems(BaseModel):
    page_info: "ListTasksProcessVersionTasksItemsPageInfo" = Field(alias="pageInfo")
    edges: list["ListTasksProcessVersionTasksItemsEdges"]


class ListTasksProcessVersionTasksItemsPageInfo(BaseModel):
    has_next_page: bool = Field(alias="hasNextPage")
    end_cursor: Optional[str] = Field(alias="endCursor")


class ListTasksProcessVersionTasksItemsEdges(BaseModel):
    node: "ListTasksProcessVersionTasksItemsEdgesNode"


ListTasksProcessVersionTasksItemsEdgesNode = TaskFields
ListTasks.model_rebuild()
ListTasksProcessVersion.model_rebuild()
ListTasksProcessVersionTasks.model_rebuild()
ListTasksProcessVersionTasksItems.model_rebuild()
ListTasksProcessVersionTasksItemsEdges.model_rebuild()
