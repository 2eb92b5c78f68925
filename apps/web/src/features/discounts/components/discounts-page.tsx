import { Navigate, useParams } from 'react-router';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { paths } from '@/config/paths';
import { DiscountCreateScreen } from './discount-create-screen';
import { DiscountListScreen } from './discount-list-screen';
import { DiscountScreen } from './discount-screen';
import { UnknownCodesScreen } from './unknown-codes-screen';

/** Every /{account_id}/discounts/... route: the codes, one code (or 'new'), and the unknown codes. */
export function DiscountsPage() {
  const route = useCurrentRoute();
  const { accountId = '', id = '' } = useParams();
  switch (route?.name) {
    case 'discountCodes':
      return <DiscountListScreen key={accountId} accountId={accountId} />;
    case 'discountCode': {
      if (id === 'new') return <DiscountCreateScreen key={accountId} accountId={accountId} />;
      const discountId = Number(id);
      if (Number.isInteger(discountId) && discountId > 0)
        return <DiscountScreen key={`${accountId}/${id}`} accountId={accountId} id={discountId} />;
      return <Navigate to={paths.notFound.href()} replace />;
    }
    case 'discountUnknown':
      return <UnknownCodesScreen key={accountId} accountId={accountId} />;
    default:
      return <Navigate to={paths.notFound.href()} replace />;
  }
}
