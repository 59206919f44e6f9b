-- A headless Neovim session with the built-in LSP client against `layoutc lsp` (run by Editors/nvim/test.sh), set
-- up by the documented recipe, Editors/nvim/layoutc.lua, which this loads first. Uses only what Neovim 0.7 has
-- (and vim.lsp.buf.format where formatting_sync is gone). Prints one line per check and exits 0 when all pass.
--
-- Environment: LAYOUTC (the executable), SESSION_DIR (holding example.layout, a messy copy of an Example,
-- broken.layout, with an unknown name on its line 4, and syntax.layout, with a syntax error), EXPECTED_FORMAT (the
-- Example in canonical form).

local layoutc = os.getenv('LAYOUTC')
local dir = os.getenv('SESSION_DIR')
local failures = 0
local timeout = 20000

local function say(text) io.stdout:write(text .. '\n') end
local function check(ok, what, detail)
  say((ok and 'ok: ' or 'FAILED: ') .. what .. (detail and (' (' .. detail .. ')') or ''))
  if not ok then failures = failures + 1 end
end
local function lines(bufnr) return table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n') .. '\n' end
local function read(path)
  local file = assert(io.open(path, 'rb'))
  local text = file:read('*a')
  file:close()
  return text
end

-- Count every publishDiagnostics, so a clean file's empty list counts as arrived too.
local published = {}
local default_handler = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  published[result.uri] = (published[result.uri] or 0) + 1
  return default_handler(err, result, ctx, config)
end

vim.g.layoutc_path = layoutc
dofile('Editors/nvim/layoutc.lua')

local client_id
local function open(name)
  vim.cmd('edit ' .. vim.fn.fnameescape(dir .. '/' .. name))
  local bufnr = vim.api.nvim_get_current_buf()
  return bufnr, vim.uri_from_bufnr(bufnr)
end

-- 1. Opening a .layout file starts the server; diagnostics arrive: none for the Example, an unknown name for the
-- broken file.
local example, example_uri = open('example.layout')
check(vim.bo[example].filetype == 'layout', 'example.layout has the file type layout')
vim.wait(timeout, function() return next(vim.lsp.buf_get_clients(example)) ~= nil end, 20)
client_id = next(vim.lsp.buf_get_clients(example))
check(client_id ~= nil, 'layoutc lsp started and attached', client_id and vim.lsp.get_client_by_id(client_id).name)
check(vim.wait(timeout, function() return (published[example_uri] or 0) > 0 end, 20), 'diagnostics arrived for example.layout',
  #vim.diagnostic.get(example) .. ' diagnostics')
check(#vim.diagnostic.get(example) == 0, 'example.layout has no diagnostics')

local broken, broken_uri = open('broken.layout')
check(vim.wait(timeout, function() return #vim.diagnostic.get(broken) > 0 end, 20), 'diagnostics arrived for broken.layout')
for _, d in ipairs(vim.diagnostic.get(broken)) do
  say(string.format('   broken.layout:%d:%d: %s [%s]', d.lnum + 1, d.col + 1, d.message, tostring(d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code))))
end

-- 2. Formatting applies on save: the messy Example is written in canonical form.
vim.api.nvim_set_current_buf(example)
vim.cmd('silent write')
check(read(dir .. '/example.layout') == read(os.getenv('EXPECTED_FORMAT')), 'saving formatted example.layout')

-- 3. Formatting a file with a syntax error leaves it exactly as it was.
local broken_syntax, syntax_uri = open('syntax.layout')
local before = lines(broken_syntax)
local refused = vim.lsp.buf_request_sync(broken_syntax, 'textDocument/formatting',
  { textDocument = { uri = syntax_uri }, options = { tabSize = 2, insertSpaces = true } }, timeout) or {}
local answer = refused[client_id] or {}
local refusal = answer.err or answer.error -- the key is 'error' in Neovim 0.7, 'err' later
check(refusal ~= nil and answer.result == nil, 'formatting syntax.layout was refused', refusal and refusal.message)
vim.cmd('silent write')
check(lines(broken_syntax) == before and read(dir .. '/syntax.layout') == before,
  'saving syntax.layout (a syntax error) kept its text')

-- 4. Hover answers: what a name is and the size it resolves to.
vim.api.nvim_set_current_buf(example)
local row, col
for number, text in ipairs(vim.api.nvim_buf_get_lines(example, 0, -1, false)) do
  local found = text:find('item large')
  if found then row, col = number - 1, found + 5 end
end
local params = { textDocument = { uri = example_uri }, position = { line = row, character = col } }
local answers = vim.lsp.buf_request_sync(example, 'textDocument/hover', params, timeout) or {}
local hover = answers[client_id] and answers[client_id].result
local value = hover and hover.contents and hover.contents.value or ''
check(value:find('**item** `large`', 1, true) ~= nil and value:find('390x844', 1, true) ~= nil, 'hover answered on large',
  value:gsub('\n', ' | '))

-- 5. Rename edits every use: put the cursor on 'large' and rename it with the client's own command. Comments that
-- say "large" are prose, not uses, and stay.
local function count(word)
  local found = 0
  for _, text in ipairs(vim.api.nvim_buf_get_lines(example, 0, -1, false)) do
    if not text:match('^%s*//') then found = found + select(2, text:gsub('%f[%w]' .. word .. '%f[^%w]', '')) end
  end
  return found
end
vim.api.nvim_win_set_cursor(0, { row + 1, col })
local uses = count('large')
vim.lsp.buf.rename('big')
check(vim.wait(timeout, function() return count('large') == 0 end, 20), 'rename replaced every use of large',
  uses .. ' uses')
check(count('big') == uses, 'rename wrote big at each use')
check(select(2, lines(example):gsub('one large photo', '')) == 1, 'rename left the comments alone')

-- 6. An edit (sent incrementally) that fixes the broken file clears its diagnostics.
vim.api.nvim_set_current_buf(broken)
for number, text in ipairs(vim.api.nvim_buf_get_lines(broken, 0, -1, false)) do
  local s, e = text:find('cel%f[^%w]')
  if s then vim.api.nvim_buf_set_text(broken, number - 1, e, number - 1, e, { 'l' }) end
end
check(vim.wait(timeout, function() return #vim.diagnostic.get(broken) == 0 end, 20), 'fixing broken.layout cleared its diagnostics')

-- 7. The server shuts down when asked.
vim.lsp.stop_client(client_id)
check(vim.wait(timeout, function() return vim.lsp.client_is_stopped(client_id) end, 20), 'layoutc lsp stopped')

say(failures == 0 and 'all checks passed' or (failures .. ' checks failed'))
vim.cmd(failures == 0 and 'qall!' or 'cquit! 1')
