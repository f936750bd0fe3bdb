// The hidden menu page `/game/betOrder/detail?id=`: one bet order's detail frame over the whole content area (what
// the palette's "open bet order" and the order entity open).
import { useSearchParams } from 'react-router';
import { BetOrderFrame } from '@/resources/shared/bet-order/bet-order-frame';

export function BetOrderDetailPage() {
  const [params] = useSearchParams();
  return (
    <div style={{ height: 'calc(100vh - 160px)', minHeight: 400 }} data-testid="bet-order-detail-page">
      <BetOrderFrame id={params.get('id')?.trim() ?? ''} />
    </div>
  );
}
