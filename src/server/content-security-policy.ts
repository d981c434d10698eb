// The Content-Security-Policy of the app's pages. Model output is untrusted: whatever a reply's
// markdown holds, no script may run in the app's origin, so scripts come only from the app's own
// files (no inline script, no eval) and frames only from the app's own artifact documents, which run
// in a sandbox of their own.

const APP_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  // heic-to's CSP build compiles its decoder with WebAssembly: that needs wasm-unsafe-eval, which
  // admits WebAssembly compilation only, never JavaScript eval.
  'script-src': "'self' 'wasm-unsafe-eval'",
  // Mermaid writes <style> elements into its diagrams and KaTeX sets style attributes: inline
  // styles are needed, and cannot run script.
  'style-src': "'self' 'unsafe-inline'",
  // Remote images in replies wait for the user's click (RemoteImage.tsx); once clicked they load
  // from wherever the reply points. data: and blob: are the app's own uploads and exports.
  'img-src': "'self' data: blob: https: http:",
  'font-src': "'self' data:",
  'media-src': "'self' data: blob:",
  // The page calls its own server, and, with custom config on, a provider endpoint the user chose
  // (a local Ollama at http://localhost:11434, any https URL): the address is the user's setting.
  // A voice call with the user's own key opens the provider's realtime WebSocket (wss://, or ws://
  // on a local endpoint): browsers do not count ws: and wss: as covered by http: and https:.
  'connect-src': "'self' https: http: wss: ws: data: blob:",
  'worker-src': "'self' blob:",
  // Artifact previews and shared artifacts: documents of this server, sandboxed.
  'frame-src': "'self'",
  'frame-ancestors': "'self'",
  'object-src': "'none'",
  // The PNG export (modern-screenshot) resolves the app's own stylesheets' font URLs under a <base>
  // pointing at them; a <base> elsewhere stays refused.
  'base-uri': "'self'",
  'form-action': "'none'",
  'manifest-src': "'self'",
};

const serialise = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

export const APP_CSP = serialise(APP_DIRECTIVES);

/** The JSON API: nothing to run, nothing to embed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The frame an artifact preview runs in (ARTIFACT_FRAME_PATH): a document of its own, sandboxed to
 * an opaque origin, so its scripts (the artifact's, inline ones included) cannot reach the app's
 * storage, cookies or DOM. It takes what the artifact needs from anywhere, as a page on its own
 * would. */
export const ARTIFACT_FRAME_CSP = "sandbox allow-scripts; default-src * data: blob: 'unsafe-inline' 'unsafe-eval'; frame-ancestors 'self'";
