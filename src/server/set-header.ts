import type { Context } from 'hono';

/** Sets a header on the finished response in place: c.header() would rebuild the Response once per
 * header, which costs a streamed proxy reply about a millisecond. A response with immutable
 * headers (fetch's own) is the exception. */
export function setHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
