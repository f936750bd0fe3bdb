// Frames a URL the server hands out (order detail). Only http(s) and same-origin blob: URLs are framed; anything
// else (javascript:, data:, a blob of another origin) shows an error instead. Every frame is sandboxed: a
// same-origin document gets scripts but an opaque origin, so it cannot reach into the console.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export type FrameTarget = { url: string; sameOrigin: boolean };

export function frameTarget(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): FrameTarget | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol === 'blob:') {
    // A blob URL names its creator's origin: blob:https://host/uuid.
    return url.origin === origin ? { url: url.href, sameOrigin: true } : null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:')
    return { url: url.href, sameOrigin: url.origin === origin };
  return null;
}

const SAME_ORIGIN_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';
const CROSS_ORIGIN_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export function UrlFrame({
  url,
  title,
  height = '100%',
}: {
  url: string | null | undefined;
  title: string;
  height?: number | string;
}) {
  const { t } = useTranslation('kit');
  const target = frameTarget(url);
  if (!target) return <Alert type="error" showIcon message={t('frame.unsupported')} data-testid="frame-error" />;
  return (
    <iframe
      title={title}
      src={target.url}
      sandbox={target.sameOrigin ? SAME_ORIGIN_SANDBOX : CROSS_ORIGIN_SANDBOX}
      referrerPolicy="no-referrer"
      style={{ width: '100%', height, border: 0, display: 'block' }}
      data-testid="url-frame"
    />
  );
}
