import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.body.classList.contains('dark');

/** The theme effect puts `dark` on <body>; diagrams drawn in colours of their own follow it. */
export function useBodyDark(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
