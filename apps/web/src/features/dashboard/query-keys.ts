/** One key factory for the dashboard: the order statistics and the live visitors refresh on their own clocks. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  orderStats: (accountId: string) => [...dashboardKeys.all, accountId, 'order-stats'] as const,
  visitors: (accountId: string) => [...dashboardKeys.all, accountId, 'visitors'] as const,
  recommendationRevenue: (accountId: string) =>
    [...dashboardKeys.all, accountId, 'recommendation-revenue'] as const,
};
