// The update section of Settings speaks to a person: without an update source it names the version
// and nothing else; with UPDATE_URL set on the server at run time it checks that source.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, snap, test } from './support/fixtures';
import { startServer } from './support/server';

/** A release source as GitHub's latest-release endpoint answers, readable from the app's page. */
async function startUpdateSource(version: string): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((request, response) => {
    hits++;
    response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    response.end(JSON.stringify({ tag_name: `v${version}`, html_url: `https://releases.example/polychat/v${version}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/latest`, hits: () => hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('without an update source the section names the version, in plain words', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/#/settings');
  const section = page.getByRole('region', { name: 'Version', exact: true });
  await expect(section).toBeVisible();
  await expect(section.getByText(/^Current version: \d+\.\d+\.\d+$/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Check again' })).toHaveCount(0);
  await expect(section.getByText(/VITE_UPDATE_URL|build/i)).toHaveCount(0);
  await snap(page, 'settings-update-none');
});

test('UPDATE_URL set on the server is checked, and a newer version offered', { tag: '@phone' }, async ({ page }) => {
  const source = await startUpdateSource('99.0.0');
  const server = await startServer({ UPDATE_URL: source.url });
  try {
    const config = (await (await page.request.get(`${server.url}/api/config`)).json()) as { updateUrl: string };
    expect(config.updateUrl).toBe(source.url);
    await page.goto(`${server.url}/#/settings`);
    const section = page.getByRole('region', { name: 'Check for updates' });
    await expect(section.getByText('New version: 99.0.0')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://releases.example/polychat/v99.0.0');
    expect(source.hits()).toBeGreaterThan(0);
    await snap(page, 'settings-update-source');
  } finally {
    await server.stop();
    await source.close();
  }
});
