import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts on its own only with Vitest's globals, which this project leaves off.
// React checks that updates go through act() (and warns, failing the test) only where told it may.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  // What a page keeps on the device (the upload's credit, the learner's level) is one test's only.
  localStorage.clear();
});
