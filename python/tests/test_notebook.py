"""python/examples/seed002.ipynb runs headless from top to bottom without an
error (its first cells also assert that tetrolab deals the seed document's
script bit for bit)."""

import json
import pathlib
import sys

from conftest import ROOT, optional

nbclient = optional("nbclient", "notebook")
nbformat = optional("nbformat", "notebook")
optional("ipykernel", "notebook")
optional("pandas", "notebook")

NOTEBOOK = ROOT / "python" / "examples" / "seed002.ipynb"


def test_seed_002_notebook_runs(tmp_path: pathlib.Path, monkeypatch):
    # A kernel on this very interpreter (the one with tetrolab), whatever
    # "python3" kernels the machine has installed.
    spec = tmp_path / "kernels" / "tetrolab-test"
    spec.mkdir(parents=True)
    argv = [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    (spec / "kernel.json").write_text(json.dumps({"argv": argv, "display_name": "tetrolab", "language": "python"}))
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path))
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(
        notebook, timeout=300, kernel_name="tetrolab-test", resources={"metadata": {"path": str(tmp_path)}}
    )
    client.execute()  # raises CellExecutionError, with the cell and traceback, on any error
    errors = [out for cell in notebook.cells for out in cell.get("outputs", []) if out.output_type == "error"]
    assert errors == []
    charts = [out for cell in notebook.cells for out in cell.get("outputs", []) if "image/svg+xml" in out.get("data", {})]
    assert len(charts) >= 20  # every simulation's two charts and the sweeps' drew inline
