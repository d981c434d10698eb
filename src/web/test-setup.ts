import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach } from 'vitest';
import { ALL_NAMESPACES } from './i18n/namespaces';
import { setupI18n } from './i18n/setup';
import { markServerConfigApplied } from './services/server-config-ready';

// Every test starts in English with every namespace there, as if each screen had been opened.
await setupI18n('en');
await i18next.loadNamespaces(ALL_NAMESPACES);

// No server answers in unit tests: messages must not wait for its configuration.
markServerConfigApplied();

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom's Blob has no arrayBuffer(); browsers all do, so the app uses it freely.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsArrayBuffer(this);
    });
  };
}
