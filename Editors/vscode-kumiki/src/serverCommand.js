// Finds the kumiki executable the way a user expects: the kumiki.path setting first, then PATH,
// then the places installers put it. The extension host's PATH is the login shell's, not the
// terminal's, so a kumiki that works in a terminal can still be missing from it. A file that is
// found can still be no kumiki language server (an older kumiki, another program), which
// probeServer tells before the language client starts it.
"use strict";

const childProcess = require("child_process");
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
    return { command: executable(expanded) ? expanded : undefined, tried, explicitPath: true };
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

/** One message as the Language Server Protocol frames it on a pipe. */
function frame(message) {
  const body = Buffer.from(JSON.stringify(message), "utf8");
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, "ascii"), body]);
}

/**
 * Whether `output` holds a response to request `id`. Any language server answers a request sent
 * before `initialize`, with an error if nothing else, while a program that is none answers
 * nothing or, like `cat`, repeats the request.
 */
function answers(output, id) {
  let offset = 0;
  while (offset < output.length) {
    const headerEnd = output.indexOf("\r\n\r\n", offset);
    if (headerEnd < 0) return false;
    const length = /Content-Length: *(\d+)/i.exec(output.subarray(offset, headerEnd).toString("ascii"));
    if (!length) return false;
    const start = headerEnd + 4;
    const end = start + Number(length[1]);
    if (end > output.length) return false;
    try {
      const message = JSON.parse(output.subarray(start, end).toString("utf8"));
      if (message && message.id === id && message.method === undefined && ("result" in message || "error" in message)) return true;
    } catch {
      // Not JSON: keep reading, a later frame may still answer.
    }
    offset = end;
  }
  return false;
}

/** The first line a program wrote on standard error, shortened for a notification. */
function firstLine(text) {
  const line = text.split(/\r?\n/).map((each) => each.trim()).find(Boolean);
  if (!line) return undefined;
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** How long a working kumiki lsp may take to answer the probe: it answers in milliseconds. */
const PROBE_TIMEOUT_MS = 10000;

/**
 * Whether `command args` is a working language server, told before the language client starts it:
 * the client cannot say why a server failed (its notifications are "Server initialization failed"
 * and a restart loop), and it would start a program that is none again and again.
 *
 * The probe sends `shutdown` and `exit` and closes standard input. kumiki lsp answers the request
 * (with "shutdown before initialize") and exits at once, without reading any project. Resolves to
 * `{ ok: true }`, or `{ ok: false, reason }` with the exit status and the first line of standard
 * error, or the spawn error; a program still running after `timeoutMs` is killed.
 */
function probeServer(command, args, { timeoutMs = PROBE_TIMEOUT_MS, spawn = childProcess.spawn } = {}) {
  return new Promise((resolve) => {
    let output = Buffer.alloc(0);
    let errors = "";
    let settled = false;
    let child;
    let timer;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      resolve(result);
    };
    try {
      child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    } catch (error) {
      finish({ ok: false, reason: error && error.message ? error.message : String(error) });
      return;
    }
    const invocation = `\`${[path.basename(command), ...args].join(" ")}\``;
    timer = setTimeout(
      () => finish({ ok: false, reason: `${invocation} did not answer a language server request within ${timeoutMs / 1000} s` }),
      timeoutMs
    );
    child.on("error", (error) => finish({ ok: false, reason: error.message }));
    // A program that exits without reading its input makes writing fail (EPIPE): its exit says more.
    child.stdin.on("error", () => {});
    child.stdout.on("data", (chunk) => {
      output = Buffer.concat([output, chunk]);
      if (answers(output, 1)) finish({ ok: true });
    });
    child.stderr.on("data", (chunk) => {
      if (errors.length < 4096) errors += chunk.toString("utf8");
    });
    child.on("close", (code, signal) => {
      if (answers(output, 1)) return finish({ ok: true });
      const ended = code === null ? `was killed by ${signal}` : `exited with status ${code}`;
      const said = firstLine(errors);
      finish({
        ok: false,
        reason: said ? `${invocation} ${ended}: ${said}` : `${invocation} ${ended} without answering a language server request`,
      });
    });
    child.stdin.end(Buffer.concat([frame({ jsonrpc: "2.0", id: 1, method: "shutdown" }), frame({ jsonrpc: "2.0", method: "exit" })]));
  });
}

module.exports = { findKumiki, usualInstallFolders, probeServer, PROBE_TIMEOUT_MS };
