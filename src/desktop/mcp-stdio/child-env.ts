// What a local MCP server's process gets as its environment: PATH (to find the programs it runs)
// and HOME (where programs keep their own settings), and the variables the user declared for it.
// Nothing else of the app's environment: not the provider keys it may hold, not its other
// settings, not the user's other variables.

const INHERITED = ['PATH', 'HOME'] as const;

export function childEnv(appEnv: NodeJS.ProcessEnv, declared: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = appEnv[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...declared };
}
