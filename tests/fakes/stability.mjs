// Stability AI's v2beta Stable Image generation (https://platform.stability.ai/docs/api-reference) as the fake answers it: the
// picture in base64 JSON (Accept: application/json) or as bytes (Accept: image/*). Magic words in
// the prompt choose the answer: [[fake:moderation]] (403 content_moderation), [[fake:fields]] (400
// with field errors), [[fake:filtered]] (finish_reason CONTENT_FILTERED), [[fake:truncated]],
// [[fake:html]], [[fake:empty]], [[fake:401]], [[fake:slow]] (answers after 3 s).

import { errorAnswer } from './errors.mjs';
import { picturePng } from './png.mjs';

export const STABILITY_ROUTE = /^\/stability\/v2beta\/stable-image\/generate\/(core|ultra|sd3)$/;

const PICTURE = picturePng(320, 240);
const WORD = /\[\[fake:(\w+)\]\]/g;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const stabilityError = (status, name, errors) => ({ status, contentType: 'application/json', body: JSON.stringify({ id: 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4', name, errors }) });

/** How the fake answers one generation: { status, contentType, headers?, body } (body a string or bytes). */
export async function stabilityAnswer({ prompt, authorised, accept }) {
  const words = new Set([...String(prompt ?? '').matchAll(WORD)].map(([, word]) => word));
  if (words.has('slow')) await sleep(3000);
  if (words.has('401') || !authorised) {
    const answer = errorAnswer('stability', 'auth');
    return { status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) };
  }
  if (words.has('moderation')) {
    return stabilityError(403, 'content_moderation', ['Your request was flagged by our content moderation system, as a result your request was denied and you were not charged.']);
  }
  if (words.has('fields')) return stabilityError(400, 'bad_request', ['aspect_ratio: must be one of 16:9, 1:1, 21:9, 2:3, 3:2, 4:5, 5:4, 9:16, 9:21', 'prompt: is too long']);
  if (words.has('html')) {
    return { status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html><body><h1>Hotel Wi-Fi</h1><p>Accept the terms to continue.</p></body></html>' };
  }
  const bytes = words.has('empty') ? Buffer.alloc(0) : words.has('truncated') ? PICTURE.subarray(0, PICTURE.length >> 1) : PICTURE;
  const finish = words.has('filtered') ? 'CONTENT_FILTERED' : 'SUCCESS';
  if (String(accept ?? '').startsWith('image/')) {
    return { status: 200, contentType: 'image/png', headers: { 'finish-reason': finish, seed: '343940597' }, body: bytes };
  }
  return { status: 200, contentType: 'application/json', body: JSON.stringify({ image: bytes.toString('base64'), finish_reason: finish, seed: 343940597 }) };
}
