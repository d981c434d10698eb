import { beforeAll, vi } from 'vitest';

// Test files share their worker (isolate: false) because creating a fresh environment for each of
// them cost more than all the tests together. What isolation gave for free is restored here: the
// project's own modules (stores, caches, mocks) are evaluated afresh for every file, and web
// storage starts empty. Packages from node_modules stay loaded, which is where the time went.
vi.resetModules();

beforeAll(() => {
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  // Themes, languages and dialogs mark the document; the next file starts from a plain page.
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
});
