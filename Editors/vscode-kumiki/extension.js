// Starts `kumiki lsp` for Swift files and hands it VS Code's file events for .kumiki.yml, so an
// edited configuration re-checks the open files. The logic lives in src/controller.js.
"use strict";

const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");
const { KumikiController } = require("./src/controller");

let controller;

function makeClient(command, args, output) {
  return new LanguageClient(
    "kumiki",
    "Kumiki",
    { command, args },
    {
      documentSelector: [{ scheme: "file", language: "swift" }],
      outputChannel: output,
      synchronize: {
        fileEvents: vscode.workspace.createFileSystemWatcher("**/{.kumiki.yml,.kumiki-baseline.json,*.swift}"),
      },
    }
  );
}

function activate(context) {
  controller = new KumikiController(vscode, makeClient);
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((event) => controller.configurationChanged(event)),
    { dispose: () => controller.stop() }
  );
  return controller.start();
}

function deactivate() {
  return controller ? controller.stop() : undefined;
}

module.exports = { activate, deactivate };
