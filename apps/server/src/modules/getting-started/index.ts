/** The getting-started guide's status (first page view). */
export { registerGettingStartedRoutes } from './routes';
