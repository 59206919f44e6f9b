'use strict';
// The VS Code extension (Editors/vscode) against the real `layoutc lsp` (LAYOUTC), with vscode_stub.js standing in
// for VS Code's API: activation starts the server; diagnostics, formatting, hover, definition, references, rename,
// completion, symbols, folding, semantic tokens and quick fixes work, also after non-ASCII text; a crash restarts
// the server; deactivation shuts it down (exit status 0). Expected results come from layoutc itself (`check
// --output-format json`, `fmt -`), with byte offsets turned into UTF-16 here, independently of the client.
const Module = require('module');
const path = require('path');
const fs = require('fs');
const os = require('os');
const { spawnSync } = require('child_process');
const { test } = require('node:test');
const assert = require('node:assert/strict');

const stub = path.join(__dirname, 'vscode_stub.js');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'vscode' ? stub : resolve.call(this, request, ...rest);
};
const vscode = require('vscode');
const { harness } = vscode;
const root = path.resolve(__dirname, '../../..');
const extension = require(path.join(root, 'Editors/vscode/extension.js'));

const LAYOUTC = process.env.LAYOUTC;
if (!LAYOUTC) throw new Error('LAYOUTC must name the layoutc executable (run.sh sets it)');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layoutc-vscode-'));
const token = harness.token();

function layoutc(args, input) {
  const run = spawnSync(LAYOUTC, args, { input, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function waitFor(what, predicate, ms = 20000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = predicate();
    if (value) return value;
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const diagnostics = () => harness.collections[harness.collections.length - 1]; // the live activation's
/** Opens a document and waits for its first diagnostics (an empty list counts). */
async function open(name, text) {
  const document = harness.open(path.join(dir, name), text);
  await waitFor(`diagnostics for ${name}`, () => diagnostics().sets.get(document.uri.toString()));
  return document;
}
/** Applies edits, then waits for the diagnostics of the new version. */
async function edit(document, edits) {
  const sets = diagnostics().sets.get(document.uri.toString()) || 0;
  if (edits instanceof vscode.WorkspaceEdit) harness.applyWorkspaceEdit(edits);
  else harness.edit(document, edits);
  await waitFor('diagnostics after the edit', () => diagnostics().sets.get(document.uri.toString()) > sets);
}
/** The position of the `nth` occurrence of `needle` in the document, `shift` UTF-16 units into it. */
function find(document, needle, shift = 0, nth = 0) {
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = document.getText().indexOf(needle, offset + 1);
  assert.notEqual(offset, -1, `'${needle}' is in the document`);
  return document.positionAt(offset + shift);
}
function rangeOf(document, needle, shift = 0, length = needle.length - shift, nth = 0) {
  const start = find(document, needle, shift, nth);
  return new vscode.Range(start, document.positionAt(document.offsetAt(start) + length));
}
const show = (r) => `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;

/** What `layoutc check` reports for the document's text, its byte offsets as positions in the document. */
function expectedDiagnostics(document) {
  const run = layoutc(['check', '--output-format', 'json', '--stdin-filepath', document.fileName, '-'], document.getText());
  const bytes = Buffer.from(document.getText(), 'utf8');
  const position = (offset) => document.positionAt(bytes.subarray(0, offset).toString('utf8').length);
  const range = (r) => new vscode.Range(position(r.start.offset), position(r.end.offset));
  const severity = { error: 0, warning: 1, note: 2 };
  return JSON.parse(run.stdout).files[0].diagnostics.map((d) => ({
    code: d.code,
    severity: severity[d.severity],
    message: d.message,
    range: show(range(d.range)),
    related: d.notes.filter((n) => n.range).map((n) => `${show(range(n.range))} ${n.message}`),
  }));
}
function actualDiagnostics(document) {
  return diagnostics().get(document.uri).map((d) => ({
    code: typeof d.code === 'object' ? d.code.value : d.code,
    severity: d.severity,
    message: d.message.split('\nnote: ')[0],
    range: show(d.range),
    related: (d.relatedInformation || []).map((r) => `${show(r.location.range)} ${r.message}`),
  }));
}

const photos = fs.readFileSync(path.join(root, 'Examples/Photos.layout'), 'utf8');
// The Example with its indentation and spacing damaged, so formatting has work to do.
const damaged = photos
  .split('\n')
  .map((line) => line.replace(/^ {2}/, ''))
  .map((line) => (line.startsWith('//') ? line : line.replace(/: /g, ':   ')))
  .join('\n');
// Non-ASCII before names: comments run to the end of the line, so on the same line it is a string ("é😀", one
// UTF-16 unit and two, but two and four UTF-8 bytes), with a comment holding é and an emoji on the line above.
const broken = [
  'layout Broken {',
  '  item cell { size: 1/3w x 1/3w }',
  '  // Été 😀: the header kind below has an é and an emoji before the names on its line',
  '  section {',
  '    header "é😀" { size: 1w x 44 }; horizontal { size: 1w x 1/3w; cel * 3 }',
  '  }',
  '}',
  '',
].join('\n');

test('the VS Code client against layoutc lsp', async (t) => {
  const context = { subscriptions: [] };
  try {

    await t.test('an executable that cannot start is a clear error, not a crash loop', async () => {
      harness.setConfiguration({ 'layoutc.path': path.join(dir, 'no-such-layoutc') });
      const api = extension.activate(context);
      assert.equal(await api.whenReady(), undefined);
      const error = harness.messages.find((m) => m.kind === 'error');
      assert.ok(error, 'an error message was shown');
      assert.match(error.text, /could not start the language server \('.*no-such-layoutc' was not found\)/);
      assert.match(error.text, /"layoutc\.path"/);
      await extension.deactivate();
      context.subscriptions.splice(0).forEach((d) => d.dispose());
      harness.messages.length = 0;
    });

    await t.test('a server that exits during initialize is reported once and not restarted', async () => {
      const script = path.join(dir, 'exits.sh');
      fs.writeFileSync(script, '#!/bin/sh\necho "cannot run: $*" >&2\nexit 3\n', { mode: 0o755 });
      harness.setConfiguration({ 'layoutc.path': script });
      const api = extension.activate(context);
      assert.equal(await api.whenReady(), undefined);
      await new Promise((done) => setTimeout(done, 1000)); // longer than the first restart delay
      const errors = harness.messages.filter((m) => m.kind === 'error');
      assert.equal(errors.length, 1, errors.map((m) => m.text).join(' | '));
      assert.match(errors[0].text, /the server exited \(status 3\)/);
      assert.ok(harness.output.includes('cannot run: lsp'), 'its standard error is in the output channel');
      assert.ok(!harness.output.some((line) => line.includes('restarting')), 'not restarted');
      await extension.deactivate();
      context.subscriptions.splice(0).forEach((d) => d.dispose());
      harness.messages.length = 0;
    });

    harness.setConfiguration({ 'layoutc.path': LAYOUTC, 'layoutc.trace': 'messages' });
    const api = extension.activate(context);
    const session = await api.whenReady();
    assert.ok(session, `layoutc lsp started (output: ${harness.output.join(' | ')})`);

    await t.test('initialize: UTF-16 positions and every provider the server offers', () => {
      assert.ok(harness.output.some((line) => /initialized layoutc .*\(positions in utf-16\)/.test(line)), harness.output.join('\n'));
      assert.ok(harness.output.some((line) => line.includes("--> request 'initialize' #1")), 'the trace logs messages');
      for (const kind of ['DocumentFormattingEdit', 'DocumentRangeFormattingEdit', 'Hover', 'Definition', 'Reference',
        'Rename', 'DocumentSymbol', 'FoldingRange', 'CompletionItem', 'CodeActions', 'DocumentSemanticTokens']) {
        assert.equal(harness.providersOf(kind).length, 1, `one ${kind} provider`);
      }
      const completion = harness.providersOf('CompletionItem')[0];
      assert.deepEqual(completion.extra, [':', '='], 'completion trigger characters');
    });

    const example = await open('example.layout', damaged);
    const brokenDocument = await open('broken file.layout', broken);

    await t.test('diagnostics match layoutc check, positions in UTF-16 after non-ASCII text', () => {
      assert.deepEqual(actualDiagnostics(example), []);
      assert.deepEqual(actualDiagnostics(example), expectedDiagnostics(example));
      const expected = expectedDiagnostics(brokenDocument);
      assert.deepEqual(actualDiagnostics(brokenDocument), expected);
      assert.deepEqual(expected.map((d) => d.code), ['E0301']);
      // Independently of layoutc: 'cel' after "é😀" starts at UTF-16 column 66 (its UTF-8 byte column is 69).
      assert.equal(expected[0].range, show(rangeOf(brokenDocument, 'cel *', 0, 3)));
      assert.equal(rangeOf(brokenDocument, 'cel *', 0, 3).start.character, 66);
      const [d] = diagnostics().get(brokenDocument.uri);
      assert.equal(d.source, 'layoutc');
      assert.ok(d.code.target instanceof vscode.Uri, 'the code links to its page');
      assert.equal(d.code.target.fragment, 'e0301');
      assert.ok(fs.existsSync(d.code.target.fsPath), `${d.code.target.fsPath} exists`);
    });

    await t.test('notes become related information; unused code is tagged Unnecessary', async () => {
      const duplicate = await open('duplicate.layout', 'layout Dup {\n  item cell { size: 1w x 44 }\n  item cell { size: 1w x 44 }\n  section { vertical { size: 1w x 44; cell } }\n}\n');
      assert.deepEqual(actualDiagnostics(duplicate), expectedDiagnostics(duplicate));
      assert.equal(diagnostics().get(duplicate.uri)[0].relatedInformation.length, 1);
      const lint = await open('lint.layout', 'layout Lint {\n  item cell { size: 1w x 44 }\n  item spare { size: 1w x 44 }\n  section { vertical { size: 1w x 44; cell } }\n}\n');
      assert.deepEqual(actualDiagnostics(lint), expectedDiagnostics(lint));
      const [unused] = diagnostics().get(lint.uri);
      assert.equal(unused.severity, vscode.DiagnosticSeverity.Warning);
      assert.deepEqual(unused.tags, [vscode.DiagnosticTag.Unnecessary]);
      harness.close(duplicate);
      harness.close(lint);
      assert.equal(diagnostics().get(lint.uri), undefined, 'closing a document clears its diagnostics');
    });

    await t.test('formatting gives exactly `layoutc fmt -`', async () => {
      const expected = layoutc(['fmt', '-'], damaged);
      assert.equal(expected.status, 0, expected.stderr);
      const edits = await harness.provider('DocumentFormattingEdit').provideDocumentFormattingEdits(example, { tabSize: 2, insertSpaces: true }, token);
      assert.ok(edits.length > 1 && edits.every((e) => e instanceof vscode.TextEdit), `${edits.length} edits`);
      await edit(example, edits);
      assert.equal(example.getText(), expected.stdout);
      assert.equal(example.getText(), photos, 'the Example is in canonical form');
      assert.deepEqual(actualDiagnostics(example), [], 'the server has the formatted text');
      const again = await harness.provider('DocumentFormattingEdit').provideDocumentFormattingEdits(example, { tabSize: 2, insertSpaces: true }, token);
      assert.deepEqual(again, [], 'formatting canonical text changes nothing');
    });

    await t.test('formatting and range formatting after non-ASCII text', async () => {
      const text = '// Été 😀 a comment\nlayout   Unicode {\nitem cell {size:1w x 44}   // é 😀 after\n  section {\n      header "é😀" {size:1w x 44}\n    vertical {size:1w x 44;cell}\n  }\n}\n';
      const expected = layoutc(['fmt', '-'], text);
      assert.equal(expected.status, 0, expected.stderr);
      const unicode = await open('unicode.layout', text);
      const line = new vscode.Range(4, 0, 4, unicode.lineAt(4).text.length);
      const some = await harness.provider('DocumentRangeFormattingEdit').provideDocumentRangeFormattingEdits(unicode, line, { tabSize: 2, insertSpaces: true }, token);
      assert.ok(some.length > 0, 'range formatting has edits');
      for (const e of some) assert.ok(!e.range.end.isBefore(line.start) && !line.end.isBefore(e.range.start), `${show(e.range)} touches line 4`);
      await edit(unicode, some);
      assert.ok(unicode.getText().startsWith('// Été 😀 a comment\nlayout   Unicode {\nitem cell {size:1w x 44}   // é 😀 after\n'), unicode.getText());
      assert.equal(unicode.lineAt(4).text, '    header "é😀" { size: 1w x 44 }', unicode.getText());
      const all = await harness.provider('DocumentFormattingEdit').provideDocumentFormattingEdits(unicode, { tabSize: 2, insertSpaces: true }, token);
      await edit(unicode, all);
      assert.equal(unicode.getText(), expected.stdout);
      harness.close(unicode);
    });

    await t.test('a file with a syntax error is not reformatted', async () => {
      const text = 'layout Syntax {\n  item cell {   size: 1w x 44\n}\n';
      assert.equal(layoutc(['fmt', '-'], text).status, 2, 'layoutc fmt refuses it too');
      const syntax = await open('syntax.layout', text);
      assert.deepEqual(actualDiagnostics(syntax), expectedDiagnostics(syntax));
      assert.ok(actualDiagnostics(syntax).some((d) => d.code === 'E0204'), 'a syntax error');
      const edits = await harness.provider('DocumentFormattingEdit').provideDocumentFormattingEdits(syntax, { tabSize: 2, insertSpaces: true }, token);
      assert.deepEqual(edits, []);
      assert.equal(syntax.getText(), text);
      assert.ok(harness.messages.some((m) => m.kind === 'status' && /not formatted/.test(m.text)), 'the reason is in the status bar');
      harness.close(syntax);
    });

    await t.test('hover on an item name', async () => {
      const hover = await harness.provider('Hover').provideHover(example, find(example, 'item large', 7), token);
      assert.ok(hover instanceof vscode.Hover);
      const value = hover.contents.map((c) => c.value).join('\n');
      assert.ok(value.includes('**item** `large`') && value.includes('390x844'), value);
      assert.equal(show(hover.range), show(rangeOf(example, 'item large', 5)));
    });

    await t.test('definition and references', async () => {
      const use = find(example, 'large; smallRow', 2);
      const [definition, ...more] = await harness.provider('Definition').provideDefinition(example, use, token);
      assert.equal(more.length, 0);
      assert.equal(definition.uri.toString(), example.uri.toString());
      assert.equal(show(definition.range), show(rangeOf(example, 'item large', 5)));
      const references = await harness.provider('Reference').provideReferences(example, use, { includeDeclaration: true }, token);
      assert.deepEqual(references.map((r) => show(r.range)).sort(), [show(rangeOf(example, 'item large', 5)), show(rangeOf(example, 'large; smallRow', 0, 5))].sort());
    });

    await t.test('rename, with prepareRename', async () => {
      const rename = harness.provider('Rename');
      const use = find(example, 'large; smallRow', 3);
      const prepared = await rename.prepareRename(example, use, token);
      assert.equal(prepared.placeholder, 'large');
      assert.equal(show(prepared.range), show(rangeOf(example, 'large; smallRow', 0, 5)));
      await assert.rejects(rename.prepareRename(example, find(example, 'layout Photos', 2), token), /no name to rename/);
      await assert.rejects(rename.provideRenameEdits(example, use, 'not a name', token), /is not a name/);
      const workspaceEdit = await rename.provideRenameEdits(example, use, 'big', token);
      assert.ok(workspaceEdit instanceof vscode.WorkspaceEdit);
      await edit(example, workspaceEdit);
      const expected = photos.split('\n').map((l) => (l.trimStart().startsWith('//') ? l : l.replace(/\blarge\b/g, 'big'))).join('\n');
      assert.equal(example.getText(), expected);
      assert.deepEqual(actualDiagnostics(example), []);
    });

    await t.test('completion offers the properties of the block', async () => {
      const document = await open('complete.layout', 'layout Complete {\n  item cell {\n    \n  }\n  section { vertical { size: 1w x 44; cell } }\n}\n');
      const items = await harness.provider('CompletionItem').provideCompletionItems(document, new vscode.Position(2, 4), token, { triggerKind: 0 });
      const size = items.find((i) => i.label === 'size');
      assert.ok(size, items.map((i) => i.label).join(', '));
      assert.equal(size.kind, vscode.CompletionItemKind.Property);
      assert.equal(size.insertText, 'size: ');
      assert.ok(items.some((i) => i.label === 'insets') && items.some((i) => i.label === 'when' && i.kind === vscode.CompletionItemKind.Keyword));
      harness.close(document);
    });

    await t.test('symbols, folding ranges and semantic tokens', async () => {
      const [layout] = await harness.provider('DocumentSymbol').provideDocumentSymbols(example, token);
      assert.equal(layout.name, 'Photos');
      assert.equal(layout.kind, vscode.SymbolKind.Module);
      assert.ok(layout.children.some((s) => s.name === 'big' && s.kind === vscode.SymbolKind.Field));
      const folds = await harness.provider('FoldingRange').provideFoldingRanges(example, {}, token);
      assert.ok(folds.some((f) => f.start === 0 && f.end === 2 && f.kind === vscode.FoldingRangeKind.Comment));
      assert.ok(folds.some((f) => f.start === 3 && f.kind === undefined), 'the layout block folds');
      const entry = harness.providersOf('DocumentSemanticTokens')[0];
      const legend = entry.extra[0];
      assert.ok(legend instanceof vscode.SemanticTokensLegend && legend.tokenTypes.includes('type'));
      const tokens = await entry.provider.provideDocumentSemanticTokens(brokenDocument, token);
      // Decode the relative encoding, then find 'horizontal' after "é😀": a keyword at UTF-16 column 36 (byte 39).
      let line = 0;
      let character = 0;
      const decoded = [];
      for (let i = 0; i < tokens.data.length; i += 5) {
        line += tokens.data[i];
        character = tokens.data[i] === 0 ? character + tokens.data[i + 1] : tokens.data[i + 1];
        decoded.push(`${line}:${character}+${tokens.data[i + 2]} ${legend.tokenTypes[tokens.data[i + 3]]}`);
      }
      const horizontal = find(brokenDocument, 'horizontal');
      assert.equal(horizontal.character, 36);
      assert.ok(decoded.includes(`4:36+10 keyword`), decoded.join(', '));
    });

    await t.test('a quick fix after non-ASCII text applies and clears the diagnostic', async () => {
      const [d] = diagnostics().get(brokenDocument.uri);
      const actions = await harness.provider('CodeActions').provideCodeActions(brokenDocument, d.range, { diagnostics: [d], triggerKind: 1, only: undefined }, token);
      const fix = actions.find((a) => a.title === "replace 'cel' with 'cell'");
      assert.ok(fix, actions.map((a) => a.title).join(', '));
      assert.equal(fix.kind.value, vscode.CodeActionKind.QuickFix.value);
      assert.equal(fix.isPreferred, true);
      assert.equal(fix.diagnostics[0].code.value, 'E0301');
      await edit(brokenDocument, fix.edit);
      assert.equal(brokenDocument.getText(), broken.replace('cel *', 'cell *'));
      assert.deepEqual(actualDiagnostics(brokenDocument), expectedDiagnostics(brokenDocument));
      assert.ok(actualDiagnostics(brokenDocument).every((x) => x.code !== 'E0301'));
      // Definition and rename from a name after the non-ASCII text: on its first character, not the space before.
      const use = find(brokenDocument, 'cell *');
      const before = find(brokenDocument, ' cell *');
      assert.equal(before.character, 65);
      assert.deepEqual(await harness.provider('Definition').provideDefinition(brokenDocument, before, token), []);
      await assert.rejects(harness.provider('Rename').prepareRename(brokenDocument, before, token), /no name to rename/);
      assert.equal(show((await harness.provider('Rename').prepareRename(brokenDocument, use, token)).range), show(rangeOf(brokenDocument, 'cell *', 0, 4)));
      const [definition] = await harness.provider('Definition').provideDefinition(brokenDocument, use, token);
      assert.equal(show(definition.range), show(rangeOf(brokenDocument, 'item cell', 5)));
      await edit(brokenDocument, await harness.provider('Rename').provideRenameEdits(brokenDocument, use, 'tile', token));
      assert.equal(brokenDocument.getText(), broken.replace('cel *', 'tile *').replace('item cell', 'item tile'));
    });

    await t.test('a crashed server is restarted and gets the open documents again', async () => {
      const pid = api.serverPid;
      harness.edit(brokenDocument, [new vscode.TextEdit(rangeOf(brokenDocument, 'tile *', 0, 4), 'cel')]);
      await waitFor('the E0301 diagnostic', () => (diagnostics().get(brokenDocument.uri) || []).length > 0);
      process.kill(pid, 'SIGKILL');
      await waitFor('a new server', () => api.serverPid && api.serverPid !== pid);
      assert.ok(await api.whenReady(), 'the new server is initialized');
      await waitFor('diagnostics from the new server', () => (diagnostics().get(brokenDocument.uri) || []).length > 0);
      assert.deepEqual(actualDiagnostics(brokenDocument), expectedDiagnostics(brokenDocument));
      assert.equal(harness.providersOf('Hover').length, 1, 'the old providers are gone, the new ones registered');
      assert.ok(harness.output.some((l) => /restarting in 500ms \(restart 1 of 5\)/.test(l)));
    });

    await t.test('the restart command and a new layoutc.path start a new server cleanly', async () => {
      for (const restart of [
        () => harness.commands.get('layoutc.restartServer')(),
        () => harness.setConfiguration({ 'layoutc.path': LAYOUTC }),
      ]) {
        const old = await api.whenReady();
        restart();
        assert.deepEqual(await old.exited, { code: 0, signal: null }, 'the old server was shut down, not killed');
        await waitFor('a new server', () => api.serverPid && api.serverPid !== old.pid);
        await waitFor('diagnostics from the new server', () => (diagnostics().get(brokenDocument.uri) || []).length > 0);
        assert.deepEqual(actualDiagnostics(brokenDocument), expectedDiagnostics(brokenDocument));
      }
    });

    await t.test('deactivate shuts the server down: shutdown, exit, status 0', async () => {
      const current = await api.whenReady();
      const pid = current.pid;
      await extension.deactivate();
      assert.deepEqual(await current.exited, { code: 0, signal: null });
      assert.throws(() => process.kill(pid, 0), /ESRCH/, 'the process is gone');
      assert.equal(harness.providers.filter((p) => !p.disposed).length, 0, 'every provider is disposed');
      assert.ok(harness.output.some((l) => l.includes("--> request 'shutdown'")) && harness.output.some((l) => l.includes("--> notification 'exit'")));
      context.subscriptions.splice(0).forEach((d) => d.dispose());
    });
  } finally {
    // After a failure too: no server left running (it would keep Node waiting), no files left behind.
    await extension.deactivate();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
