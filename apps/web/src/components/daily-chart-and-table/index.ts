export { continuousDays } from './continuous-days';
export {
  type DailyChart,
  DailyChartAndTable,
  type DailyChartAndTableProps,
  type DailyMeasure,
} from './daily-chart-and-table';
