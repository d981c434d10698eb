// DISABLE_GPT4 follows the popular self-hosted clients: it blocks the GPT-4 family (gpt-4, gpt-4-turbo,
// gpt-4o, gpt-4.1 …), chatgpt-4o and the o1/o3 reasoning models, and keeps gpt-4o-mini, the cheap
// default chat model, available. Matching is on the start of the name, case-insensitive, so dated
// snapshots (gpt-4o-2024-08-06) are blocked with their family.

const BLOCKED_PREFIXES = ['gpt-4', 'chatgpt-4o', 'o1', 'o3'];
const ALLOWED_PREFIXES = ['gpt-4o-mini'];

export function isGpt4Family(model: string): boolean {
  const name = model.trim().toLowerCase();
  if (ALLOWED_PREFIXES.some((prefix) => name.startsWith(prefix))) return false;
  return BLOCKED_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** The models a request asks for: the JSON body's "model", and for Azure the deployment name in the
 * path, which usually is the model's name. */
export function requestedModels(path: string, body: string | undefined): string[] {
  const models: string[] = [];
  const deployment = /^openai\/deployments\/([^/]+)\//.exec(path)?.[1];
  if (deployment) models.push(deployment);
  if (body && body.trimStart().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && 'model' in parsed && typeof parsed.model === 'string') {
        models.push(parsed.model);
      }
    } catch {
      // Not JSON after all: there is no model to check, and the upstream will judge the body.
    }
  }
  return models;
}
