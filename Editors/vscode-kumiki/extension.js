// Starts `kumiki lsp` for Swift files and hands it VS Code's file events for .kumiki.yml, so an
// edited configuration re-checks the open files. The logic lives in src/controller.js.
"use strict";

const vscode = require("vscode");
const languageclient = require("vscode-languageclient/node");
const { KumikiController } = require("./src/controller");
const { clientOptions } = require("./src/clientOptions");

let controller;

/** The controller's client factory: the one place that needs vscode-languageclient. */
function makeClient(command, args, output) {
  // The error handler looks the client up when called, after it is made.
  const client = new languageclient.LanguageClient(
    "kumiki",
    "Kumiki",
    { command, args },
    clientOptions(languageclient, () => client, {
      // The baseline too: its stale entries show there, with the code action that removes them.
      documentSelector: [{ scheme: "file", language: "swift" }, { scheme: "file", pattern: "**/.kumiki-baseline.json" }],
      outputChannel: output,
      synchronize: {
        fileEvents: vscode.workspace.createFileSystemWatcher(
          "**/{.kumiki.yml,.kumiki-baseline.json,*.swift,project.yml,project.json,project.pbxproj,Podfile,Podfile.lock}"
        ),
      },
    })
  );
  return client;
}

/** VS Code calls it on the first Swift file or .kumiki.yml: starts the server. */
function activate(context) {
  controller = new KumikiController(vscode, makeClient, { extensionUri: context.extensionUri });
  context.subscriptions.push(
    ...controller.registerCommands(),
    vscode.workspace.onDidChangeConfiguration((event) => controller.configurationChanged(event)),
    { dispose: () => controller.dispose() }
  );
  return controller.start();
}

/** VS Code calls it on shutdown: stops the server and closes the extension's notification. */
function deactivate() {
  return controller ? controller.dispose() : undefined;
}

module.exports = { activate, deactivate };
