// The server's answer to GET /api/config, read with the schema the server builds it to. An answer
// that is not JSON or not of that shape (a proxy's page, another program on the address, a server
// of another version) is refused as a whole: a half-read configuration could, say, take a server
// that asks for an access code for one that does not.

import { clientConfigSchema, type ClientConfig } from '../../core/schemas';

export class ServerConfigUnreadable extends Error {
  override name = 'ServerConfigUnreadable';
}

export async function readServerConfig(response: Response): Promise<ClientConfig> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new ServerConfigUnreadable('GET /api/config did not answer JSON', { cause });
  }
  const parsed = clientConfigSchema.safeParse(json);
  if (!parsed.success) throw new ServerConfigUnreadable('GET /api/config answered another shape', { cause: parsed.error });
  return parsed.data;
}
