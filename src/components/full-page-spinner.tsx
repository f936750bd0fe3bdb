import { Spin } from 'antd';

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} role="status" aria-live="polite">
      <Spin size="large" tip={label}>
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}
