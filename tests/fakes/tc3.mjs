// Checks a Tencent Cloud TC3-HMAC-SHA256 signature the way the real service does, written from the
// published algorithm and independent of the client's signer, so a test of the two together proves
// the signer right rather than merely consistent with itself.

import { createHash, createHmac } from 'node:crypto';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const hmac = (key, text) => createHmac('sha256', key).update(text).digest();

/** Returns undefined when the signature is valid, or the reason it is not. */
export function verifyTc3({ authorization, headers, body, secrets, nowSeconds = Math.floor(Date.now() / 1000) }) {
  const match = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([\w-]+)\/tc3_request, SignedHeaders=([\w;-]+), Signature=([0-9a-f]{64})$/.exec(authorization ?? '');
  if (!match) return 'malformed Authorization';
  const [, secretId, date, service, signedHeaders, signature] = match;
  const secretKey = secrets[secretId];
  if (!secretKey) return 'unknown SecretId';
  const timestamp = Number(headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return 'timestamp missing or expired';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'date does not match timestamp';
  const names = signedHeaders.split(';');
  const canonicalHeaders = names.map((name) => `${name}:${String(headers[name] ?? '').trim().toLowerCase()}\n`).join('');
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256(body)].join('\n');
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), `${date}/${service}/tc3_request`, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return expected === signature ? undefined : 'signature mismatch';
}
