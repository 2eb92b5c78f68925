export { DateTimePicker, type DateTimePickerProps } from './date-time-picker';
export { FormDateTimeField } from './form-date-time-field';
