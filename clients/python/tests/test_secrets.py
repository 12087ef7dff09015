"""Project secrets in ``run(env=...)``: ``Secret(name)`` sends ``EnvVarInput.secret``; the job reads the value,
the version names the secret only."""

from __future__ import annotations

import uuid

import pytest

from kueue_batch import Client, Secret, ValidationError

from .conftest import Admin


def test_env_secret_reaches_the_job_and_the_version_names_it_only(kb: Client, admin: Admin) -> None:
    project = admin.new_project()
    value = f"hf-{uuid.uuid4().hex}"
    set_secret = admin.gql(
        """mutation($p: ID!, $v: String!) {
             setProjectSecret(projectId: $p, name: "HF_TOKEN", value: $v) { __typename }
           }""",
        p=kb.project(project).id,
        v=value,
    )
    assert set_secret["setProjectSecret"]["__typename"] == "ProjectSecret"

    v = kb.run(
        project,
        "busybox:1.36",
        'echo "token=$TOKEN plain=$PLAIN"; sleep 1',
        cluster="Alpha",
        cpu=1,
        memory="1Gi",
        env={"PLAIN": "1", "TOKEN": Secret("HF_TOKEN")},
    ).wait(timeout=120)
    assert v.succeeded
    assert v.logs() == f"token={value} plain=1\n"
    assert v.env == {"PLAIN": "1", "TOKEN": Secret("HF_TOKEN")}
    assert value not in v.fields.model_dump_json()


def test_a_secret_the_project_does_not_have_raises_validation_error_on_its_row(kb: Client, project: str) -> None:
    with pytest.raises(ValidationError) as refused:
        kb.run(
            project, "busybox:1.36", "true", cluster="Alpha", cpu=1, memory="1Gi", env={"TOKEN": Secret("NO_SUCH_SECRET")}
        )
    assert [i.field for i in refused.value.issues] == ["env[0].secret"]
