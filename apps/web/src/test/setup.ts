import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@/lib/i18n';
// Screens rendered on their own in tests get the signed-in texts that MUI's providers add in the app.
import '@/lib/signed-in-texts';
import { sessionStore } from '@/lib/session-store';
import { cacheComputedStyle } from './cached-computed-style';
import { fastClassSelectors } from './fast-class-selectors';

fastClassSelectors();
cacheComputedStyle();

// Screens are lazy chunks; on a busy CI machine the first import of one can take more than findBy's
// default second, which made tests fail for no fault of the app. In a fresh clone the transform cache is cold
// too: crossing into the signed-in layout once took more than 5 s (invitation.test.tsx). Only a failing
// wait lasts this long.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  sessionStore.clear();
  window.localStorage.clear();
});
