// The runtime log's line: its stack trace opens under its message.
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_BLOCK } from '@/resources/shared/auth/log-views';

export function LogMessage({ message, stack }: { message: string; stack: string }) {
  const { t } = useTranslation('system');
  const [open, setOpen] = useState(false);
  if (!stack) return <span>{message}</span>;
  return (
    <div>
      <span>{message}</span>{' '}
      <Typography.Link onClick={() => setOpen(!open)} aria-expanded={open}>
        {t(open ? 'runtimeLog.hideStack' : 'runtimeLog.showStack')}
      </Typography.Link>
      {open && (
        <pre data-testid="log-stack" style={{ ...LOG_BLOCK, fontSize: 12 }}>
          {stack}
        </pre>
      )}
    </div>
  );
}
