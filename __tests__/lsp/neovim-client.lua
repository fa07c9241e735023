-- Run by neovim.test.ts inside `nvim --headless`: Neovim's own LSP client starts docsgate's server on
-- a page, reads the diagnostics it publishes, edits the buffer without saving and reads them again,
-- applies a quick fix the server offers, then writes what it saw as JSON and quits. The waits share
-- one deadline (and stopping the server one more), and any error is written out too, so Neovim
-- always quits in time and the test always has something to show.
local node = os.getenv('DOCSGATE_NODE')
local cli = os.getenv('DOCSGATE_CLI')
local root = os.getenv('DOCSGATE_ROOT')
local out = os.getenv('DOCSGATE_OUT')
local timeout = tonumber(os.getenv('DOCSGATE_TIMEOUT_MS'))
local deadline = vim.loop.now() + timeout
local function time_left() return math.max(0, deadline - vim.loop.now()) end

local result = { log = vim.lsp.get_log_path() }

local function snapshot()
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    -- 0.7 keeps the LSP code in user_data.lsp.code; later versions put it at the top too.
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    table.insert(list, { lnum = d.lnum, col = d.col, severity = d.severity, message = d.message, code = code })
  end
  return list
end

local function has_code(code)
  for _, d in ipairs(snapshot()) do
    if d.code == code then return true end
  end
  return false
end

local function run()
  vim.lsp.set_log_level('debug')
  vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/index.mdx'))
  -- client_is_stopped() is true until the server has answered initialize, so on_exit says when it is gone.
  local exited = false
  local client = vim.lsp.start_client({
    cmd = { node, cli, 'lsp', '--stdio' },
    root_dir = root,
    name = 'docsgate',
    on_exit = function(code) exited = true; result.exit_code = code end,
  })
  assert(client, 'vim.lsp.start_client did not start docsgate lsp')
  assert(vim.lsp.buf_attach_client(0, client), 'vim.lsp.buf_attach_client failed')

  -- Waits until done() holds, the deadline passes or the server exits (then at once), and says whether done() holds.
  local function wait_for(done)
    vim.wait(time_left(), function() return done() or exited end, 20)
    return done()
  end
  result.opened = wait_for(function() return #vim.diagnostic.get(0) >= 3 end)
  result.after_open = snapshot()
  if result.opened then
    -- Line 8 (0-based 7) "# Welcome aboard" becomes "## Welcome aboard", in the buffer only.
    vim.api.nvim_buf_set_lines(0, 7, 8, false, { '## Welcome aboard' })
    result.edited = wait_for(function() return #vim.diagnostic.get(0) >= 2 and not has_code('page/heading-h1') end)
    result.after_edit = snapshot()
    result.modified = vim.bo.modified
  end
  if result.edited then
    -- The link's code actions, asked for as vim.lsp.buf.code_action() asks (the line's diagnostics as context),
    -- then the fix applied to the buffer as Neovim applies a chosen action's edit.
    local link
    for _, d in ipairs(snapshot()) do
      if d.code == 'page/link-extension' then link = d end
    end
    vim.api.nvim_win_set_cursor(0, { link.lnum + 1, link.col })
    local params = vim.lsp.util.make_range_params()
    params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(0, link.lnum) }
    local responses = vim.lsp.buf_request_sync(0, 'textDocument/codeAction', params, time_left()) or {}
    result.actions = {}
    local fix
    for _, response in pairs(responses) do
      for _, action in ipairs(response.result or {}) do
        table.insert(result.actions, action.title)
        if not fix and action.title:find('^Fix: ') then fix = action end
      end
    end
    if fix then
      vim.lsp.util.apply_workspace_edit(fix.edit, 'utf-16')
      result.fixed_line = vim.api.nvim_buf_get_lines(0, link.lnum, link.lnum + 1, false)[1]
      result.fixed = wait_for(function() return #vim.diagnostic.get(0) >= 1 and not has_code('page/link-extension') end)
      result.after_fix = snapshot()
    end
  end

  vim.lsp.stop_client(client)
  vim.wait(timeout, function() return exited end, 20)
  result.stopped = exited
end

local ok, err = xpcall(run, debug.traceback)
if not ok then result.error = err end
local file = assert(io.open(out, 'w'))
file:write(vim.fn.json_encode(result))
file:close()
vim.cmd('qa!')
