'use strict';
// Conversions between the Language Server Protocol's JSON and VS Code's API objects.
//
// Positions need no arithmetic: the client asks for UTF-16 (`general.positionEncodings: ["utf-16"]`), which is how
// VS Code counts characters too, so an LSP `{ line, character }` is a `vscode.Position` with the same numbers. Kinds
// that LSP counts from 1 (symbols, completion items) VS Code counts from 0.
const vscode = require('vscode');

// ---- LSP to VS Code --------------------------------------------------------------------------------------------

function position(p) {
  return new vscode.Position(p.line, p.character);
}

function range(r) {
  return new vscode.Range(position(r.start), position(r.end));
}

function uri(text) {
  return vscode.Uri.parse(text);
}

function location(l) {
  return new vscode.Location(uri(l.uri), range(l.range));
}

/** A definition answer (a Location, Locations or LocationLinks, or null) as Locations. */
function locations(result) {
  if (!result) return [];
  const list = Array.isArray(result) ? result : [result];
  return list.map((l) =>
    l.targetUri !== undefined ? new vscode.Location(uri(l.targetUri), range(l.targetSelectionRange || l.targetRange)) : location(l),
  );
}

const severities = {
  1: vscode.DiagnosticSeverity.Error,
  2: vscode.DiagnosticSeverity.Warning,
  3: vscode.DiagnosticSeverity.Information,
  4: vscode.DiagnosticSeverity.Hint,
};
const tags = { 1: vscode.DiagnosticTag.Unnecessary, 2: vscode.DiagnosticTag.Deprecated };

/** The LSP diagnostic each converted one came from, sent back as it was in a code action's context. */
const originals = new WeakMap();

function diagnostic(d) {
  const result = new vscode.Diagnostic(range(d.range), d.message, severities[d.severity] ?? vscode.DiagnosticSeverity.Error);
  if (d.code !== undefined && d.code !== null) {
    const href = d.codeDescription && d.codeDescription.href;
    result.code = href ? { value: d.code, target: uri(href) } : d.code;
  }
  if (d.source) result.source = d.source;
  if (Array.isArray(d.tags)) {
    const known = d.tags.map((tag) => tags[tag]).filter((tag) => tag !== undefined);
    if (known.length > 0) result.tags = known;
  }
  if (Array.isArray(d.relatedInformation)) {
    result.relatedInformation = d.relatedInformation.map(
      (r) => new vscode.DiagnosticRelatedInformation(location(r.location), r.message),
    );
  }
  originals.set(result, d);
  return result;
}

function textEdit(e) {
  return new vscode.TextEdit(range(e.range), e.newText);
}

/** A WorkspaceEdit's text changes, from `documentChanges` (text document edits) or else `changes`. */
function workspaceEdit(w) {
  const result = new vscode.WorkspaceEdit();
  if (!w) return result;
  const add = (target, edits) => {
    for (const e of edits) result.replace(uri(target), range(e.range), e.newText);
  };
  if (Array.isArray(w.documentChanges)) {
    for (const change of w.documentChanges) {
      if (change.kind !== undefined) throw new Error(`a '${change.kind}' file operation, which this client does not offer`);
      add(change.textDocument.uri, change.edits);
    }
  } else if (w.changes) {
    for (const target of Object.keys(w.changes)) add(target, w.changes[target]);
  }
  return result;
}

/** Markdown for hover and documentation: MarkupContent, a MarkedString, or a list of MarkedStrings. */
function markdown(contents) {
  const list = Array.isArray(contents) ? contents : [contents];
  return list
    .filter((c) => c !== null && c !== undefined && c !== '')
    .map((c) => {
      if (typeof c === 'string') return new vscode.MarkdownString(c);
      if (c.kind === 'plaintext') return new vscode.MarkdownString().appendText(c.value);
      if (c.kind === 'markdown') return new vscode.MarkdownString(c.value);
      return new vscode.MarkdownString().appendCodeblock(c.value, c.language);
    });
}

function hover(h) {
  if (!h) return undefined;
  return new vscode.Hover(markdown(h.contents), h.range ? range(h.range) : undefined);
}

function symbolKind(kind) {
  return kind >= 1 && kind <= 26 ? kind - 1 : vscode.SymbolKind.Variable;
}

/** Document symbols: a hierarchy of DocumentSymbols, or flat SymbolInformation. */
function symbols(result) {
  if (!Array.isArray(result)) return [];
  const convert = (s) => {
    if (s.location !== undefined) {
      return new vscode.SymbolInformation(s.name, symbolKind(s.kind), s.containerName || '', location(s.location));
    }
    const symbol = new vscode.DocumentSymbol(s.name, s.detail || '', symbolKind(s.kind), range(s.range), range(s.selectionRange));
    symbol.children = Array.isArray(s.children) ? s.children.map(convert) : [];
    return symbol;
  };
  return result.map(convert);
}

const foldingKinds = {
  comment: vscode.FoldingRangeKind.Comment,
  imports: vscode.FoldingRangeKind.Imports,
  region: vscode.FoldingRangeKind.Region,
};

function foldingRanges(result) {
  if (!Array.isArray(result)) return [];
  return result.map((f) => new vscode.FoldingRange(f.startLine, f.endLine, foldingKinds[f.kind]));
}

function completionItem(i) {
  const kind = i.kind >= 1 && i.kind <= 25 ? i.kind - 1 : undefined;
  const item = new vscode.CompletionItem(i.label, kind);
  if (i.detail) item.detail = i.detail;
  if (i.documentation) item.documentation = typeof i.documentation === 'string' ? i.documentation : markdown(i.documentation)[0];
  if (i.sortText) item.sortText = i.sortText;
  if (i.filterText) item.filterText = i.filterText;
  if (i.preselect) item.preselect = true;
  const snippet = i.insertTextFormat === 2;
  const text = (value) => (snippet ? new vscode.SnippetString(value) : value);
  if (i.textEdit) {
    item.insertText = text(i.textEdit.newText);
    item.range = i.textEdit.range
      ? range(i.textEdit.range)
      : { inserting: range(i.textEdit.insert), replacing: range(i.textEdit.replace) };
  } else if (typeof i.insertText === 'string') {
    item.insertText = text(i.insertText);
  }
  if (Array.isArray(i.additionalTextEdits)) item.additionalTextEdits = i.additionalTextEdits.map(textEdit);
  if (Array.isArray(i.tags) && i.tags.includes(1)) item.tags = [vscode.CompletionItemTag.Deprecated];
  return item;
}

/** A completion answer: a list of items, or a CompletionList (kept, for its `isIncomplete`). */
function completion(result) {
  if (!result) return [];
  if (Array.isArray(result)) return result.map(completionItem);
  return new vscode.CompletionList((result.items || []).map(completionItem), Boolean(result.isIncomplete));
}

function codeActionKind(kind) {
  return vscode.CodeActionKind.Empty.append(kind);
}

/** Code actions with edits; bare commands (which would need `workspace/executeCommand`) are left out. */
function codeActions(result) {
  if (!Array.isArray(result)) return [];
  return result
    .filter((a) => typeof a.command !== 'string')
    .map((a) => {
      const action = new vscode.CodeAction(a.title, a.kind ? codeActionKind(a.kind) : undefined);
      if (Array.isArray(a.diagnostics)) action.diagnostics = a.diagnostics.map(diagnostic);
      if (a.isPreferred) action.isPreferred = true;
      if (a.edit) action.edit = workspaceEdit(a.edit);
      if (a.disabled && a.disabled.reason) action.disabled = { reason: a.disabled.reason };
      return action;
    });
}

function semanticTokensLegend(legend) {
  return new vscode.SemanticTokensLegend(legend.tokenTypes || [], legend.tokenModifiers || []);
}

function semanticTokens(result) {
  if (!result || !Array.isArray(result.data)) return undefined;
  return new vscode.SemanticTokens(new Uint32Array(result.data), result.resultId);
}

/** prepareRename's answer: a range, a range and placeholder, or null (nothing to rename there: an error). */
function renameLocation(result) {
  if (!result) throw new Error('layoutc: there is no name to rename here');
  if (result.start !== undefined) return range(result);
  if (result.range !== undefined) return { range: range(result.range), placeholder: result.placeholder };
  return undefined; // { defaultBehavior: true }: VS Code's own word range
}

// ---- VS Code to LSP --------------------------------------------------------------------------------------------

function toPosition(p) {
  return { line: p.line, character: p.character };
}

function toRange(r) {
  return { start: toPosition(r.start), end: toPosition(r.end) };
}

const lspSeverities = new Map([
  [vscode.DiagnosticSeverity.Error, 1],
  [vscode.DiagnosticSeverity.Warning, 2],
  [vscode.DiagnosticSeverity.Information, 3],
  [vscode.DiagnosticSeverity.Hint, 4],
]);

/** A diagnostic for a code action's context: the server's own when it came from the server. */
function toDiagnostic(d) {
  const original = originals.get(d);
  if (original) return original;
  const result = { range: toRange(d.range), message: d.message, severity: lspSeverities.get(d.severity) };
  if (d.code !== undefined) result.code = typeof d.code === 'object' ? d.code.value : d.code;
  if (d.source) result.source = d.source;
  return result;
}

function toFormattingOptions(options) {
  return { tabSize: options.tabSize, insertSpaces: options.insertSpaces };
}

module.exports = {
  position,
  range,
  uri,
  location,
  locations,
  diagnostic,
  textEdit,
  workspaceEdit,
  hover,
  symbols,
  foldingRanges,
  completion,
  codeActions,
  semanticTokensLegend,
  semanticTokens,
  renameLocation,
  toPosition,
  toRange,
  toDiagnostic,
  toFormattingOptions,
};
