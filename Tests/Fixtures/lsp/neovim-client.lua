-- Drives `overload lsp` from headless Neovim (0.7 or later) as an editor would: opens a
-- program, waits for diagnostics, applies the preferred quick fix, asks for hover and completion, formats
-- the buffer, goes to an exercise's definition and renames it. Writes what it saw, one fact a line, to $LSP_RESULT.
local out = {}
local function log(line) table.insert(out, line) end
local function finish()
  vim.fn.writefile(out, os.getenv('LSP_RESULT'))
  vim.cmd('qa!')
end

local file = os.getenv('LSP_FILE')
vim.cmd('edit ' .. vim.fn.fnameescape(file))
local bufnr = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = 'overload',
  cmd = { os.getenv('OVERLOAD_BIN'), 'lsp' },
  root_dir = vim.fn.fnamemodify(file, ':h'),
  flags = { debounce_text_changes = 0 },
})
vim.lsp.buf_attach_client(bufnr, client_id)

local function request(method, params)
  local responses = vim.lsp.buf_request_sync(bufnr, method, params, 10000) or {}
  for _, response in pairs(responses) do
    if response.result then return response.result end
  end
  return nil
end

-- Diagnostics arrive.
local arrived = vim.wait(15000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50)
if not arrived then log('no diagnostics') finish() return end
for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
  local lsp = diagnostic.user_data and diagnostic.user_data.lsp or {}
  log('diagnostic ' .. tostring(diagnostic.code or lsp.code) .. ' line ' .. diagnostic.lnum .. ': ' .. diagnostic.message)
end

-- The preferred quick fix on the first line applies.
vim.api.nvim_win_set_cursor(0, { 1, 0 })
local params = vim.lsp.util.make_range_params()
params.context = { diagnostics = {} }
local actions = request('textDocument/codeAction', params) or {}
for _, action in ipairs(actions) do
  if action.isPreferred then
    log('quickfix ' .. action.title)
    vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
  end
end
log('fixed ' .. vim.api.nvim_buf_get_lines(bufnr, 0, 1, false)[1])
vim.wait(15000, function() return #vim.diagnostic.get(bufnr) == 0 end, 50)
log('diagnostics after the fix ' .. #vim.diagnostic.get(bufnr))

-- Hover on the exercise of the second line.
vim.api.nvim_win_set_cursor(0, { 2, 6 })
local hover = request('textDocument/hover', vim.lsp.util.make_position_params())
if hover and hover.contents then
  log('hover ' .. (hover.contents.value or ''):gsub('\n', ' '))
end

-- Completion at the start of the exercise's name offers the catalog's names.
vim.api.nvim_win_set_cursor(0, { 2, 4 })
local completion = request('textDocument/completion', vim.lsp.util.make_position_params())
local items = completion and (completion.items or completion) or {}
log('completion items ' .. tostring(#items > 100))
for _, item in ipairs(items) do
  if item.label == 'Bench Press' then log('completion Bench Press ' .. (item.detail or '')) end
end

-- Formatting.
local edits = request('textDocument/formatting', {
  textDocument = { uri = vim.uri_from_bufnr(bufnr) },
  options = { tabSize = 2, insertSpaces = true },
})
if edits then vim.lsp.util.apply_text_edits(edits, bufnr, 'utf-16') end
for _, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
  log('formatted ' .. line)
end

-- Go to definition and rename on the exercise of the formatted second line.
vim.api.nvim_win_set_cursor(0, { 2, 4 })
local definition = request('textDocument/definition', vim.lsp.util.make_position_params())
if definition and definition[1] then log('definition line ' .. definition[1].range.start.line) end
local rename_params = vim.lsp.util.make_position_params()
rename_params.newName = 'front squat'
local rename = request('textDocument/rename', rename_params)
if rename then vim.lsp.util.apply_workspace_edit(rename, 'utf-16') end
log('renamed ' .. vim.api.nvim_buf_get_lines(bufnr, 1, 2, false)[1])

vim.lsp.stop_client(client_id)
finish()
