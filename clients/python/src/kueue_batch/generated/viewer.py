from typing import Optional

from pydantic import Field

from .base_model import BaseModel


class Viewer(BaseModel):
    viewer: "ViewerViewer"


class ViewerViewer(BaseModel):
    id: str
    email: str
    name: Optional[str]
    is_admin: bool = Field(alias="isAdmin")


Viewer.model_rebuild()
