-- .layout files in Neovim 0.7 or later with `layoutc lsp`: the file type, `//` comments, the language server
-- attached to every .layout buffer (one server per Neovim), and formatting through it on save. Source it from your
-- init.lua (`dofile('/path/to/layoutc/Editors/nvim/layoutc.lua')`) or copy it there. Set `vim.g.layoutc_path`
-- first when `layoutc` is not on PATH. Editors/nvim/test.sh runs this file in a headless Neovim 0.7.
vim.cmd([[autocmd BufRead,BufNewFile *.layout setfiletype layout]])

local client_id
local group = vim.api.nvim_create_augroup('layoutc', { clear = true })

-- Format through the server; a file with syntax errors is refused by the server and the buffer stays as it is.
local function format(bufnr)
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ bufnr = bufnr, timeout_ms = 2000 })
  else
    vim.lsp.buf.formatting_sync(nil, 2000) -- Neovim 0.7 (removed in 0.10)
  end
end

vim.api.nvim_create_autocmd('FileType', {
  group = group,
  pattern = 'layout',
  callback = function(args)
    vim.bo[args.buf].commentstring = '// %s'
    vim.bo[args.buf].shiftwidth = 2
    vim.bo[args.buf].expandtab = true
    if not client_id or vim.lsp.client_is_stopped(client_id) then
      client_id = vim.lsp.start_client({
        name = 'layoutc',
        cmd = { vim.g.layoutc_path or 'layoutc', 'lsp' },
        root_dir = vim.fn.getcwd(),
      })
    end
    vim.lsp.buf_attach_client(args.buf, client_id)
    vim.api.nvim_create_autocmd('BufWritePre', {
      group = group,
      buffer = args.buf,
      callback = function() format(args.buf) end,
    })
  end,
})
