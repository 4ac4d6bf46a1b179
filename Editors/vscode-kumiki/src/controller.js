// Starts kumiki lsp, explains a missing binary, and restarts the server when its settings
// change. It takes the VS Code API and a client factory as arguments, so the logic runs under a
// test harness without VS Code.
"use strict";

const { findKumiki } = require("./serverCommand");

/** Where the README says how to install kumiki. */
const INSTALL_URL = "https://github.com/kumiki-swift/kumiki#the-kumiki-tool";
const SET_PATH = "Set kumiki.path…";
const HOW_TO_INSTALL = "How to install";

class KumikiController {
  /**
   * @param {object} vscode the VS Code API (`require("vscode")`, or a stand-in in tests)
   * @param {(command: string, args: string[], output: object) => object} makeClient makes a
   *   language client for `command args`; the client has `start()` and `stop()` returning promises
   * @param {object} [options] `env` and `home` for finding kumiki, `executable` to test a file
   */
  constructor(vscode, makeClient, options = {}) {
    this.vscode = vscode;
    this.makeClient = makeClient;
    this.options = options;
    this.output = vscode.window.createOutputChannel("Kumiki");
    this.client = undefined;
    this.generation = 0;
  }

  /** The settings the server is started with. */
  settings() {
    const configuration = this.vscode.workspace.getConfiguration("kumiki");
    return {
      path: configuration.get("path") || "",
      serverArguments: configuration.get("serverArguments") || [],
    };
  }

  /** Starts the server; resolves once it runs, or once the user has been told why it cannot. */
  async start() {
    const generation = ++this.generation;
    const { path, serverArguments } = this.settings();
    const found = findKumiki({ configured: path, ...this.options });
    this.output.appendLine(`looking for kumiki: ${found.tried.join("; ")}`);
    if (!found.command) {
      await this.explainMissing(found.tried, path);
      return false;
    }
    const args = ["lsp", ...serverArguments];
    this.output.appendLine(`starting ${found.command} ${args.join(" ")}`);
    const client = this.makeClient(found.command, args, this.output);
    try {
      await client.start();
    } catch (error) {
      this.output.appendLine(`kumiki lsp did not start: ${error && error.message ? error.message : error}`);
      if (generation === this.generation) await this.explainMissing([...found.tried, `${found.command} failed to start`], path);
      return false;
    }
    if (generation !== this.generation) {
      // Settings changed while it started: the newer start wins.
      await client.stop();
      return false;
    }
    this.client = client;
    return true;
  }

  /** Stops the running server, if any. */
  async stop() {
    const client = this.client;
    this.client = undefined;
    if (client) await client.stop();
  }

  /** A change to kumiki.path or the server's arguments restarts the server, with no reload. */
  async configurationChanged(event) {
    if (!event.affectsConfiguration("kumiki")) return false;
    this.output.appendLine("kumiki settings changed: restarting the server");
    await this.stop();
    return this.start();
  }

  /** One notification saying what was tried, with the two ways out. */
  async explainMissing(tried, configured) {
    const what = configured ? `kumiki.path is "${configured}"` : "kumiki.path is not set";
    const message = `Kumiki could not start kumiki: ${what}, and it is not on the extension host's PATH or in the usual install folders. Details are in the Kumiki output.`;
    this.output.appendLine(`not started; tried: ${tried.join("; ")}`);
    const choice = await this.vscode.window.showErrorMessage(message, SET_PATH, HOW_TO_INSTALL);
    if (choice === SET_PATH) {
      const picked = await this.vscode.window.showOpenDialog({
        canSelectFiles: true,
        canSelectFolders: false,
        canSelectMany: false,
        openLabel: "Use this kumiki",
      });
      if (picked && picked.length > 0) {
        // Saving the setting restarts the server through configurationChanged.
        await this.vscode.workspace
          .getConfiguration("kumiki")
          .update("path", picked[0].fsPath, this.vscode.ConfigurationTarget.Global);
      }
    } else if (choice === HOW_TO_INSTALL) {
      await this.vscode.env.openExternal(this.vscode.Uri.parse(INSTALL_URL));
    }
  }
}

module.exports = { KumikiController, INSTALL_URL, SET_PATH, HOW_TO_INSTALL };
