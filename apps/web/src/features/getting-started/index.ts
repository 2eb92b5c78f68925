export { GettingStartedPage } from './components/getting-started-page';
export { GettingStartedPrompt } from './components/getting-started-prompt';
export { readLastStep } from './last-step';
