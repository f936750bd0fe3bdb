// Frames a URL the server hands out (order detail). Only http(s) URLs are framed; blob: URLs of this page only in a
// mock build (msw cannot serve frame navigations, so the browser mock frames blob: URLs, mocks/lib/frame-url.ts).
// Anything else (javascript:, data:, a blob elsewhere) shows an error instead. docs/deploy.md, "The order-detail
// frame": the sandbox and why each token is there, and the CSP frame-src a deployment sets for the frame's origin.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export type FrameTarget = { url: string; sameOrigin: boolean };

const MOCK_BUILD = import.meta.env.VITE_MOCK === 'on';

export function frameTarget(
  raw: string | null | undefined,
  origin: string = window.location.origin,
  allowBlob: boolean = MOCK_BUILD,
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
    return allowBlob && url.origin === origin ? { url: url.href, sameOrigin: true } : null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:')
    return { url: url.href, sameOrigin: url.origin === origin };
  return null;
}

// An order detail is a read-only page: it may draw the round with scripts (allow-scripts), nothing more. No forms, no
// popups, no top navigation, no downloads. A page of another origin keeps its own origin (allow-same-origin), so its
// scripts can read its own server and storage; that gives it nothing of the console's. A page of the console's own
// origin never gets allow-same-origin: with scripts it could lift its own sandbox and reach the console.
export const CROSS_ORIGIN_SANDBOX = 'allow-scripts allow-same-origin';
export const SAME_ORIGIN_SANDBOX = 'allow-scripts';

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
      // The console's addresses (filters, ids) are not the frame host's business.
      referrerPolicy="no-referrer"
      style={{ width: '100%', height, border: 0, display: 'block' }}
      data-testid="url-frame"
    />
  );
}
