import { SIDEBAR_DEFAULT_WIDTH, SIDEBAR_MAX_WIDTH, SIDEBAR_NARROW_THRESHOLD, SIDEBAR_NARROW_WIDTH } from '../../../core/constants/layout';

/** A dragged width becomes a stored width: below the threshold the sidebar snaps to narrow. */
export function clampSidebarWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDEBAR_DEFAULT_WIDTH;
  if (width < SIDEBAR_NARROW_THRESHOLD) return SIDEBAR_NARROW_WIDTH;
  return Math.min(Math.round(width), SIDEBAR_MAX_WIDTH);
}

export function isNarrowWidth(width: number): boolean {
  return clampSidebarWidth(width) < SIDEBAR_NARROW_THRESHOLD;
}

/** A quick click on the handle toggles between the default and the narrow width. */
export function toggledSidebarWidth(width: number): number {
  return isNarrowWidth(width) ? SIDEBAR_DEFAULT_WIDTH : SIDEBAR_NARROW_WIDTH;
}
