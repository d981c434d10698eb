/** Plugins: what their tool calls report to the model and the reader, and why a plugin's
 * document cannot be used. */
export const plugins = {
  call: {
    unknownTool: 'This chat has no tool named “{{name}}”.',
    badArguments: 'The tool arguments are not a JSON object: {{detail}}',
    missingParameter: 'The required input “{{name}}” is missing.',
    noBodyForToken: 'The plugin’s token goes in the request body, but this request ({{detail}}) cannot carry it. Choose another location for the token.',
    unreachable: 'The plugin could not be reached: {{detail}}',
    timeout: 'The plugin did not answer within {{seconds}} seconds.',
    cut: '[Cut: only the first {{shown}} characters of the answer are shown.]',
  },
  formatError: 'Plugin “{{title}}”: format error ({{reason}}). Its tools are left out of this chat.',
  format: {
    empty: 'the content is empty',
    syntax: 'it is neither JSON nor YAML',
    not_openapi: 'it is not an OpenAPI document',
    unsupported_version: 'only OpenAPI 3 documents are supported',
    no_server: 'it has no absolute http(s) server URL',
    bad_ref: 'a $ref cannot be resolved inside the document',
  },
};
