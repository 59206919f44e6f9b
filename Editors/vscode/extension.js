'use strict';
// The layoutc extension's entry point: starts `layoutc lsp` (the `layoutc.path` setting) when a `layout` document
// opens, restarts it after a crash (with a growing delay, a bounded number of times), restarts it when the setting
// changes or on the command "layoutc: Restart Language Server", and shuts it down on deactivation. No dependencies:
// the LSP client is in ./client (transport.js: framing and JSON-RPC; session.js: one server run; providers.js:
// the language features; convert.js: LSP <-> VS Code).
const os = require('os');
const path = require('path');
const vscode = require('vscode');
const { Session } = require('./client/session');

/** Crash restarts: at most MAX_RESTARTS in a row, after 0.5s, 1s, 2s, ... (at most 8s); a run that lasted
 *  STABLE_AFTER resets the count. */
const MAX_RESTARTS = 5;
const FIRST_DELAY = 500;
const MAX_DELAY = 8000;
const STABLE_AFTER = 3 * 60 * 1000;

let state = null;

/** The executable from the setting: `~` expanded, a relative path with a slash taken from the first workspace
 *  folder, a bare name left for the PATH lookup. */
function executable() {
  let command = vscode.workspace.getConfiguration('layoutc').get('path', 'layoutc') || 'layoutc';
  if (command === '~' || command.startsWith('~/')) command = path.join(os.homedir(), command.slice(1));
  const folders = vscode.workspace.workspaceFolders;
  if (!path.isAbsolute(command) && command.includes('/') && folders && folders.length > 0) {
    command = path.resolve(folders[0].uri.fsPath, command);
  }
  return command;
}

function trace() {
  return vscode.workspace.getConfiguration('layoutc').get('trace', 'off');
}

class Supervisor {
  constructor(output) {
    this.output = output;
    this.diagnostics = vscode.languages.createDiagnosticCollection('layoutc');
    this.session = null;
    this.ready = Promise.resolve(undefined);
    this.crashes = 0;
    this.timer = null;
    this.stopped = false;
  }

  log(text) {
    this.output.appendLine(`[${new Date().toISOString().slice(11, 23)}] ${text}`);
  }

  /** Starts a session; `ready` resolves with it once initialized, or with undefined if it could not start. */
  start() {
    const command = executable();
    const session = new Session({
      command,
      cwd: this.cwd(),
      output: this.output,
      log: (text) => this.log(text),
      diagnostics: this.diagnostics,
      trace: trace(),
      onExit: (code, signal, expected) => this.exited(session, code, signal, expected),
    });
    this.session = session;
    this.ready = session.start().then(
      () => session,
      (error) => {
        if (this.session === session) this.session = null;
        this.cannotStart(command, error);
        return undefined;
      },
    );
    return this.ready;
  }

  cwd() {
    const folders = vscode.workspace.workspaceFolders;
    return folders && folders.length > 0 && folders[0].uri.scheme === 'file' ? folders[0].uri.fsPath : os.homedir();
  }

  cannotStart(command, error) {
    const reason =
      error.code === 'ENOENT'
        ? `'${command}' was not found`
        : error.code === 'EACCES'
          ? `'${command}' is not executable`
          : error.message;
    this.log(`could not start '${command} lsp': ${reason}`);
    const message =
      `layoutc: could not start the language server (${reason}). ` +
      'Set "layoutc.path" to the layoutc executable (build it with `swift build`), then run "layoutc: Restart Language Server".';
    vscode.window.showErrorMessage(message, 'Open Settings', 'Show Output').then((choice) => {
      if (choice === 'Open Settings') vscode.commands.executeCommand('workbench.action.openSettings', 'layoutc.path');
      if (choice === 'Show Output') this.output.show(true);
    });
  }

  exited(session, code, signal, expected) {
    if (expected || this.stopped || this.session !== session) return;
    this.session = null;
    if (Date.now() - session.startedAt > STABLE_AFTER) this.crashes = 0;
    this.crashes += 1;
    const how = signal ? `was ended by ${signal}` : `exited with status ${code}`;
    if (this.crashes > MAX_RESTARTS) {
      this.log(`the server ${how}; ${MAX_RESTARTS} restarts in a row failed, so it stays stopped`);
      vscode.window.showErrorMessage(
        `layoutc: the language server stopped ${MAX_RESTARTS + 1} times in a row and is not restarted. ` +
          'See the "layoutc" output; "layoutc: Restart Language Server" tries again.',
      );
      return;
    }
    const delay = Math.min(FIRST_DELAY * 2 ** (this.crashes - 1), MAX_DELAY);
    this.log(`the server ${how}; restarting in ${delay}ms (restart ${this.crashes} of ${MAX_RESTARTS})`);
    this.ready = new Promise((resolve) => {
      this.cancelRestart = () => resolve(undefined);
      this.timer = setTimeout(() => {
        this.timer = null;
        resolve(this.stopped ? undefined : this.start());
      }, delay);
    });
  }

  /** Stops the running session (shutdown, exit) and any pending restart. */
  async stop() {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      this.cancelRestart();
    }
    await this.ready;
    const session = this.session;
    this.session = null;
    if (session) await session.stop();
  }

  /** A fresh start, by the command or after a change of `layoutc.path`: the crash count starts over. */
  async restart() {
    await this.stop();
    this.crashes = 0;
    if (!this.stopped) await this.start();
  }

  setTrace(value) {
    if (this.session) this.session.setTrace(value);
  }

  async dispose() {
    this.stopped = true;
    await this.stop();
    this.diagnostics.dispose();
  }
}

/** Called by VS Code when a `layout` document opens. Returns an API for tests and other extensions. */
function activate(context) {
  const output = vscode.window.createOutputChannel('layoutc');
  const supervisor = new Supervisor(output);
  state = supervisor;
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand('layoutc.restartServer', () => supervisor.restart()),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('layoutc.path')) supervisor.restart();
      else if (event.affectsConfiguration('layoutc.trace')) supervisor.setTrace(trace());
    }),
  );
  supervisor.start();
  return {
    /** The running session once it is initialized (undefined if the server could not start). */
    whenReady: () => supervisor.ready,
    /** The server's process id, while one runs. */
    get serverPid() {
      return supervisor.session ? supervisor.session.pid : undefined;
    },
  };
}

/** Called by VS Code on shutdown or when the extension is disabled: `shutdown`, `exit`, and the process ends. */
function deactivate() {
  const supervisor = state;
  state = null;
  return supervisor ? supervisor.dispose() : undefined;
}

module.exports = { activate, deactivate };
