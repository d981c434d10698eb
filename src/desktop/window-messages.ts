// What the page script (page-script.ts) tells the shell through the web view's IPC channel. The
// channel is reachable by any script in the page, so each message is checked like outside input.

import { z } from 'zod';

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bounds'), width: z.number(), height: z.number(), x: z.number(), y: z.number() }),
  z.object({ type: z.literal('open'), url: z.string().max(8_192) }),
  z.object({ type: z.literal('quit') }),
  z.object({ type: z.literal('ready'), at: z.number() }),
]);
export type WindowMessage = z.infer<typeof messageSchema>;

export function parseWindowMessage(text: string): WindowMessage | undefined {
  if (text.length > 10_000) return undefined;
  try {
    const parsed = messageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
