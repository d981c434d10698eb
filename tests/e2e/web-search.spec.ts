// Web search end to end, against the app's real server (its /api/web/search and /api/web/read)
// searching a SearXNG-shaped service and reading local pages (tests/support/web-search-servers.mjs),
// with the fake provider echoing the question, so the answer cites what the question wrote.
import { snap, waitForStoredSetting } from './support/fixtures';
import { SEARCHED_PAGES } from '../fakes/native-search.mjs';
import { chatRequest, expect, fakeRequests, firstSession, inputActions, lastReply, nonce, putRecords, reloadChat, replyDone, send, test, textOf, type RecordedRequest } from './support/chat-fixtures';

const searchTest = test.extend({ server: async ({ webSearchServer }, use) => use(webSearchServer) });

/** A question whose echo cites a page that holds the quote, one that does not, and one that failed. */
const citing = (word: string) =>
  `${word} Rust is stable: "the Rust team announced Rust 1.0" [1]. Ferris is "the official mascot of Rust" [2]. It used to say things [3].`;

const systemText = (request: RecordedRequest) =>
  (request.json.messages ?? [])
    .filter((message) => message.role === 'system')
    .map((message) => textOf(message.content))
    .join('\n');

searchTest.describe('web search', { tag: '@phone' }, () => {
  searchTest('an answer searched on the web cites its sources, checked, and keeps them', async ({ chat, fake, webSearchServices }) => {
    const toggle = inputActions(chat).getByRole('button', { name: /^Web search/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Web search: on');

    const word = nonce();
    await send(chat, citing(word));
    const reply = await replyDone(chat);

    // The server searched with the question and read the pages; the model was given their text.
    expect(webSearchServices.searches.some((query) => query.includes(word))).toBe(true);
    const request = await chatRequest(fake, word);
    expect(systemText(request)).toContain('the Rust team announced Rust 1.0, the first stable release');
    expect(systemText(request)).toContain('Ferris is the unofficial mascot of the Rust community');

    const tool = reply.getByRole('list', { name: 'Tools' });
    await expect(tool).toContainText('Read 2 of 3 pages');
    const verified = reply.getByRole('button', { name: /^Source 1: (?!.*not verified)/ });
    await expect(verified).toBeVisible();
    await expect(reply.getByRole('button', { name: /^Source 2: .*\(not verified\)$/ })).toBeVisible();
    await expect(reply.getByRole('button', { name: /^Source 3: .*\(not verified\)$/ })).toBeVisible();
    await snap(chat, 'web-search-answer');

    const sources = reply.getByRole('list', { name: 'Sources of this answer' });
    await expect(sources).toBeHidden();
    await reply.getByRole('button', { name: /^Source 2: / }).click();
    await expect(sources).toBeVisible();
    const second = sources.getByRole('listitem', { name: /^2\. / });
    await expect(second).toBeFocused();
    await expect(second).toContainText('✗ not verified');
    await expect(second).toContainText('Quotedthe official mascot of Rust');
    const first = sources.getByRole('listitem', { name: /^1\. / });
    await expect(first).toContainText('✓ verified');
    await expect(first).toContainText('the Rust team announced Rust 1.0');
    await expect(first).toContainText('Published May 15, 2015');
    await expect(first.getByRole('link')).toHaveAttribute('href', `${webSearchServices.pagesUrl}/rust`);
    await expect(sources.getByRole('listitem', { name: /^3\. / })).toContainText('Could not be read: the site answered with an error (404)');
    await second.scrollIntoViewIfNeeded();
    await snap(chat, 'web-search-sources');

    // Kept with the message, and the switch with the chat.
    await reloadChat(chat);
    await expect(lastReply(chat).getByRole('button', { name: '3 sources · Show sources' })).toBeVisible();
    await expect(lastReply(chat).getByRole('button', { name: /^Source 2: .*\(not verified\)$/ })).toBeVisible();
    await expect(inputActions(chat).getByRole('button', { name: 'Web search: on' })).toHaveAttribute('aria-pressed', 'true');
  });

  searchTest('a chat with Claude lets the model search itself, and shows its sources the same way', async ({ chat, fake, webSearchServices }) => {
    const session = await firstSession(chat);
    const modelConfig = { ...session.mask.modelConfig, model: 'claude-sonnet-4-5', providerName: 'Anthropic' };
    await putRecords(chat, { sessions: [{ ...session, mask: { ...session.mask, syncGlobalConfig: false, modelConfig }, updatedAt: Date.now() }] });
    await reloadChat(chat);
    const byModel = inputActions(chat).getByRole('button', { name: 'The model’s own search' });
    await expect(byModel).toBeHidden();
    await inputActions(chat).getByRole('button', { name: 'Web search: off' }).click();
    await expect(byModel).toHaveAttribute('aria-pressed', 'false');
    await byModel.click();
    await expect(byModel).toHaveAttribute('aria-pressed', 'true');

    const word = nonce();
    await send(chat, `${word} when did Rust ship`);
    const reply = await replyDone(chat);
    const [first, second] = SEARCHED_PAGES;
    await expect(reply).toContainText(`${first?.claim} 1. ${second?.claim} 2.`);
    // Claude searched: the request offered its search tool, and the app searched nothing.
    const asked = (await fakeRequests(fake)).filter((request) => request.path === '/anthropic/v1/messages' && JSON.stringify(request.json.messages).includes(word));
    expect(asked.map((request) => (request.json as { tools?: unknown }).tools)).toEqual([[{ type: 'web_search_20250305', name: 'web_search', max_uses: 5 }]]);
    expect(webSearchServices.searches.some((query) => query.includes(word))).toBe(false);

    await expect(reply.getByRole('button', { name: `Source 1: ${first?.title}` })).toBeVisible();
    await reply.getByRole('button', { name: `Source 2: ${second?.title}` }).click();
    const sources = reply.getByRole('list', { name: 'Sources of this answer' });
    const cited = sources.getByRole('listitem', { name: `2. ${second?.title}` });
    await expect(cited).toBeFocused();
    await expect(cited).toContainText('✓ verified');
    await expect(cited).toContainText(`Quoted${second?.quote}`);
    await expect(cited).toContainText('Cited by the model’s own search: the app did not read this page.');
    await expect(sources.getByRole('listitem', { name: /^3\. / })).toContainText('Found by the search, not cited.');
    await cited.scrollIntoViewIfNeeded();
    await snap(chat, 'web-search-by-model');

    await reloadChat(chat);
    await expect(lastReply(chat).getByRole('button', { name: '3 sources · Show sources' })).toBeVisible();
    await expect(inputActions(chat).getByRole('button', { name: 'The model’s own search' })).toHaveAttribute('aria-pressed', 'true');
  });

  searchTest('Settings → Web search offers the server’s service and keeps the user’s own key on the device', async ({ chat }) => {
    await chat.goto(chat.url().replace(/#.*$/, '#/settings'));
    const section = chat.getByRole('region', { name: 'Web search' });
    await expect(section).toContainText('The server provides: SearXNG');
    const service = section.getByRole('combobox', { name: 'Search service' });
    await expect(service).toHaveValue('');
    await expect(service.getByRole('option', { selected: true })).toHaveText('The server’s (SearXNG)');
    await expect(section.getByRole('textbox', { name: 'SearXNG address' })).toBeVisible();
    await service.selectOption('tavily');
    await section.getByLabel('Tavily key').fill('tvly-own-key');
    // Kept in the access settings, with the provider keys: sync leaves them out unless told to include keys.
    await waitForStoredSetting(chat, 'access', 'tvly-own-key');
    await section.getByText('Sent with each search').scrollIntoViewIfNeeded();
    await snap(chat, 'web-search-settings');
  });
});
