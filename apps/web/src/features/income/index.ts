export { IncomePage } from './components/income-page';
export { PeriodPicker } from './components/period-picker';
export { type Period, type PeriodPreset, presetPeriod } from './period';
export { incomeKeys } from './query-keys';
