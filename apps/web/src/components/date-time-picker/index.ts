export { DatePicker, type DatePickerProps } from './date-picker';
export { DateTimePicker, type DateTimePickerProps } from './date-time-picker';
export { FormDateField } from './form-date-field';
export { FormDateTimeField } from './form-date-time-field';
