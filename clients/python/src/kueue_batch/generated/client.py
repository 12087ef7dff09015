from datetime import datetime
from typing import Any, Optional, Union

from .available_clusters import AvailableClusters
from .base_model import UNSET, UnsetType
from .cancel_process_version import CancelProcessVersion
from .create_process import CreateProcess
from .enums import TaskStatus, UsageDimension
from .get_process_version import GetProcessVersion
from .get_process_version_logs import GetProcessVersionLogs
from .get_task_logs import GetTaskLogs
from .input_types import (
    CreateProcessInput,
    MountInput,
    RerunProcessInput,
    ResourceRequestsInput,
    TasksInput,
)
from .list_processes import ListProcesses
from .list_projects import ListProjects
from .list_tasks import ListTasks
from .operations import (
    AVAILABLE_CLUSTERS_GQL,
    CANCEL_PROCESS_VERSION_GQL,
    CREATE_PROCESS_GQL,
    GET_PROCESS_VERSION_GQL,
    GET_PROCESS_VERSION_LOGS_GQL,
    GET_TASK_LOGS_GQL,
    LIST_PROCESSES_GQL,
    LIST_PROJECTS_GQL,
    LIST_TASKS_GQL,
    RERUN_PROCESS_GQL,
    USAGE_GQL,
    VIEWER_GQL,
)
from .rerun_process import RerunProcess
from .sse_base_client import SSEBaseClient
from .usage import Usage
from .viewer import Viewer


def gql(q: str) -> str:
    return q


class GraphQLClient(SSEBaseClient):
    def create_process(self, input: CreateProcessInput, **kwargs: Any) -> CreateProcess:
        variables: dict[str, object] = {"input": input}
        response = self.execute(
            query=CREATE_PROCESS_GQL,
            operation_name="CreateProcess",
            variables=variables,
            **kwargs,
        )
        data = self.get_data(response)
        return CreateProcess.model_validate(data)

    def rerun_process(self, input: RerunProcessInput, **kwargs: Any) -> RerunProcess:
        variables: dict[str, object] = {"input": input}
        response = self.execute(
            query=RERUN_PROCESS_GQL,
            operation_name="RerunProcess",
            variables=variables,
            **kwargs,
        )
        data = self.get_data(response)
        return RerunProcess.model_validate(data)

    def cancel_process_version(self, id: str, **kwargs: Any) -> CancelProcessVersion:
        variables: dict[str, object] = {"id": id}
        response = self.execute(
            query=CANCEL_PROCESS_VERSION_GQL,
            operation_name="CancelProcessVersion",
            variables=variables,
            **kwargs,
        )
        data = self.get_data(response)
        return CancelProcessVersion.model_validate(data)

    def get_process_version(self, id: str, **kwargs: Any) -> GetProcessVersion:
        variables: dict[str, object] = {"id": id}
        response = self.execute(
            query=GET_PROCESS_VERSION_GQL,
            operation_name="GetProcessVersion",
            variables=variables,
            **kwargs,
        )
        data = self.get_data(response)
        return GetProcessVersion.model_validate(data)

    def get_process_version_logs(
        self,
        id: str,
        tail_lines: Union[Optional[int], UnsetType] = UNSET,
        **kwargs: Any,
    ) -> GetProcessVersionLogs:
        variables: dict[str, object] = {"id": id, "tailLines": tail_lines}
        response = self.execute(
            query=GET_PROCESS_VERSION_LOGS_GQL,
            operation_name="GetProcessVersionLogs",
            variables=variables,
            **kwargs,
        )
        data = self.get_data(response)
        return GetProcessVersionLogs.model_validate(data)

    def list_tasks(
        self,
        id: str,
        status: Union[Optional[TaskStatus], UnsetType] = UNSET,
        first: Union[Optional[int], UnsetType] = UNSET,
        after: Union[Optional[str], UnsetType] = UNSET,
        **kwargs: Any,
    ) -> ListTasks:
        variables: dict[str, object] = {
            "id": id,
            "status": status,
            "first": first,
            "after": after,
        }
        response = self.execute(
            query=LIST_TASKS_GQL,
            operation_name="ListTasks",
            variables=variables,
            **kwargs,
        )
        data = self.get_data(response)
        return ListTasks.model_validate(data)

    def get_task_logs(
        self,
        id: str,
        after: Union[Optional[str], UnsetType] = UNSET,
        tail_lines: Union[Optional[int], UnsetType] = UNSET,
        **kwargs: Any,
    ) -> GetTaskLogs:
        variables: dict[str, object] = {
            "id": id,
            "after": after,
            "tailLines": tail_lines,
        }
        response = self.execute(
            query=GET_TASK_LOGS_GQL,
            operation_name="GetTaskLogs",
            variables=variables,
            **kwargs,
        )
        data = self.get_data(response)
        return GetTaskLogs.model_validate(data)

    def list_processes(
        self,
        project_id: str,
        first: Union[Optional[int], UnsetType] = UNSET,
        after: Union[Optional[str], UnsetType] = UNSET,
        **kwargs: Any,
    ) -> ListProcesses:
        variables: dict[str, object] = {
            "projectId": project_id,
            "first": first,
            "after": after,
        }
        response = self.execute(
            query=LIST_PROCESSES_GQL,
            operation_name="ListProcesses",
            variables=variables,
            **kwargs,
        )
        data = self.get_data(response)
        return ListProcesses.model_validate(data)

    def viewer(self, **kwargs: Any) -> Viewer:
        variables: dict[str, object] = {}
        response = self.execute(
            query=VIEWER_GQL, operation_name="Viewer", variables=variables, **kwargs
        )
        data = self.get_data(response)
        return Viewer.model_validate(data)

    def list_projects(self, **kwargs: Any) -> ListProjects:
        variables: dict[str, object] = {}
        response = self.execute(
            query=LIST_PROJECTS_GQL,
            operation_name="ListProjects",
            variables=variables,
            **kwargs,
        )
        data = self.get_data(response)
        return ListProjects.model_validate(data)

    def available_clusters(
        self,
        project_id: Union[Optional[str], UnsetType] = UNSET,
        requests: Union[Optional[ResourceRequestsInput], UnsetType] = UNSET,
        tasks: Union[Optional[TasksInput], UnsetType] = UNSET,
        mounts: Union[Optional[list[MountInput]], UnsetType] = UNSET,
        **kwargs: Any,
    ) -> AvailableClusters:
        variables: dict[str, object] = {
            "projectId": project_id,
            "requests": requests,
            "tasks": tasks,
            "mounts": mounts,
        }
        response = self.execute(
            query=AVAILABLE_CLUSTERS_GQL,
            operation_name="AvailableClusters",
            variables=variables,
            **kwargs,
        )
        data = self.get_data(response)
        return AvailableClusters.model_validate(data)

    def usage(
        self,
        from_: datetime,
        to: datetime,
        group_by: list[UsageDimension],
        project_id: Union[Optional[str], UnsetType] = UNSET,
        **kwargs: Any,
    ) -> Usage:
        variables: dict[str, object] = {
            "projectId": project_id,
            "from": from_,
            "to": to,
            "groupBy": group_by,
        }
        response = self.execute(
            query=USAGE_GQL, operation_name="Usage", variables=variables, **kwargs
        )
        data = self.get_data(response)
        return Usage.model_validate(data)
