// DISABLE_GPT4 on the server: which models a request asks for. Which names are blocked is decided by
// isGpt4Family in core/models/rules, the same rule the client uses to hide them.

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
