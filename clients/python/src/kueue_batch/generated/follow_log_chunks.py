from pydantic import Field

from .base_model import BaseModel


class FollowLogChunks(BaseModel):
    process_version_log_chunks: "FollowLogChunksProcessVersionLogChunks" = Field(
        alias="processVersionLogChunks"
    )


class FollowLogChunksProcessVersionLogChunks(BaseModel):
    text: str
    cursor: str
    finished: bool


FollowLogChunks.model_rebuild()
