const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
/** Raster and SVG images only; an SVG shown through <img> runs no script. */
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

function protocolOf(url: string): string | undefined {
  try {
    // No base URL: a relative link would resolve to the app's own origin, and model output has no
    // business pointing there. The URL parser also drops the tabs and newlines that browsers
    // ignore, so "java\nscript:" is seen for what it is.
    return new URL(url).protocol;
  } catch {
    return undefined;
  }
}

/** The markdown's URL transform: the URL to keep, or undefined to drop the attribute. Links keep
 * only http(s) and mailto; images only http(s) and data:image. */
export function safeUrl(url: string, key: string): string | undefined {
  const value = url.trim();
  const protocol = protocolOf(value);
  if (key === 'src') {
    if (protocol === 'data:') return DATA_IMAGE.test(value) ? value : undefined;
    return protocol && IMAGE_PROTOCOLS.has(protocol) ? value : undefined;
  }
  if (key === 'href') return protocol && LINK_PROTOCOLS.has(protocol) ? value : undefined;
  return undefined;
}
