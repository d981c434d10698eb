// Azure OpenAI: the OpenAI format on a deployment path, with the key in an `api-key` header and
// the API version in the query (https://learn.microsoft.com/azure/ai-services/openai/reference).

import { AZURE_API_VERSION } from '../constants/providers';
import type { ChatRequestInput, ProviderEndpoint } from './adapter';
import { ProviderConfigError } from './errors';
import { AZURE_INCOMPLETE_MESSAGE } from './incomplete-settings';
import { createOpenAICompatibleAdapter } from './openai-compatible';

function azureApiVersion(endpoint: ProviderEndpoint): string {
  return endpoint.apiVersion ?? AZURE_API_VERSION;
}

/** Path of a deployment operation, e.g. "chat/completions" or "images/generations". */
export function azureDeploymentPath(deployment: string, operation: string, endpoint: ProviderEndpoint): string {
  const version = encodeURIComponent(azureApiVersion(endpoint));
  return `openai/deployments/${encodeURIComponent(deployment)}/${operation}?api-version=${version}`;
}

/** "Azure use requires a complete config (url, key, api version)". An absent key is complete:
 * the server injects its own; an empty one means the user's settings lack it. */
export function assertAzureConfig(endpoint: ProviderEndpoint, deployment: string): void {
  const blank = (value: string | undefined) => value !== undefined && value.trim() === '';
  if (endpoint.baseUrl.trim() === '' || blank(endpoint.apiKey) || blank(endpoint.apiVersion) || deployment.trim() === '') {
    throw new ProviderConfigError(AZURE_INCOMPLETE_MESSAGE, 'azure_incomplete');
  }
}

export function azureAuthHeaders(endpoint: ProviderEndpoint): Record<string, string> {
  return endpoint.apiKey ? { 'api-key': endpoint.apiKey } : {};
}

export const azureAdapter = createOpenAICompatibleAdapter({
  id: 'azure',
  validate: (input: ChatRequestInput) => assertAzureConfig(input.endpoint, input.config.model),
  chatPath: (input) => azureDeploymentPath(input.config.model, 'chat/completions', input.endpoint),
  authHeaders: azureAuthHeaders,
});
