import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbBuilder from '@/locales/nb/builder.json';

// The builders' shared texts (saved components, files) come with the first builder opened, not the login page.
addLazyNamespace('builder', nbBuilder);
