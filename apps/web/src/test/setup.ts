import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait up to 5 s (1 s by default): the suites run side by side on a two-core runner, where a
// screen under test can take more than a second to draw. A failing expectation still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// Test files share a worker and the libraries it loaded (the project does not isolate them, which halves its run):
// the app's own modules load afresh for every file, so a file's vi.mock applies to them and no module's state
// (a store, a cache) carries over from the file before.
vi.resetModules();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lacks matchMedia, which antd's responsive components query.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Nor ResizeObserver, which antd's menus and overflow handling use.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
