'use strict';
// The language features a Session offers VS Code, each registered only when the server's `initialize` result says
// it has it (LanguageServer+Lifecycle.swift states layoutc's). Every provider turns VS Code's arguments into an LSP
// request and the answer back into VS Code objects. A failed request is logged and answers nothing, except where
// VS Code shows the reason to the user: rename (an error in the rename box) and formatting (a status bar message).
const vscode = require('vscode');
const convert = require('./convert');
const { ErrorCodes } = require('./transport');

/** The documents the features apply to: `layout` files on disk and unsaved ones. */
const SELECTOR = [
  { language: 'layout', scheme: 'file' },
  { language: 'layout', scheme: 'untitled' },
];

function textDocument(document) {
  return { uri: document.uri.toString() };
}

function at(document, position) {
  return { textDocument: textDocument(document), position: convert.toPosition(position) };
}

/** Registers the providers; returns their disposables. */
function register(session, capabilities) {
  const languages = vscode.languages;
  const disposables = [];

  /** The converted answer, or `fallback` when the request fails (logged; a cancellation silently). */
  const ask = async (method, params, token, result, fallback) => {
    try {
      return result(await session.request(method, params, token));
    } catch (error) {
      if (error.code !== ErrorCodes.RequestCancelled) session.log(`${method} failed: ${error.message}`);
      return fallback;
    }
  };

  /** Formatting edits for the document as it was when asked; none if it changed meanwhile or cannot be formatted. */
  const format = async (method, params, document, token) => {
    const version = document.version;
    try {
      const edits = await session.request(method, params, token);
      if (document.version !== version) return [];
      return (edits || []).map(convert.textEdit);
    } catch (error) {
      if (error.code === ErrorCodes.RequestCancelled) return [];
      session.log(`${method} failed: ${error.message}`);
      vscode.window.setStatusBarMessage(`$(warning) layoutc: not formatted: ${error.message}`, 5000);
      return [];
    }
  };

  if (capabilities.documentFormattingProvider) {
    disposables.push(
      languages.registerDocumentFormattingEditProvider(SELECTOR, {
        provideDocumentFormattingEdits: (document, options, token) =>
          format(
            'textDocument/formatting',
            { textDocument: textDocument(document), options: convert.toFormattingOptions(options) },
            document,
            token,
          ),
      }),
    );
  }
  if (capabilities.documentRangeFormattingProvider) {
    disposables.push(
      languages.registerDocumentRangeFormattingEditProvider(SELECTOR, {
        provideDocumentRangeFormattingEdits: (document, range, options, token) =>
          format(
            'textDocument/rangeFormatting',
            {
              textDocument: textDocument(document),
              range: convert.toRange(range),
              options: convert.toFormattingOptions(options),
            },
            document,
            token,
          ),
      }),
    );
  }
  if (capabilities.hoverProvider) {
    disposables.push(
      languages.registerHoverProvider(SELECTOR, {
        provideHover: (document, position, token) =>
          ask('textDocument/hover', at(document, position), token, convert.hover, undefined),
      }),
    );
  }
  if (capabilities.definitionProvider) {
    disposables.push(
      languages.registerDefinitionProvider(SELECTOR, {
        provideDefinition: (document, position, token) =>
          ask('textDocument/definition', at(document, position), token, convert.locations, undefined),
      }),
    );
  }
  if (capabilities.referencesProvider) {
    disposables.push(
      languages.registerReferenceProvider(SELECTOR, {
        provideReferences: (document, position, context, token) =>
          ask(
            'textDocument/references',
            { ...at(document, position), context: { includeDeclaration: Boolean(context && context.includeDeclaration) } },
            token,
            convert.locations,
            undefined,
          ),
      }),
    );
  }
  if (capabilities.renameProvider) {
    const prepare = typeof capabilities.renameProvider === 'object' && capabilities.renameProvider.prepareProvider;
    // A failed rename throws: VS Code shows the message (such as "'x-' is not a name") to the user.
    const provider = {
      provideRenameEdits: async (document, position, newName, token) =>
        convert.workspaceEdit(await session.request('textDocument/rename', { ...at(document, position), newName }, token)),
    };
    if (prepare) {
      provider.prepareRename = async (document, position, token) =>
        convert.renameLocation(await session.request('textDocument/prepareRename', at(document, position), token));
    }
    disposables.push(languages.registerRenameProvider(SELECTOR, provider));
  }
  if (capabilities.documentSymbolProvider) {
    disposables.push(
      languages.registerDocumentSymbolProvider(
        SELECTOR,
        {
          provideDocumentSymbols: (document, token) =>
            ask('textDocument/documentSymbol', { textDocument: textDocument(document) }, token, convert.symbols, []),
        },
        { label: 'layoutc' },
      ),
    );
  }
  if (capabilities.foldingRangeProvider) {
    disposables.push(
      languages.registerFoldingRangeProvider(SELECTOR, {
        provideFoldingRanges: (document, context, token) =>
          ask('textDocument/foldingRange', { textDocument: textDocument(document) }, token, convert.foldingRanges, []),
      }),
    );
  }
  if (capabilities.completionProvider) {
    const triggers = capabilities.completionProvider.triggerCharacters || [];
    disposables.push(
      languages.registerCompletionItemProvider(
        SELECTOR,
        {
          provideCompletionItems: (document, position, token, context) => {
            const lspContext = { triggerKind: context ? context.triggerKind + 1 : 1 };
            if (context && context.triggerCharacter) lspContext.triggerCharacter = context.triggerCharacter;
            return ask(
              'textDocument/completion',
              { ...at(document, position), context: lspContext },
              token,
              convert.completion,
              [],
            );
          },
        },
        ...triggers,
      ),
    );
  }
  if (capabilities.codeActionProvider) {
    const kinds = typeof capabilities.codeActionProvider === 'object' && capabilities.codeActionProvider.codeActionKinds;
    disposables.push(
      languages.registerCodeActionsProvider(
        SELECTOR,
        {
          provideCodeActions: (document, range, context, token) => {
            const lspContext = { diagnostics: (context.diagnostics || []).map(convert.toDiagnostic) };
            if (context.only) lspContext.only = [context.only.value];
            const params = { textDocument: textDocument(document), range: convert.toRange(range), context: lspContext };
            return ask('textDocument/codeAction', params, token, convert.codeActions, []);
          },
        },
        kinds ? { providedCodeActionKinds: kinds.map((kind) => vscode.CodeActionKind.Empty.append(kind)) } : undefined,
      ),
    );
  }
  const semantic = capabilities.semanticTokensProvider;
  if (semantic && semantic.legend && semantic.full) {
    disposables.push(
      languages.registerDocumentSemanticTokensProvider(
        SELECTOR,
        {
          provideDocumentSemanticTokens: (document, token) =>
            ask(
              'textDocument/semanticTokens/full',
              { textDocument: textDocument(document) },
              token,
              convert.semanticTokens,
              undefined,
            ),
        },
        convert.semanticTokensLegend(semantic.legend),
      ),
    );
  }
  return disposables;
}

module.exports = { register, SELECTOR };
