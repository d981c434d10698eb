// Tencent Cloud API 3.0 request signing (TC3-HMAC-SHA256). It runs on our server with the server's
// secret key, which the browser never sees, and in the desktop app with the user's own. WebCrypto rather than node:crypto keeps it runnable in
// Node, the browser and the desktop shell alike.

const TENCENT_SIGN_ALGORITHM = 'TC3-HMAC-SHA256';
/** The exact Content-Type that is both sent and signed: the two must match byte for byte. */
export const TENCENT_CONTENT_TYPE = 'application/json';
/** The official SDK signs these two; adding more headers would only add ways to mismatch. */
const SIGNED_HEADERS = 'content-type;host';

export interface TencentSignInput {
  secretId: string;
  secretKey: string;
  /** The JSON text exactly as it will be sent. */
  body: string;
  /** Unix time in seconds; the server rejects signatures more than five minutes old. */
  timestamp: number;
  host: string;
  action: string;
  version: string;
  region?: string;
}

const encoder = new TextEncoder();

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function sha256Hex(text: string): Promise<string> {
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

async function hmac(key: ArrayBuffer | Uint8Array<ArrayBuffer>, message: string): Promise<ArrayBuffer> {
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    key,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return globalThis.crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message));
}

/** The UTC calendar date of the timestamp: the credential scope uses UTC, not local time. */
function utcDate(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

/** "hunyuan.tencentcloudapi.com" signs for the service "hunyuan". */
function serviceOf(host: string): string {
  return host.split('.')[0] ?? host;
}

/** The headers to add to a Tencent Cloud request, Authorization included. */
export async function signTencentRequest(input: TencentSignInput): Promise<Record<string, string>> {
  const { secretId, secretKey, body, timestamp, host, action, version, region } = input;
  const date = utcDate(timestamp);
  const service = serviceOf(host);
  const scope = `${date}/${service}/tc3_request`;

  const canonicalHeaders = `content-type:${TENCENT_CONTENT_TYPE}\nhost:${host}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, SIGNED_HEADERS, await sha256Hex(body)].join('\n');
  const stringToSign = [TENCENT_SIGN_ALGORITHM, String(timestamp), scope, await sha256Hex(canonicalRequest)].join(
    '\n',
  );

  const secretDate = await hmac(encoder.encode(`TC3${secretKey}`), date);
  const secretService = await hmac(secretDate, service);
  const secretSigning = await hmac(secretService, 'tc3_request');
  const signature = toHex(await hmac(secretSigning, stringToSign));

  const headers: Record<string, string> = {
    Authorization: `${TENCENT_SIGN_ALGORITHM} Credential=${secretId}/${scope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`,
    'Content-Type': TENCENT_CONTENT_TYPE,
    Host: host,
    'X-TC-Action': action,
    'X-TC-Timestamp': String(timestamp),
    'X-TC-Version': version,
  };
  if (region) headers['X-TC-Region'] = region;
  return headers;
}
