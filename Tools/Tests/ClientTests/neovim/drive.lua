-- Drives a real Neovim through what a user does with kumiki lsp, and writes what it saw to
-- $KUMIKI_NVIM_RESULTS as JSON: a violation typed and not saved shows its diagnostic, undo clears
-- it, a quick fix applies, and saving .kumiki.yml checks the open file again.
local results = {}
local timeout = tonumber(os.getenv('KUMIKI_NVIM_TIMEOUT') or '20000')

local function kumiki_diagnostics(buffer)
  return vim.tbl_filter(function(d) return d.source == 'kumiki' end, vim.diagnostic.get(buffer))
end

local function codes(buffer)
  return vim.tbl_map(function(d) return d.code end, kumiki_diagnostics(buffer))
end

local function wait_for(what, predicate)
  local ok = vim.wait(timeout, predicate, 20)
  results[what] = ok
  return ok
end

local function finish()
  local file = assert(io.open(os.getenv('KUMIKI_NVIM_RESULTS'), 'w'))
  file:write(vim.json.encode(results))
  file:close()
  vim.cmd('qa!')
end

local ok, failure = pcall(function()
  local view_model = vim.api.nvim_get_current_buf()
  results.attached = wait_for('attached', function() return #vim.lsp.get_clients({ bufnr = view_model, name = 'kumiki' }) > 0 end)
  if not results.attached then return end

  -- A forbidden import typed, not saved.
  vim.api.nvim_buf_set_lines(view_model, 0, 0, false, { 'import UIKit' })
  wait_for('diagnostic_shown', function() return vim.tbl_contains(codes(view_model), 'forbidden-import') end)
  results.codes_after_typing = codes(view_model)
  results.modified = vim.bo[view_model].modified

  -- Undone: the mark goes.
  vim.cmd('undo')
  wait_for('diagnostic_cleared', function() return #kumiki_diagnostics(view_model) == 0 end)

  -- Typed again, then the quick fix that suppresses it on its line.
  vim.api.nvim_buf_set_lines(view_model, 0, 0, false, { 'import UIKit' })
  wait_for('diagnostic_again', function() return vim.tbl_contains(codes(view_model), 'forbidden-import') end)
  vim.api.nvim_win_set_cursor(0, { 1, 0 })
  vim.lsp.buf.code_action({
    apply = true,
    filter = function(action) return action.title:match('^Suppress forbidden%-import') ~= nil end,
  })
  wait_for('quick_fix_applied', function()
    return vim.api.nvim_buf_get_lines(view_model, 0, 1, false)[1] == '// kumiki:disable:next forbidden-import'
  end)
  wait_for('quick_fix_cleared', function() return #kumiki_diagnostics(view_model) == 0 end)

  -- The import without its suppression, then .kumiki.yml edited and saved to allow UIKit in
  -- ViewModels: the open file is checked again and the mark goes.
  vim.api.nvim_buf_set_lines(view_model, 0, 1, false, {})
  wait_for('diagnostic_before_save', function() return vim.tbl_contains(codes(view_model), 'forbidden-import') end)
  vim.cmd('split ' .. vim.fn.fnameescape(os.getenv('KUMIKI_NVIM_CONFIGURATION')))
  local configuration = vim.api.nvim_get_current_buf()
  vim.api.nvim_buf_set_lines(configuration, 0, -1, false, {
    'preset: mvvm-repository', 'layers:', '  ViewModel:', '    forbidden_imports: []',
  })
  vim.cmd('write')
  wait_for('saved_configuration_rechecked', function() return #kumiki_diagnostics(view_model) == 0 end)
end)
if not ok then results.error = tostring(failure) end
finish()
