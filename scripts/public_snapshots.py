"""What the scripts measuring kumiki on public apps share: reading an app's files at a commit from
its snapshot, and ending a run with its failures listed (exit status 1) or its claim printed."""
import os
import pathlib
import subprocess


def snapshot(repository):
    """The git directory of a public repository's snapshot ($KUMIKI_PUBLIC_SNAPSHOTS, default
    /work/.mirror, as <owner+name>/repo), or None when it is not there."""
    snapshots = pathlib.Path(os.environ.get("KUMIKI_PUBLIC_SNAPSHOTS", "/work/.mirror"))
    git_dir = snapshots / repository.replace("/", "+") / "repo"
    return git_dir if (git_dir / "HEAD").exists() else None


def unpack(git_dir, commit, destination):
    """The commit's files under destination, leaving out blobs the snapshot lacks (files of 4 MiB
    and more); symbolic links stay links."""
    listing = subprocess.run(["git", "--git-dir", str(git_dir), "ls-tree", "-r", "-z", commit],
                             check=True, capture_output=True).stdout.split(b"\0")
    for entry in listing:
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind != b"blob":
            continue
        target = pathlib.Path(destination) / path.decode()
        target.parent.mkdir(parents=True, exist_ok=True)
        blob = subprocess.run(["git", "--git-dir", str(git_dir), "cat-file", "blob", sha.decode()], capture_output=True)
        if blob.returncode != 0:
            continue
        if mode == b"120000":
            try:
                os.symlink(blob.stdout.decode(), target)
            except FileExistsError:
                pass
        else:
            target.write_bytes(blob.stdout)


def finish(failures, claim):
    """The exit status of a measuring run: 1 with each failure listed, else 0 with its claim."""
    if failures:
        print("\nfailed:")
        for failure in failures:
            print(f"  {failure}")
        return 1
    print("\n" + claim)
    return 0
