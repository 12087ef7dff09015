"""Regenerates src/kueue_batch/generated from ../../schema.graphql and the operations in src/kueue_batch/graphql.

Run by `pnpm generate` (scripts/generate.mjs) with the venv that has requirements-dev.txt. Two ariadne-codegen runs
share one package: the sync client (no subscriptions: ariadne-codegen makes those async only), then the async
client with every model. The folder is emptied first so a removed operation leaves no stale module.
"""

import shutil
import subprocess
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
shutil.rmtree(root / "src" / "kueue_batch" / "generated", ignore_errors=True)
for config in ("sync.toml", "async.toml"):
    run = subprocess.run(
        [sys.executable, "-m", "ariadne_codegen", "--config", f"codegen/{config}"],
        cwd=root,
        capture_output=True,
        text=True,
    )
    if run.returncode != 0:
        sys.stderr.write(run.stdout + run.stderr)
        sys.exit(run.returncode)
print("clients/python: generated src/kueue_batch/generated")
