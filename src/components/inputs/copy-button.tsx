import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';

/** The copy action: warns when there is nothing to copy, else 已复制 (the messages live in copyText). */
export function CopyButton({ text, label }: { text: string | number | null | undefined; label?: string }) {
  const { t } = useTranslation('kit');
  return (
    <Button
      type="link"
      size="small"
      icon={<CopyOutlined />}
      aria-label={label ?? t('copy')}
      title={label ?? t('copy')}
      onClick={(event) => {
        event.stopPropagation();
        void copyText(text);
      }}
      style={{ paddingInline: 2, height: 'auto' }}
    />
  );
}
