"""The server's typed errors arrive as exceptions carrying their fields; transport failures are typed too."""

from __future__ import annotations

import uuid

import pytest

from kueue_batch import (
    BudgetExceeded,
    BudgetUnit,
    Client,
    LimitedResource,
    NotFound,
    ResourceLimitExceeded,
    ServerUnreachable,
    Unauthenticated,
    ValidationError,
)

from .conftest import Admin


def test_a_request_above_the_cluster_raises_resource_limit_exceeded_with_its_violations(
    kb: Client, project: str
) -> None:
    with pytest.raises(ResourceLimitExceeded) as refused:
        kb.run(project, "busybox:1.36", "true", cluster="Alpha", cpu=1000, memory="1Gi")
    error = refused.value
    assert error.typename == "ResourceLimitExceededError"
    assert error.cluster == "Alpha"
    [violation] = error.violations
    assert violation.resource is LimitedResource.CPU
    assert violation.resource_name == "cpu"
    assert violation.requested == 1000
    assert violation.limit == 16
    assert {f.name for f in error.flavors} == {"standard", "highmem"}
    assert "cpu 1000 exceeds 16" in str(error)


def test_a_hard_budget_raises_budget_exceeded_with_what_remains_and_what_was_required(
    kb: Client, admin: Admin
) -> None:
    project = admin.new_project()
    budget = admin.gql(
        """mutation($projectId: ID!, $input: ProjectBudgetInput) {
             setProjectBudget(projectId: $projectId, input: $input) { __typename }
           }""",
        projectId=kb.project(project).id,
        input={"period": "MONTH", "unit": "GPU_HOURS", "limit": 0.5, "hard": True},
    )
    assert budget["setProjectBudget"]["__typename"] == "Project"

    with pytest.raises(BudgetExceeded) as refused:
        kb.run(project, "busybox:1.36", "true", cluster="GPU", cpu=1, memory="1Gi", gpus=1, deadline_seconds=3600)
    error = refused.value
    assert error.unit is BudgetUnit.GPU_HOURS
    assert error.remaining == 0.5
    assert error.required == 1
    assert kb.versions(project) == []


def test_invalid_input_raises_validation_error_naming_the_field(kb: Client, project: str) -> None:
    with pytest.raises(ValidationError) as refused:
        kb.run(project, "busybox:1.36", "true", cluster="Alpha", cpu="lots", memory="1Gi")
    assert [issue.field for issue in refused.value.issues] == ["resources.cpu"]


def test_an_unknown_project_or_cluster_raises_not_found_listing_yours(kb: Client, project: str) -> None:
    with pytest.raises(NotFound, match="no project 'no-such-project'"):
        kb.run("no-such-project", "busybox:1.36", cpu=1, memory="1Gi")
    with pytest.raises(NotFound, match="'Alpha'"):
        kb.run(project, "busybox:1.36", cluster="no-such-cluster", cpu=1, memory="1Gi")


def test_a_wrong_token_raises_unauthenticated(server: tuple[str, str]) -> None:
    with Client(server[0], f"kb_{uuid.uuid4().hex}") as kb, pytest.raises(Unauthenticated):
        kb.viewer()


def test_a_server_that_does_not_answer_raises_server_unreachable(server: tuple[str, str]) -> None:
    with Client("http://127.0.0.1:9", server[1], retries=1) as kb, pytest.raises(ServerUnreachable):
        kb.projects()
