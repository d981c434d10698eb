// Every address an MCP server's sign-in hands us (its protected-resource metadata, its authorization
// server's metadata, the authorization URL built from them) comes from a server the user merely
// named. Such an address is only ever fetched or opened in a new window as a web page, so it must
// be one: https, or http on this computer (a server the user runs locally). Anything else, and any
// value holding what a shell would act on, is refused before it is used.

/** Why an address was refused (the sentence shown names the field, not the value). */
export class UnsafeOAuthUrlError extends Error {
  constructor(readonly field: string) {
    super(`Refused the OAuth address in ${field}`);
    this.name = 'UnsafeOAuthUrlError';
  }
}

/** Characters no OAuth endpoint needs and a shell gives meaning to: command substitution ($( and
 * backticks), command separators and pipes, redirections, quotes, escapes, and any white space or
 * control character (which would also let a value pass for two). */
const SHELL_OR_CONTROL = /[`;|<>"'\\\s\p{Cc}]|\$\(|\$\{/u;

const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/** The address as a URL when it may be followed: https, or http on loopback, with no user name or
 * password in it; otherwise throws UnsafeOAuthUrlError naming `field`. */
export function checkOAuthUrl(value: unknown, field: string): URL {
  const text = value instanceof URL ? value.href : value;
  if (typeof text !== 'string' || SHELL_OR_CONTROL.test(text)) throw new UnsafeOAuthUrlError(field);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UnsafeOAuthUrlError(field);
  }
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!allowed || url.username !== '' || url.password !== '') throw new UnsafeOAuthUrlError(field);
  return url;
}

/** The fields of OAuth metadata (authorization server, RFC 8414; protected resource, RFC 9728) that
 * hold addresses. A field that is present must pass; an absent one is the server's choice. */
const AUTHORIZATION_SERVER_URL_FIELDS = [
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'registration_endpoint',
  'revocation_endpoint',
  'introspection_endpoint',
  'jwks_uri',
  'userinfo_endpoint',
  'end_session_endpoint',
  'pushed_authorization_request_endpoint',
  'device_authorization_endpoint',
  'service_documentation',
  'op_policy_uri',
  'op_tos_uri',
] as const;
const RESOURCE_URL_FIELDS = ['resource', 'jwks_uri', 'resource_documentation', 'resource_policy_uri', 'resource_tos_uri'] as const;

const checkPresent = (record: Record<string, unknown>, fields: readonly string[]) => {
  for (const field of fields) {
    if (record[field] !== undefined) checkOAuthUrl(record[field], field);
  }
};

/** Checks the addresses of one metadata document, of either kind, as it arrives. */
export function checkMetadataAddresses(document: object): void {
  const fields = document as Record<string, unknown>;
  checkPresent(fields, [...AUTHORIZATION_SERVER_URL_FIELDS, ...RESOURCE_URL_FIELDS]);
  const servers = fields.authorization_servers;
  if (Array.isArray(servers)) servers.forEach((server) => checkOAuthUrl(server, 'authorization_servers'));
}

/** What discovery found, as the SDK reports it before anything else is sent. */
export interface DiscoveredAddresses {
  authorizationServerUrl: string;
  resourceMetadataUrl?: string;
  resourceMetadata?: object;
  authorizationServerMetadata?: object;
}

/** Checks every address discovery found; throws UnsafeOAuthUrlError at the first one refused. */
export function checkDiscoveredAddresses(found: DiscoveredAddresses): void {
  checkOAuthUrl(found.authorizationServerUrl, 'authorization_server');
  if (found.resourceMetadataUrl !== undefined) checkOAuthUrl(found.resourceMetadataUrl, 'resource_metadata');
  if (found.resourceMetadata) checkMetadataAddresses(found.resourceMetadata);
  if (found.authorizationServerMetadata) checkMetadataAddresses(found.authorizationServerMetadata);
}
