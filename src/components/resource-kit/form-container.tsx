// Where a kit form sits: the console's modal (the default), or a drawer for long forms (a role's permission tree).
// Both mount the form on first open and keep it: Refine asks for forceRender so its form is always connected, and
// then every list page built all its forms' fields (and sent their look-up calls) when it opened.
import { Button, Drawer, Space, type ModalProps } from 'antd';
import type { ReactNode } from 'react';
import { TabModal } from '@/components/tab-modal';
import { MODAL_WIDTH } from '@/lib/modal-constants';
import { useTabShown } from '@/lib/tab-shown';

type Props = {
  container?: 'modal' | 'drawer';
  modalProps: ModalProps;
  onCancel: NonNullable<ModalProps['onCancel']>;
  title: string;
  width?: number;
  okText: string;
  cancelText: string;
  children: ReactNode;
};

export function FormContainer({ container = 'modal', modalProps, onCancel, title, width, okText, cancelText, children }: Props) {
  const shown = useTabShown();
  if (container === 'modal') {
    return (
      <TabModal
        {...modalProps}
        onCancel={onCancel}
        title={title}
        width={width}
        okText={okText}
        cancelText={cancelText}
        forceRender={false}
        destroyOnHidden={false}
      >
        {children}
      </TabModal>
    );
  }
  const saving = !!modalProps.confirmLoading;
  return (
    <Drawer
      open={modalProps.open}
      title={title}
      width={width ?? MODAL_WIDTH}
      onClose={(event) => onCancel(event as never)}
      forceRender={false}
      destroyOnHidden={false}
      // a kept-alive tab that is away keeps its drawer, out of sight
      rootStyle={shown ? undefined : { visibility: 'hidden', pointerEvents: 'none' }}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={(event) => onCancel(event as never)} disabled={saving}>
            {cancelText}
          </Button>
          {/* Refine's modal form submits through the OK button's props (it sets no onOk). */}
          <Button
            type="primary"
            loading={saving}
            onClick={(event) => (modalProps.okButtonProps?.onClick ?? modalProps.onOk)?.(event as never)}
          >
            {okText}
          </Button>
        </Space>
      }
    >
      {children}
    </Drawer>
  );
}
