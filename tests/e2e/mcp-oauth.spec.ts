// Signing in to an MCP server with OAuth 2.1, against a real authorization server (oidc-provider:
// dynamic registration, PKCE, short-lived access tokens, refresh-token rotation) and a real MCP
// server that serves only bearers of a token the authorization server vouches for.

import type { BrowserContext, Page } from '@playwright/test';
import { putRecords, reloadSettled } from '../support/app-storage.mjs';
import {
  startAuthorizationServer,
  startPoisonedAuthorizationServer,
  startProtectedMcpServer,
  type AuthorizationServer,
  type ProtectedMcpServer,
} from '../support/oauth-servers.mjs';
import { expect, snap, test } from './support/fixtures';

/** Access tokens live 4 s and the two tabs use the server for 36 s: nine lifetimes, with both
 * tabs finding the token expired at the same moments (the product's figures are minutes; scaled
 * down so the suite stays short). */
const ACCESS_TOKEN_SECONDS = 4;
const USE_FOR_MS = 36_000;
/** Both tabs open a new connection this often (about two per token lifetime). */
const USE_EVERY_MS = 2_500;
const SERVER = { id: 'notes-oauth', name: 'Notes (OAuth)' };

async function addServer(page: Page, url: string): Promise<void> {
  const now = Date.now();
  await putRecords(page, { mcpServers: [{ ...SERVER, url, createdAt: now, updatedAt: now }] });
  await reloadSettled(page);
}

const openMcpSettings = (page: Page) => page.goto('/#/settings');
const serverRow = (page: Page) => page.getByRole('listitem').filter({ hasText: SERVER.name });

/** A picture of the server's row, scrolled into view. */
async function snapRow(page: Page, name: string): Promise<void> {
  await serverRow(page).scrollIntoViewIfNeeded();
  await snap(page, name);
}

/** Fills the authorization server's own login and consent pages in the sign-in window. */
async function signInThroughPopup(page: Page, button: RegExp): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), serverRow(page).getByRole('button', { name: button }).click()]);
  const login = popup.getByPlaceholder('Enter any login');
  const consent = popup.getByRole('button', { name: 'Continue' });
  // Signing in again, the authorization server remembers the user and only asks for consent.
  await expect(login.or(consent)).toBeVisible();
  if (await login.isVisible()) {
    await login.fill('ada');
    await popup.getByPlaceholder('and password').fill('any password');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
  }
  // The window may close before the click returns: wait for it from before the click.
  const closed = popup.waitForEvent('close');
  await consent.click();
  await closed;
}

/** Every page the context opens and every address any of them goes to. */
function watchWindows(context: BrowserContext): { opened: number; addresses: string[] } {
  const seen = { opened: 0, addresses: [] as string[] };
  context.on('page', (page) => {
    seen.opened += 1;
    page.on('framenavigated', (frame) => seen.addresses.push(frame.url()));
  });
  return seen;
}

/** The server's sign-in as the page keeps it (its own IndexedDB database). */
const storedSignIn = (page: Page) =>
  page.evaluate(
    (serverId) =>
      new Promise<{ tokens: { refresh_token: string }; client: { client_id: string } }>((resolve, reject) => {
        const open = indexedDB.open('polychat-mcp-oauth');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('servers').objectStore('servers').get(serverId);
          get.onsuccess = () => resolve(get.result);
        };
      }),
    SERVER.id,
  );

const connected = (page: Page) => expect(serverRow(page).getByText(/connected/i)).toBeVisible();

// The app's service worker (its 6.6 MB of precache downloads in every fresh context) has no part in
// signing in; without it the pages reload as fast as the tabs' timing needs.
test.use({ serviceWorkers: 'block' });

test.describe('MCP sign-in (OAuth 2.1)', () => {
  let authorization: AuthorizationServer;
  let mcp: ProtectedMcpServer;

  test.beforeEach(async () => {
    authorization = await startAuthorizationServer({ accessTokenSeconds: ACCESS_TOKEN_SECONDS });
    mcp = await startProtectedMcpServer({ issuer: authorization.issuer });
    authorization.setResource(mcp.url);
  });
  test.afterEach(async () => {
    await mcp.close();
    await authorization.close();
  });

  test('signs in through a window, then two tabs use the server over nine token lifetimes with one refresh per token', async ({
    app,
    context,
  }) => {
    test.setTimeout(USE_FOR_MS + 90_000);
    await addServer(app, mcp.url);
    await openMcpSettings(app);
    await expect(serverRow(app).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await signInThroughPopup(app, /^Sign in$/);
    await connected(app);
    expect(authorization.log.codeExchanges).toBe(1);

    const windows = watchWindows(context);
    const second = await context.newPage();
    await openMcpSettings(second);
    await connected(second);
    const servedBefore = mcp.counts.served;
    const until = Date.now() + USE_FOR_MS;
    while (Date.now() < until) {
      // Both tabs open a connection at the same moment: when the token has expired, both want to
      // refresh it at once.
      await Promise.all([app, second].map((page) => page.reload()));
      await Promise.all([connected(app), connected(second)]);
      await new Promise((resolve) => setTimeout(resolve, USE_EVERY_MS));
    }

    const { log } = authorization;
    expect(log.reuseErrors, log.grantErrors.join('\n')).toBe(0);
    expect(log.grantErrors).toEqual([]);
    expect(new Set(log.refreshTokensPresented).size).toBe(log.refreshTokensPresented.length);
    expect(log.refreshes).toBeGreaterThan(1);
    expect(log.codeExchanges).toBe(1);
    expect(windows.opened).toBe(1);
    expect(mcp.counts.served).toBeGreaterThan(servedBefore);
    test.info().annotations.push({
      type: 'figures',
      description: `${log.refreshes} refreshes, ${mcp.counts.refused} refused MCP requests, ${mcp.counts.served - servedBefore} served in two tabs`,
    });
  });

  test('a refresh the authorization server refuses asks to sign in again, and signing in again works', { tag: '@phone' }, async ({ app }) => {
    test.setTimeout(180_000);
    await addServer(app, mcp.url);
    await openMcpSettings(app);
    await expect(serverRow(app).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await snapRow(app, 'mcp-oauth-sign-in');
    // A window closed before the sign-in ends: the row still offers the sign-in, and a new one
    // replaces the abandoned one.
    const [abandoned] = await Promise.all([app.waitForEvent('popup'), serverRow(app).getByRole('button', { name: 'Sign in' }).click()]);
    await abandoned.close();
    await expect(serverRow(app).getByText('Finish signing in in the window that opened.')).toBeVisible();
    await snapRow(app, 'mcp-oauth-waiting');
    await signInThroughPopup(app, /^Sign in$/);
    await connected(app);
    await snapRow(app, 'mcp-oauth-signed-in');

    // Someone else spends the refresh token (it leaked, or a copy of the profile used it): with
    // rotation the authorization server then refuses it, and revokes the whole sign-in.
    const stored = await storedSignIn(app);
    const stolen = await fetch(`${authorization.issuer}/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: stored.tokens.refresh_token, client_id: stored.client.client_id }),
    });
    expect(stolen.ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, ACCESS_TOKEN_SECONDS * 1000));

    await app.reload();
    await expect(serverRow(app).getByText('The server no longer accepts this sign-in. Sign in again to keep using it.')).toBeVisible();
    await expect(serverRow(app).getByRole('button', { name: 'Sign in again' })).toBeVisible();
    await snapRow(app, 'mcp-oauth-sign-in-again');
    expect(authorization.log.reuseErrors).toBe(1);

    await signInThroughPopup(app, /^Sign in again$/);
    await connected(app);
    await expect(serverRow(app).getByRole('button', { name: 'Sign in again' })).toHaveCount(0);
  });
});

test('an authorization server whose metadata names a script, a file or shell commands is never followed', async ({ app, context }) => {
  const poisoned = await startPoisonedAuthorizationServer();
  const mcp = await startProtectedMcpServer({ issuer: poisoned.issuer });
  try {
    const windows = watchWindows(context);
    await addServer(app, mcp.url);
    await openMcpSettings(app);
    await serverRow(app).getByRole('button', { name: 'Sign in' }).click();
    await expect(
      serverRow(app).getByText(/The server’s sign-in settings name an address PolyChat will not open \(authorization_endpoint\)/),
    ).toBeVisible();
    await snapRow(app, 'mcp-oauth-unsafe-metadata');
    expect(poisoned.followed).toEqual([]);
    expect(windows.addresses.filter((address) => !/^about:blank$/.test(address))).toEqual([]);
    expect(context.pages()).toHaveLength(1);
  } finally {
    await mcp.close();
    await poisoned.close();
  }
});
