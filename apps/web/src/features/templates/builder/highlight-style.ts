import { HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/**
 * Code colours that keep at least 4.5:1 against the editor's white (CodeMirror's default style has lighter
 * ones that fail WCAG contrast).
 */
export const accessibleHighlightStyle = HighlightStyle.define([
  { tag: [tags.tagName, tags.standard(tags.tagName)], color: '#116329' },
  { tag: tags.attributeName, color: '#6639ba' },
  { tag: [tags.attributeValue, tags.string], color: '#0a3069' },
  { tag: tags.comment, color: '#57606a', fontStyle: 'italic' },
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: '#0550ae' },
  { tag: [tags.number, tags.unit, tags.color, tags.atom, tags.bool], color: '#953800' },
  { tag: [tags.keyword, tags.operator, tags.modifier], color: '#a40e26' },
  { tag: [tags.className, tags.typeName, tags.labelName], color: '#6639ba' },
  { tag: [tags.angleBracket, tags.punctuation, tags.bracket, tags.variableName], color: '#24292f' },
  { tag: tags.invalid, color: '#82071e', textDecoration: 'underline' },
]);
