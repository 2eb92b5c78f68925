import type { RecommendationTemplateFields, UpdateRecommendationTemplateBody } from '@butikkpanel/contracts';
import type { Control } from 'react-hook-form';

/** The builder's form: the template's fields as typed, and as the contract reads them once valid. */
export type TemplateFormInput = UpdateRecommendationTemplateBody;
export type TemplateControl = Control<TemplateFormInput, unknown, RecommendationTemplateFields>;
