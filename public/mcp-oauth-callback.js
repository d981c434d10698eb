// The MCP sign-in's return page: hands the authorization server's answer to the tab that waits for
// it (src/web/services/mcp/oauth/authorization-answer.ts, which takes it only if its state is the
// one that tab sent) and closes the window. The code leaves the address bar and the history first.
/* global history, window */
const params = new URLSearchParams(location.search);
history.replaceState(null, '', location.pathname);
const answer = { state: params.get('state') ?? '' };
for (const name of ['code', 'error', 'iss']) {
  const value = params.get(name);
  if (value !== null) answer[name] = value;
}
const channel = new BroadcastChannel('polychat-mcp-oauth');
channel.postMessage(answer);
channel.close();
window.close();
