'use strict';
// The stand-in's namespaces (`languages`, `workspace`, `window`, `commands`, `env`) and `harness`, the editor's side:
// documents whose text is a JS string (UTF-16 code units, like VS Code's), edits applied as VS Code applies them, and
// a record of what the extension registered, showed and logged. See vscode_stub.js.
module.exports = (api) => {
  const { Disposable, EventEmitter, Position, Range, Uri } = api;

  class TextDocument {
    constructor(uri, languageId, text) {
      Object.assign(this, { uri, languageId, text, version: 1, isClosed: false, isDirty: false });
    }
    get fileName() {
      return this.uri.fsPath;
    }
    get lineStarts() {
      const starts = [0];
      for (let i = 0; i < this.text.length; i++) if (this.text[i] === '\n') starts.push(i + 1);
      return starts;
    }
    get lineCount() {
      return this.lineStarts.length;
    }
    lineAt(line) {
      const starts = this.lineStarts;
      const end = line + 1 < starts.length ? starts[line + 1] - 1 : this.text.length;
      const text = this.text.slice(starts[line], end).replace(/\r$/, '');
      return { lineNumber: line, text, range: new Range(line, 0, line, text.length) };
    }
    getText(range) {
      return range ? this.text.slice(this.offsetAt(range.start), this.offsetAt(range.end)) : this.text;
    }
    offsetAt(position) {
      const starts = this.lineStarts;
      if (position.line >= starts.length) return this.text.length;
      return starts[position.line] + Math.min(position.character, this.lineAt(position.line).text.length);
    }
    positionAt(offset) {
      const starts = this.lineStarts;
      const clamped = Math.max(0, Math.min(offset, this.text.length));
      let line = 0;
      while (line + 1 < starts.length && starts[line + 1] <= clamped) line++;
      return new Position(line, clamped - starts[line]);
    }
  }

  const events = {
    open: new EventEmitter(),
    change: new EventEmitter(),
    close: new EventEmitter(),
    configuration: new EventEmitter(),
  };
  const harness = {
    configuration: {},
    documents: [],
    providers: [], // { kind, selector, provider, extra, disposed }
    collections: [],
    commands: new Map(),
    messages: [], // { kind: 'error' | 'warning' | 'information' | 'status', text, items }
    output: [],

    providersOf(kind) {
      return this.providers.filter((entry) => entry.kind === kind && !entry.disposed);
    },
    provider(kind) {
      const live = this.providersOf(kind);
      if (live.length !== 1) throw new Error(`${live.length} live ${kind} providers, expected 1`);
      return live[0].provider;
    },
    token() {
      return { isCancellationRequested: false, onCancellationRequested: () => new Disposable(() => {}) };
    },
    open(path, text, languageId = 'layout') {
      const document = new TextDocument(Uri.file(path), languageId, text);
      this.documents.push(document);
      events.open.fire(document);
      return document;
    },
    close(document) {
      this.documents.splice(this.documents.indexOf(document), 1);
      document.isClosed = true;
      events.close.fire(document);
    },
    /** Applies TextEdits to a document as one change, as VS Code does (they must not overlap). */
    edit(document, edits) {
      const placed = edits
        .map((edit) => ({ edit, start: document.offsetAt(edit.range.start), end: document.offsetAt(edit.range.end) }))
        .sort((a, b) => a.start - b.start || a.end - b.end);
      for (let i = 1; i < placed.length; i++) {
        if (placed[i].start < placed[i - 1].end) throw new Error('overlapping edits');
      }
      const contentChanges = [];
      for (const { edit, start, end } of placed.reverse()) {
        contentChanges.push({ range: edit.range, rangeOffset: start, rangeLength: end - start, text: edit.newText });
        document.text = document.text.slice(0, start) + edit.newText + document.text.slice(end);
      }
      if (contentChanges.length === 0) return;
      document.version += 1;
      document.isDirty = true;
      events.change.fire({ document, contentChanges, reason: undefined });
    },
    applyWorkspaceEdit(workspaceEdit) {
      for (const [uri, edits] of workspaceEdit.entries()) {
        const document = this.documents.find((d) => d.uri.toString() === uri.toString());
        if (!document) throw new Error(`no open document ${uri}`);
        this.edit(document, edits);
      }
    },
    setConfiguration(values) {
      const changed = Object.keys(values);
      Object.assign(this.configuration, values);
      events.configuration.fire({ affectsConfiguration: (section) => changed.some((key) => key.startsWith(section)) });
    },
  };

  const register = (kind) => (selector, provider, ...extra) => {
    const entry = { kind, selector, provider, extra, disposed: false };
    harness.providers.push(entry);
    return new Disposable(() => (entry.disposed = true));
  };

  const languages = {
    createDiagnosticCollection(name) {
      const entries = new Map(); // uri string -> diagnostics
      const collection = {
        name,
        sets: new Map(), // uri string -> how many times it was set (an empty list counts)
        disposed: false,
        set(uri, diagnostics) {
          entries.set(uri.toString(), diagnostics || []);
          collection.sets.set(uri.toString(), (collection.sets.get(uri.toString()) || 0) + 1);
        },
        delete(uri) {
          entries.delete(uri.toString());
        },
        clear() {
          entries.clear();
        },
        get(uri) {
          return entries.get(uri.toString());
        },
        has(uri) {
          return entries.has(uri.toString());
        },
        forEach(callback) {
          for (const [uri, diagnostics] of entries) callback(Uri.parse(uri), diagnostics, collection);
        },
        dispose() {
          collection.disposed = true;
          entries.clear();
        },
      };
      harness.collections.push(collection);
      return collection;
    },
  };
  for (const kind of [
    'DocumentFormattingEdit', 'DocumentRangeFormattingEdit', 'Hover', 'Definition', 'Reference', 'Rename',
    'DocumentSymbol', 'FoldingRange', 'CompletionItem', 'CodeActions', 'DocumentSemanticTokens',
  ]) {
    languages[`register${kind}Provider`] = register(kind);
  }

  const workspace = {
    get textDocuments() {
      return [...harness.documents];
    },
    workspaceFolders: undefined,
    onDidOpenTextDocument: events.open.event,
    onDidChangeTextDocument: events.change.event,
    onDidCloseTextDocument: events.close.event,
    onDidChangeConfiguration: events.configuration.event,
    getConfiguration(section) {
      return {
        get(key, defaultValue) {
          const value = harness.configuration[`${section}.${key}`];
          return value === undefined ? defaultValue : value;
        },
      };
    },
  };

  const show = (kind) => (text, ...items) => {
    harness.messages.push({ kind, text, items });
    return Promise.resolve(undefined);
  };
  const window = {
    createOutputChannel(name) {
      let partial = '';
      return {
        name,
        append(text) {
          partial += text;
          const lines = partial.split('\n');
          partial = lines.pop();
          harness.output.push(...lines);
        },
        appendLine(text) {
          this.append(`${text}\n`);
        },
        clear() {},
        show() {},
        hide() {},
        dispose() {},
      };
    },
    showErrorMessage: show('error'),
    showWarningMessage: show('warning'),
    showInformationMessage: show('information'),
    setStatusBarMessage(text) {
      harness.messages.push({ kind: 'status', text, items: [] });
      return new Disposable(() => {});
    },
  };

  const commands = {
    registerCommand(name, callback) {
      harness.commands.set(name, callback);
      return new Disposable(() => harness.commands.delete(name));
    },
    executeCommand(name, ...args) {
      const callback = harness.commands.get(name);
      return Promise.resolve(callback ? callback(...args) : undefined);
    },
  };

  return { languages, workspace, window, commands, env: { language: 'en' }, version: '1.75.0', harness, TextDocument };
};
