"""The SDK's exceptions: the server's typed errors (the error members of the schema's result unions) with their
fields, and the failures around them (unreachable server, rejected token, a wait that timed out)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Optional

from .generated import fragments as f
from .generated import sse
from .generated.enums import BudgetUnit, ClusterErrorKind, LimitedResource, ProcessStatus


class KueueBatchError(Exception):
    """Base of every exception this SDK raises."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class ServerUnreachable(KueueBatchError):
    """The server could not be reached, or did not answer as a kueue-batch server (after the retries)."""


class Unauthenticated(KueueBatchError):
    """The token is missing, wrong, expired or revoked (``kb login``, or ``KB_TOKEN``)."""


class Forbidden(KueueBatchError):
    """The token is valid but may not do this."""


class RateLimited(KueueBatchError):
    """Too many calls in a minute (``RATE_LIMIT_PER_MINUTE`` on the server)."""


class GraphQLError(KueueBatchError):
    """A top-level GraphQL error the SDK has no own type for; ``code`` is its ``extensions.code``."""

    def __init__(self, message: str, code: Optional[str]) -> None:
        super().__init__(message)
        self.code = code


class ConfigError(KueueBatchError):
    """No server URL or token: pass them, set ``KB_URL``/``KB_TOKEN``, or run ``kb login``."""


class NotSupportedByServer(KueueBatchError):
    """An argument needs a part of the API this SDK's schema (and so its server) does not have."""


class WaitTimeout(KueueBatchError, TimeoutError):
    """``wait(timeout)`` ran out before the version finished; ``version`` is its last known state."""

    def __init__(self, message: str, version: object) -> None:
        super().__init__(message)
        self.version = version


class ApiError(KueueBatchError):
    """A typed error the server answered with (a member of a result union); ``typename`` is its GraphQL type."""

    def __init__(self, message: str, typename: str) -> None:
        super().__init__(message)
        self.typename = typename


class ValidationError(ApiError):
    """The input was refused; ``issues`` names each field (``resources.cpu``, ``name``, …) and what is wrong."""

    def __init__(self, message: str, issues: list[FieldIssue]) -> None:
        super().__init__(message, "ValidationError")
        self.issues = issues

    def __str__(self) -> str:
        missing = [f"{i.field}: {i.message}" for i in self.issues if i.message not in self.message]
        return f"{self.message} ({'; '.join(missing)})" if missing else self.message


@dataclass(frozen=True)
class FieldIssue:
    field: str
    message: str


@dataclass(frozen=True)
class LimitViolation:
    """One resource above the cluster's limit: cores, bytes, units or seconds."""

    resource: LimitedResource
    resource_name: str
    requested: float
    limit: float
    flavor: Optional[str]


@dataclass(frozen=True)
class FlavorFit:
    name: str
    cpu: str
    memory: str
    fits_cpu: bool
    fits_memory: bool


class ResourceLimitExceeded(ApiError):
    """The request is above what the cluster can ever hold; ``violations`` say which resource, by how much."""

    def __init__(
        self,
        message: str,
        cluster: str,
        cluster_id: str,
        violations: list[LimitViolation],
        flavors: list[FlavorFit],
    ) -> None:
        super().__init__(message, "ResourceLimitExceededError")
        self.cluster = cluster
        self.cluster_id = cluster_id
        self.violations = violations
        self.flavors = flavors


class BudgetExceeded(ApiError):
    """A hard budget refused the request: its worst case (``required``) exceeds ``remaining`` (in ``unit``)."""

    def __init__(self, message: str, remaining: float, required: float, unit: BudgetUnit) -> None:
        super().__init__(message, "BudgetExceededError")
        self.remaining = remaining
        self.required = required
        self.unit = unit


class ClusterNotAllowed(ApiError):
    def __init__(self, message: str, cluster_id: str) -> None:
        super().__init__(message, "ClusterNotAllowedError")
        self.cluster_id = cluster_id


class NoClustersAvailable(ApiError):
    def __init__(self, message: str) -> None:
        super().__init__(message, "NoClustersAvailableError")


class NotFound(ApiError):
    def __init__(self, message: str) -> None:
        super().__init__(message, "NotFoundError")


class ClusterUnavailable(ApiError):
    """The version's cluster did not answer; ``retrying`` when the server keeps the request and retries it."""

    def __init__(self, message: str, cluster: str, kind: ClusterErrorKind, retrying: bool) -> None:
        super().__init__(message, "ClusterUnavailableError")
        self.cluster = cluster
        self.kind = kind
        self.retrying = retrying


class VersionNotCancellable(ApiError):
    """The version already finished (``status``)."""

    def __init__(self, message: str, status: ProcessStatus) -> None:
        super().__init__(message, "VersionNotCancellableError")
        self.status = status


class LastOwner(ApiError):
    def __init__(self, message: str) -> None:
        super().__init__(message, "LastOwnerError")


def api_error(result: object) -> Optional[ApiError]:
    """The exception for a result-union member that is an error, None for any other member."""
    if isinstance(result, f.ValidationErrorFields):
        return ValidationError(result.message, [FieldIssue(i.field, i.message) for i in result.issues])
    if isinstance(result, f.ResourceLimitExceededFields):
        return ResourceLimitExceeded(
            result.message,
            cluster=result.cluster.name,
            cluster_id=result.cluster.id,
            violations=[
                LimitViolation(v.resource, v.resource_name, v.requested, v.limit, v.flavor)
                for v in result.violations
            ],
            flavors=[FlavorFit(x.name, x.cpu, x.memory, x.fits_cpu, x.fits_memory) for x in result.flavors],
        )
    if isinstance(result, f.BudgetExceededFields):
        return BudgetExceeded(result.message, result.remaining, result.required, result.unit)
    if isinstance(result, f.ClusterNotAllowedFields):
        return ClusterNotAllowed(result.message, result.cluster_id)
    if isinstance(result, f.NoClustersAvailableFields):
        return NoClustersAvailable(result.message)
    if isinstance(result, f.NotFoundFields):
        return NotFound(result.message)
    if isinstance(result, f.ClusterUnavailableFields):
        return ClusterUnavailable(result.message, result.cluster_name, result.kind, result.retrying)
    if isinstance(result, f.VersionNotCancellableFields):
        return VersionNotCancellable(result.message, result.status)
    if isinstance(result, f.LastOwnerFields):
        return LastOwner(result.message)
    typename = getattr(result, "typename__", None)
    message = getattr(result, "message", None)
    if isinstance(typename, str) and typename.endswith("Error") and isinstance(message, str):
        # An error type newer than this SDK's own mapping: still typed by its GraphQL name.
        return ApiError(message, typename)
    return None


def from_graphql_errors(error: sse.GraphQLErrors) -> KueueBatchError:
    code = error.code
    message = str(error)
    if code == "UNAUTHENTICATED" or error.status_code == 401:
        return Unauthenticated(message)
    if code == "FORBIDDEN" or error.status_code == 403:
        return Forbidden(message)
    if code == "RATE_LIMITED" or error.status_code == 429:
        return RateLimited(message)
    if code == "NOT_FOUND":
        return NotFound(message)
    return GraphQLError(message, code)


@contextmanager
def translated() -> Iterator[None]:
    """Turns the generated transport's exceptions into the SDK's."""
    try:
        yield
    except sse.GraphQLErrors as error:
        raise from_graphql_errors(error) from error
    except sse.HTTPStatusError as error:
        if error.status_code == 401:
            raise Unauthenticated(str(error)) from error
        raise ServerUnreachable(str(error)) from error
    except sse.TransportError as error:
        raise ServerUnreachable(str(error)) from error
