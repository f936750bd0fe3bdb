// The modal a 'detail' link opens: title from `detail.title` (row fields interpolated), body from the declaration.
import type { BaseRecord } from '@refinedev/core';
import { Modal } from 'antd';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { useModalStylesForTab } from '@/lib/tab-shown';

type Props<T extends BaseRecord> = {
  definition: ResourceDefinition<T>;
  text: ResourceText;
  row: T | null;
  onClose: () => void;
};

export function DetailModal<T extends BaseRecord>({ definition, text, row, onClose }: Props<T>) {
  const detail = definition.detail;
  const away = useModalStylesForTab();
  if (!detail) return null;
  return (
    <Modal
      open={row !== null}
      title={row ? text.message('detail.title', row) : null}
      width={detail.width ?? '80vw'}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      styles={{ ...away, body: { height: '70vh' } }}
    >
      {row ? detail.render(row) : null}
    </Modal>
  );
}
