// The extension's start-up and restart logic, driven through a stand-in for the VS Code API:
// node --test Editors/vscode-kumiki/test/controller.test.js
"use strict";

const assert = require("node:assert/strict");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const test = require("node:test");

const {
  KumikiController, SET_PATH, HOW_TO_INSTALL, SHOW_OUTPUT, SET_PATH_COMMAND, INSTALL_GUIDE_COMMAND, INSTALL_GUIDE,
} = require("../src/controller");
const { findKumiki, probeServer } = require("../src/serverCommand");
const { clientOptions, withNormalExitAsInfo } = require("../src/clientOptions");

/** A file URI as the controller uses it: joined, given a fragment, printed. */
function fakeUri(filePath, fragment = "") {
  return {
    path: filePath,
    fsPath: filePath,
    fragment,
    with: (change) => fakeUri(filePath, change.fragment === undefined ? fragment : change.fragment),
    toString: () => `file://${filePath}${fragment ? `#${fragment}` : ""}`,
  };
}

/**
 * A VS Code API with the calls the controller makes, recording what the user would see: every
 * popup (showErrorMessage and the like) with its buttons, answered with `choose` (a button's
 * label, or undefined: closed), every progress notification, every command run.
 */
function fakeVSCode({ settings = {}, workspaceSettings = {}, picked, markdownPreview = true, choose } = {}) {
  const shown = { popups: [], notifications: [], executed: [], output: [], updates: [], outputShown: 0 };
  // The user's settings, and the workspace's (.vscode/settings.json), which override them.
  const values = { ...settings };
  const workspaceValues = { ...workspaceSettings };
  const registered = {};
  const popup = (kind) => async (message, ...items) => {
    shown.popups.push({ kind, message, items });
    return choose;
  };
  return {
    shown,
    values,
    registered,
    window: {
      createOutputChannel: () => ({ appendLine: (line) => shown.output.push(line), show: () => (shown.outputShown += 1) }),
      showErrorMessage: popup("error"),
      showWarningMessage: popup("warning"),
      showInformationMessage: popup("information"),
      withProgress: (options, task) => {
        const notification = { options, reports: [], open: true, cancel: undefined };
        notification.text = () => notification.reports.map((step) => step.message).join("");
        shown.notifications.push(notification);
        const token = {
          onCancellationRequested: (listener) => {
            notification.cancel = listener;
            return { dispose() {} };
          },
        };
        const done = Promise.resolve(task({ report: (step) => notification.reports.push(step) }, token));
        done.then(() => (notification.open = false));
        return done;
      },
      showOpenDialog: async () => (picked ? [{ fsPath: picked }] : undefined),
    },
    commands: {
      registerCommand: (id, run) => {
        registered[id] = run;
        return { dispose: () => delete registered[id] };
      },
      executeCommand: async (id, ...args) => {
        shown.executed.push({ id, args });
        if (id === "markdown.showPreview" && !markdownPreview) throw new Error("command 'markdown.showPreview' not found");
      },
    },
    workspace: {
      getConfiguration: () => ({
        get: (key) => (key in workspaceValues ? workspaceValues[key] : values[key]),
        inspect: (key) => ({ key, globalValue: values[key], workspaceValue: workspaceValues[key] }),
        update: async (key, value, target) => {
          (target === 2 ? workspaceValues : values)[key] = value;
          shown.updates.push({ key, value, target });
        },
      }),
    },
    Uri: { joinPath: (base, ...parts) => fakeUri(path.posix.join(base.path, ...parts)) },
    ProgressLocation: { Notification: 15 },
    ConfigurationTarget: { Global: 1, Workspace: 2, WorkspaceFolder: 3 },
  };
}

/** A client factory recording every server started and stopped. */
function fakeClients({ failStart = false } = {}) {
  const started = [];
  const make = (command, args) => {
    const client = {
      command,
      args,
      running: false,
      start: async () => {
        if (failStart) throw new Error("spawn ENOENT");
        client.running = true;
      },
      stop: async () => {
        client.running = false;
      },
    };
    started.push(client);
    return client;
  };
  return { started, make };
}

const installed = (files) => (file) => files.includes(file);
const home = "/home/dev";
const extensionUri = fakeUri("/ext/kumiki");
/** The probe of a binary that is a working kumiki lsp; records what it was asked. */
function working() {
  const probed = [];
  const probe = async (command, args) => {
    probed.push([command, args]);
    return { ok: true };
  };
  return Object.assign(probe, { probed });
}
/** Lets the promises the controller resolved run their callbacks (a notification closing). */
const settle = () => new Promise((resolve) => setImmediate(resolve));
const kumikiChanged = { affectsConfiguration: (section) => section === "kumiki" };
/** The errors the user was shown. */
const errors = (vscode) => vscode.shown.popups.filter((popup) => popup.kind === "error");

/** The anchor a heading gets in VS Code's Markdown preview (and on GitHub) for these ASCII headings. */
function slug(heading) {
  return heading.trim().toLowerCase().replace(/`/g, "").replace(/[^\w\s-]/g, "").replace(/\s+/g, "-");
}

let scripts;
/** An executable shell script in a temporary folder, standing in for a binary kumiki.path names. */
function script(name, body) {
  scripts = scripts || fs.mkdtempSync(path.join(os.tmpdir(), "kumiki-probe-"));
  const file = path.join(scripts, name);
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return file;
}
test.after(() => {
  if (scripts) fs.rmSync(scripts, { recursive: true, force: true });
});

test("kumiki on PATH, once the probe accepts it, starts `kumiki lsp` with the configured server arguments", async () => {
  const vscode = fakeVSCode({ settings: { serverArguments: ["--no-cache"] } });
  const clients = fakeClients();
  const probe = working();
  const controller = new KumikiController(vscode, clients.make, {
    env: { PATH: "/usr/bin:/opt/tools/bin" }, home, executable: installed(["/opt/tools/bin/kumiki"]), probe,
  });
  assert.equal(await controller.start(), true);
  assert.deepEqual(probe.probed, [["/opt/tools/bin/kumiki", ["lsp", "--no-cache"]]]);
  assert.deepEqual(clients.started.map((c) => [c.command, c.args]), [["/opt/tools/bin/kumiki", ["lsp", "--no-cache"]]]);
  assert.deepEqual(vscode.shown.notifications, []);
  assert.deepEqual(vscode.shown.popups, []);
});

test("a missing binary is one error naming what was tried, with Set kumiki.path…, How to install and Show Output", async () => {
  const vscode = fakeVSCode();
  const clients = fakeClients();
  const controller = new KumikiController(vscode, clients.make, {
    env: { PATH: "/usr/bin" }, home, executable: installed([]), probe: working(), extensionUri,
  });
  controller.registerCommands();
  assert.equal(await controller.start(), false);
  assert.equal(clients.started.length, 0);
  assert.deepEqual(vscode.shown.notifications, [], "no progress notification with an unexplained Cancel");
  assert.equal(vscode.shown.popups.length, 1);
  const [error] = errors(vscode);
  assert.deepEqual(error.items, [SET_PATH, HOW_TO_INSTALL, SHOW_OUTPUT]);
  assert.match(error.message, /^Kumiki's language server did not start: kumiki\.path is not set/);
  assert.doesNotMatch(error.message, /could not start kumiki/);
  assert.match(error.message, /PATH/);
  assert.equal(typeof vscode.registered[SET_PATH_COMMAND], "function");
  assert.equal(typeof vscode.registered[INSTALL_GUIDE_COMMAND], "function");
  // The details stay in the output channel: every place tried, the usual install folders included.
  const details = vscode.shown.output.join("\n");
  for (const folder of ["/home/dev/.local/bin/kumiki", "/usr/local/bin/kumiki", "/home/dev/.mint/bin/kumiki"]) {
    assert.ok(details.includes(folder), `${folder} in ${details}`);
  }
});

test("the error's buttons open the Kumiki output and the install guide", async () => {
  for (const [choice, check] of [
    [SHOW_OUTPUT, (vscode) => assert.equal(vscode.shown.outputShown, 1)],
    [HOW_TO_INSTALL, (vscode) => assert.equal(vscode.shown.executed[0].id, "markdown.showPreview")],
  ]) {
    const vscode = fakeVSCode({ choose: choice });
    const controller = new KumikiController(vscode, fakeClients().make, {
      env: { PATH: "/usr/bin" }, home, executable: installed([]), probe: working(), extensionUri,
    });
    await controller.start();
    await settle();
    check(vscode);
  }
});

test("How to install opens the install section of the README the extension ships, in the Markdown preview", async () => {
  const vscode = fakeVSCode();
  const controller = new KumikiController(vscode, fakeClients().make, { probe: working(), extensionUri });
  controller.registerCommands();
  await vscode.registered[INSTALL_GUIDE_COMMAND]();
  assert.equal(vscode.shown.executed.length, 1);
  const { id, args } = vscode.shown.executed[0];
  assert.equal(id, "markdown.showPreview");
  assert.equal(args[0].toString(), "file:///ext/kumiki/README.md#installing-the-kumiki-tool");
  assert.ok(!vscode.shown.executed.some((call) => /github\.com/.test(String(call.args[0]))), "no repository address");

  // That section exists in the README that ships, and says how to install kumiki.
  const readme = fs.readFileSync(path.join(__dirname, "..", INSTALL_GUIDE.file), "utf8");
  const headings = readme.split("\n").filter((line) => /^#{1,6} /.test(line));
  const heading = headings.find((line) => slug(line.replace(/^#+ /, "")) === INSTALL_GUIDE.section);
  assert.ok(heading, `a heading whose anchor is #${INSTALL_GUIDE.section} among ${headings.join(" | ")}`);
  const section = readme.slice(readme.indexOf(heading) + heading.length).split(/\n## /)[0];
  for (const way of ["make install", "scripts/install.sh", "kumiki.path"]) {
    assert.ok(section.includes(way), `the install section mentions ${way}`);
  }
});

test("How to install opens the README itself when the Markdown preview is not there", async () => {
  const vscode = fakeVSCode({ markdownPreview: false });
  const controller = new KumikiController(vscode, fakeClients().make, { probe: working(), extensionUri });
  await controller.showInstallGuide();
  assert.deepEqual(vscode.shown.executed.map((call) => [call.id, call.args[0].toString()]), [
    ["markdown.showPreview", "file:///ext/kumiki/README.md#installing-the-kumiki-tool"],
    ["vscode.open", "file:///ext/kumiki/README.md"],
  ]);
});

test("kumiki found in a usual install folder when the extension host's PATH lacks it", async () => {
  const vscode = fakeVSCode();
  const clients = fakeClients();
  const controller = new KumikiController(vscode, clients.make, {
    env: { PATH: "/usr/bin" }, home, executable: installed(["/home/dev/.mint/bin/kumiki"]), probe: working(),
  });
  assert.equal(await controller.start(), true);
  assert.equal(clients.started[0].command, "/home/dev/.mint/bin/kumiki");
});

test("Set kumiki.path… saves the picked file; the server starts with no reload", async () => {
  const vscode = fakeVSCode({ picked: "/opt/kumiki/bin/kumiki" });
  const clients = fakeClients();
  const files = [];
  const controller = new KumikiController(vscode, clients.make, {
    env: { PATH: "/usr/bin" }, home, executable: installed(files), probe: working(),
  });
  controller.registerCommands();
  assert.equal(await controller.start(), false);
  assert.equal(errors(vscode).length, 1, "the error is on screen");

  await vscode.registered[SET_PATH_COMMAND]();
  assert.deepEqual(vscode.shown.updates, [{ key: "path", value: "/opt/kumiki/bin/kumiki", target: 1 }]);

  files.push("/opt/kumiki/bin/kumiki");
  const restarted = await controller.configurationChanged(kumikiChanged);
  assert.equal(restarted, true);
  assert.equal(clients.started.length, 1);
  assert.equal(clients.started[0].command, "/opt/kumiki/bin/kumiki");
  assert.equal(clients.started[0].running, true);
  assert.equal(errors(vscode).length, 1, "no new error once the server started");
});

test("choosing Set kumiki.path… in the error opens the picker", async () => {
  const vscode = fakeVSCode({ choose: SET_PATH, picked: "/opt/kumiki/bin/kumiki" });
  const controller = new KumikiController(vscode, fakeClients().make, {
    env: { PATH: "/usr/bin" }, home, executable: installed([]), probe: working(),
  });
  await controller.start();
  await settle();
  assert.deepEqual(vscode.shown.updates, [{ key: "path", value: "/opt/kumiki/bin/kumiki", target: 1 }]);
});

test("Set kumiki.path… saves the pick in the workspace's settings when they are what set the bad path", async () => {
  // Saved in the user's settings, the workspace's /bin/false would still win: the same error again.
  const vscode = fakeVSCode({ workspaceSettings: { path: "/bin/false" }, picked: "/opt/kumiki/bin/kumiki" });
  const clients = fakeClients();
  const files = ["/bin/false", "/opt/kumiki/bin/kumiki"];
  const probe = async (command) =>
    command === "/bin/false" ? { ok: false, reason: "`false lsp` exited with status 1" } : { ok: true };
  const controller = new KumikiController(vscode, clients.make, {
    env: { PATH: "/usr/bin" }, home, executable: installed(files), probe,
  });
  controller.registerCommands();
  assert.equal(await controller.start(), false);
  assert.equal(errors(vscode).length, 1);

  await vscode.registered[SET_PATH_COMMAND]();
  assert.deepEqual(vscode.shown.updates, [{ key: "path", value: "/opt/kumiki/bin/kumiki", target: 2 }]);
  assert.equal(await controller.configurationChanged(kumikiChanged), true);
  assert.equal(clients.started.length, 1);
  assert.equal(clients.started[0].command, "/opt/kumiki/bin/kumiki");
  assert.equal(errors(vscode).length, 1);
});

test("each failure is one error naming its own path", async () => {
  const vscode = fakeVSCode({ settings: { path: "/nowhere/kumiki" } });
  const controller = new KumikiController(vscode, fakeClients().make, {
    env: { PATH: "/usr/bin" }, home, executable: installed([]), probe: working(),
  });
  await controller.start();
  vscode.values.path = "/still/nowhere/kumiki";
  await controller.configurationChanged(kumikiChanged);
  assert.equal(errors(vscode).length, 2);
  assert.match(errors(vscode)[1].message, /\/still\/nowhere\/kumiki/);
});

test("changing the server's arguments restarts it; other settings leave it alone", async () => {
  const vscode = fakeVSCode();
  const clients = fakeClients();
  const controller = new KumikiController(vscode, clients.make, {
    env: { PATH: "/bin" }, home, executable: installed(["/bin/kumiki"]), probe: working(),
  });
  await controller.start();
  assert.equal(await controller.configurationChanged({ affectsConfiguration: (section) => section === "editor" }), false);
  assert.equal(clients.started.length, 1);

  vscode.values.serverArguments = ["--no-cache"];
  await controller.configurationChanged(kumikiChanged);
  assert.equal(clients.started.length, 2);
  assert.equal(clients.started[0].running, false, "the old server is stopped");
  assert.deepEqual(clients.started[1].args, ["lsp", "--no-cache"]);
  assert.equal(clients.started[1].running, true);
});

test("a kumiki the probe accepts but the client fails to start is explained in one error", async () => {
  const vscode = fakeVSCode();
  const clients = fakeClients({ failStart: true });
  const controller = new KumikiController(vscode, clients.make, {
    env: { PATH: "/bin" }, home, executable: installed(["/bin/kumiki"]), probe: working(),
  });
  assert.equal(await controller.start(), false);
  assert.equal(errors(vscode).length, 1);
  assert.match(errors(vscode)[0].message, /\/bin\/kumiki did not start as a kumiki language server \(spawn ENOENT\)/);
  assert.ok(vscode.shown.output.some((line) => line.includes("spawn ENOENT")));
});

test("kumiki.path set to /bin/false: one error with its exit status and the ways out, and no client", async () => {
  const falseProgram = fs.existsSync("/bin/false") ? "/bin/false" : "/usr/bin/false"; // macOS has only the latter
  const vscode = fakeVSCode({ settings: { path: falseProgram } });
  const clients = fakeClients();
  // The real search and the real probe: /bin/false exists, runs, and is no language server.
  const controller = new KumikiController(vscode, clients.make, { home });
  assert.equal(await controller.start(), false);
  assert.equal(clients.started.length, 0, "no language client, so none of its notifications or restarts");
  assert.equal(vscode.shown.popups.length, 1);
  const [{ message, items }] = errors(vscode);
  assert.ok(message.includes(`${falseProgram} did not start as a kumiki language server`), message);
  assert.match(message, /\(false lsp exited with status 1 /, "the probe's backticks are dropped: a notification shows them as they are");
  assert.doesNotMatch(message, /PATH/, "an explicit path is not looked up on PATH");
  assert.deepEqual(items, [SET_PATH, HOW_TO_INSTALL, SHOW_OUTPUT]);
  assert.ok(vscode.shown.output.some((line) => line.includes("exited with status 1")));
});

test("an old kumiki without `lsp`: the error quotes the first line of its standard error", async () => {
  const old = script("kumiki", `echo "Error: Unexpected argument 'lsp'" >&2\necho "Usage: kumiki <subcommand>" >&2\nexit 2`);
  const vscode = fakeVSCode({ settings: { path: old } });
  const clients = fakeClients();
  const controller = new KumikiController(vscode, clients.make, { home });
  assert.equal(await controller.start(), false);
  assert.equal(clients.started.length, 0);
  assert.equal(errors(vscode).length, 1);
  const { message } = errors(vscode)[0];
  assert.ok(message.includes(`${old} did not start as a kumiki language server`), message);
  assert.ok(message.includes("exited with status 2: Error: Unexpected argument 'lsp'"), message);
  assert.doesNotMatch(message, /Usage/);
});

test("the probe accepts a program that answers its request as a language server does", async () => {
  // kumiki lsp's answer to a request before initialize, framed as on the wire.
  const body = JSON.stringify({ error: { code: -32002, message: "shutdown before initialize" }, id: 1, jsonrpc: "2.0" });
  const server = script("server", `cat > /dev/null\nprintf 'Content-Length: ${Buffer.byteLength(body)}\\r\\n\\r\\n%s' '${body}'\nexit 1`);
  assert.deepEqual(await probeServer(server, ["lsp"]), { ok: true });
});

test("the probe refuses a program that repeats the request, one that never answers, and a file that cannot run", async () => {
  const echo = await probeServer(script("echo", "exec cat"), ["lsp"]);
  assert.equal(echo.ok, false);
  assert.match(echo.reason, /exited with status 0 without answering a language server request/);

  const started = Date.now();
  const silent = await probeServer(script("silent", "exec sleep 30"), ["lsp"], { timeoutMs: 300 });
  assert.equal(silent.ok, false);
  assert.match(silent.reason, /did not answer a language server request within 0.3 s/);
  assert.ok(Date.now() - started < 5000, "killed at the timeout");

  const missing = await probeServer("/nonexistent/kumiki", ["lsp"]);
  assert.equal(missing.ok, false);
  assert.match(missing.reason, /ENOENT/);
});

test("an explicit kumiki.path that does not exist is reported, never replaced by another kumiki", () => {
  const found = findKumiki({
    configured: "~/tools/kumiki", env: { PATH: "/bin" }, home, executable: installed(["/bin/kumiki"]),
  });
  assert.equal(found.command, undefined);
  assert.deepEqual(found.tried, [`kumiki.path: ${path.join(home, "tools/kumiki")}`]);
});

test("a kumiki.path that names no file says so, without claiming it was looked up on PATH", async () => {
  const vscode = fakeVSCode({ settings: { path: "/opt/kumiki/bin/kumiki" } });
  const controller = new KumikiController(vscode, fakeClients().make, {
    env: { PATH: "/bin" }, home, executable: installed(["/bin/kumiki"]), probe: working(),
  });
  assert.equal(await controller.start(), false);
  const { message } = errors(vscode)[0];
  assert.match(message, /kumiki\.path is "\/opt\/kumiki\/bin\/kumiki", which is not an executable file/);
  assert.doesNotMatch(message, /PATH/);
});

test("closing the extension stops its server", async () => {
  const vscode = fakeVSCode();
  const clients = fakeClients();
  const controller = new KumikiController(vscode, clients.make, {
    env: { PATH: "/bin" }, home, executable: installed(["/bin/kumiki"]), probe: working(),
  });
  await controller.start();
  await controller.dispose();
  assert.equal(clients.started[0].running, false);
});

test("a server that exited normally is logged as information, not as an error", () => {
  const lines = [];
  const channel = withNormalExitAsInfo({ name: "Kumiki", appendLine: (line) => lines.push(line), show: () => "shown" });
  channel.appendLine("[Error - 10:12:03 AM] Server process exited with code 0.");
  channel.appendLine("[Error - 10:12:04 AM] Server process exited with code 1.");
  assert.deepEqual(lines, ["[Info - 10:12:03 AM] kumiki lsp exited normally (code 0).", "[Error - 10:12:04 AM] Server process exited with code 1."]);
  assert.equal(channel.name, "Kumiki");
  assert.equal(channel.show(), "shown");
});

/** vscode-languageclient's enums, as its 9.x exports them. */
const languageclient = {
  ErrorAction: { Continue: 1, Shutdown: 2 },
  CloseAction: { DoNotRestart: 1, Restart: 2 },
  RevealOutputChannelOn: { Debug: 0, Info: 1, Warn: 2, Error: 3, Never: 4 },
};

test("the language client shows no popups and does not restart a server that fails to start", () => {
  let running = false;
  const client = {
    isRunning: () => running,
    createDefaultErrorHandler: () => ({
      error: () => ({ action: languageclient.ErrorAction.Continue }),
      closed: () => ({ action: languageclient.CloseAction.Restart }),
    }),
  };
  const options = clientOptions(languageclient, () => client, { documentSelector: [{ language: "swift" }] });
  assert.deepEqual(options.documentSelector, [{ language: "swift" }]);
  assert.equal(options.revealOutputChannelOn, languageclient.RevealOutputChannelOn.Never);
  assert.equal(options.initializationFailedHandler(new Error("Server initialization failed")), false, "no retry");

  // Starting: the process exited (write EPIPE, then the connection closed).
  assert.deepEqual(options.errorHandler.error(new Error("write EPIPE"), undefined, 1), { action: languageclient.ErrorAction.Shutdown, handled: true });
  assert.deepEqual(options.errorHandler.closed(), { action: languageclient.CloseAction.DoNotRestart, handled: true });

  // Running: a crash is the client's default handler's, which restarts it a bounded number of times.
  running = true;
  assert.deepEqual(options.errorHandler.closed(), { action: languageclient.CloseAction.Restart });
  assert.deepEqual(options.errorHandler.error(new Error("write EPIPE"), undefined, 1), { action: languageclient.ErrorAction.Continue });
});

/** extension.js, loaded with stand-ins for the `vscode` and `vscode-languageclient/node` modules. */
function loadExtension(modules) {
  const Module = require("node:module");
  const load = Module._load;
  Module._load = function (request, ...rest) {
    return Object.prototype.hasOwnProperty.call(modules, request) ? modules[request] : load.call(this, request, ...rest);
  };
  try {
    delete require.cache[require.resolve("../extension")];
    return require("../extension");
  } finally {
    Module._load = load;
  }
}

test("extension.js gives the language client those options, and registers the notification's commands", async () => {
  const body = JSON.stringify({ error: { code: -32002, message: "shutdown before initialize" }, id: 1, jsonrpc: "2.0" });
  const server = script("kumiki-lsp", `cat > /dev/null\nprintf 'Content-Length: ${Buffer.byteLength(body)}\\r\\n\\r\\n%s' '${body}'\nexit 1`);
  const vscode = fakeVSCode({ settings: { path: server } });
  vscode.workspace.createFileSystemWatcher = () => ({ dispose() {} });
  vscode.workspace.onDidChangeConfiguration = () => ({ dispose() {} });
  const made = [];
  class LanguageClient {
    constructor(id, name, serverOptions, options) {
      made.push({ id, serverOptions, options });
      this.running = false;
    }
    async start() {
      this.running = true;
    }
    async stop() {
      this.running = false;
    }
    isRunning() {
      return this.running;
    }
    createDefaultErrorHandler() {
      return { error: () => ({ action: 1 }), closed: () => ({ action: languageclient.CloseAction.Restart }) };
    }
  }
  const extension = loadExtension({ vscode, "vscode-languageclient/node": { ...languageclient, LanguageClient } });
  const context = { subscriptions: [], extensionUri };
  assert.equal(await extension.activate(context), true);
  assert.equal(made.length, 1);
  assert.deepEqual(made[0].serverOptions, { command: server, args: ["lsp"] });
  const { options } = made[0];
  assert.equal(options.revealOutputChannelOn, languageclient.RevealOutputChannelOn.Never);
  assert.equal(options.initializationFailedHandler(new Error("x")), false);
  assert.deepEqual(options.errorHandler.closed(), { action: languageclient.CloseAction.Restart }, "running: the default handler");
  assert.deepEqual(options.documentSelector, [{ scheme: "file", language: "swift" }, { scheme: "file", pattern: "**/.kumiki-baseline.json" }]);
  assert.equal(typeof vscode.registered[SET_PATH_COMMAND], "function");
  assert.equal(typeof vscode.registered[INSTALL_GUIDE_COMMAND], "function");
  const contributed = require("../package.json").contributes.commands.map((command) => command.command);
  assert.deepEqual(contributed.sort(), [INSTALL_GUIDE_COMMAND, SET_PATH_COMMAND].sort());
  await extension.deactivate();
  assert.equal(made.length, 1);
});
