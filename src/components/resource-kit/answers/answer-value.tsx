// A value from the server's answer as a dialog shows it: labelled, in a read-only input a screen reader reads and a
// user can select, with a copy button whose result is announced (a status line, not only the passing toast).
import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input } from 'antd';
import { useId, useState } from 'react';
import { copyText } from '@/lib/clipboard';
import type { ResourceText } from '@/components/resource-kit/resource-text';

type Props = { label: string; value: string; text: ResourceText; warning?: string };

export function AnswerValue({ label, value, text, warning }: Props) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => setCopied(await copyText(value));
  return (
    <>
      {warning ? <Alert type="warning" showIcon message={warning} style={{ marginBottom: 16 }} /> : null}
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
        {label}
      </label>
      <Flex gap={8}>
        <Input id={id} readOnly value={value} style={{ fontFamily: 'monospace' }} />
        <Button icon={<CopyOutlined />} onClick={() => void copy()} aria-label={text.t('kit:answer.copy', { label })}>
          {text.t('kit:copy')}
        </Button>
      </Flex>
      <div role="status" aria-live="polite" style={{ marginTop: 8, minHeight: 22 }}>
        {copied ? text.t('kit:answer.copied', { label }) : ''}
      </div>
    </>
  );
}

/** The answer's field as text (a bare value when no field is named). */
export function answerText(answer: Record<string, unknown>, field?: string): string {
  const value = answer[field ?? 'value'];
  return value === null || value === undefined ? '' : String(value);
}
