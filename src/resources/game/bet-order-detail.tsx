// Bet order detail: the server answers a URL (GET /api/game/betOrder/detail?id=, Refine's getOne by convention)
// and the console frames it. Used full-size by the hidden menu page `/game/betOrder/detail?id=` and inside the
// lists' detail modal.
import { useOne } from '@refinedev/core';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UrlFrame } from '@/components/url-frame';

export function BetOrderFrame({ id, height = '100%' }: { id: string; height?: number | string }) {
  const { t } = useTranslation(['game', 'kit']);
  const { result, query } = useOne<{ url: string }>({
    resource: 'game.betOrder',
    id,
    errorNotification: false,
    queryOptions: { enabled: !!id, staleTime: 0 },
  });
  const title = t('game:detail.title', { id });
  if (!id) return <Alert type="warning" showIcon message={t('game:detail.missingId')} />;
  if (query.isLoading)
    return (
      <Spin tip={t('kit:frame.loading')} style={{ display: 'block', marginTop: 48 }}>
        <div />
      </Spin>
    );
  if (query.isError)
    return <Alert type="error" showIcon message={t('kit:frame.failed')} description={query.error.message} />;
  return <UrlFrame url={result?.url} title={title} height={height} />;
}

/** The hidden menu page: the frame takes the whole content area. */
export function BetOrderDetailPage() {
  const [params] = useSearchParams();
  return (
    <div style={{ height: 'calc(100vh - 160px)', minHeight: 400 }} data-testid="bet-order-detail-page">
      <BetOrderFrame id={params.get('id')?.trim() ?? ''} />
    </div>
  );
}
