from typing import Optional

from pydantic import Field

from .base_model import BaseModel
from .fragments import VersionFields


class FollowVersion(BaseModel):
    process_version_updated: Optional["FollowVersionProcessVersionUpdated"] = Field(
        alias="processVersionUpdated"
    )


FollowVersionProcessVersionUpdated = VersionFields
FollowVersion.model_rebuild()
