import { useParams } from 'react-router';
import { PopupListScreen } from './popup-list-screen';

/** The popups route: the list. The builder (/popupbuilder/{id}) is its own route, not built yet. */
export function PopupsPage() {
  const { accountId = '' } = useParams();
  return <PopupListScreen key={accountId} accountId={accountId} />;
}
