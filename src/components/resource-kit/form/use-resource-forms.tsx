// The declaration's create and edit forms, behind `<page key>.save` (the access-control provider's convention).
import { PlusOutlined } from '@ant-design/icons';
import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Button } from 'antd';
import { useCallback, useMemo } from 'react';
import { useFormModal } from '@/components/resource-kit/form/form-modal';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { useAccess } from '@/providers/access-control-provider';

const NO_FIELDS: never[] = [];

export function useResourceForms<T extends BaseRecord>(definition: ResourceDefinition<T>, text: ResourceText) {
  const form = definition.form;
  const mayAlter = useAccess({ permission: `${definition.permission}.save` });
  const canCreate = !!form && mayAlter;
  const canEdit = !!form && mayAlter;
  const fields = form?.fields ?? NO_FIELDS;
  const common = {
    fields,
    width: form?.width,
    container: form?.container,
    transform: form?.toWire,
    successText: text.t('kit:form.saved'),
  };
  const create = useFormModal(definition, text, {
    ...common,
    key: 'create',
    mode: 'create',
    title: text.t('kit:form.createTitle', { record: text.record() }),
    answer: form?.answer,
  });
  const edit = useFormModal(definition, text, {
    ...common,
    key: 'edit',
    mode: 'edit',
    title: text.t('kit:form.editTitle', { record: text.record() }),
  });
  const editOpen = edit.open;
  const toValues = form?.toValues;
  const rowKey = definition.rowKey;
  const openEdit = useCallback(
    (row: T) => editOpen((toValues ? toValues(row) : row) as T, row[rowKey] as BaseKey),
    [editOpen, toValues, rowKey],
  );
  const openCreate = create.open;
  const createButton = useMemo(
    () =>
      canCreate ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openCreate()} data-testid="create-button">
          {text.t('kit:actions.create')}
        </Button>
      ) : null,
    [canCreate, openCreate, text],
  );
  return {
    canEdit,
    openEdit,
    createButton,
    // Both, always: Refine uses each form instance when the page opens, whether or not the page has a form or the
    // role may use it, and until its modal first opens the element is what holds the instance (form-modal.tsx).
    // Only the buttons above and the edit action open them.
    elements: (
      <>
        {create.element}
        {edit.element}
      </>
    ),
  };
}
