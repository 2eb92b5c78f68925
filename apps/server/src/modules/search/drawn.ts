import type { SearchAnswer } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { drawSearchAnswer } from '../recommendations';

/** The answer with its products drawn by the widget's search template (docs/search.md "Templates"). */
export async function withDrawn(
  db: Database,
  accountId: number,
  answer: SearchAnswer,
): Promise<SearchAnswer> {
  if (!answer.widget) return answer;
  return { ...answer, drawn: await drawSearchAnswer(db, accountId, { ...answer, widget: answer.widget }) };
}
