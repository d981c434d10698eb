import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markServerConfigApplied } from './services/server-config-ready';

// No server answers in unit tests: messages must not wait for its configuration.
markServerConfigApplied();

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);
