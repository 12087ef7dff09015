"""Where the server and token come from: the arguments, else ``KB_URL``/``KB_TOKEN``, else the ``kb`` command
line's config file (``~/.config/kueue-batch/config.json``, ``{"url": …, "token": …}``, written by ``kb login``)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Union

from .errors import ConfigError


@dataclass(frozen=True)
class Settings:
    url: str
    token: str

    def __repr__(self) -> str:  # the token never shows
        return f"Settings(url={self.url!r}, token='…')"


def config_path() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "kueue-batch" / "config.json"


def load_settings(path: Union[str, Path, None] = None) -> Settings:
    file = Path(path) if path is not None else config_path()
    stored: dict[str, object] = {}
    if file.is_file():
        try:
            loaded = json.loads(file.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise ConfigError(f"{file}: not readable as JSON ({error.__class__.__name__})") from None
        if isinstance(loaded, dict):
            stored = loaded
    url = os.environ.get("KB_URL") or _text(stored.get("url"))
    token = os.environ.get("KB_TOKEN") or _text(stored.get("token"))
    if not url or not token:
        missing = " and ".join(n for n, v in (("a server URL", url), ("a token", token)) if not v)
        raise ConfigError(
            f"no {missing}: run `kb login URL`, set KB_URL and KB_TOKEN, or pass Client(url, token) ({file})"
        )
    return Settings(url=url, token=token)


def _text(value: object) -> Optional[str]:
    return value if isinstance(value, str) and value else None


def endpoint(url: str) -> str:
    """The GraphQL endpoint of a server URL (``http://host:4000`` or ``…/graphql``)."""
    base = url.rstrip("/")
    return base if base.endswith("/graphql") else f"{base}/graphql"
