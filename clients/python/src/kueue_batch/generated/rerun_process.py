from typing import Literal, Union

from pydantic import Field

from .base_model import BaseModel
from .fragments import (  # noqa: F401
    BudgetExceededFields,
    ClusterNotAllowedFields,
    CreatedFields,
    CreatedFieldsCluster,
    CreatedFieldsCostEstimate,
    CreatedFieldsVersion,
    NoClustersAvailableFields,
    ResourceLimitExceededFields,
    ResourceLimitExceededFieldsCluster,
    ResourceLimitExceededFieldsFlavors,
    ResourceLimitExceededFieldsViolations,
    ValidationErrorFields,
    ValidationErrorFieldsIssues,
)


class RerunProcess(BaseModel):
    rerun_process: Union[
        "RerunProcessRerunProcessBudgetExceededError",
        "RerunProcessRerunProcessClusterNotAllowedError",
        "RerunProcessRerunProcessCreateProcessPayload",
        "RerunProcessRerunProcessNoClustersAvailableError",
        "RerunProcessRerunProcessResourceLimitExceededError",
        "RerunProcessRerunProcessValidationError",
    ] = Field(alias="rerunProcess", discriminator="typename__")


class RerunProcessRerunProcessBudgetExceededError(BudgetExceededFields):
    typename__: Literal["BudgetExceededError"] = Field(alias="__typename")
    message: str


class RerunProcessRerunProcessClusterNotAllowedError(ClusterNotAllowedFields):
    typename__: Literal["ClusterNotAllowedError"] = Field(alias="__typename")
    message: str


class RerunProcessRerunProcessCreateProcessPayload(CreatedFields):
    typename__: Literal["CreateProcessPayload"] = Field(alias="__typename")


class RerunProcessRerunProcessNoClustersAvailableError(NoClustersAvailableFields):
    typename__: Literal["NoClustersAvailableError"] = Field(alias="__typename")
    message: str


class RerunProcessRerunProcessResourceLimitExceededError(ResourceLimitExceededFields):
    typename__: Literal["ResourceLimitExceededError"] = Field(alias="__typename")
    message: str


class RerunProcessRerunProcessValidationError(ValidationErrorFields):
    typename__: Literal["ValidationError"] = Field(alias="__typename")
    message: str


RerunProcess.model_rebuild()
