from typing import Optional

from pydantic import Field

from .base_model import BaseModel
from .enums import TaskStatus


class GetTaskLogs(BaseModel):
    process_version: Optional["GetTaskLogsProcessVersion"] = Field(
        alias="processVersion"
    )


class GetTaskLogsProcessVersion(BaseModel):
    id: str
    tasks: Optional["GetTaskLogsProcessVersionTasks"]


class GetTaskLogsProcessVersionTasks(BaseModel):
    count: int
    items: "GetTaskLogsProcessVersionTasksItems"


class GetTaskLogsProcessVersionTasksItems(BaseModel):
    edges: list["GetTaskLogsProcessVersionTasksItemsEdges"]


class GetTaskLogsProcessVersionTasksItemsEdges(BaseModel):
    node: "GetTaskLogsProcessVersionTasksItemsEdgesNode"


class GetTaskLogsProcessVersionTasksItemsEdgesNode(BaseModel):
    index: int
    status: TaskStatus
    logs: Optional[str]


GetTaskLogs.model_rebuild()
GetTaskLogsProcessVersion.model_rebuild()
GetTaskLogsProcessVersionTasks.model_rebuild()
GetTaskLogsProcessVersionTasksItems.model_rebuild()
GetTaskLogsProcessVersionTasksItemsEdges.model_rebuild()
