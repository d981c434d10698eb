import { describe, expect, it } from 'vitest';
import { canonicalModelName, isGpt4Family } from '../core/models/rules';
import { loadConfig } from './config';
import { checkModelPolicy, type PolicyCall } from './model-policy';

const BLOCKED = [
  'gpt-4',
  'gpt-4-0613',
  'gpt-4-turbo',
  'gpt-4o',
  'gpt-4o-2024-08-06',
  'GPT-4o',
  'GPT-4O',
  'gpt-4.1',
  'gpt-4.1-nano',
  'chatgpt-4o-latest',
  'o1',
  'o1-mini',
  'o3-mini',
  'O1-PREVIEW',
  'ft:gpt-4o-2024-08-06:acme::9abc',
  'ft:gpt-4-0613:acme:custom:7xyz',
  'FT:GPT-4O-2024-08-06:acme::1',
  'openai/gpt-4o',
  'openrouter/openai/gpt-4o',
  'azure/gpt-4',
  'models/gpt-4o',
  'accounts/acme/models/gpt-4o',
  '\u00a0gpt-4o',
  'gpt-4o\u00a0',
  '\u3000gpt-4o',
  'gpt\u200b-4o',
  '\u200dgpt-4o',
  '\ufeffgpt-4o',
  'gpt-4o\u00ad',
  'gpt-4o:latest',
  'gpt-4o@2024-08-06',
  'ｇｐｔ－４ｏ',
  ' gpt-4 ',
  '\tgpt-4\n',
  'gpt - 4o',
  'gpt-4-32k',
  'gpt-4-vision-preview',
];

const ALLOWED = [
  'gpt-4o-mini',
  'gpt-4o-mini-2024-07-18',
  'GPT-4o-mini',
  'ft:gpt-4o-mini-2024-07-18:acme::1',
  'openai/gpt-4o-mini',
  '\u00a0gpt-4o-mini',
  'gpt-3.5-turbo',
  'claude-3-opus',
  'claude-3-5-sonnet-latest',
  'gemini-1.5-pro',
  'dall-e-3',
  'omni-moderation',
  'ernie-4.0-8k',
  'moonshot-v1-8k',
  'qwen-max',
  'hunyuan-pro',
];

describe('the GPT-4 rule on canonical names', () => {
  it.each(BLOCKED)('blocks %j', (model) => {
    expect(isGpt4Family(model)).toBe(true);
  });

  it.each(ALLOWED)('allows %j', (model) => {
    expect(isGpt4Family(model)).toBe(false);
  });

  it('reduces a name to the bare model', () => {
    expect(canonicalModelName(' openai/GPT-4o:latest ')).toBe('gpt-4o');
    expect(canonicalModelName('ft:gpt-4o-2024-08-06:acme::9abc')).toBe('gpt-4o-2024-08-06');
  });
});

const json = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
const call = (path: string, body?: unknown, provider: PolicyCall['provider'] = 'openai'): PolicyCall => ({ provider, path, body: body === undefined ? undefined : json(body) });
const none = new Map<string, string>();

describe('checkModelPolicy', () => {
  it('reads the body model, refusing the family and letting the rest through', () => {
    expect(checkModelPolicy(call('v1/chat/completions', { model: 'gpt-4o-mini' }), none)).toEqual({ ok: true });
    expect(checkModelPolicy(call('v1/chat/completions', { model: 'openai/gpt-4o' }), none)).toMatchObject({ ok: false, status: 403, code: 'model_disabled' });
  });

  it('refuses two model keys, a non-string model, and a body that is not a JSON object', () => {
    expect(checkModelPolicy(call('v1/chat/completions', '{"model":"gpt-4o-mini","model":"gpt-4o"}'), none)).toMatchObject({ status: 400, code: 'duplicate_keys' });
    expect(checkModelPolicy(call('v1/chat/completions', '{"model":"gpt-4o-mini","mod\\u0065l":"gpt-4o"}'), none)).toMatchObject({ status: 400, code: 'duplicate_keys' });
    expect(checkModelPolicy(call('v1/chat/completions', { model: ['gpt-4o'] }), none)).toMatchObject({ status: 400, code: 'bad_body' });
    expect(checkModelPolicy(call('v1/chat/completions', 'model=gpt-4o'), none)).toMatchObject({ status: 400, code: 'bad_body' });
    expect(checkModelPolicy(call('v1/chat/completions', '[{"model":"gpt-4o"}]'), none)).toMatchObject({ status: 400, code: 'bad_body' });
  });

  it('reads Gemini and Baidu models from the path', () => {
    expect(checkModelPolicy(call('v1beta/models/gemini-1.5-pro:streamGenerateContent', {}, 'google'), none)).toEqual({ ok: true });
    expect(checkModelPolicy(call('v1beta/models/gpt-4o:generateContent', {}, 'google'), none)).toMatchObject({ code: 'model_disabled' });
    expect(checkModelPolicy(call('rpc/2.0/ai_custom/v1/wenxinworkshop/chat/completions_pro', {}, 'baidu'), none)).toEqual({ ok: true });
  });

  it('maps Azure deployments to their models and refuses one it cannot map', () => {
    const map = new Map([
      ['cheap', 'gpt-4o-mini'],
      ['smart', 'gpt-4o'],
    ]);
    expect(checkModelPolicy(call('openai/deployments/cheap/chat/completions', {}, 'azure'), map)).toEqual({ ok: true });
    expect(checkModelPolicy(call('openai/deployments/smart/chat/completions', {}, 'azure'), map)).toMatchObject({ code: 'model_disabled' });
    expect(checkModelPolicy(call('openai/deployments/prod/chat/completions', {}, 'azure'), map)).toMatchObject({ code: 'model_disabled', message: expect.stringContaining('AZURE_DEPLOYMENTS') });
    expect(checkModelPolicy(call('openai/deployments/gpt-4o-mini/chat/completions', {}, 'azure'), none)).toMatchObject({ code: 'model_disabled' });
  });

  it('reads the deployment from the body on Azure’s v1 surface, where model names a deployment', () => {
    const map = new Map([
      ['cheap', 'gpt-4o-mini'],
      ['gpt-4o-mini', 'gpt-4o'],
    ]);
    expect(checkModelPolicy(call('openai/v1/chat/completions', { model: 'cheap' }, 'azure'), map)).toEqual({ ok: true });
    // The name looks allowed, but the deployment behind it runs gpt-4o.
    expect(checkModelPolicy(call('openai/v1/chat/completions', { model: 'gpt-4o-mini' }, 'azure'), map)).toMatchObject({ code: 'model_disabled' });
    expect(checkModelPolicy(call('v1/chat/completions', { model: 'unlisted' }, 'azure'), map)).toMatchObject({ code: 'model_disabled', message: expect.stringContaining('AZURE_DEPLOYMENTS') });
  });

  it('counts a model key in any case and refuses bytes that are not UTF-8', () => {
    expect(checkModelPolicy(call('v1/chat/completions', '{"Model":"gpt-4o"}'), none)).toMatchObject({ code: 'model_disabled' });
    expect(checkModelPolicy(call('v1/chat/completions', '{"MODEL":"gpt-4o-mini"}'), none)).toEqual({ ok: true });
    expect(checkModelPolicy(call('v1/chat/completions', '{"model":"gpt-4o-mini","Model":"gpt-4o"}'), none)).toMatchObject({ status: 400, code: 'duplicate_keys' });
    expect(checkModelPolicy(call('v1/chat/completions', '{"Model":["gpt-4o"]}'), none)).toMatchObject({ status: 400, code: 'bad_body' });
    // An overlong "-" (C0 AD) that a lenient decoder would read as gpt-4o.
    const overlong = new Uint8Array([...new TextEncoder().encode('{"model":"gpt'), 0xc0, 0xad, ...new TextEncoder().encode('4o"}')]);
    expect(checkModelPolicy({ provider: 'openai', path: 'v1/chat/completions', body: overlong }, none)).toMatchObject({ status: 400, code: 'bad_body' });
  });

  it('leaves Stability’s multipart forms alone', () => {
    expect(checkModelPolicy(call('v2beta/stable-image/generate/sd3', '--boundary\r\nmodel=sd3.5-large', 'stability'), none)).toEqual({ ok: true });
  });
});

describe('configuration', () => {
  it('reads AZURE_DEPLOYMENTS and names a bad item', () => {
    expect([...loadConfig({ AZURE_DEPLOYMENTS: 'cheap=gpt-4o-mini, smart = gpt-4o' }).azureDeployments]).toEqual([
      ['cheap', 'gpt-4o-mini'],
      ['smart', 'gpt-4o'],
    ]);
    expect(() => loadConfig({ AZURE_DEPLOYMENTS: 'cheap' })).toThrow(/AZURE_DEPLOYMENTS: item 1: expected deployment=model/);
    expect(() => loadConfig({ AZURE_DEPLOYMENTS: 'cheap=gpt-4o-mini,cheap=gpt-4o' })).toThrow(/item 2: the deployment cheap is listed twice/);
  });

  it('replaces a DEFAULT_MODEL that DISABLE_GPT4 forbids, and says so', () => {
    const config = loadConfig({ DISABLE_GPT4: '1', DEFAULT_MODEL: 'gpt-4o' });
    expect(config.defaultModel).toBe('gpt-4o-mini@openai');
    expect(config.notices).toEqual(['DEFAULT_MODEL: gpt-4o is refused under DISABLE_GPT4; new chats start with gpt-4o-mini@openai instead']);
    expect(loadConfig({ DEFAULT_MODEL: 'gpt-4o' }).defaultModel).toBe('gpt-4o');
    expect(loadConfig({ DISABLE_GPT4: '1', DEFAULT_MODEL: 'claude-3-opus' }).notices).toEqual([]);
  });
});
