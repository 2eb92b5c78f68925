export { IncomePage } from './components/income-page';
export { PeriodPicker } from './components/period-picker';
export { formatAmount, formatCount, formatDateTime, formatDay, formatShare } from './format';
export { type Period, type PeriodPreset, presetPeriod } from './period';
