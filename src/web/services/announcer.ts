// The page's one polite live region for what happens out of sight of a screen reader's cursor: it
// hears that a reply has started and, once the reply has finished, the reply itself, once (never
// the streamed pieces). Made on the first announcement, which comes when a reply starts, so it is
// in the page well before the words a reader must hear.

const REGION_ID = 'announcer';

function region(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = REGION_ID;
  element.className = 'visually-hidden';
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
  document.body.append(element);
  return element;
}

/** Says `text` politely, after whatever the screen reader is saying now. */
export function announce(text: string): void {
  const line = document.createElement('p');
  line.textContent = text;
  // A new node each time: the same words twice in a row are announced twice.
  region().replaceChildren(line);
}
