from typing import Optional

from pydantic import Field

from .base_model import BaseModel
from .enums import LogSource


class GetProcessVersionLogs(BaseModel):
    process_version: Optional["GetProcessVersionLogsProcessVersion"] = Field(
        alias="processVersion"
    )


class GetProcessVersionLogsProcessVersion(BaseModel):
    id: str
    logs: Optional[str]
    log_source: LogSource = Field(alias="logSource")
    log_message: Optional[str] = Field(alias="logMessage")
    logs_truncated: bool = Field(alias="logsTruncated")


GetProcessVersionLogs.model_rebuild()
