from typing import Literal, Union

from pydantic import Field

from .base_model import BaseModel
from .fragments import (  # noqa: F401
    ClusterUnavailableFields,
    NotFoundFields,
    VersionFields,
    VersionFieldsCluster,
    VersionFieldsEnv,
    VersionFieldsMounts,
    VersionFieldsProcess,
    VersionFieldsQueuePosition,
    VersionFieldsResources,
    VersionFieldsTasks,
    VersionNotCancellableFields,
)


class CancelProcessVersion(BaseModel):
    cancel_process_version: Union[
        "CancelProcessVersionCancelProcessVersionClusterUnavailableError",
        "CancelProcessVersionCancelProcessVersionNotFoundError",
        "CancelProcessVersionCancelProcessVersionProcessVersion",
        "CancelProcessVersionCancelProcessVersionVersionNotCancellableError",
    ] = Field(alias="cancelProcessVersion", discriminator="typename__")


class CancelProcessVersionCancelProcessVersionClusterUnavailableError(
    ClusterUnavailableFields
):
    typename__: Literal["ClusterUnavailableError"] = Field(alias="__typename")
    message: str


class CancelProcessVersionCancelProcessVersionNotFoundError(NotFoundFields):
    typename__: Literal["NotFoundError"] = Field(alias="__typename")
    message: str


class CancelProcessVersionCancelProcessVersionProcessVersion(VersionFields):
    typename__: Literal["ProcessVersion"] = Field(alias="__typename")


class CancelProcessVersionCancelProcessVersionVersionNotCancellableError(
    VersionNotCancellableFields
):
    typename__: Literal["VersionNotCancellableError"] = Field(alias="__typename")
    message: str


CancelProcessVersion.model_rebuild()
