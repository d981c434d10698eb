import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.accessCodes).toEqual([]);
    expect(config.hideUserApiKey).toBe(false);
  });

  it('splits CODE on commas and drops blanks', () => {
    expect(loadConfig({ CODE: ' a1, ,b2 ,' }).accessCodes).toEqual(['a1', 'b2']);
  });

  it('reads boolean flags', () => {
    const config = loadConfig({ HIDE_USER_API_KEY: '1', DISABLE_GPT4: 'true', DISABLE_FAST_LINK: 'off' });
    expect(config.hideUserApiKey).toBe(true);
    expect(config.disableGPT4).toBe(true);
    expect(config.disableFastLink).toBe(false);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: expected a port number/);
    expect(() => loadConfig({ DISABLE_GPT4: 'maybe' })).toThrow(/DISABLE_GPT4: expected a boolean/);
  });
});
