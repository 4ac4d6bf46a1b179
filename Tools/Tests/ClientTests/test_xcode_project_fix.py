"""`kumiki check --fix` on the Xcode project fixtures, read back by an independent parser: PyPI's
`pbxproj` loads each edited project.pbxproj and lists the dependencies kumiki's own reader sees."""
import os
import pathlib
import shutil
import subprocess

import pytest
from pbxproj import XcodeProject

FIXTURES = pathlib.Path(__file__).parent.parent / "KumikiFixesTests" / "Fixtures"
KUMIKI = os.environ.get("KUMIKI", str(pathlib.Path(__file__).parents[2] / ".build" / "debug" / "kumiki"))


def dependencies(project_file: pathlib.Path) -> dict[str, list[str]]:
    """Each target's dependencies as the parser finds them: target dependencies (by target or by
    name, a subproject's), package products, and frameworks in its Frameworks phase."""
    project = XcodeProject.load(str(project_file))
    result = {}
    for target in project.objects.get_targets():
        found = []
        for dependency_id in target.get("dependencies", None) or []:
            dependency = project.objects[dependency_id]
            named = project.objects[dependency.target].name if dependency.get("target", None) else dependency.get("name", None)
            found.append(f"target {named}")
        for product_id in target.get("packageProductDependencies", None) or []:
            found.append(f"product {project.objects[product_id].productName}")
        result[target.name] = sorted(found)
    return result


@pytest.mark.parametrize(
    "fixture, project, expected",
    [
        ("package-product", "Shop.xcodeproj", {"Shop": ["product ShopKit"], "ShopWidget": ["product ShopKit"]}),
        ("local-package", "Store.xcodeproj", {"Store": ["product Checkout", "product DesignKit"]}),
        ("local-package-folder-reference", "Store.xcodeproj", {"Store": ["product Checkout", "product DesignKit"]}),
        ("framework-target", "Notes.xcodeproj", {"Notes": ["target Core"], "Core": [], "Analytics": [], "CoreTests": ["target Core"]}),
        ("subproject-framework", "Reader.xcodeproj", {"Reader": ["target Kit"]}),
    ],
)
def test_the_fixed_project_loads_in_pbxproj_with_the_dependencies_added(tmp_path, fixture, project, expected):
    root = tmp_path / fixture
    shutil.copytree(FIXTURES / fixture, root)
    project_file = root / project / "project.pbxproj"
    before = dependencies(project_file)
    fixed = subprocess.run([KUMIKI, "check", "--fix", "--no-cache"], cwd=root, capture_output=True, text=True)
    assert fixed.returncode == 0, fixed.stderr
    assert "0 left to do by hand" in fixed.stderr
    after = dependencies(project_file)
    assert after == expected, f"before: {before}"
    assert after != before
