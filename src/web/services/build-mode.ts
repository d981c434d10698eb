import type { BuildMode } from '../../core/providers/desktop-only-credentials';

/** Fixed at build time by BUILD_MODE (see vite.config.ts), so the other branch is dropped. */
export const BUILD_MODE: BuildMode = import.meta.env.VITE_BUILD_MODE === 'desktop' ? 'desktop' : 'web';
