'use strict';
// One run of `layoutc lsp`: the process, the `initialize` handshake, full-text document sync for `layout`
// documents, diagnostics into a DiagnosticCollection, and an orderly `shutdown` + `exit`. The extension starts a
// new Session after a crash (extension.js); a Session never restarts itself.
const { spawn } = require('child_process');
const vscode = require('vscode');
const { Connection, ResponseError } = require('./transport');
const convert = require('./convert');
const providers = require('./providers');

const LANGUAGE = 'layout';
/** The schemes whose `layout` documents the server sees: files on disk and unsaved new files. */
const SCHEMES = ['file', 'untitled'];
const INITIALIZE_TIMEOUT = 20000;
const SHUTDOWN_TIMEOUT = 3000;
const EXIT_TIMEOUT = 2000;

/** What this client can do, as `initialize` tells the server. */
function clientCapabilities() {
  const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return {
    general: { positionEncodings: ['utf-16'] },
    window: { showMessage: {} },
    textDocument: {
      synchronization: { dynamicRegistration: false, willSave: false, willSaveWaitUntil: false, didSave: false },
      publishDiagnostics: {
        relatedInformation: true,
        tagSupport: { valueSet: [1, 2] },
        versionSupport: true,
        codeDescriptionSupport: true,
      },
      formatting: { dynamicRegistration: false },
      rangeFormatting: { dynamicRegistration: false },
      hover: { contentFormat: ['markdown', 'plaintext'] },
      definition: { linkSupport: false },
      references: {},
      rename: { prepareSupport: true },
      documentSymbol: { hierarchicalDocumentSymbolSupport: true, symbolKind: { valueSet: range(1, 26) } },
      foldingRange: { lineFoldingOnly: true },
      completion: {
        completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] },
        completionItemKind: { valueSet: range(1, 25) },
      },
      codeAction: {
        codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix'] } },
        isPreferredSupport: true,
        disabledSupport: true,
      },
      semanticTokens: {
        requests: { full: true },
        tokenTypes: [],
        tokenModifiers: [],
        formats: ['relative'],
      },
    },
  };
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000}s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

class Session {
  /**
   * options: `command` (the executable), `cwd`, `output` (an OutputChannel), `log(text)`, `diagnostics` (a
   * DiagnosticCollection), `trace` ('off', 'messages', 'verbose'), `onExit(code, signal, expected)`.
   */
  constructor(options) {
    this.options = options;
    this.child = null;
    this.connection = null;
    this.capabilities = null;
    this.disposables = [];
    this.open = new Set(); // URIs (as sent) of the documents the server has open
    this.stopping = false;
    this.running = false; // initialized: from then on an unexpected exit is a crash
    this.startedAt = Date.now();
    this.exited = null; // a promise, resolved with { code, signal } when the process has ended
  }

  get pid() {
    return this.child ? this.child.pid : undefined;
  }

  log(text) {
    this.options.log(text);
  }

  /** Starts the process and completes `initialize`; rejects (with the process ended) when either fails. */
  async start() {
    const { command, cwd } = this.options;
    const child = spawn(command, ['lsp'], { cwd, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    try {
      await new Promise((resolve, reject) => {
        child.once('spawn', resolve);
        child.once('error', reject);
      });
    } catch (error) {
      this.child = null; // never ran: nothing to stop
      throw error;
    }
    this.log(`started '${command} lsp' (pid ${child.pid})`);
    child.on('error', (error) => this.log(`process error: ${error.message}`));
    child.stdin.on('error', (error) => this.log(`cannot write to the server: ${error.message}`));
    child.stderr.on('data', (chunk) => this.options.output.append(chunk.toString('utf8')));
    this.connection = new Connection(child.stdout, child.stdin, {
      notification: (method, params) => this.notification(method, params),
      request: (method) => {
        throw new ResponseError(-32601, `this client does not handle '${method}'`);
      },
      error: (error) => {
        this.log(`${error.message}; stopping the server`);
        child.kill();
      },
      log: (text) => this.log(text),
    });
    this.connection.trace = this.options.trace || 'off';
    this.exited.then(({ code, signal }) => {
      const how = signal ? `signal ${signal}` : `status ${code}`;
      this.connection.close(`the server exited (${how})`);
      this.dispose();
      this.log(`'${command} lsp' exited (${how})`);
      // An exit before `initialize` completed is a failed start, which start() reports; it is not restarted.
      this.options.onExit(code, signal, this.stopping || !this.running);
    });
    try {
      const result = await withTimeout(this.connection.request('initialize', this.initializeParams()), INITIALIZE_TIMEOUT, 'initialize');
      this.initialized(result || {});
    } catch (error) {
      this.stopping = true; // a failed start is reported by the caller, not as a crash
      child.kill();
      throw error;
    }
  }

  initializeParams() {
    const folders = vscode.workspace.workspaceFolders || [];
    return {
      processId: process.pid,
      clientInfo: { name: 'layoutc for VS Code', version: vscode.version },
      locale: vscode.env && vscode.env.language,
      rootUri: folders.length > 0 ? folders[0].uri.toString() : null,
      workspaceFolders: folders.map((f) => ({ uri: f.uri.toString(), name: f.name })),
      capabilities: clientCapabilities(),
    };
  }

  initialized(result) {
    this.running = true;
    this.capabilities = result.capabilities || {};
    const info = result.serverInfo || {};
    const encoding = this.capabilities.positionEncoding || 'utf-16';
    this.log(`initialized ${info.name || 'server'} ${info.version || ''} (positions in ${encoding})`.replace('  ', ' '));
    if (encoding !== 'utf-16') this.log(`warning: the server chose '${encoding}', not the UTF-16 this client asked for`);
    this.connection.notify('initialized', {});
    this.disposables.push(...providers.register(this, this.capabilities));
    const workspace = vscode.workspace;
    this.disposables.push(
      workspace.onDidOpenTextDocument((document) => this.didOpen(document)),
      workspace.onDidChangeTextDocument((event) => this.didChange(event)),
      workspace.onDidCloseTextDocument((document) => this.didClose(document)),
    );
    for (const document of workspace.textDocuments) this.didOpen(document);
  }

  /** Whether the server should see a document. */
  static wants(document) {
    return document.languageId === LANGUAGE && SCHEMES.includes(document.uri.scheme);
  }

  didOpen(document) {
    const uri = document.uri.toString();
    if (!Session.wants(document) || this.open.has(uri)) return;
    this.open.add(uri);
    this.connection.notify('textDocument/didOpen', {
      textDocument: { uri, languageId: LANGUAGE, version: document.version, text: document.getText() },
    });
  }

  /** Full sync: every change sends the whole text (a change without a range), which the server always accepts. */
  didChange(event) {
    const document = event.document;
    const uri = document.uri.toString();
    if (!this.open.has(uri) || event.contentChanges.length === 0) return;
    this.connection.notify('textDocument/didChange', {
      textDocument: { uri, version: document.version },
      contentChanges: [{ text: document.getText() }],
    });
  }

  didClose(document) {
    const uri = document.uri.toString();
    if (!this.open.delete(uri)) return;
    this.connection.notify('textDocument/didClose', { textDocument: { uri } });
    this.options.diagnostics.delete(document.uri);
  }

  notification(method, params) {
    switch (method) {
      case 'textDocument/publishDiagnostics':
        if (!this.open.has(params.uri)) return this.options.diagnostics.delete(convert.uri(params.uri));
        return this.options.diagnostics.set(convert.uri(params.uri), params.diagnostics.map(convert.diagnostic));
      case 'window/logMessage':
        return this.log(`${['', 'error', 'warning', 'info', 'log'][params.type] || 'log'}: ${params.message}`);
      case 'window/showMessage': {
        const show = { 1: 'showErrorMessage', 2: 'showWarningMessage' }[params.type] || 'showInformationMessage';
        return vscode.window[show](params.message);
      }
      default:
        return undefined; // $/progress, telemetry and the like
    }
  }

  /** A request about a document; resolves with its result, or rejects with a ResponseError. */
  request(method, params, token) {
    if (!this.connection || this.connection.closed) return Promise.reject(new Error('layoutc: the server is not running'));
    return this.connection.request(method, params, token);
  }

  setTrace(trace) {
    this.options.trace = trace;
    if (this.connection) this.connection.trace = trace;
  }

  /** `shutdown`, then `exit`; ends the process if it does not exit by itself. Resolves once it has ended. */
  async stop() {
    if (!this.child) return;
    this.stopping = true;
    this.dispose();
    const connection = this.connection;
    if (connection && !connection.closed) {
      try {
        await withTimeout(connection.request('shutdown'), SHUTDOWN_TIMEOUT, 'shutdown');
        connection.notify('exit');
        this.child.stdin.end();
      } catch (error) {
        this.log(`shutdown failed: ${error.message}`);
      }
    }
    try {
      await withTimeout(this.exited, EXIT_TIMEOUT, 'exit');
    } catch (error) {
      this.log(`${error.message}; ending the process`);
      this.child.kill();
      await this.exited;
    }
  }

  dispose() {
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
    this.options.diagnostics.clear();
    this.open.clear();
  }
}

module.exports = { Session, clientCapabilities, LANGUAGE, SCHEMES };
