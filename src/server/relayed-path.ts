// Paths the server sends on to a server the client named (the sync relays, the plugin proxy), and
// the paths an allowlist compares. The server on the other side decodes the path itself, and some
// read more into it than a URL parser does: "..%2f" or "%2e%2e%2f" become "../" there, "..%5c"
// is "..\" to a Windows server, and "..;" is ".." to a Java one. Such a segment is refused before
// anything is compared or sent, so that what an allowlist admits is what the other server serves.

/** A separator, a percent sign (a second round of decoding would make a new one) or a control
 * character, in a segment already decoded once. */
const UNSAFE_CHARACTER = /[/\\%\p{Cc}]/u;
/** Dots, alone or with spaces (Windows drops trailing dots and spaces), and optionally a ";…"
 * parameter: a step up or a step nowhere to some server. */
const DOT_SEGMENT = /^[.\s]*\.[.\s]*(;.*)?$/;

function decodedSegment(raw: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return UNSAFE_CHARACTER.test(decoded) || DOT_SEGMENT.test(decoded) ? undefined : decoded;
}

/** The segments of a path (the leading slash dropped), each decoded once, or undefined when one
 * could lead outside the path or reads differently to another server: a dot segment in any
 * spelling, an encoded separator, a double encoding, an undecodable or an empty segment. Only the
 * last may be empty (a folder's trailing slash). */
export function decodedSegmentsOf(path: string): string[] | undefined {
  const rest = path.replace(/^\//, '');
  if (rest === '') return [];
  const segments = rest.split('/');
  const decoded: string[] = [];
  for (const [index, raw] of segments.entries()) {
    if (raw === '' && index === segments.length - 1) break;
    const segment = decodedSegment(raw);
    if (segment === undefined || segment === '') return undefined;
    decoded.push(segment);
  }
  return decoded;
}

/** The path is at or below the listed one, compared segment by segment after decoding, so that
 * "/dav" admits "/%64av/x" (the same folder) but never "/dav-other" or "/dav/..%2f". */
export function isPathUnder(path: string, listedPath: string): boolean {
  const segments = decodedSegmentsOf(path);
  const listed = decodedSegmentsOf(listedPath);
  if (segments === undefined || listed === undefined) return false;
  return listed.every((segment, index) => segments[index] === segment);
}
