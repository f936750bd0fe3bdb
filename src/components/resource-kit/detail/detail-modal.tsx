// The modal a 'detail' link opens: title from the page's `detail.title` or the declaration's own key (row fields
// interpolated), body from the declaration.
import type { BaseRecord } from '@refinedev/core';
import { textVars, type ResourceText } from '@/components/resource-kit/resource-text';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { TabModal } from '@/components/tab-modal';
import { MODAL_BODY_HEIGHT } from '@/lib/modal-constants';
import type { Trigger } from '@/lib/use-modal-gate';

type Props<T extends BaseRecord> = {
  definition: ResourceDefinition<T>;
  text: ResourceText;
  row: T | null;
  onClose: (trigger?: Trigger) => void;
};

export function DetailModal<T extends BaseRecord>({ definition, text, row, onClose }: Props<T>) {
  const detail = definition.detail;
  if (!detail) return null;
  return (
    <TabModal
      open={row !== null}
      title={row ? (detail.title ? text.t(detail.title, textVars(row)) : text.message('detail.title', row)) : null}
      width={detail.width}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      // the body's full height (the default is a limit): a framed detail fills it
      styles={{ body: { height: MODAL_BODY_HEIGHT } }}
    >
      {row ? detail.render(row) : null}
    </TabModal>
  );
}
