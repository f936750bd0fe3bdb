// A bet order's detail: GET /api/game/betOrder/detail?id= answers a URL, shown in a full-size sandboxed frame
// (UrlFrame frames only http(s) URLs - and, in a mock build only, blob: URLs of this page, because msw cannot serve
// frame navigations - and shows an error for anything else). One frame for every list of bet orders and the detail
// page; nothing is kept after it closes. The deployment's CSP frame-src names the origins it may load (docs/deploy.md).
import { useCustom } from '@refinedev/core';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { UrlFrame } from '@/components/url-frame';

export const ORDER_DETAIL_URL = '/api/game/betOrder/detail';

export function BetOrderFrame({ id, height = '100%' }: { id: string; height?: number | string }) {
  const { t } = useTranslation(['shared', 'kit']);
  const { result, query } = useCustom<{ url: string }>({
    url: ORDER_DETAIL_URL,
    method: 'get',
    config: { query: { id } },
    errorNotification: false,
    queryOptions: { enabled: !!id, staleTime: 0, gcTime: 0 },
  });
  if (!id) return <Alert type="warning" showIcon message={t('shared:betOrder.detail.missingId')} />;
  if (query.isLoading) {
    return (
      <Spin tip={t('kit:frame.loading')} style={{ display: 'block', marginTop: 48 }}>
        <div />
      </Spin>
    );
  }
  if (query.isError)
    return <Alert type="error" showIcon message={t('kit:frame.failed')} description={query.error.message} />;
  return <UrlFrame url={result.data?.url} title={t('shared:betOrder.detail.title', { id })} height={height} />;
}

/** What a bet order list's id link opens: the frame in a modal titled 注单详情 + id. */
export const BET_ORDER_DETAIL = {
  render: (row: { id: string | number }) => <BetOrderFrame id={String(row.id)} />,
  width: '90vw',
  title: 'shared:betOrder.detail.title',
};
