export { registerIncomeRoutes } from './routes';
