//! Files a command writes (`--out`, `--data`, `--partial`): checked before
//! any work, and written whole or not at all.
//!
//! Before a command computes anything it refuses an output whose folder
//! does not exist, an output that is a folder, and two outputs that name
//! one file. A file is then written to a temporary file beside it and
//! renamed over it once every byte is on disk, so a full disk or any
//! failed write leaves the old file as it was (or no file), never a
//! truncated one. Devices and pipes (`/dev/stdout`, `/dev/full`, a FIFO),
//! which cannot be replaced, are written directly; `-` is standard output.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use tetrolab::quote::quoted;

use crate::error::CliError;

/// `-`, the name that stands for standard output.
fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// `path` quoted for a message.
fn named(path: &Path) -> String {
    quoted(&path.to_string_lossy())
}

/// Refuses, before any work, an output file whose folder does not exist
/// or that is a folder itself.
pub fn check_destination(path: &Path) -> Result<(), CliError> {
    if is_stdout(path) {
        return Ok(());
    }
    if path.is_dir() {
        return Err(CliError::Usage(format!(
            "cannot write {}: it is a folder: name a file in it",
            named(path)
        )));
    }
    match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() && !folder.is_dir() => {
            Err(CliError::Usage(format!(
                "cannot write {}: the folder {} does not exist",
                named(path),
                named(folder)
            )))
        }
        _ => Ok(()),
    }
}

/// Refuses two outputs that name one file (`--out x --data x`, or both
/// standard output), before any work: the second would overwrite the
/// first. `flags` names the two options.
pub fn check_distinct(first: &Path, second: &Path, flags: [&str; 2]) -> Result<(), CliError> {
    if destination(first) == destination(second) {
        return Err(CliError::Usage(format!(
            "{} and {} both name {}: give each its own file",
            flags[0],
            flags[1],
            named(first)
        )));
    }
    Ok(())
}

/// Where `path` writes, to compare two outputs: its links followed and
/// its folder resolved, so `x`, `./x` and a link to `x` (even before `x`
/// exists) are one destination.
fn destination(path: &Path) -> PathBuf {
    let path = followed(path);
    if let Ok(file) = fs::canonicalize(&path) {
        return file;
    }
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    match (fs::canonicalize(folder), path.file_name()) {
        (Ok(folder), Some(name)) => folder.join(name),
        _ => path.clone(),
    }
}

/// `path` with its symbolic links followed, up to the file they point at
/// whether or not it exists yet (a link to a missing file is written
/// through, not replaced). Gives up after 40 links, as the system does.
fn followed(path: &Path) -> PathBuf {
    let mut path = path.to_owned();
    for _ in 0..40 {
        let is_link = fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink());
        let Some(target) = is_link.then(|| fs::read_link(&path).ok()).flatten() else {
            break;
        };
        path = match path.parent() {
            Some(folder) if target.is_relative() => folder.join(target),
            _ => target,
        };
    }
    path
}

/// Writes `bytes` to the file `path` whole or not at all (see the module
/// docs), or to standard output for `-`. A failed write is a failure while
/// running (exit 1), not bad input.
pub fn write_output(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    if is_stdout(path) {
        let mut out = io::stdout().lock();
        out.write_all(bytes)?;
        out.flush()?;
        return Ok(());
    }
    replace(path, |file| file.write_all(bytes)).map_err(|e| {
        CliError::Io(io::Error::new(
            e.kind(),
            format!("cannot write {}: {e}", named(path)),
        ))
    })
}

/// Replaces the file `path` with what `write` writes: into a new file
/// beside it, synced and renamed over it on success, removed on failure.
/// A device or pipe is written directly. A link is followed, so the file
/// it points to is replaced and the link kept.
fn replace(path: &Path, write: impl FnOnce(&mut File) -> io::Result<()>) -> io::Result<()> {
    let existing = fs::metadata(path).ok();
    if existing.as_ref().is_some_and(|m| !m.is_file()) {
        let mut file = OpenOptions::new().write(true).truncate(true).open(path)?;
        write(&mut file)?;
        return file.flush();
    }
    let target = followed(path);
    let (temporary, mut file) = create_beside(&target)?;
    let written = write(&mut file)
        .and_then(|()| file.sync_all())
        .and_then(|()| match &existing {
            Some(old) => fs::set_permissions(&temporary, old.permissions()),
            None => Ok(()),
        })
        .and_then(|()| {
            drop(file);
            fs::rename(&temporary, &target)
        });
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    written
}

/// A new, hidden file beside `target` (`.NAME.PID.N.tmp`), and its path.
fn create_beside(target: &Path) -> io::Result<(PathBuf, File)> {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let folder = match target.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    let mut attempt = 0;
    loop {
        let temporary = folder.join(format!(".{name}.{}.{attempt}.tmp", std::process::id()));
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)
        {
            Ok(file) => return Ok((temporary, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => attempt += 1,
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh scratch folder.
    fn scratch(test: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("tetrolab-output-{test}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// The names in `dir`.
    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    /// A write that fails half way, as on a full disk, leaves the old file
    /// whole and no temporary file behind.
    #[test]
    fn a_write_failing_half_way_leaves_the_old_file() {
        let dir = scratch("fail");
        let path = dir.join("page.html");
        fs::write(&path, "old contents").unwrap();
        let failed = replace(&path, |file| {
            file.write_all(b"<!DOCTYPE html> half a pa")?;
            Err(io::Error::from_raw_os_error(28))
        })
        .unwrap_err();
        assert_eq!(failed.raw_os_error(), Some(28));
        assert_eq!(fs::read_to_string(&path).unwrap(), "old contents");
        assert_eq!(names(&dir), ["page.html"]);
        // No old file: none is left.
        let new = dir.join("new.svg");
        replace(&new, |file| {
            file.write_all(b"<svg")?;
            Err(io::Error::from_raw_os_error(28))
        })
        .unwrap_err();
        assert_eq!(names(&dir), ["page.html"]);
        fs::remove_dir_all(dir).unwrap();
    }

    /// A write that succeeds replaces the file, keeps its permissions and
    /// any link to it.
    #[cfg(unix)]
    #[test]
    fn a_write_replaces_the_file_and_keeps_its_mode_and_links() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("ok");
        let path = dir.join("data.csv");
        fs::write(&path, "a much longer old file than the new one").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        let link = dir.join("link.csv");
        std::os::unix::fs::symlink(&path, &link).unwrap();
        write_output(&link, b"x,y\n").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "x,y\n");
        assert!(fs::symlink_metadata(&link).unwrap().is_symlink());
        let mode = fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o640);
        assert_eq!(names(&dir), ["data.csv", "link.csv"]);
        fs::remove_dir_all(dir).unwrap();
    }

    /// A device is written, not replaced.
    #[cfg(unix)]
    #[test]
    fn devices_are_written_directly() {
        write_output(Path::new("/dev/null"), b"nothing").unwrap();
        assert!(!fs::metadata("/dev/null").unwrap().is_file());
        let full = write_output(Path::new("/dev/full"), b"x").unwrap_err();
        assert!(full.to_string().contains("/dev/full"), "{full}");
    }

    #[test]
    fn outputs_are_checked_before_any_work() {
        let dir = scratch("check");
        let missing = dir.join("no-such-folder/x.svg");
        let refused = check_destination(&missing).unwrap_err().to_string();
        assert!(refused.contains("does not exist"), "{refused}");
        let refused = check_destination(&dir).unwrap_err().to_string();
        assert!(refused.contains("it is a folder"), "{refused}");
        assert!(check_destination(&dir.join("x.svg")).is_ok());
        let flags = ["--out", "--data"];
        let x = dir.join("x");
        let refused = check_distinct(&x, &dir.join(".").join("x"), flags).unwrap_err();
        assert!(refused.to_string().contains("--out and --data both name"));
        assert!(check_distinct(Path::new("-"), Path::new("-"), flags).is_err());
        assert!(check_distinct(&x, &dir.join("y"), flags).is_ok());
        #[cfg(unix)]
        {
            // A link to a file not yet written names that file.
            let link = dir.join("link-to-x");
            std::os::unix::fs::symlink("x", &link).unwrap();
            let refused = check_distinct(&x, &link, flags).unwrap_err();
            assert!(refused.to_string().contains("both name"), "{refused}");
            // Written through, the link stays a link.
            write_output(&link, b"through").unwrap();
            assert!(
                fs::symlink_metadata(&link)
                    .unwrap()
                    .file_type()
                    .is_symlink()
            );
            assert_eq!(fs::read(&x).unwrap(), b"through");
        }
        fs::remove_dir_all(dir).unwrap();
    }
}
