// The order detail: GET /api/game/betOrder/detail?id= answers a URL, shown in a full-size sandboxed frame
// (UrlFrame frames only http(s) URLs and same-origin blob: URLs - the browser mock answers a blob: URL because
// msw cannot serve frame navigations - and shows an error for anything else).
import { useCustom } from '@refinedev/core';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { UrlFrame } from '@/components/url-frame';

export const ORDER_DETAIL_URL = '/api/game/betOrder/detail';

export function OrderDetailFrame({ id }: { id: string }) {
  const { t } = useTranslation(['player', 'kit']);
  const { result, query } = useCustom<{ url: string }>({
    url: ORDER_DETAIL_URL,
    method: 'get',
    config: { query: { id } },
    errorNotification: false,
    queryOptions: { enabled: !!id, staleTime: 0, gcTime: 0 },
  });
  if (query.isLoading) {
    return (
      <Spin tip={t('kit:frame.loading')} style={{ display: 'block', marginTop: 48 }}>
        <div />
      </Spin>
    );
  }
  if (query.isError) return <Alert type="error" showIcon message={t('kit:frame.failed')} description={query.error.message} />;
  return <UrlFrame url={result.data?.url} title={t('player:betOrder.detail.title', { id })} />;
}
