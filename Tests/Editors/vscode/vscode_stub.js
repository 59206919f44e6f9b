'use strict';
// A stand-in for the `vscode` module: the part of VS Code's extension API that Editors/vscode uses, with the same
// names, constructor signatures, enum values and argument checks (Position rejects negative numbers, DocumentSymbol
// a selection range outside its range, WorkspaceEdit application overlapping edits), plus `harness`, which plays
// the editor: it opens, edits and closes documents (text in UTF-16 code units, as VS Code counts), applies edits,
// and records what the extension registered and showed. Not VS Code: only what the test needs to drive the client.

class Disposable {
  constructor(callOnDispose) {
    this.callOnDispose = callOnDispose;
  }
  static from(...items) {
    return new Disposable(() => items.forEach((item) => item && item.dispose()));
  }
  dispose() {
    if (this.callOnDispose) this.callOnDispose();
    this.callOnDispose = null;
  }
}

class EventEmitter {
  constructor() {
    this.listeners = new Set();
    this.event = (listener, thisArg) => {
      const bound = thisArg ? listener.bind(thisArg) : listener;
      this.listeners.add(bound);
      return new Disposable(() => this.listeners.delete(bound));
    };
  }
  fire(value) {
    for (const listener of [...this.listeners]) listener(value);
  }
  dispose() {
    this.listeners.clear();
  }
}

function check(condition, message) {
  if (!condition) throw new Error(`Illegal argument: ${message}`);
}

class Position {
  constructor(line, character) {
    check(Number.isInteger(line) && line >= 0, `line must be a non-negative integer (${line})`);
    check(Number.isInteger(character) && character >= 0, `character must be a non-negative integer (${character})`);
    this.line = line;
    this.character = character;
  }
  isBefore(other) {
    return this.line < other.line || (this.line === other.line && this.character < other.character);
  }
  isEqual(other) {
    return this.line === other.line && this.character === other.character;
  }
  compareTo(other) {
    return this.isBefore(other) ? -1 : this.isEqual(other) ? 0 : 1;
  }
}

class Range {
  constructor(a, b, c, d) {
    let start = a;
    let end = b;
    if (typeof a === 'number') {
      start = new Position(a, b);
      end = new Position(c, d);
    }
    check(start instanceof Position && end instanceof Position, 'start and end must be Positions');
    [this.start, this.end] = end.isBefore(start) ? [end, start] : [start, end];
  }
  get isEmpty() {
    return this.start.isEqual(this.end);
  }
  isEqual(other) {
    return this.start.isEqual(other.start) && this.end.isEqual(other.end);
  }
  contains(other) {
    const range = other instanceof Range ? other : new Range(other, other);
    return !range.start.isBefore(this.start) && !this.end.isBefore(range.end);
  }
}

const encode = (text) => text.split('/').map((part) => encodeURIComponent(part).replace(/%3A/gi, ':')).join('/');

class Uri {
  constructor(scheme, authority, path, query, fragment) {
    Object.assign(this, { scheme, authority, path, query, fragment });
  }
  static parse(value) {
    const match = /^([a-zA-Z][\w+.-]*):(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/.exec(value);
    check(match, `not a URI: ${value}`);
    const decode = (text) => decodeURIComponent(text || '');
    return new Uri(match[1].toLowerCase(), decode(match[2]), decode(match[3]), decode(match[4]), decode(match[5]));
  }
  static file(path) {
    return new Uri('file', '', path, '', '');
  }
  get fsPath() {
    return this.path;
  }
  toString() {
    let text = `${this.scheme}:`;
    if (this.authority || this.scheme === 'file') text += `//${encode(this.authority)}`;
    text += encode(this.path);
    if (this.query) text += `?${encodeURIComponent(this.query)}`;
    if (this.fragment) text += `#${encodeURIComponent(this.fragment)}`;
    return text;
  }
}

class Location {
  constructor(uri, rangeOrPosition) {
    check(uri instanceof Uri, 'uri must be a Uri');
    this.uri = uri;
    this.range = rangeOrPosition instanceof Position ? new Range(rangeOrPosition, rangeOrPosition) : rangeOrPosition;
  }
}

class TextEdit {
  constructor(range, newText) {
    check(range instanceof Range, 'range must be a Range');
    this.range = range;
    this.newText = newText;
  }
  static replace(range, newText) {
    return new TextEdit(range, newText);
  }
}

class WorkspaceEdit {
  constructor() {
    this.edits = new Map(); // uri string -> [uri, TextEdit[]]
  }
  replace(uri, range, newText) {
    const key = uri.toString();
    if (!this.edits.has(key)) this.edits.set(key, [uri, []]);
    this.edits.get(key)[1].push(new TextEdit(range, newText));
  }
  insert(uri, position, newText) {
    this.replace(uri, new Range(position, position), newText);
  }
  set(uri, edits) {
    this.edits.set(uri.toString(), [uri, [...edits]]);
  }
  get(uri) {
    const entry = this.edits.get(uri.toString());
    return entry ? entry[1] : [];
  }
  entries() {
    return [...this.edits.values()];
  }
  get size() {
    return this.edits.size;
  }
}

const DiagnosticSeverity = { Error: 0, Warning: 1, Information: 2, Hint: 3 };
const DiagnosticTag = { Unnecessary: 1, Deprecated: 2 };

class Diagnostic {
  constructor(range, message, severity = DiagnosticSeverity.Error) {
    check(range instanceof Range, 'range must be a Range');
    Object.assign(this, { range, message, severity });
  }
}

class DiagnosticRelatedInformation {
  constructor(location, message) {
    check(location instanceof Location, 'location must be a Location');
    Object.assign(this, { location, message });
  }
}

class MarkdownString {
  constructor(value = '', supportThemeIcons = false) {
    Object.assign(this, { value, supportThemeIcons });
  }
  appendText(text) {
    this.value += text.replace(/[\\`*_{}[\]()#+\-.!<>|]/g, '\\$&');
    return this;
  }
  appendMarkdown(text) {
    this.value += text;
    return this;
  }
  appendCodeblock(code, language = '') {
    this.value += `\n\`\`\`${language}\n${code}\n\`\`\`\n`;
    return this;
  }
}

class Hover {
  constructor(contents, range) {
    this.contents = Array.isArray(contents) ? contents : [contents];
    this.range = range;
  }
}

const SymbolKind = Object.fromEntries(
  ['File', 'Module', 'Namespace', 'Package', 'Class', 'Method', 'Property', 'Field', 'Constructor', 'Enum',
    'Interface', 'Function', 'Variable', 'Constant', 'String', 'Number', 'Boolean', 'Array', 'Object', 'Key', 'Null',
    'EnumMember', 'Struct', 'Event', 'Operator', 'TypeParameter'].map((name, index) => [name, index]),
);

class DocumentSymbol {
  constructor(name, detail, kind, range, selectionRange) {
    check(typeof name === 'string' && name.trim() !== '', 'name must not be empty');
    check(range.contains(selectionRange), 'selectionRange must be contained in fullRange');
    Object.assign(this, { name, detail, kind, range, selectionRange, children: [] });
  }
}

class SymbolInformation {
  constructor(name, kind, containerName, location) {
    Object.assign(this, { name, kind, containerName, location });
  }
}

const FoldingRangeKind = { Comment: 1, Imports: 2, Region: 3 };
class FoldingRange {
  constructor(start, end, kind) {
    Object.assign(this, { start, end, kind });
  }
}

const CompletionItemKind = Object.fromEntries(
  ['Text', 'Method', 'Function', 'Constructor', 'Field', 'Variable', 'Class', 'Interface', 'Module', 'Property',
    'Unit', 'Value', 'Enum', 'Keyword', 'Snippet', 'Color', 'File', 'Reference', 'Folder', 'EnumMember', 'Constant',
    'Struct', 'Event', 'Operator', 'TypeParameter'].map((name, index) => [name, index]),
);
const CompletionItemTag = { Deprecated: 1 };
class CompletionItem {
  constructor(label, kind) {
    Object.assign(this, { label, kind });
  }
}
class CompletionList {
  constructor(items = [], isIncomplete = false) {
    Object.assign(this, { items, isIncomplete });
  }
}
class SnippetString {
  constructor(value = '') {
    this.value = value;
  }
}

class CodeActionKind {
  constructor(value) {
    this.value = value;
  }
  append(part) {
    return new CodeActionKind(this.value ? `${this.value}.${part}` : part);
  }
  contains(other) {
    return this.value === other.value || other.value.startsWith(`${this.value}.`);
  }
}
CodeActionKind.Empty = new CodeActionKind('');
CodeActionKind.QuickFix = CodeActionKind.Empty.append('quickfix');

class CodeAction {
  constructor(title, kind) {
    Object.assign(this, { title, kind });
  }
}

class SemanticTokensLegend {
  constructor(tokenTypes, tokenModifiers = []) {
    Object.assign(this, { tokenTypes, tokenModifiers });
  }
}
class SemanticTokens {
  constructor(data, resultId) {
    check(data instanceof Uint32Array, 'data must be a Uint32Array');
    Object.assign(this, { data, resultId });
  }
}

module.exports = {
  Disposable, EventEmitter, Position, Range, Uri, Location, TextEdit, WorkspaceEdit, Diagnostic, DiagnosticSeverity,
  DiagnosticTag, DiagnosticRelatedInformation, MarkdownString, Hover, SymbolKind, DocumentSymbol, SymbolInformation,
  FoldingRange, FoldingRangeKind, CompletionItem, CompletionItemKind, CompletionItemTag, CompletionList,
  SnippetString, CodeAction, CodeActionKind, SemanticTokens, SemanticTokensLegend,
};
// The namespaces (languages, workspace, window, commands) and the harness.
Object.assign(module.exports, require('./vscode_editor')(module.exports));
