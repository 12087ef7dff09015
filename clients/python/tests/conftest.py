"""Fixtures: a live kueue-batch server (KB_URL) and an admin's token (KB_TOKEN), as server/test/clients/
python-sdk.test.ts passes them after starting one on the embedded defaults (simulated clusters Alpha, GPU, …).
By hand: `pnpm start`, `pnpm admin token:create --email admin@example.com --admin`, then
`KB_URL=http://127.0.0.1:4000 KB_TOKEN=… clients/python/.venv/bin/pytest clients/python/tests`."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from kueue_batch import Client


class Admin:
    """Raw GraphQL as the admin, for what the SDK does not do (projects, budgets)."""

    def __init__(self, url: str, token: str) -> None:
        self.url = url.rstrip("/") + "/graphql"
        self.token = token

    def gql(self, query: str, **variables: Any) -> dict[str, Any]:
        answer = httpx.post(
            self.url,
            json={"query": query, "variables": variables},
            headers={"authorization": f"Bearer {self.token}"},
            timeout=30,
        ).json()
        assert "errors" not in answer, answer
        data: dict[str, Any] = answer["data"]
        return data

    def new_project(self) -> str:
        """A fresh project (the admin is its OWNER); its name."""
        name = f"py-sdk-{uuid.uuid4().hex[:10]}"
        created = self.gql(
            "mutation($input: CreateProjectInput!) { createProject(input: $input) { __typename ... on Project { id } } }",
            input={"name": name},
        )["createProject"]
        assert created["__typename"] == "Project", created
        return name


@pytest.fixture(scope="session")
def server() -> tuple[str, str]:
    url, token = os.environ.get("KB_URL"), os.environ.get("KB_TOKEN")
    if not url or not token:
        pytest.skip("set KB_URL and KB_TOKEN (an admin's token) to run the SDK against a live server")
    return url, token


@pytest.fixture(scope="session")
def admin(server: tuple[str, str]) -> Admin:
    return Admin(*server)


@pytest.fixture()
def kb(server: tuple[str, str]) -> Iterator[Client]:
    with Client(*server) as client:
        yield client


@pytest.fixture(scope="session")
def project(admin: Admin) -> str:
    return admin.new_project()
