import { describe, expect, it } from 'vitest';
import { maskSecret, parseFastLink } from './fast-link';
import { isValidEndpoint, parseIntegerInput } from './validation';

describe('endpoint validation', () => {
  it('accepts the default (empty) and http(s) addresses only', () => {
    expect(isValidEndpoint('')).toBe(true);
    expect(isValidEndpoint('https://relay.example.com/v1')).toBe(true);
    expect(isValidEndpoint('http://localhost:8080')).toBe(true);
    expect(isValidEndpoint('relay.example.com')).toBe(false);
    expect(isValidEndpoint('ftp://relay.example.com')).toBe(false);
    expect(isValidEndpoint('javascript:alert(1)')).toBe(false);
    expect(isValidEndpoint('https://')).toBe(false);
  });
});

describe('integer inputs', () => {
  it('keeps the previous value on garbage and clamps the rest', () => {
    expect(parseIntegerInput('', 4, 0, 64)).toBe(4);
    expect(parseIntegerInput('-', 4, 0, 64)).toBe(4);
    expect(parseIntegerInput('100', 4, 0, 64)).toBe(64);
    expect(parseIntegerInput('8', 4, 0, 64)).toBe(8);
  });
});

describe('fast link', () => {
  it('is absent without its parameters', () => {
    expect(parseFastLink(new URLSearchParams('foo=1'))).toBeUndefined();
  });

  it('reads a code and preset settings', () => {
    const params = new URLSearchParams({ code: 'secret', settings: JSON.stringify({ key: 'sk-abc', url: 'https://relay.example.com' }) });
    expect(parseFastLink(params)).toEqual({ code: 'secret', key: 'sk-abc', url: 'https://relay.example.com', rejected: false });
  });

  it('drops values that cannot be used', () => {
    const params = new URLSearchParams({ code: 'has space', settings: JSON.stringify({ key: 7, url: 'javascript:alert(1)' }) });
    expect(parseFastLink(params)).toEqual({ rejected: true });
    expect(parseFastLink(new URLSearchParams({ settings: '{not json' }))).toEqual({ rejected: true });
    expect(parseFastLink(new URLSearchParams({ settings: JSON.stringify({ url: 'https://ok.example' }) }))).toEqual({
      url: 'https://ok.example',
      rejected: false,
    });
  });

  it('masks secrets', () => {
    expect(maskSecret('sk-1234567890')).toBe('sk-1…7890');
    expect(maskSecret('short')).toBe('•••••');
  });
});
