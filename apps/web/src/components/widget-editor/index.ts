/**
 * The widget editor kit: search widgets and recommendation widgets are edited with the same pieces
 * (spec section 2: recommendations share screens with search widgets).
 */
export { WidgetDeleteDialog } from './delete-dialog';
export { WidgetEditorTabs } from './editor-tabs';
export { NumberField, RadioField, SelectField, SwitchField } from './fields';
export { WidgetFormFrame } from './form-frame';
export { WidgetInstall, widgetScriptTag } from './install';
export { useWidgetForm } from './use-widget-form';
