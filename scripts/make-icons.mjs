// Renders the app's icons (public/icons/*.png) from its logo, public/favicon.svg, in the browser the
// tests already use, so the PNGs the platforms ask for come from one drawing and nothing is
// downloaded. Run it after changing the logo and commit what it writes:
//   node scripts/make-icons.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const PUBLIC = new URL('../public/', import.meta.url);
/** The logo's own background colour, which fills the icons that must be opaque. */
const LOGO_COLOUR = '#1d93ab';
/** A maskable icon may be cut to any shape inside the circle of 80 % of its width: the logo's
 * lines are drawn within that circle, at this share of the icon, on a background that fills it all. */
const MASKABLE_CONTENT_SHARE = 0.6;

const logo = await readFile(new URL('favicon.svg', PUBLIC), 'utf8');
/** The logo's lines alone (its <path>), to be drawn on a full-bleed background. */
const lines = logo.match(/<path[^>]*\/>/)?.[0];
if (!lines) throw new Error('favicon.svg has no <path> to draw the opaque icons from');

/** The logo's 64-unit drawing, its lines scaled to `share` of the square and centred on the colour. */
function fullBleed(share) {
  // The lines span the middle of the logo's 8..56 square (48 units): scale that square to `share`.
  const scale = (64 * share) / 48;
  const offset = 32 - 32 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${LOGO_COLOUR}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${lines}</g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(MASKABLE_CONTENT_SHARE) },
  // iOS rounds the corners itself and shows transparency as black: the touch icon is opaque, its
  // lines as large as the logo draws them.
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(48 / 56) },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await writeFile(new URL(`icons/${file}`, PUBLIC), await page.screenshot({ omitBackground: true }));
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
