/** Signing in to an MCP server (OAuth): the buttons and sentences of a server's row in Settings → MCP. */
export const mcpOauth = {
  signIn: 'Sign in',
  signInAgain: 'Sign in again',
  status: {
    waiting: 'Finish signing in in the window that opened.',
    refused: 'The server no longer accepts this sign-in. Sign in again to keep using it.',
    unreachable: 'The sign-in server could not be reached to renew the sign-in. The sign-in is kept; try again later.',
  },
  failure: {
    unsafeAddress: 'The server’s sign-in settings name an address PolyChat will not open ({{field}}). Only https addresses, or http addresses on this computer, are followed.',
    popupBlocked: 'The browser blocked the sign-in window. Allow pop-up windows for PolyChat and try again.',
    denied: 'The sign-in was cancelled or refused.',
    timedOut: 'The sign-in took too long. Try again.',
    noRegistration: 'This server’s sign-in does not let PolyChat register itself, so PolyChat cannot sign in to it.',
    refusedByServer: 'The sign-in server refused the sign-in.',
    unreachable: 'The sign-in server could not be reached.',
    failed: 'Signing in to this server did not work.',
  },
};
