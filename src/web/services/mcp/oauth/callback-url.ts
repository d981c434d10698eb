// Where the authorization server sends the user back: a static page of the app
// (public/mcp-oauth-callback.html) whose script hands the answer to the tab that is waiting for it
// on MCP_OAUTH_CHANNEL and closes the window.

const MCP_OAUTH_CALLBACK_PATH = '/mcp-oauth-callback.html';
/** The BroadcastChannel the callback page posts on; public/mcp-oauth-callback.js names it too. */
export const MCP_OAUTH_CHANNEL = 'polychat-mcp-oauth';

export const callbackUrl = () => new URL(MCP_OAUTH_CALLBACK_PATH, location.origin).href;
