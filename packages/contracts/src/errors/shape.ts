import { type AnswerParser, answerParser, isRecord, isString } from '../guard';

/** The one error shape every failing API call answers with. */
export interface ApiError {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every(isString);

/** Plain checks rather than zod: the web client reads this shape on every page, the login page included. */
export const apiErrorSchema: AnswerParser<ApiError> = answerParser(
  (value): value is ApiError =>
    isRecord(value) &&
    isRecord(value.error) &&
    isString(value.error.code) &&
    isString(value.error.message) &&
    (value.error.fields === undefined || isStringRecord(value.error.fields)),
);
