// A cron expression (scheduled jobs): five fields only (src/lib/cron.ts), checked in the form with a clear message;
// under the input, what it means in the interface's language and its next fire times in the console's zone.
import { Input, Typography } from 'antd';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { areaKind } from '@/components/resource-kit/kinds/kind';
import { checkCron, cronPreview, type CronPreview } from '@/lib/cron';

type CronOptions = object;

type Props = { id?: string; value?: string; onChange?: (event: ChangeEvent<HTMLInputElement>) => void };

function CronInput({ id, value, onChange }: Props) {
  const { t, i18n } = useTranslation('kit');
  const [preview, setPreview] = useState<CronPreview | null>(null);
  const expression = value ?? '';
  const valid = checkCron(expression).ok;
  useEffect(() => {
    let live = true;
    if (valid)
      cronPreview(expression, i18n.language).then(
        (p) => live && setPreview(p),
        () => live && setPreview(null),
      );
    return () => {
      live = false;
    };
  }, [expression, valid, i18n.language]);
  return (
    <>
      <Input id={id} value={value} onChange={onChange} placeholder="0 3 * * *" style={{ fontFamily: 'monospace' }} />
      {valid && preview ? (
        <div data-testid="cron-preview" style={{ marginTop: 6 }}>
          <Typography.Text>{preview.description}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
            {t('cron.nextRuns')}: {preview.next.join(' · ')}
          </Typography.Paragraph>
        </div>
      ) : null}
    </>
  );
}

export const cronKind = areaKind<CronOptions>({
  name: 'cron',
  input: () => <CronInput />,
  rules: (_decl, label, text) => [
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || !value.trim()) return;
        const check = checkCron(value);
        if (!check.ok) throw new Error(text.t(`kit:cron.${check.problem}`, { label }));
      },
    },
  ],
  toWire: (values, decl) => {
    const value = values[decl.key];
    return typeof value === 'string' && value.trim() ? { [decl.key]: value.trim().split(/\s+/).join(' ') } : {};
  },
});
