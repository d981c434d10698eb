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
  /** The models a multipart body's form names (form-models.ts), read instead of the body. */
  formModels?: readonly string[];
}

const AZURE_DEPLOYMENT = /^openai\/deployments\/([^/]+)\//;
/** Gemini and Baidu name the model in the path. */
const MODEL_IN_PATH = [/^v1(?:beta)?\/models\/([^/:]+):/, /\/wenxinworkshop\/chat\/([^/]+)$/];

const refused = (model: string): PolicyVerdict => ({ ok: false, status: 403, code: 'model_disabled', message: `You are not allowed to use the ${model} model` });

const unlistedDeployment = (deployment: string): PolicyVerdict => ({
  ok: false,
  status: 403,
  code: 'model_disabled',
  message: `The Azure deployment ${deployment} is not listed in AZURE_DEPLOYMENTS, so its model cannot be checked; the administrator lists it there`,
});

/** The verdict on one call under DISABLE_GPT4. `azureDeployments` maps the administrator's Azure
 * deployment names to the models behind them (AZURE_DEPLOYMENTS): a deployment's name says nothing
 * reliable about its model, so one not in the map is refused. Azure names the deployment in the
 * path (openai/deployments/<name>/…) or, on its v1 surface, in the body's `model`. */
export function checkModelPolicy({ provider, path, body, formModels }: PolicyCall, azureDeployments: ReadonlyMap<string, string>): PolicyVerdict {
  const models: string[] = [];
  const deployments: string[] = [];
  const inPath = AZURE_DEPLOYMENT.exec(path)?.[1];
  if (inPath !== undefined) deployments.push(inPath);
  for (const pattern of MODEL_IN_PATH) {
    const model = pattern.exec(path)?.[1];
    if (model !== undefined) models.push(decodeURIComponent(model));
  }
  // Stability's bodies are multipart forms choosing among its own image models.
  if (formModels) {
    if (provider === 'azure' && inPath === undefined) deployments.push(...formModels);
    else models.push(...formModels);
  } else if (body && body.byteLength > 0 && provider !== 'stability') {
    const read = modelsInBody(body);
    if (!read.ok) return read;
    if (provider === 'azure' && inPath === undefined) deployments.push(...read.models);
    else models.push(...read.models);
  }
  for (const deployment of deployments) {
    const model = azureDeployments.get(deployment);
    if (model === undefined) return unlistedDeployment(deployment);
    models.push(model);
  }
  const blocked = models.find(isGpt4Family);
  return blocked === undefined ? { ok: true } : refused(blocked);
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The models a JSON body names. Read as strictly as the most lenient provider could read it:
 * bytes that are not UTF-8 (a lenient decoder might turn an overlong sequence into "-") and a key
 * that is "model" in another case (Go's encoding/json matches field names case-insensitively) are
 * refused or counted, so no provider sees a model this check did not. */
function modelsInBody(body: Uint8Array): { ok: true; models: string[] } | Extract<PolicyVerdict, { ok: false }> {
  let text: string;
  try {
    text = STRICT_UTF8.decode(body);
  } catch {
    return { ok: false, status: 400, code: 'bad_body', message: 'The request body is not valid UTF-8' };
  }
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
  const modelKeys = Object.keys(parsed).filter((key) => key.toLowerCase() === 'model');
  if (modelKeys.length > 1) return { ok: false, status: 400, code: 'duplicate_keys', message: 'The request body names the model twice' };
  const models: string[] = [];
  for (const key of modelKeys) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value !== 'string') return { ok: false, status: 400, code: 'bad_body', message: 'The request body’s model must be a string' };
    models.push(value);
  }
  return { ok: true, models };
}
