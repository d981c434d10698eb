// DISABLE_GPT4 on the server: which models a request asks for, read so that no spelling gets past.
// Which names are blocked is decided by isGpt4Family in core/models/rules, on the canonical name,
// the same rule the client uses to hide them.

import { isGpt4Family } from '../core/models/rules';
import type { ProviderId } from '../core/providers/catalog';
import { hasDuplicateKeys } from './json-keys';

export type PolicyVerdict = { ok: true } | { ok: false; status: 400 | 403; code: 'bad_body' | 'duplicate_keys' | 'model_disabled'; message: string };

export interface PolicyCall {
  provider: ProviderId;
  /** The upstream path, no leading slash. */
  path: string;
  /** The whole body, when there is one. */
  body: Uint8Array | undefined;
}

const AZURE_DEPLOYMENT = /^openai\/deployments\/([^/]+)\//;
/** Gemini and Baidu name the model in the path. */
const MODEL_IN_PATH = [/^v1(?:beta)?\/models\/([^/:]+):/, /\/wenxinworkshop\/chat\/([^/]+)$/];

const refused = (model: string): PolicyVerdict => ({ ok: false, status: 403, code: 'model_disabled', message: `You are not allowed to use the ${model} model` });

/** The verdict on one call under DISABLE_GPT4. `azureDeployments` maps the administrator's Azure
 * deployment names to the models behind them (AZURE_DEPLOYMENTS): a deployment's name says nothing
 * reliable about its model, so one not in the map is refused. */
export function checkModelPolicy({ provider, path, body }: PolicyCall, azureDeployments: ReadonlyMap<string, string>): PolicyVerdict {
  const models: string[] = [];
  const deployment = AZURE_DEPLOYMENT.exec(path)?.[1];
  if (deployment !== undefined) {
    const model = azureDeployments.get(deployment);
    if (model === undefined) {
      return {
        ok: false,
        status: 403,
        code: 'model_disabled',
        message: `The Azure deployment ${deployment} is not listed in AZURE_DEPLOYMENTS, so its model cannot be checked; the administrator lists it there`,
      };
    }
    models.push(model);
  }
  for (const pattern of MODEL_IN_PATH) {
    const model = pattern.exec(path)?.[1];
    if (model !== undefined) models.push(decodeURIComponent(model));
  }
  // Stability's bodies are multipart forms choosing among its own image models.
  if (body && body.byteLength > 0 && provider !== 'stability') {
    const text = new TextDecoder().decode(body);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, status: 400, code: 'bad_body', message: 'The server checks the model of each request, and this body is not a JSON object' };
    }
    if (hasDuplicateKeys(text)) return { ok: false, status: 400, code: 'duplicate_keys', message: 'The request body names the same key twice' };
    if ('model' in parsed) {
      if (typeof parsed.model !== 'string') return { ok: false, status: 400, code: 'bad_body', message: 'The request body’s model must be a string' };
      models.push(parsed.model);
    }
  }
  const blocked = models.find(isGpt4Family);
  return blocked === undefined ? { ok: true } : refused(blocked);
}
