// Starts `kumiki lsp` for Swift files and hands it VS Code's file events for .kumiki.yml, so
// an edited configuration re-checks the open files.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("kumiki");
  const command = settings.get("path") || "kumiki";
  const baseline = settings.get("baseline");
  client = new LanguageClient(
    "kumiki",
    "Kumiki",
    { command, args: ["lsp"] },
    {
      documentSelector: [{ scheme: "file", language: "swift" }],
      initializationOptions: baseline ? { baseline } : {},
      synchronize: {
        fileEvents: vscode.workspace.createFileSystemWatcher("**/{.kumiki.yml,*.swift}"),
      },
    }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
