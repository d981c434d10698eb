import { describe, expect, it } from 'vitest';
import { userDataDir } from './data-dir';

describe('the desktop data directory', () => {
  it("is where each platform keeps an application's data", () => {
    expect(userDataDir({ platform: 'linux', env: {}, home: '/home/ada' })).toBe('/home/ada/.local/share/polychat');
    expect(userDataDir({ platform: 'linux', env: { XDG_DATA_HOME: '/data/ada' }, home: '/home/ada' })).toBe('/data/ada/polychat');
    expect(userDataDir({ platform: 'darwin', env: {}, home: '/Users/ada' })).toBe('/Users/ada/Library/Application Support/PolyChat');
    expect(userDataDir({ platform: 'win32', env: { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' }, home: 'C:\\Users\\ada' })).toMatch(/Roaming[\\/]PolyChat$/);
  });

  it('ignores a relative XDG_DATA_HOME and obeys POLYCHAT_DATA_DIR', () => {
    expect(userDataDir({ platform: 'linux', env: { XDG_DATA_HOME: 'relative' }, home: '/home/ada' })).toBe('/home/ada/.local/share/polychat');
    expect(userDataDir({ platform: 'linux', env: { POLYCHAT_DATA_DIR: '/tmp/pc' }, home: '/home/ada' })).toBe('/tmp/pc');
  });
});
