"""run, wait, logs (whole and followed), cancel, rerun: the verbs of a notebook, against the live server."""

from __future__ import annotations

import pytest

from kueue_batch import Client, ProcessStatus, Version, VersionNotCancellable, WaitTimeout

BUSYBOX = "busybox:1.36"


def run(kb: Client, project: str, script: str, name: str | None = None) -> Version:
    # Scripts end with a short sleep: the server notices a container that exits the moment it starts only ~10 s
    # later (kube-sim), which would only slow these tests down.
    return kb.run(project, BUSYBOX, f"{script}; sleep 1", name=name, cluster="Alpha", cpu=1, memory="1Gi")


def test_a_run_is_returned_at_once_and_wait_follows_it_to_success(kb: Client, project: str) -> None:
    v = run(kb, project, "echo hello; echo world", name="hello-world")
    assert v.name == "hello-world"
    assert v.project == project
    assert v.cluster == "Alpha"
    assert v.number == 1
    assert not v.done

    assert v.wait(timeout=120) is v
    assert v.status is ProcessStatus.SUCCEEDED
    assert v.succeeded and v.done
    assert v.exit_code == 0
    assert v.logs() == "hello\nworld\n"
    assert v.logs(tail=1) == "world\n"


def test_a_job_that_exits_3_ends_failed_with_its_exit_code(kb: Client, project: str) -> None:
    v = run(kb, project, "echo failing; sleep 1; exit 3").wait(timeout=120)
    assert v.status is ProcessStatus.FAILED
    assert v.exit_code == 3
    assert not v.succeeded


def test_logs_follow_yields_each_line_while_the_job_runs_and_ends_with_it(kb: Client, project: str) -> None:
    v = run(kb, project, "echo first; sleep 5; echo second; sleep 1; echo third")
    lines = v.logs(follow=True)
    assert next(lines) == "first"
    # Live, not replayed at the end: the job is still running when its first line arrives.
    assert kb.version(v.id).status is ProcessStatus.RUNNING
    assert list(lines) == ["second", "third"]
    assert v.wait(timeout=60).succeeded


def test_a_followed_log_with_tail_starts_at_the_last_lines(kb: Client, project: str) -> None:
    v = run(kb, project, "echo one; echo two; echo three").wait(timeout=120)
    assert list(v.logs(follow=True, tail=2)) == ["two", "three"]


def test_cancel_stops_a_running_job_and_a_finished_one_cannot_be_cancelled(kb: Client, project: str) -> None:
    v = run(kb, project, "echo started; sleep 600")
    assert next(v.logs(follow=True)) == "started"
    v.cancel()
    assert v.fields.cancel_requested_at is not None
    assert v.wait(timeout=120).status is ProcessStatus.CANCELLED

    with pytest.raises(VersionNotCancellable) as refused:
        v.cancel()
    assert refused.value.status is ProcessStatus.CANCELLED


def test_wait_with_a_timeout_raises_wait_timeout_and_leaves_the_job_running(kb: Client, project: str) -> None:
    v = run(kb, project, "sleep 600")
    with pytest.raises(WaitTimeout) as timed_out:
        v.wait(timeout=1)
    assert timed_out.value.version is v
    assert not kb.version(v.id).done
    v.cancel().wait(timeout=120)


def test_rerun_creates_the_next_version_of_the_process(kb: Client, project: str) -> None:
    first = run(kb, project, "echo v1; sleep 1; exit 1").wait(timeout=120)
    assert first.status is ProcessStatus.FAILED

    again = first.rerun()
    assert again.name == first.name
    assert again.number == 2
    assert again.id != first.id
    assert again.wait(timeout=120).exit_code == 1

    fixed = again.rerun(command="echo v3; sleep 1")
    assert fixed.number == 3
    assert fixed.wait(timeout=120).succeeded
    assert fixed.logs() == "v3\n"
    assert [v.number for v in kb.versions(project) if v.name == first.name] == [3]


def test_versions_and_version_read_what_run_created(kb: Client, project: str) -> None:
    v = run(kb, project, "true", name="listed")
    assert kb.version(v.id).id == v.id
    assert "listed" in [x.name for x in kb.versions(project)]
    v.wait(timeout=120)
