import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '@/app/background/chunk-error';
import { pageLoad } from '@/app/background/page-load';

function PageFailed({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  if (chunk) {
    // React.lazy keeps the failed import: only loading the page again gets the new build's chunks.
    return (
      <Result
        status="info"
        title={t('chunk.title')}
        subTitle={t('chunk.description')}
        extra={
          <Button type="primary" onClick={() => pageLoad.reload()}>
            {t('chunk.reload')}
          </Button>
        }
        data-testid="chunk-reload"
      />
    );
  }
  return (
    <Result
      status="error"
      title={t('pageError.title')}
      subTitle={t('pageError.description')}
      extra={<Button onClick={onRetry}>{t('pageError.retry')}</Button>}
      data-testid="page-error"
    />
  );
}

type State = { error: unknown };

/** One page failing (a stale chunk after a deploy, or a render error) leaves the shell and the other tabs working. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error('page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <PageFailed chunk={isChunkLoadError(this.state.error)} onRetry={() => this.setState({ error: null })} />;
  }
}
