import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Measured on this machine: 3 min with a fresh environment per file, under 1 min without
    // (docs/BENCHMARKS.md). tests/unit/fresh-modules.ts gives each file fresh project modules.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['tests/unit/fresh-modules.ts'],
          include: ['src/core/**/*.test.ts', 'src/server/**/*.test.ts', 'tests/fakes/**/*.test.ts', 'tests/unit/**/*.test.ts', 'src/desktop/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/fresh-modules.ts', 'src/web/test-setup.ts'],
        },
      },
    ],
  },
});
