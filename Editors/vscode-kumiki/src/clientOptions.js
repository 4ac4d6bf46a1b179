// The options the language client gets. vscode-languageclient's defaults suit a server that
// starts: for one that does not, they restart it four times and add a notification at each step
// ("Server initialization failed", "write EPIPE", "crashed 5 times"), about eleven in all, while
// the controller's one notification says what is wrong. It takes the vscode-languageclient module
// as an argument, so the options are tested without it.
"use strict";

/**
 * An error handler that keeps the client quiet, and from restarting, until the server runs: a
 * failure to start is the controller's to explain, once. Once it runs, a crash is handled as the
 * client's default does (restarted, at most four times in three minutes).
 *
 * @param {object} languageclient `require("vscode-languageclient/node")` (ErrorAction, CloseAction)
 * @param {() => object} getClient the client, made after its options (so looked up when called)
 */
function quietUntilRunning(languageclient, getClient) {
  let fallback;
  const running = () => {
    const client = getClient();
    return Boolean(client && client.isRunning());
  };
  const defaultHandler = () => (fallback = fallback || getClient().createDefaultErrorHandler());
  return {
    error(error, message, count) {
      if (running()) return defaultHandler().error(error, message, count);
      return { action: languageclient.ErrorAction.Shutdown, handled: true };
    },
    closed() {
      if (running()) return defaultHandler().closed();
      return { action: languageclient.CloseAction.DoNotRestart, handled: true };
    },
  };
}

/**
 * The output channel the client writes to, with its line for a server that exited normally (after
 * shutdown, on a restart or on closing) written as information: the client logs every exit as
 * `[Error - …] Server process exited with code 0.`, which reads as a failure.
 */
function withNormalExitAsInfo(channel) {
  const rewrite = (line) =>
    typeof line === "string" ? line.replace(/^\[Error - ([^\]]*)\] Server process exited with code 0\.$/, "[Info - $1] kumiki lsp exited normally (code 0).") : line;
  return new Proxy(channel, {
    get(target, property) {
      if (property === "appendLine") return (line) => target.appendLine(rewrite(line));
      const value = target[property];
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The client's options: `options` (document selector, output channel, file events) with the
 * client's own popups and restarts turned off; its messages still go to the output channel.
 */
function clientOptions(languageclient, getClient, options) {
  return {
    ...options,
    outputChannel: options.outputChannel && withNormalExitAsInfo(options.outputChannel),
    revealOutputChannelOn: languageclient.RevealOutputChannelOn.Never,
    // false: no "Server initialization failed" popup and no retry; the client stops.
    initializationFailedHandler: () => false,
    errorHandler: quietUntilRunning(languageclient, getClient),
  };
}

module.exports = { clientOptions, quietUntilRunning, withNormalExitAsInfo };
