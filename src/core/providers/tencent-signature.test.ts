import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTencentRequest } from './tencent-signature';

const SECRET_ID = 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE';
const SECRET_KEY = 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE';
const HOST = 'hunyuan.tencentcloudapi.com';
const TIMESTAMP = 1_700_000_000;
const BODY =
  '{"Model":"hunyuan-turbos-latest","Messages":[{"Role":"system","Content":"You are a helpful assistant."},{"Role":"user","Content":"Hi"}],"Stream":true,"Temperature":0.7,"TopP":1}';

/** Tencent's documented algorithm, written out step by step with node:crypto as an independent check. */
function referenceSignature(body: string, timestamp: number, secretKey: string): string {
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest =
    'POST\n/\n\n' + `content-type:application/json\nhost:${HOST}\n` + '\ncontent-type;host\n' + sha256(body);
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/hunyuan/tc3_request\n${sha256(canonicalRequest)}`;
  const kDate = hmac('TC3' + secretKey, date);
  const kService = hmac(kDate, 'hunyuan');
  const kSigning = hmac(kService, 'tc3_request');
  return createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest('hex');
}

const sign = (overrides: Partial<Parameters<typeof signTencentRequest>[0]> = {}) =>
  signTencentRequest({
    secretId: SECRET_ID,
    secretKey: SECRET_KEY,
    body: BODY,
    timestamp: TIMESTAMP,
    host: HOST,
    action: 'ChatCompletions',
    version: '2023-09-01',
    ...overrides,
  });

describe('signTencentRequest', () => {
  it('matches the signature computed independently with node:crypto', async () => {
    const headers = await sign();
    const expected = referenceSignature(BODY, TIMESTAMP, SECRET_KEY);
    expect(headers.Authorization).toBe(
      `TC3-HMAC-SHA256 Credential=${SECRET_ID}/2023-11-14/hunyuan/tc3_request, SignedHeaders=content-type;host, Signature=${expected}`,
    );
  });

  it('reproduces the known-good vector of the wire reference', async () => {
    const headers = await sign();
    expect(headers.Authorization).toContain(
      'Signature=5617dcbfff698ad5ef03060e88ef8ef596faca09d1c7891cce5dae985d24294e',
    );
  });

  it('returns every header the API needs, without a region unless given', async () => {
    const headers = await sign();
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Host).toBe(HOST);
    expect(headers['X-TC-Action']).toBe('ChatCompletions');
    expect(headers['X-TC-Version']).toBe('2023-09-01');
    expect(headers['X-TC-Timestamp']).toBe('1700000000');
    expect(headers).not.toHaveProperty('X-TC-Region');
    expect(Object.keys(headers).sort()).toEqual(
      ['Authorization', 'Content-Type', 'Host', 'X-TC-Action', 'X-TC-Timestamp', 'X-TC-Version'].sort(),
    );
  });

  it('adds the region header when a region is given, without changing the signature', async () => {
    const withRegion = await sign({ region: 'ap-guangzhou' });
    const without = await sign();
    expect(withRegion['X-TC-Region']).toBe('ap-guangzhou');
    expect(withRegion.Authorization).toBe(without.Authorization);
  });

  it('uses the UTC date of the timestamp in the credential scope', async () => {
    // 2024-01-01T23:30:00Z: still 2024-01-01 in UTC although it is already the 2nd in Asia.
    const timestamp = 1_704_151_800;
    const headers = await sign({ timestamp });
    expect(headers.Authorization).toContain('/2024-01-01/hunyuan/tc3_request');
    expect(headers.Authorization).toContain(`Signature=${referenceSignature(BODY, timestamp, SECRET_KEY)}`);
  });

  it('changes when the body, the key or the time changes', async () => {
    const base = (await sign()).Authorization;
    expect((await sign({ body: BODY.replace('Hi', 'Ho') })).Authorization).not.toBe(base);
    expect((await sign({ secretKey: 'other' })).Authorization).not.toBe(base);
    expect((await sign({ timestamp: TIMESTAMP + 1 })).Authorization).not.toBe(base);
  });

  it('signs non-ASCII bodies as UTF-8', async () => {
    const body = '{"Messages":[{"Role":"user","Content":"你好"}]}';
    const headers = await sign({ body });
    expect(headers.Authorization).toContain(`Signature=${referenceSignature(body, TIMESTAMP, SECRET_KEY)}`);
  });
});
