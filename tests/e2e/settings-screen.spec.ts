// The settings screen: every setting is kept across a reload and takes effect where it is used.
import { expect, snap, test, waitForStoredSetting } from './support/fixtures';

test('appearance and chat settings survive a reload and take effect', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/#/settings');
  await page.getByLabel('Theme').selectOption('dark');
  await page.getByRole('spinbutton', { name: 'Font size' }).fill('18');
  await page.getByRole('combobox', { name: 'Send key' }).selectOption('Ctrl+Enter');
  await page.getByRole('textbox', { name: 'Input template' }).fill('Q: {{input}}');
  await page.getByRole('textbox', { name: 'Chat font' }).fill('Georgia');
  await page.getByRole('switch', { name: 'Auto generate title' }).click();
  await page.getByRole('switch', { name: 'Prompt autocomplete' }).click();
  await page.getByRole('switch', { name: 'Mask splash screen' }).click();
  await page.getByRole('spinbutton', { name: 'Attached messages count' }).fill('8');
  await page.getByRole('button', { name: 'Avatar' }).click();
  await page.getByRole('button', { name: '🤖' }).click();
  await waitForStoredSetting(page, 'config', '"avatar":"1f916"');
  await waitForStoredSetting(page, 'config', '"historyMessageCount":8');
  await page.reload();

  await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  await expect(page.getByRole('spinbutton', { name: 'Font size' })).toHaveValue('18');
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--font-size'))).toBe('18px');
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--font-family'))).toBe('Georgia');
  await expect(page.getByRole('combobox', { name: 'Send key' })).toHaveValue('Ctrl+Enter');
  await expect(page.getByRole('textbox', { name: 'Input template' })).toHaveValue('Q: {{input}}');
  await expect(page.getByRole('switch', { name: 'Auto generate title' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Prompt autocomplete' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Mask splash screen' })).not.toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Attached messages count' })).toHaveValue('8');
  await expect(page.getByRole('button', { name: 'Avatar' })).toHaveText('🤖');

  await page.goto('/#/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', /Ctrl\+Enter to send/);
});

test('the language changes the whole screen and survives a reload', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/#/chat');
  await page.getByRole('textbox', { name: 'Message' }).fill('hello');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByRole('toolbar', { name: 'Message actions' }).getByRole('button', { name: 'Copy' }).first()).toBeAttached();
  await page.goto('/#/settings');
  await page.getByLabel('Language').selectOption('zh-CN');
  await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();
  await expect(page.getByText('字体大小', { exact: true })).toBeVisible();
  await waitForStoredSetting(page, 'config', '"language":"zh-CN"');
  // The chat's rows share their words (row-strings.ts): they follow the language too.
  await page.goto('/#/chat');
  await expect(page.getByRole('toolbar', { name: '消息操作' }).getByRole('button', { name: '复制' }).first()).toBeAttached();
  await page.reload();
  await expect(page.getByRole('toolbar', { name: '消息操作' }).first()).toBeAttached();
  await page.goto('/#/settings');
  await expect(page.getByText('危险操作')).toBeVisible();
});

test('the model and its parameters are kept, within their bounds', async ({ page }) => {
  await page.goto('/#/settings');
  const model = page.getByRole('combobox', { name: 'Model', exact: true });
  await model.selectOption('gpt-4o@OpenAI');
  await page.getByRole('spinbutton', { name: 'Max tokens' }).fill('999999');
  await page.getByRole('slider', { name: 'Temperature' }).fill('1.5');
  await waitForStoredSetting(page, 'config', '"max_tokens":512000');
  await waitForStoredSetting(page, 'config', '"temperature":1.5');
  await page.reload();
  await expect(model).toHaveValue('gpt-4o@OpenAI');
  await expect(page.getByRole('spinbutton', { name: 'Max tokens' })).toHaveValue('512000');
  await expect(page.getByRole('slider', { name: 'Temperature' })).toHaveValue('1.5');
});

test('custom models join the picker', async ({ page }) => {
  await page.goto('/#/settings');
  await page.getByRole('textbox', { name: 'Custom models' }).fill('my-relay-model=My Relay');
  const model = page.getByRole('combobox', { name: 'Model', exact: true });
  await model.selectOption({ label: 'My Relay' });
  await waitForStoredSetting(page, 'config', '"model":"my-relay-model"');
  await page.reload();
  await expect(model).toHaveValue('my-relay-model@OpenAI');
});

test('an endpoint must start with http:// or https://', async ({ page }) => {
  await page.goto('/#/settings');
  await page.getByRole('switch', { name: 'Custom endpoint' }).click();
  const endpoint = page.getByRole('textbox', { name: 'Endpoint address' });
  await endpoint.fill('relay.example.com');
  await expect(page.getByRole('alert')).toHaveText('The endpoint must start with http:// or https://');
  await endpoint.fill('https://relay.example.com');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'API key' }).fill('sk-user');
  await waitForStoredSetting(page, 'access', '"openaiUrl":"https://relay.example.com"');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'API key' })).toHaveValue('sk-user');
  await expect(page.getByRole('textbox', { name: 'API key' })).toHaveAttribute('type', 'password');
});

test('Baidu and Tencent say the web app uses the server’s keys rather than offering fields that cannot work', async ({ page }) => {
  await page.goto('/#/settings');
  await page.getByRole('switch', { name: 'Custom endpoint' }).click();
  const provider = page.getByRole('combobox', { name: 'Model provider' });
  for (const name of ['Baidu', 'Tencent']) {
    await provider.selectOption(name);
    await expect(page.getByText(`In the web app, ${name} is reached with this server’s keys.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Endpoint address' })).toHaveCount(0);
  }
  await provider.selectOption('Moonshot');
  await expect(page.getByRole('textbox', { name: 'API key' })).toBeVisible();
});

test('reset asks first and restores the defaults', async ({ page }) => {
  await page.goto('/#/settings');
  await page.getByRole('spinbutton', { name: 'Font size' }).fill('20');
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Font size' })).toHaveValue('20');
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Font size' })).toHaveValue('14');
});

test('clear all data asks first, then starts afresh', async ({ page }) => {
  await page.goto('/#/settings');
  await page.getByRole('spinbutton', { name: 'Font size' }).fill('22');
  await waitForStoredSetting(page, 'config', '"fontSize":22');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Font size' })).toHaveValue('14');
});

for (const theme of ['light', 'dark'] as const) {
  test(`screenshot in ${theme}`, { tag: '@phone' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/#/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await snap(page, `settings-screen-${theme}`);
    await page.getByRole('heading', { name: 'Model', exact: true }).scrollIntoViewIfNeeded();
    await snap(page, `settings-model-${theme}`);
  });
}


