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


class CreateProcess(BaseModel):
    create_process: Union[
        "CreateProcessCreateProcessBudgetExceededError",
        "CreateProcessCreateProcessClusterNotAllowedError",
        "CreateProcessCreateProcessCreateProcessPayload",
        "CreateProcessCreateProcessNoClustersAvailableError",
        "CreateProcessCreateProcessResourceLimitExceededError",
        "CreateProcessCreateProcessValidationError",
    ] = Field(alias="createProcess", discriminator="typename__")


class CreateProcessCreateProcessBudgetExceededError(BudgetExceededFields):
    typename__: Literal["BudgetExceededError"] = Field(alias="__typename")
    message: str


class CreateProcessCreateProcessClusterNotAllowedError(ClusterNotAllowedFields):
    typename__: Literal["ClusterNotAllowedError"] = Field(alias="__typename")
    message: str


class CreateProcessCreateProcessCreateProcessPayload(CreatedFields):
    typename__: Literal["CreateProcessPayload"] = Field(alias="__typename")


class CreateProcessCreateProcessNoClustersAvailableError(NoClustersAvailableFields):
    typename__: Literal["NoClustersAvailableError"] = Field(alias="__typename")
    message: str


class CreateProcessCreateProcessResourceLimitExceededError(ResourceLimitExceededFields):
    typename__: Literal["ResourceLimitExceededError"] = Field(alias="__typename")
    message: str


class CreateProcessCreateProcessValidationError(ValidationErrorFields):
    typename__: Literal["ValidationError"] = Field(alias="__typename")
    message: str


CreateProcess.model_rebuild()
