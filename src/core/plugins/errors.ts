// The two ways a plugin can fail before any request leaves: its document cannot be read ("Plugin
// edit: a format error is reported when the content is invalid"), or one call cannot be built from
// what the model sent. Both carry a reason code, so the interface words them in the user's language.

export type PluginFormatReason =
  /** Nothing but white space. */
  | 'empty'
  /** Neither JSON nor YAML. */
  | 'syntax'
  /** Parsed, but not an OpenAPI document (no "openapi" field or no "paths" object). */
  | 'not_openapi'
  /** Swagger 2.0 or a future major version. */
  | 'unsupported_version'
  /** No absolute http(s) URL in "servers". */
  | 'no_server'
  /** A $ref that points outside the document or to nothing in it. */
  | 'bad_ref';

export class PluginFormatError extends Error {
  override name = 'PluginFormatError';
  constructor(
    readonly reason: PluginFormatReason,
    /** The offending value where there is one (a version, a $ref). */
    readonly detail?: string,
  ) {
    super(detail === undefined ? `Plugin format error: ${reason}` : `Plugin format error: ${reason} (${detail})`);
  }
}

export type PluginCallReason =
  /** The model named a tool the session does not have. */
  | 'unknown_tool'
  /** The arguments are not a JSON object. */
  | 'bad_arguments'
  /** A required parameter or request body is missing; detail names it. */
  | 'missing_parameter'
  /** The token belongs in the body, but the operation's method (GET, HEAD …) or body cannot carry it. */
  | 'no_body_for_token';

export class PluginCallError extends Error {
  override name = 'PluginCallError';
  constructor(
    readonly reason: PluginCallReason,
    readonly detail?: string,
  ) {
    super(detail === undefined ? `Plugin call error: ${reason}` : `Plugin call error: ${reason} (${detail})`);
  }
}
