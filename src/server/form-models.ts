// DISABLE_GPT4 on a multipart body (a recording sent for transcription): the models its form names,
// read by the same form parser the fetch standard defines, so that no spelling of the field gets
// past. A field named "model" in any case is counted; more than one is refused, as in JSON bodies.

import type { PolicyVerdict } from './model-policy';

const MULTIPART = /^multipart\/form-data\s*;/i;

export const isMultipart = (contentType: string): boolean => MULTIPART.test(contentType);

export async function formModels(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<{ ok: true; models: string[] } | Extract<PolicyVerdict, { ok: false }>> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, status: 400, code: 'bad_body', message: 'The server checks the model of each request, and this form could not be read' };
  }
  const values = [...form.entries()].filter(([name]) => name.toLowerCase() === 'model').map(([, value]) => value);
  if (values.length > 1) return { ok: false, status: 400, code: 'duplicate_keys', message: 'The form names the model twice' };
  const models: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string') return { ok: false, status: 400, code: 'bad_body', message: 'The form’s model must be text' };
    models.push(value);
  }
  return { ok: true, models };
}
