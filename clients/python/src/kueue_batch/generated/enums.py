from enum import Enum


class AttemptOutcome(str, Enum):
    ACTIVE = "ACTIVE"
    CANCELLED = "CANCELLED"
    CLUSTER_LOST = "CLUSTER_LOST"
    FAILED = "FAILED"
    PREEMPTED = "PREEMPTED"
    SUCCEEDED = "SUCCEEDED"


class BudgetPeriod(str, Enum):
    MONTH = "MONTH"


class BudgetUnit(str, Enum):
    COST = "COST"
    GPU_HOURS = "GPU_HOURS"


class ChannelKind(str, Enum):
    EMAIL = "EMAIL"
    SLACK = "SLACK"
    WEBHOOK = "WEBHOOK"


class ClusterErrorKind(str, Enum):
    INVALID = "INVALID"
    NOT_FOUND = "NOT_FOUND"
    SERVER_ERROR = "SERVER_ERROR"
    TIMEOUT = "TIMEOUT"
    UNAUTHORIZED = "UNAUTHORIZED"
    UNREACHABLE = "UNREACHABLE"


class ClusterHealthStatus(str, Enum):
    DEGRADED = "DEGRADED"
    QUEUE_NOT_FOUND = "QUEUE_NOT_FOUND"
    REACHABLE = "REACHABLE"
    UNAUTHORIZED = "UNAUTHORIZED"
    UNREACHABLE = "UNREACHABLE"


class DeliveryStatus(str, Enum):
    DELIVERED = "DELIVERED"
    FAILED = "FAILED"
    PENDING = "PENDING"


class EstimateBasis(str, Enum):
    NEVER = "NEVER"
    NOW = "NOW"
    PREEMPTION = "PREEMPTION"
    QUEUE = "QUEUE"
    UNKNOWN = "UNKNOWN"


class LimitedResource(str, Enum):
    CPU = "CPU"
    EXTENDED = "EXTENDED"
    MEMORY = "MEMORY"
    RUNTIME = "RUNTIME"


class LimitsSource(str, Enum):
    FALLBACK = "FALLBACK"
    KUEUE = "KUEUE"


class LogSource(str, Enum):
    ARCHIVE = "ARCHIVE"
    CLUSTER = "CLUSTER"
    NONE = "NONE"


class NotifyEvent(str, Enum):
    BUDGET_EXHAUSTED = "BUDGET_EXHAUSTED"
    BUDGET_WARNING = "BUDGET_WARNING"
    CANCELLED = "CANCELLED"
    FAILED = "FAILED"
    FAILED_OVER = "FAILED_OVER"
    PREEMPTED = "PREEMPTED"
    STARTED = "STARTED"
    SUCCEEDED = "SUCCEEDED"


class Placement(str, Enum):
    CHEAPEST = "CHEAPEST"
    EARLIEST_START = "EARLIEST_START"
    FIRST_ALLOWED = "FIRST_ALLOWED"


class ProcessStatus(str, Enum):
    CANCELLED = "CANCELLED"
    FAILED = "FAILED"
    LAUNCHING = "LAUNCHING"
    LOST = "LOST"
    PENDING = "PENDING"
    QUEUED = "QUEUED"
    RUNNING = "RUNNING"
    SUCCEEDED = "SUCCEEDED"


class ProjectRole(str, Enum):
    MEMBER = "MEMBER"
    OWNER = "OWNER"
    VIEWER = "VIEWER"


class TaskStatus(str, Enum):
    CANCELLED = "CANCELLED"
    FAILED = "FAILED"
    PENDING = "PENDING"
    RUNNING = "RUNNING"
    SUCCEEDED = "SUCCEEDED"


class UsageDimension(str, Enum):
    CLUSTER = "CLUSTER"
    DAY = "DAY"
    FLAVOR = "FLAVOR"
    PROJECT = "PROJECT"
    RESOURCE = "RESOURCE"
    USER = "USER"
