"""clusters, usage, the viewer and the configuration a Client starts from."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from kueue_batch import Client, ConfigError, NotSupportedByServer, ServerUnreachable
from kueue_batch._inputs import has_field
from kueue_batch.generated.input_types import CreateProcessInput, EnvVarInput

from .conftest import Admin


def test_clusters_say_whether_the_requests_fit_each(kb: Client, project: str) -> None:
    small = {c.name: c for c in kb.clusters(project, cpu=1, memory="1Gi")}
    assert {"Alpha", "Batch Large", "Edge (slow API)", "GPU"} <= set(small)
    assert small["Alpha"].fits_request is True
    assert small["Alpha"].start_estimate is not None

    large = {c.name: c for c in kb.clusters(project, cpu=20, memory="1Gi")}
    assert large["Alpha"].fits_request is False
    assert large["Batch Large"].fits_request is True

    gpus = {c.name: c for c in kb.clusters(project, cpu=1, memory="1Gi", gpus=2, gpu_flavor="h100")}
    assert gpus["GPU"].fits_request is True
    assert gpus["Alpha"].fits_request is False

    plain = {c.name: c for c in kb.clusters(project)}
    assert plain["Alpha"].fits_request is None
    assert plain["Alpha"].limits.max_cpu_cores == 16


def test_usage_counts_what_a_finished_run_used(kb: Client, admin: Admin) -> None:
    project = admin.new_project()
    kb.run(project, "busybox:1.36", "sleep 2", cluster="Alpha", cpu=2, memory="1Gi").wait(timeout=120)
    deadline = time.monotonic() + 60
    while True:
        report = kb.usage(project, group_by=["RESOURCE"])
        cpu = [r.resource_seconds for r in report.rows if r.resource == "cpu"]
        if cpu or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert cpu and cpu[0] > 0
    assert {r.resource for r in report.rows} == {"cpu", "memory"}


def test_from_config_reads_the_cli_config_and_the_environment_overrides_it(
    server: tuple[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KB_URL", raising=False)
    monkeypatch.delenv("KB_TOKEN", raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    with pytest.raises(ConfigError, match="kb login"):
        Client.from_config()

    config = tmp_path / ".config" / "kueue-batch" / "config.json"
    config.parent.mkdir(parents=True)
    config.write_text(json.dumps({"url": server[0], "token": server[1]}))
    config.chmod(0o600)
    with Client.from_config() as kb:
        assert kb.viewer().is_admin

    monkeypatch.setenv("KB_URL", "http://127.0.0.1:9")
    with Client.from_config(retries=0) as kb, pytest.raises(ServerUnreachable):
        kb.viewer()


@pytest.mark.parametrize(
    ("argument", "value", "model", "field"),
    [
        ("tasks", 3, CreateProcessInput, "tasks"),
        ("task_parameters", [{"lr": 0.1}], CreateProcessInput, "taskParameters"),
        ("mounts", {"datasets": "/data"}, CreateProcessInput, "mounts"),
    ],
)
def test_an_argument_the_schema_lacks_is_refused_by_name(
    kb: Client, project: str, argument: str, value: object, model: type, field: str
) -> None:
    if has_field(model, field):
        pytest.skip(f"this schema has {model.__name__}.{field}: the server checks it")
    with pytest.raises(NotSupportedByServer, match=field):
        kb.run(project, "busybox:1.36", "true", cpu=1, memory="1Gi", **{argument: value})  # type: ignore[arg-type]


def test_a_secret_env_value_needs_a_schema_with_secrets(kb: Client, project: str) -> None:
    from kueue_batch import Secret

    if has_field(EnvVarInput, "secret"):
        pytest.skip("this schema has EnvVarInput.secret: the server checks it")
    with pytest.raises(NotSupportedByServer, match="secret"):
        kb.run(project, "busybox:1.36", "true", cpu=1, memory="1Gi", env={"TOKEN": Secret("hf")})
