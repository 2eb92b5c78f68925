export { GettingStartedPage } from './components/getting-started-page';
export { readLastStep } from './last-step';
