import { describe, expect, it } from 'vitest';
import { MAX_CANVAS_AREA, MAX_CANVAS_SIDE, planImagePages, PREFERRED_IMAGE_SCALE } from './image-pages';

const fits = (width: number, page: { height: number; scale: number }) => {
  const w = width * page.scale;
  const h = page.height * page.scale;
  return w <= MAX_CANVAS_SIDE && h <= MAX_CANVAS_SIDE && w * h <= MAX_CANVAS_AREA;
};

describe('planImagePages', () => {
  it('keeps a short conversation on one sharp page', () => {
    const pages = planImagePages({ width: 720, fixedHeight: 100, gap: 10, heights: [50, 60, 70] });
    expect(pages).toEqual([{ start: 0, end: 3, height: 100 + 50 + 10 + 60 + 10 + 70, scale: PREFERRED_IMAGE_SCALE }]);
  });

  it('cuts a long conversation between messages into pages that each fit a canvas', () => {
    const heights = Array.from({ length: 3000 }, (_, i) => 60 + (i % 7) * 30);
    const pages = planImagePages({ width: 720, fixedHeight: 120, gap: 12, heights });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]?.start).toBe(0);
    expect(pages.at(-1)?.end).toBe(3000);
    pages.forEach((page, i) => {
      if (i > 0) expect(page.start).toBe(pages[i - 1]?.end);
      expect(page.scale).toBeGreaterThanOrEqual(1);
      expect(fits(720, page)).toBe(true);
    });
  });

  it('gives an oversized message its own page, drawn smaller so it still fits', () => {
    const pages = planImagePages({ width: 720, fixedHeight: 100, gap: 10, heights: [40, 50_000, 40] });
    expect(pages.map((page) => [page.start, page.end])).toEqual([[0, 1], [1, 2], [2, 3]]);
    expect(pages[1]?.scale).toBeLessThan(1);
    for (const page of pages) expect(fits(720, page)).toBe(true);
  });

  it('still draws the header of an empty selection', () => {
    expect(planImagePages({ width: 720, fixedHeight: 100, gap: 10, heights: [] })).toEqual([{ start: 0, end: 0, height: 100, scale: 2 }]);
  });
});
