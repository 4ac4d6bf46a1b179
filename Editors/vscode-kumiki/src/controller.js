// Starts kumiki lsp, explains a missing or broken binary, and restarts the server when its
// settings change. It takes the VS Code API and a client factory as arguments, so the logic runs
// under a test harness without VS Code.
"use strict";

const { findKumiki, probeServer } = require("./serverCommand");

/** The action's label: the notification offers it, and the Command Palette names it so. */
const SET_PATH = "Set kumiki.path…";
/** The other action's label: kumiki does not come with the extension. */
const HOW_TO_INSTALL = "How to install";
/** The command behind SET_PATH, so a link in a notification (and the Command Palette) can run it. */
const SET_PATH_COMMAND = "kumiki.setPath";
/** The command behind HOW_TO_INSTALL, for the same reason. */
const INSTALL_GUIDE_COMMAND = "kumiki.showInstallGuide";
/** The third action: the Kumiki output, where every place tried and the server's messages are. */
const SHOW_OUTPUT = "Show Output";
/**
 * The README that ships inside the extension, and the heading (as the Markdown preview slugs it)
 * of its section on installing kumiki: it works offline and matches the installed version.
 */
const INSTALL_GUIDE = { file: "README.md", section: "installing-the-kumiki-tool" };

class KumikiController {
  /**
   * @param {object} vscode the VS Code API (`require("vscode")`, or a stand-in in tests)
   * @param {(command: string, args: string[], output: object) => object} makeClient makes a
   *   language client for `command args`; the client has `start()` and `stop()` returning promises
   * @param {object} [options] `env` and `home` for finding kumiki, `executable` to test a file,
   *   `probe(command, args)` to tell a working kumiki lsp (serverCommand's probeServer by default),
   *   `extensionUri` where the extension's files are (its README)
   */
  constructor(vscode, makeClient, options = {}) {
    this.vscode = vscode;
    this.makeClient = makeClient;
    const { probe = probeServer, extensionUri, ...finding } = options;
    this.probe = probe;
    this.extensionUri = extensionUri;
    this.finding = finding;
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

  /** The commands the notification's links run; also in the Command Palette. Dispose to remove. */
  registerCommands() {
    return [
      this.vscode.commands.registerCommand(SET_PATH_COMMAND, () => this.setPath()),
      this.vscode.commands.registerCommand(INSTALL_GUIDE_COMMAND, () => this.showInstallGuide()),
    ];
  }

  /** Starts the server; resolves once it runs, or once the user has been told why it cannot. */
  async start() {
    const generation = ++this.generation;
    const { path, serverArguments } = this.settings();
    const found = findKumiki({ configured: path, ...this.finding });
    this.output.appendLine(`looking for kumiki: ${found.tried.join("; ")}`);
    if (!found.command) {
      this.output.appendLine(`not started; tried: ${found.tried.join("; ")}`);
      this.explain(`${missingReason(path, found)}. Details are in the Kumiki output.`);
      return false;
    }
    const args = ["lsp", ...serverArguments];
    // The language client would start anything and retry it; a probe says what went wrong.
    const probe = await this.probe(found.command, args);
    if (generation !== this.generation) return false;
    if (!probe.ok) {
      this.output.appendLine(`${found.command} is not a working kumiki language server: ${probe.reason}`);
      this.explain(notAServer(found.command, probe.reason));
      return false;
    }
    this.output.appendLine(`starting ${found.command} ${args.join(" ")}`);
    const client = this.makeClient(found.command, args, this.output);
    try {
      await client.start();
    } catch (error) {
      const reason = error && error.message ? error.message : String(error);
      this.output.appendLine(`kumiki lsp did not start: ${reason}`);
      if (generation === this.generation) this.explain(notAServer(found.command, reason));
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

  /** Stops the server: the extension is going away. */
  async dispose() {
    await this.stop();
  }

  /** A change to kumiki.path or the server's arguments restarts the server, with no reload. */
  async configurationChanged(event) {
    if (!event.affectsConfiguration("kumiki")) return false;
    this.output.appendLine("kumiki settings changed: restarting the server");
    await this.stop();
    return this.start();
  }

  /**
   * Shows why the server did not start as an error, with the ways out as its buttons: Set
   * kumiki.path…, How to install, and Show Output for the details. Backticks are dropped: a
   * notification shows them as they are.
   */
  explain(message) {
    const shown = this.vscode.window.showErrorMessage(plain(message), SET_PATH, HOW_TO_INSTALL, SHOW_OUTPUT);
    return Promise.resolve(shown).then((choice) => {
      if (choice === SET_PATH) return this.setPath();
      if (choice === HOW_TO_INSTALL) return this.showInstallGuide();
      if (choice === SHOW_OUTPUT) return this.output.show(true);
      return undefined;
    });
  }

  /**
   * SET_PATH: a file picker; saving the setting restarts the server through configurationChanged.
   * The pick is saved where the kumiki.path in force comes from (see settingTarget).
   */
  async setPath() {
    const picked = await this.vscode.window.showOpenDialog({
      canSelectFiles: true,
      canSelectFolders: false,
      canSelectMany: false,
      openLabel: "Use this kumiki",
    });
    if (picked && picked.length > 0) {
      const configuration = this.vscode.workspace.getConfiguration("kumiki");
      await configuration.update("path", picked[0].fsPath, settingTarget(this.vscode, configuration.inspect("path")));
    }
  }

  /**
   * HOW_TO_INSTALL: the install section of the README inside the extension, in the Markdown
   * preview (which scrolls to the URI's fragment); the file itself when the preview is missing.
   */
  async showInstallGuide() {
    const readme = this.vscode.Uri.joinPath(this.extensionUri, INSTALL_GUIDE.file);
    try {
      await this.vscode.commands.executeCommand("markdown.showPreview", readme.with({ fragment: INSTALL_GUIDE.section }));
    } catch (error) {
      this.output.appendLine(`no Markdown preview (${error && error.message ? error.message : error}): opening ${INSTALL_GUIDE.file}`);
      await this.vscode.commands.executeCommand("vscode.open", readme);
    }
  }
}

/**
 * Why no kumiki was found, in the words of the setting: an explicit path is not looked up on
 * PATH, so only a name (or no setting) is said to be missing from it.
 */
function missingReason(configured, found) {
  const start = "Kumiki's language server did not start: ";
  if (found.explicitPath) {
    return `${start}kumiki.path is "${configured}", which is not an executable file`;
  }
  const where = "on the extension host's PATH or in the usual install folders";
  if (configured) return `${start}kumiki.path is "${configured}", which is not ${where}`;
  return `${start}kumiki.path is not set, and kumiki is not ${where}`;
}

/**
 * Where Set kumiki.path… saves the picked file: in the workspace's settings when they set kumiki.path,
 * since that value overrides the user's (saved there, the pick would change nothing and the same
 * notification would come back); in the user's settings otherwise.
 */
function settingTarget(vscode, inspected) {
  if (inspected && inspected.workspaceValue !== undefined) return vscode.ConfigurationTarget.Workspace;
  return vscode.ConfigurationTarget.Global;
}

/** A file that exists and runs, but is not a kumiki with a working `lsp` command. */
function notAServer(command, reason) {
  return `Kumiki's language server did not start: ${command} did not start as a kumiki language server (${reason}). Details are in the Kumiki output.`;
}

/** A message as a notification shows it: plain text, where Markdown's backticks would show as they are. */
function plain(message) {
  return message.replace(/`/g, "");
}

module.exports = {
  KumikiController,
  SET_PATH,
  HOW_TO_INSTALL,
  SHOW_OUTPUT,
  SET_PATH_COMMAND,
  INSTALL_GUIDE_COMMAND,
  INSTALL_GUIDE,
};
