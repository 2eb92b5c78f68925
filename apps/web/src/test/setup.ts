import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@/lib/i18n';
import { sessionStore } from '@/lib/session-store';

afterEach(() => {
  cleanup();
  sessionStore.clear();
  window.localStorage.clear();
});
