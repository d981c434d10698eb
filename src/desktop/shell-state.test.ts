import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptBounds, loadShellState, saveShellState, stateFile } from './shell-state';

const tempDir = () => mkdtempSync(join(tmpdir(), 'shell-state-'));

describe("the shell's remembered state", () => {
  it('keeps the port and the window bounds across launches', () => {
    const dir = tempDir();
    saveShellState(dir, { port: 43123, window: { width: 1000, height: 700, x: 20, y: 30 } });
    expect(loadShellState(dir)).toEqual({ port: 43123, window: { width: 1000, height: 700, x: 20, y: 30 } });
  });

  it('starts afresh from a missing, half-written or foreign file', () => {
    expect(loadShellState(tempDir())).toEqual({});
    const dir = tempDir();
    writeFileSync(stateFile(dir), '{"port": 431');
    expect(loadShellState(dir)).toEqual({});
    writeFileSync(stateFile(dir), JSON.stringify({ port: 80 }));
    expect(loadShellState(dir)).toEqual({});
  });

  it('keeps only bounds a window can really have', () => {
    expect(keptBounds({ width: 900, height: 600, x: 0, y: 0 })).toEqual({ width: 900, height: 600, x: 0, y: 0 });
    expect(keptBounds({ width: 10, height: 600 })).toBeUndefined();
    expect(keptBounds({ width: 390, height: 844 })).toEqual({ width: 390, height: 844 });
    expect(keptBounds({ width: 900.5, height: 600 })).toBeUndefined();
    expect(keptBounds('900x600')).toBeUndefined();
  });
});
