// Sizes and timings of the app's frame: the sidebar, the phone layout, toasts, theme colours, code blocks.

/** The sidebar's width until the user drags it, in pixels. */
export const SIDEBAR_DEFAULT_WIDTH = 300;
/** The widest the sidebar may be dragged: the chat keeps most of a laptop's screen. */
export const SIDEBAR_MAX_WIDTH = 500;
/** Dragged narrower than this, the sidebar snaps to its narrow width. */
export const SIDEBAR_NARROW_THRESHOLD = 230;
/** The narrow sidebar's width: room for the icons alone. */
export const SIDEBAR_NARROW_WIDTH = 100;

/** The sidebar drag handler runs at most this often: a width per 20 ms looks smooth and spares
 * a relayout on every mouse event. */
export const SIDEBAR_DRAG_THROTTLE_MS = 20;

/** A click on the drag handle shorter than this toggles between the default and narrow widths;
 * a longer press is a drag. */
export const SIDEBAR_CLICK_TOGGLE_MS = 300;

/** A window this wide or narrower gets the phone layout. */
export const MOBILE_MAX_WIDTH = 600;

/** How long a toast stays. */
export const TOAST_DURATION_MS = 3000;
/** How long a toast takes to fade away. */
export const TOAST_HIDE_ANIMATION_MS = 300;
/** How long the toast offering to undo a deletion stays: longer than others, time to change one's mind. */
export const DELETE_UNDO_TOAST_MS = 5000;

/** Code longer than this many lines starts collapsed, showing this many: the product exports a
 * fixed 15 without a stated use, and a code block's collapse threshold is where it is used. */
export const CODE_BLOCK_COLLAPSED_LINES = 15;

/** The browser's theme colour (the theme-color meta) in the dark theme: the app's dark background. */
export const THEME_COLOR_DARK = '#151515';
/** The browser's theme colour in the light theme: the app's light background. */
export const THEME_COLOR_LIGHT = '#fafafa';
