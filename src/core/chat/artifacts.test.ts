import { describe, expect, it } from 'vitest';
import { artifactKind, artifactsEnabled } from './artifacts';

describe('artifacts', () => {
  it('takes HTML and SVG fences, and XML that is an SVG', () => {
    expect(artifactKind('html', '<p>hi</p>')).toBe('html');
    expect(artifactKind('HTML', '')).toBe('html');
    expect(artifactKind('svg', '<svg/>')).toBe('svg');
    expect(artifactKind('xml', '<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"></svg>')).toBe('svg');
    expect(artifactKind('xml', '<note/>')).toBeUndefined();
    expect(artifactKind('js', 'alert(1)')).toBeUndefined();
    expect(artifactKind(undefined, '<html></html>')).toBeUndefined();
  });

  it('lets a mask decide, and the global setting when the mask does not say', () => {
    expect(artifactsEnabled({}, { enableArtifacts: true })).toBe(true);
    expect(artifactsEnabled({ enableArtifacts: false }, { enableArtifacts: true })).toBe(false);
    expect(artifactsEnabled({ enableArtifacts: true }, { enableArtifacts: false })).toBe(true);
  });
});
