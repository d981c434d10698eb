// OpenAI's image generation (https://platform.openai.com/docs/api-reference/images/create) as the fake answers it, on OpenAI's path and on
// Azure deployments. Magic words in the prompt choose the answer: [[fake:url]] (a URL to fetch
// the picture from, served by the fake itself), [[fake:policy]] (content policy refusal),
// [[fake:401]], [[fake:429]], [[fake:500]], [[fake:truncated]] (base64 cut short), [[fake:html]]
// (a 200 captive-portal page) and [[fake:empty]] (an empty picture).

import { errorAnswer } from './errors.mjs';
import { picturePng } from './png.mjs';

export const IMAGE_ROUTE = /^\/(openai|azure\/openai\/deployments\/[\w.-]+)\/(v1\/)?images\/generations$/;
export const IMAGE_FILE_ROUTE = /^\/files\/picture-\d+\.png$/;

const PICTURE = picturePng();
const WORD = /\[\[fake:(\w+)\]\]/g;

const openaiError = (status, message, type, code) => ({ status, body: { error: { message, type, param: null, code } } });

/** How the fake answers one image request: { status, contentType, body } with body a string. */
export function imageAnswer({ prompt, authorised, origin, dialect }) {
  const words = new Set([...String(prompt ?? '').matchAll(WORD)].map(([, word]) => word));
  const json = ({ status, body }) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });
  if (words.has('401') || !authorised) return json(errorAnswer(dialect, 'auth'));
  if (words.has('500')) return json(errorAnswer(dialect, 'server'));
  if (words.has('429')) return json(openaiError(429, 'Rate limit reached for images per minute. Please try again in 12s.', 'requests', 'rate_limit_exceeded'));
  if (words.has('policy')) {
    return json(
      openaiError(
        400,
        'Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.',
        'invalid_request_error',
        'content_policy_violation',
      ),
    );
  }
  if (words.has('html')) {
    return { status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html><body><h1>Welcome to Airport Wi-Fi</h1><p>Sign in to continue.</p></body></html>' };
  }
  const revised = `A detailed picture of ${String(prompt).replace(WORD, '').trim()}, in warm evening light.`;
  const created = Math.floor(Date.now() / 1000);
  if (words.has('url')) {
    return json({ status: 200, body: { created, data: [{ url: `${origin}/files/picture-${created}.png`, revised_prompt: revised }] } });
  }
  const full = PICTURE.toString('base64');
  const b64 = words.has('empty') ? '' : words.has('truncated') ? full.slice(0, Math.floor(full.length / 2)) : full;
  return json({ status: 200, body: { created, data: [{ b64_json: b64, revised_prompt: revised }] } });
}

/** The picture a URL answer points at; the browser fetches it from another origin. */
export function pictureFile() {
  return { status: 200, headers: { 'content-type': 'image/png', 'access-control-allow-origin': '*' }, body: PICTURE };
}
