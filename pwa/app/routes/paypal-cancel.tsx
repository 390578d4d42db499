import { PaypalCancelView } from '@/features/paypal/components/paypal-cancel-view';

export default function PaypalCancelPage() {
  return <PaypalCancelView />;
}
