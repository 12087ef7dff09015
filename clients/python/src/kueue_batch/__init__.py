"""kueue-batch for Python: run batch jobs on a kueue-batch server from a notebook or a script.

    from kueue_batch import Client
    kb = Client.from_config()                      # the `kb login` config, or KB_URL / KB_TOKEN
    v = kb.run("Demo", "python:3.12", "python train.py", cpu=2, memory="4Gi", deadline_seconds=3600)
    for line in v.logs(follow=True):
        print(line)
    v.wait().exit_code
"""

from ._inputs import Mount, Secret, Tasks
from .aio import AsyncClient, AsyncVersion
from .client import Client, Version
from .errors import (
    ApiError,
    BudgetExceeded,
    ClusterNotAllowed,
    ClusterUnavailable,
    ConfigError,
    FieldIssue,
    FlavorFit,
    Forbidden,
    GraphQLError,
    KueueBatchError,
    LastOwner,
    LimitViolation,
    NoClustersAvailable,
    NotFound,
    NotSupportedByServer,
    RateLimited,
    ResourceLimitExceeded,
    ServerUnreachable,
    Unauthenticated,
    ValidationError,
    VersionNotCancellable,
    WaitTimeout,
)
from .generated.enums import BudgetUnit, LimitedResource, Placement, ProcessStatus, UsageDimension
from .version import __version__

__all__ = [
    "ApiError",
    "AsyncClient",
    "AsyncVersion",
    "BudgetExceeded",
    "BudgetUnit",
    "Client",
    "ClusterNotAllowed",
    "ClusterUnavailable",
    "ConfigError",
    "FieldIssue",
    "FlavorFit",
    "Forbidden",
    "GraphQLError",
    "KueueBatchError",
    "LastOwner",
    "LimitViolation",
    "LimitedResource",
    "Mount",
    "NoClustersAvailable",
    "NotFound",
    "NotSupportedByServer",
    "Placement",
    "ProcessStatus",
    "RateLimited",
    "ResourceLimitExceeded",
    "Secret",
    "ServerUnreachable",
    "Tasks",
    "Unauthenticated",
    "UsageDimension",
    "ValidationError",
    "Version",
    "VersionNotCancellable",
    "WaitTimeout",
    "__version__",
]
