// The Content-Security-Policy is there and enforced: the page cannot run inline script or eval,
// while the app works under it (every other spec fails on a refusal, see support/fixtures.ts).
import { expect, test } from './support/fixtures';

test('the app is served with its policy, and the policy is enforced', async ({ browser, baseURL }) => {
  // A context of its own: the probe's refusals are expected here, not failures.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-src 'self'");
  expect(policy).not.toMatch(/'unsafe-eval'/);
  await expect(page.locator('#loading')).toHaveCount(0);

  const blocked = await page.evaluate(async () => {
    const flags = window as { __evalRan?: boolean; __inlineRan?: boolean };
    // A timer given a string is eval by another name; the page's own code runs it, under the policy
    // (Playwright's evaluate itself is exempt).
    (setTimeout as unknown as (code: string, ms: number) => void)('window.__evalRan = true', 0);
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return [flags.__evalRan ? 'eval ran' : 'eval refused', flags.__inlineRan ? 'inline ran' : 'inline refused'];
  });
  expect(blocked).toEqual(['eval refused', 'inline refused']);
  await context.close();
});

test('the API answers run nothing, and the artifact frame has a sandbox of its own', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  const frame = await request.get('/artifact-frame.html');
  expect(frame.headers()['content-security-policy']).toMatch(/^sandbox allow-scripts;/);
});
