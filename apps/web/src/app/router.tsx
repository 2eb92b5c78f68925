import { createBrowserRouter } from 'react-router';
import { BASENAME } from '@/config/paths';
import { routes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
