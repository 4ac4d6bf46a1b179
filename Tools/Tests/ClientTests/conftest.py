"""Shared fixtures: the kumiki binary under test and a small project for it to check."""

import os
import pathlib

import pytest

KUMIKI = os.environ.get(
    "KUMIKI",
    str(pathlib.Path(__file__).resolve().parents[2] / ".build" / "debug" / "kumiki"),
)

CONFIGURATION = "preset: mvvm-repository\n"

VIEW_MODEL = """\
final class ProductViewModel {
    let repository: any ProductRepositoryProtocol
    init(repository: any ProductRepositoryProtocol) { self.repository = repository }
}
"""

REPOSITORY = """\
protocol ProductRepositoryProtocol {}
final class ProductRepository: ProductRepositoryProtocol {}
"""


@pytest.fixture
def project(tmp_path: pathlib.Path) -> pathlib.Path:
    """A clean project in the mvvm-repository preset: a ViewModel and the Repository it uses."""
    (tmp_path / ".kumiki.yml").write_text(CONFIGURATION)
    (tmp_path / "ViewModel").mkdir()
    (tmp_path / "ViewModel" / "ProductViewModel.swift").write_text(VIEW_MODEL)
    (tmp_path / "Repository").mkdir()
    (tmp_path / "Repository" / "ProductRepository.swift").write_text(REPOSITORY)
    return tmp_path
