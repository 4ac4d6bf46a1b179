// Finds the kumiki executable the way a user expects: the kumiki.path setting first, then PATH,
// then the places installers put it. The extension host's PATH is the login shell's, not the
// terminal's, so a kumiki that works in a terminal can still be missing from it.
"use strict";

const fs = require("fs");
const os = require("os");
const path = require("path");

/** The folders installers use, in the order they are tried after PATH. */
function usualInstallFolders(home) {
  return [
    path.join(home, ".local", "bin"), // scripts/install.sh without root
    "/usr/local/bin", // make install (PREFIX=/usr/local)
    path.join(home, ".mint", "bin"), // mint install
    "/opt/homebrew/bin", // Homebrew on Apple silicon
  ];
}

/** Whether `file` is a file this process may execute. */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The command to start, and every place tried, in order.
 *
 * `configured` is the kumiki.path setting: a path (absolute, or with ~), or a bare name looked
 * up like a shell would. An explicit path that does not work is reported as such, never
 * replaced silently by another kumiki.
 */
function findKumiki({ configured, env = process.env, home = os.homedir(), executable = isExecutable } = {}) {
  const tried = [];
  const setting = (configured || "").trim();
  const name = setting === "" ? "kumiki" : setting;
  if (name.includes("/") || name.startsWith("~")) {
    const expanded = name.startsWith("~") ? path.join(home, name.slice(1)) : name;
    tried.push(`kumiki.path: ${expanded}`);
    return { command: executable(expanded) ? expanded : undefined, tried };
  }
  for (const folder of (env.PATH || "").split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, name);
    if (executable(candidate)) return { command: candidate, tried: [...tried, `PATH: ${candidate}`] };
  }
  tried.push(`PATH (${env.PATH || "empty"})`);
  for (const folder of usualInstallFolders(home)) {
    const candidate = path.join(folder, name);
    tried.push(candidate);
    if (executable(candidate)) return { command: candidate, tried };
  }
  return { command: undefined, tried };
}

module.exports = { findKumiki, usualInstallFolders };
