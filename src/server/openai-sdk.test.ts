import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { appWithFake } from '../../tests/fakes/app-with-fake';
import { SERVER_KEYS } from '../../tests/fakes/harness';

const running = appWithFake({ CODE: 'sdk-code' });

describe('the official openai package through our proxy', () => {
  it('streams a reply with an access code as its API key', async () => {
    const client = new OpenAI({ baseURL: `${running.app.url}/api/openai/v1`, apiKey: 'nk-sdk-code', maxRetries: 0 });
    const stream = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'Hello from the SDK' }],
      stream: true,
    });
    let text = '';
    let finish: string | null | undefined;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? '';
      finish = chunk.choices[0]?.finish_reason ?? finish;
    }
    expect(text).toBe('Echo: Hello from the SDK');
    expect(finish).toBe('stop');
    const seen = running.fake.last();
    expect(seen?.headers.authorization).toBe(`Bearer ${SERVER_KEYS.openai}`);
    expect(Object.keys(seen?.headers ?? {}).some((name) => name.startsWith('x-stainless'))).toBe(false);
  });

  it('raises the SDK error type for a wrong access code', async () => {
    const client = new OpenAI({ baseURL: `${running.app.url}/api/openai/v1`, apiKey: 'nk-wrong', maxRetries: 0 });
    await expect(client.models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
  });
});
