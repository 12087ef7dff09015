from typing import Optional

from pydantic import Field

from .base_model import BaseModel
from .fragments import VersionFields


class GetProcessVersion(BaseModel):
    process_version: Optional["GetProcessVersionProcessVersion"] = Field(
        alias="processVersion"
    )


GetProcessVersionProcessVersion = VersionFields
GetProcessVersion.model_rebuild()
