// Whether a JSON text names the same key twice in one object. JSON.parse keeps the last one, while
// a provider may read the first: a body with two "model" keys could show the policy one model and
// the provider another. Keys are compared as decoded ("mod\u0065l" is "model").

/** True when some object in the text has a key twice; false for valid JSON without, and for text
 * that is not JSON (the caller refuses that on its own). */
export function hasDuplicateKeys(text: string): boolean {
  const stack: Array<Set<string> | null> = [];
  let expectKey = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') {
      const end = stringEnd(text, index);
      if (end === -1) return false;
      const frame = stack.at(-1);
      if (expectKey && frame) {
        let key: string;
        try {
          key = JSON.parse(text.slice(index, end + 1)) as string;
        } catch {
          return false;
        }
        if (frame.has(key)) return true;
        frame.add(key);
        expectKey = false;
      }
      index = end;
    } else if (char === '{') {
      stack.push(new Set());
      expectKey = true;
    } else if (char === '[') {
      stack.push(null);
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ',') {
      expectKey = stack.at(-1) instanceof Set;
    }
  }
  return false;
}

/** The index of the quote that closes the string opening at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  for (let index = start + 1; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '"') return index;
  }
  return -1;
}
