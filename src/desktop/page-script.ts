// Run by the web view before the app's own scripts on every page load (the desktop shell's part of
// the window, not the app's: the built app knows nothing of it). It gives the window what a native
// menu would: Ctrl/Cmd+R or F5 reloads, Ctrl/Cmd+Q quits (zoom is the web view's own Ctrl +, -, 0);
// it sends links to other sites to the system browser; and it reports the window's place and size
// so the next launch opens it there. With `reportReady` (POLYCHAT_REPORT_READY=1, for the
// benchmark and the tests) it also says when the chat input first shows.

/** How long the window must rest before its bounds are reported. */
const BOUNDS_SETTLE_MS = 400;

export function pageScript({ reportReady = false }: { reportReady?: boolean } = {}): string {
  return `(() => {
  const post = (message) => window.ipc && window.ipc.postMessage(JSON.stringify(message));
  const external = (href) => {
    try {
      const url = new URL(href, location.href);
      return url.origin !== location.origin && /^(https?|mailto):$/.test(url.protocol) ? url.href : null;
    } catch { return null; }
  };
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const url = link && external(link.getAttribute('href'));
    if (!url) return;
    event.preventDefault();
    post({ type: 'open', url });
  }, true);
  const open = window.open;
  window.open = (href, ...rest) => {
    const url = href === undefined ? null : external(String(href));
    if (url) { post({ type: 'open', url }); return null; }
    return open.call(window, href, ...rest);
  };
  document.addEventListener('keydown', (event) => {
    const mod = event.ctrlKey || event.metaKey;
    if (event.key === 'F5' || (mod && !event.shiftKey && event.key.toLowerCase() === 'r')) {
      event.preventDefault();
      location.reload();
    } else if (mod && event.key.toLowerCase() === 'q') {
      event.preventDefault();
      post({ type: 'quit' });
    }
  }, true);
  let timer = 0;
  const report = () => post({ type: 'bounds', x: screenX, y: screenY, width: outerWidth, height: outerHeight });
  window.addEventListener('resize', () => { clearTimeout(timer); timer = setTimeout(report, ${BOUNDS_SETTLE_MS}); });
  window.addEventListener('load', report);
  if (${reportReady}) {
    const shown = () => {
      const input = document.querySelector('textarea');
      return input !== null && input.getBoundingClientRect().height > 0;
    };
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => post({ type: 'ready', at: Date.now() }));
    });
    observer.observe(document, { childList: true, subtree: true });
  }
})();`;
}
