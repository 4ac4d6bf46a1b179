-- The README's Neovim set-up (0.11 and later), with the binary under test: what a user pastes.
local kumiki = os.getenv('KUMIKI') or 'kumiki'
vim.lsp.config('kumiki', { cmd = { kumiki, 'lsp' }, filetypes = { 'swift' }, root_markers = { '.kumiki.yml' } })
vim.lsp.enable('kumiki')
