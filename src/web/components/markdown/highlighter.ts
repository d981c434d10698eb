import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { createLowlight } from 'lowlight';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { GRAMMARS } from './highlight-languages';

/** lowlight is highlight.js returning a syntax tree instead of an HTML string, so highlighted code
 * becomes React elements and no model output ever goes through innerHTML. */
const lowlight = createLowlight();
const loading = new Map<string, Promise<boolean>>();

export function isRegistered(name: string): boolean {
  return lowlight.registered(name);
}

/** Fetches and registers a grammar (a name from GRAMMARS); false when it could not be loaded. */
export function registerGrammar(name: string): Promise<boolean> {
  const grammar = GRAMMARS[name];
  if (!grammar) return Promise.resolve(false);
  let pending = loading.get(name);
  if (!pending) {
    pending = grammar().then(
      (module) => {
        lowlight.register(name, module.default);
        return true;
      },
      () => {
        loading.delete(name);
        return false;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/** The highlighted code, for a registered grammar. */
export function highlight(code: string, name: string): ReactNode {
  return toJsxRuntime(lowlight.highlight(name, code), { Fragment, jsx, jsxs });
}
