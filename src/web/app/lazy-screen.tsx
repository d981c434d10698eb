import type { ComponentType } from 'react';
import { LoadFailed } from '../components/LoadFailed/LoadFailed';
import { loadable } from '../components/use-loaded';

/** A screen that is not on the first screen: its code (and its strings, fetched beside it) loads
 * when it is first opened, and it is drawn as soon as both are here. A screen that cannot load
 * (offline before it was ever opened) says so, with a retry, in place of a blank page. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const screen = loadable(load);
  return function LazyScreen(props: P) {
    const { value: Screen, failed, retry } = screen.useValue();
    if (failed) return <LoadFailed onRetry={retry} />;
    return Screen ? <Screen {...props} /> : null;
  };
}
