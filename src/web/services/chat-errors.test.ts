// The error catalogue as a person reads it: every failure named by what happened, with what the
// provider said folded under it, never only "The request failed."
import { describe, expect, it } from 'vitest';
import { IncompleteSettingsError } from '../../core/providers/incomplete-settings';
import { readImageAnswer } from '../../core/providers/openai-images';
import { baiduAdapter } from '../../core/providers/baidu';
import type { ChatErrorEvent } from '../../core/stream/error-event';
import { describeChatError } from './chat-errors';
import { base64ImageBlob, generatedImageError, storeGeneratedImage } from './images/generated-image';
import { ImageError } from './images/image-errors';

const web = { desktop: false, userKey: false };
const imageError = (status: number, text: string): ChatErrorEvent => {
  const answer = readImageAnswer(status, text);
  if (answer.kind !== 'error') throw new Error('expected an error');
  return answer.error;
};

describe('half-filled provider settings', () => {
  it('gives Azure the spec’s sentence and says what is missing', () => {
    const event = new IncompleteSettingsError('Azure', ['apiKey', 'apiVersion']).toEvent();
    expect(describeChatError(event, web).text).toBe('incomplete azure config, please check it in your settings page\n\nMissing: API key and API version.');
  });

  it('names the provider and its missing fields for the others', () => {
    const event = new IncompleteSettingsError('Baidu', ['secretKey']).toEvent();
    expect(describeChatError(event, { desktop: true, userKey: true }).text).toBe('The Baidu settings are incomplete, please check them in your settings page.\n\nMissing: Secret key.');
  });

  it('says the server has no key, not that the access password is wrong', () => {
    const event = { type: 'error', code: 'not_configured', status: 503, message: 'The server has no ANTHROPIC_API_KEY; enter your own key in settings' } as const;
    const { text, detail } = describeChatError(event, web);
    expect(text).toBe('The server has no key for this provider. Enter your own key in Settings, or ask the administrator to add one.');
    expect(detail).toBe('HTTP 503\nThe server has no ANTHROPIC_API_KEY; enter your own key in settings');
  });
});

describe('drawing and Baidu speak the chat catalogue', () => {
  it('names a provider’s 500 as its internal error', () => {
    const body = JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error', code: null } });
    const { text, detail } = describeChatError(imageError(500, body), web);
    expect(text).toBe('The provider had an internal error. Try again in a moment.');
    expect(detail).toBe('HTTP 500\nThe server had an error while processing your request.');
  });

  it('names a web page as a sign-in page or portal, its title folded', () => {
    const { text, detail } = describeChatError(imageError(200, '<!doctype html><title>Airport Wi-Fi</title>'), web);
    expect(text).toMatch(/^A web page came back instead of a reply/);
    expect(detail).toBe('HTTP 200\nAirport Wi-Fi');
  });

  it('names Baidu’s internal error (HTTP 200, error_code 336000) as such', () => {
    const [event] = baiduAdapter.parseBody(200, { error_code: 336000, error_msg: 'Internal error' });
    const { text, detail } = describeChatError(event as ChatErrorEvent, web);
    expect(text).toBe('The provider had an internal error. Try again in a moment.');
    expect(detail).toContain('Internal error (error_code 336000)');
  });

  it('keeps why a drawn picture was refused under the fold', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const cut = base64ImageBlob(png.slice(0, 48));
    const error = await storeGeneratedImage(cut).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ImageError);
    const { text, detail } = describeChatError(generatedImageError(error as ImageError), web);
    expect(text).toBe('The provider answered, but not with a picture that could be read. Nothing was saved; try again.');
    expect(detail).toBe('The image/png picture was cut short: 36 B arrived, without the end of the file.');
  });
});
