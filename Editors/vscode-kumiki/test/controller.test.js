// The extension's start-up and restart logic, driven through a stand-in for the VS Code API:
// node --test Editors/vscode-kumiki/test/controller.test.js
"use strict";

const assert = require("node:assert/strict");
const path = require("node:path");
const test = require("node:test");

const { KumikiController, SET_PATH, HOW_TO_INSTALL, INSTALL_URL } = require("../src/controller");
const { findKumiki } = require("../src/serverCommand");

/** A VS Code API with the calls the controller makes, recording what the user would see. */
function fakeVSCode({ settings = {}, answer, picked } = {}) {
  const shown = { errors: [], opened: [], output: [], updates: [] };
  const values = { ...settings };
  return {
    shown,
    values,
    window: {
      createOutputChannel: () => ({ appendLine: (line) => shown.output.push(line) }),
      showErrorMessage: async (message, ...items) => {
        shown.errors.push({ message, items });
        return answer;
      },
      showOpenDialog: async () => (picked ? [{ fsPath: picked }] : undefined),
    },
    workspace: {
      getConfiguration: () => ({
        get: (key) => values[key],
        update: async (key, value, target) => {
          values[key] = value;
          shown.updates.push({ key, value, target });
        },
      }),
    },
    env: { openExternal: async (uri) => shown.opened.push(uri.toString()) },
    Uri: { parse: (text) => ({ toString: () => text }) },
    ConfigurationTarget: { Global: 1 },
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

test("kumiki on PATH starts `kumiki lsp` with the configured server arguments", async () => {
  const vscode = fakeVSCode({ settings: { serverArguments: ["--no-cache"] } });
  const clients = fakeClients();
  const controller = new KumikiController(vscode, clients.make, {
    env: { PATH: "/usr/bin:/opt/tools/bin" }, home, executable: installed(["/opt/tools/bin/kumiki"]),
  });
  assert.equal(await controller.start(), true);
  assert.deepEqual(clients.started.map((c) => [c.command, c.args]), [["/opt/tools/bin/kumiki", ["lsp", "--no-cache"]]]);
  assert.deepEqual(vscode.shown.errors, []);
});

test("a missing binary is one notification naming what was tried, with Set kumiki.path… and How to install", async () => {
  const vscode = fakeVSCode({ answer: HOW_TO_INSTALL });
  const clients = fakeClients();
  const controller = new KumikiController(vscode, clients.make, { env: { PATH: "/usr/bin" }, home, executable: installed([]) });
  assert.equal(await controller.start(), false);
  assert.equal(clients.started.length, 0);
  assert.equal(vscode.shown.errors.length, 1);
  const { message, items } = vscode.shown.errors[0];
  assert.match(message, /kumiki\.path is not set/);
  assert.match(message, /PATH/);
  assert.deepEqual(items, [SET_PATH, HOW_TO_INSTALL]);
  assert.deepEqual(vscode.shown.opened, [INSTALL_URL]);
  // The details stay in the output channel: every place tried, the usual install folders included.
  const details = vscode.shown.output.join("\n");
  for (const folder of ["/home/dev/.local/bin/kumiki", "/usr/local/bin/kumiki", "/home/dev/.mint/bin/kumiki"]) {
    assert.ok(details.includes(folder), `${folder} in ${details}`);
  }
});

test("kumiki found in a usual install folder when the extension host's PATH lacks it", async () => {
  const vscode = fakeVSCode();
  const clients = fakeClients();
  const controller = new KumikiController(vscode, clients.make, {
    env: { PATH: "/usr/bin" }, home, executable: installed(["/home/dev/.mint/bin/kumiki"]),
  });
  assert.equal(await controller.start(), true);
  assert.equal(clients.started[0].command, "/home/dev/.mint/bin/kumiki");
});

test("Set kumiki.path… saves the picked file, and the setting change starts the server with no reload", async () => {
  const vscode = fakeVSCode({ answer: SET_PATH, picked: "/opt/kumiki/bin/kumiki" });
  const clients = fakeClients();
  const files = [];
  const controller = new KumikiController(vscode, clients.make, { env: { PATH: "/usr/bin" }, home, executable: installed(files) });
  assert.equal(await controller.start(), false);
  assert.deepEqual(vscode.shown.updates, [{ key: "path", value: "/opt/kumiki/bin/kumiki", target: 1 }]);

  files.push("/opt/kumiki/bin/kumiki");
  const restarted = await controller.configurationChanged({ affectsConfiguration: (section) => section === "kumiki" });
  assert.equal(restarted, true);
  assert.equal(clients.started.length, 1);
  assert.equal(clients.started[0].command, "/opt/kumiki/bin/kumiki");
  assert.equal(clients.started[0].running, true);
});

test("changing the server's arguments restarts it; other settings leave it alone", async () => {
  const vscode = fakeVSCode();
  const clients = fakeClients();
  const controller = new KumikiController(vscode, clients.make, { env: { PATH: "/bin" }, home, executable: installed(["/bin/kumiki"]) });
  await controller.start();
  assert.equal(await controller.configurationChanged({ affectsConfiguration: (section) => section === "editor" }), false);
  assert.equal(clients.started.length, 1);

  vscode.values.serverArguments = ["--no-cache"];
  await controller.configurationChanged({ affectsConfiguration: (section) => section === "kumiki" });
  assert.equal(clients.started.length, 2);
  assert.equal(clients.started[0].running, false, "the old server is stopped");
  assert.deepEqual(clients.started[1].args, ["lsp", "--no-cache"]);
  assert.equal(clients.started[1].running, true);
});

test("a kumiki that fails to spawn is explained like a missing one", async () => {
  const vscode = fakeVSCode();
  const clients = fakeClients({ failStart: true });
  const controller = new KumikiController(vscode, clients.make, { env: { PATH: "/bin" }, home, executable: installed(["/bin/kumiki"]) });
  assert.equal(await controller.start(), false);
  assert.equal(vscode.shown.errors.length, 1);
  assert.ok(vscode.shown.output.some((line) => line.includes("spawn ENOENT")));
});

test("an explicit kumiki.path that does not exist is reported, never replaced by another kumiki", () => {
  const found = findKumiki({
    configured: "~/tools/kumiki", env: { PATH: "/bin" }, home, executable: installed(["/bin/kumiki"]),
  });
  assert.equal(found.command, undefined);
  assert.deepEqual(found.tried, [`kumiki.path: ${path.join(home, "tools/kumiki")}`]);
});
