"""Data volumes: ``clusters(mounts=)`` says which clusters hold them, ``run(mounts=)`` is placed on one, and the
version's ``mounts`` come back as ``Mount``. python-sdk.test.ts makes the bound claim ``datasets`` on Alpha first."""

from __future__ import annotations

import pytest

from kueue_batch import Client, Mount, ValidationError

from .conftest import Admin


def test_a_mounted_volume_decides_the_cluster(kb: Client, admin: Admin, project: str) -> None:
    alpha = next(c for c in kb.clusters(project) if c.name == "Alpha")
    registered = admin.gql(
        """mutation($input: RegisterVolumeInput!) {
             registerVolume(input: $input) { __typename ... on Error { message } }
           }""",
        input={"clusterId": alpha.id, "name": "datasets", "claimName": "datasets", "readOnly": True},
    )["registerVolume"]
    if registered["__typename"] != "DataVolume":
        pytest.skip(f"no bound claim 'datasets' on Alpha to register: {registered.get('message')}")

    fits = {c.name: c for c in kb.clusters(project, cpu=1, memory="1Gi", mounts=[Mount("datasets", "/data")])}
    assert fits["Alpha"].fits_request
    assert [v.name for v in fits["Alpha"].volumes] == ["datasets"]
    assert not fits["Batch Large"].fits_request
    assert fits["Batch Large"].start_estimate is not None
    assert 'has no volume "datasets"' in fits["Batch Large"].start_estimate.message

    v = kb.run(
        project, "busybox:1.36", "echo mounted; sleep 1", placement="earliest", cpu=1, memory="1Gi",
        mounts={"datasets": "/data"},
    ).wait(timeout=120)
    assert v.cluster == "Alpha"
    assert v.succeeded
    # Read-only: the volume is, whatever the mount asked.
    assert v.mounts == [Mount("datasets", "/data", read_only=True)]

    with pytest.raises(ValidationError) as refused:
        kb.run(
            project, "busybox:1.36", "true", cluster="Batch Large", cpu=1, memory="1Gi",
            mounts=[Mount("datasets", "/data")],
        )
    assert [i.field for i in refused.value.issues] == ["mounts[0].volume"]
