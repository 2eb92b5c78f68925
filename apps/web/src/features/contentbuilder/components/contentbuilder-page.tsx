import { useParams } from 'react-router';
import { ContentPageListScreen } from './content-page-list-screen';

/**
 * The content builder's routes: /contentbuilder lists the pages and blocks (in the shell);
 * /contentbuilder/{id} is one page's builder (full screen).
 */
export function ContentBuilderPage() {
  const { accountId = '' } = useParams();
  return <ContentPageListScreen key={accountId} accountId={accountId} />;
}
