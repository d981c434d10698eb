import { expect, snap, test } from './support/fixtures';

const WITH_SIDEBAR = ['/', '/chat', '/settings', '/new-chat', '/chat/masks', '/plugins', '/search-chat'];
const WITHOUT_SIDEBAR = ['/auth', '/sd', '/sd-new', '/artifacts/abc123'];

test.describe('routes', { tag: '@phone' }, () => {
  for (const route of WITH_SIDEBAR) {
    test(`${route} shows the shell with its sidebar`, async ({ page, isMobile }) => {
      await page.goto(`/#${route}`);
      await expect(page.locator('#loading')).toHaveCount(0);
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      if (!isMobile || route === '/') await expect(sidebar).toBeVisible();
      // On a phone every screen but home stands alone, with a way back to the chat list.
      else await expect(sidebar).toHaveCount(0);
      await expect(page.getByRole('main')).toHaveCount(isMobile && route === '/' ? 0 : 1);
      await snap(page, `route${route.replaceAll('/', '-') || '-home'}`);
    });
  }

  for (const route of WITHOUT_SIDEBAR) {
    test(`${route} shows no sidebar`, async ({ page }) => {
      await page.goto(`/#${route}`);
      await expect(page.locator('#loading')).toHaveCount(0);
      // Once the screen (lazy for /auth) has drawn its heading, the page still has one main landmark.
      await expect(page.getByRole('main').first().getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
    });
  }

  test('an unknown route goes home', async ({ page }) => {
    await page.goto('/#/no-such-place');
    await expect(page).toHaveURL(/#\/$/);
  });
});

test.describe('loading screen', () => {
  test('is in the page before any script runs and leaves after the first render', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('id="loading"');
    expect(html).toContain('class="dots"');
    await page.goto('/');
    await expect(page.locator('#loading')).toHaveCount(0);
  });
});

test.describe('first screen', { tag: '@phone' }, () => {
  // A character the interface's font lacks sends the browser looking for another font while it
  // lays out the first screen (a "▾" once cost several milliseconds of it).
  test('draws all its words in one font', async ({ page, context }) => {
    await page.goto('/#/chat');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const elements: number[] = [];
    const walk = (node: { nodeId: number; nodeType: number; children?: unknown[] }) => {
      if (node.nodeType === 1) elements.push(node.nodeId);
      for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
    };
    walk(root);
    const families = new Set<string>();
    for (const nodeId of elements) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const font of fonts) families.add(font.familyName);
    }
    expect([...families]).toHaveLength(1);
  });

  // Icons take their line from one stylesheet (components/icons.module.css), not from attributes
  // of their own: without it every icon would be a filled black shape.
  test('draws its icons as lines, the shell’s finer', async ({ page }) => {
    await page.goto('/#/chat');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    const icons = await page.locator('button svg[aria-hidden="true"]').evaluateAll((svgs) =>
      svgs.map((svg) => {
        const style = getComputedStyle(svg);
        return { fill: style.fill, stroke: style.stroke === style.color, cap: style.strokeLinecap, width: style.strokeWidth };
      }),
    );
    // The logo is drawn in its own colours and is no button's.
    expect(icons.length).toBeGreaterThan(5);
    for (const icon of icons) expect(icon).toMatchObject({ fill: 'none', stroke: true, cap: 'round' });
    expect(new Set(icons.map((icon) => icon.width))).toEqual(new Set(['1.8px', '2px']));
  });
});

test.describe('sidebar actions', { tag: '@phone' }, () => {
  test('the discovery menu lists plugins, Stable Diffusion, search and knowledge', async ({ app }) => {
    await app.getByRole('button', { name: 'Discovery' }).click();
    const menu = app.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Plugins', 'Stable Diffusion', 'Search Chat', 'Knowledge']);
    await snap(app, 'discovery-menu');
    await menu.getByRole('menuitem', { name: 'Search Chat' }).click();
    await expect(app).toHaveURL(/#\/search-chat$/);
    await app.goto('/');
    await app.getByRole('button', { name: 'Discovery' }).click();
    await app.getByRole('menuitem', { name: 'Stable Diffusion' }).click();
    await expect(app).toHaveURL(/#\/sd$/);
    await expect(app.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  });

  test('settings and masks buttons open their screens', async ({ app, isMobile }) => {
    await app.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' }).click();
    await expect(app).toHaveURL(/#\/settings$/);
    await expect(app.getByRole('heading', { name: 'Settings' })).toBeVisible();
    if (isMobile) {
      await app.getByRole('button', { name: 'Back' }).click();
      await expect(app.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    }
    await app.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Masks' }).click();
    // The mask splash is on by default, so the masks button opens the new-chat picker.
    await expect(app).toHaveURL(/#\/new-chat$/);
  });
});
