import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasDuplicateKeys } from './json-keys';

describe('hasDuplicateKeys', () => {
  it.each([
    ['{"model":"gpt-4o-mini","model":"gpt-4o"}', true],
    ['{"model":"gpt-4o-mini","mod\\u0065l":"gpt-4o"}', true],
    ['{"a":{"b":1,"b":2}}', true],
    ['{"messages":[{"role":"user","role":"system"}]}', true],
    ['{"a":"{\\"a\\":1,\\"a\\":2}","b":"a"}', false],
    ['{"a":[{"x":1},{"x":2}],"b":{"x":3}}', false],
    ['{"model":"gpt-4o-mini","stream":true}', false],
    ['{"a\\\\":1,"a":2}', false],
    ['not json', false],
    ['[{"k":1},{"k":1}]', false],
  ])('%s → %s', (text, expected) => {
    expect(hasDuplicateKeys(text)).toBe(expected);
  });

  it('finds no duplicate in anything JSON.stringify writes', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => !hasDuplicateKeys(JSON.stringify(value))));
  });

  it('finds the duplicate wherever one is spliced into an object', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }), fc.jsonValue(), (object, extra) => {
        const [first] = Object.keys(object);
        const text = JSON.stringify(object);
        const spliced = `{${JSON.stringify(first)}:${JSON.stringify(extra) ?? 'null'},${text.slice(1)}`;
        return hasDuplicateKeys(spliced);
      }),
    );
  });
});
