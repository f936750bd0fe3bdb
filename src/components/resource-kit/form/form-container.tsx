// Where a kit form sits: the console's modal (the default), or a drawer for long forms (a role's permission tree).
// Both mount the form on first open and keep it: Refine asks for forceRender so its form is always connected, and
// then every list page built all its forms' fields (and sent their look-up calls) when it opened.
import { Button, Drawer, Space, Typography, type ModalProps } from 'antd';
import { useId, type ReactNode } from 'react';
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
  /** Why the form cannot be saved now (form-block.ts): OK disabled, the reason beside it and read as its description. */
  blocked?: string;
  children: ReactNode;
};

/** The reason OK is disabled, before the buttons. */
function BlockedReason({ id, reason }: { id: string; reason: string }) {
  return (
    <Typography.Text type="danger" id={id} data-testid="form-blocked" style={{ marginInlineEnd: 8 }}>
      {reason}
    </Typography.Text>
  );
}

export function FormContainer(props: Props) {
  const { container = 'modal', modalProps, onCancel, title, width, okText, cancelText, blocked, children } = props;
  const shown = useTabShown();
  const reasonId = useId();
  const reason = blocked ? <BlockedReason id={reasonId} reason={blocked} /> : null;
  if (container === 'modal') {
    return (
      <TabModal
        {...modalProps}
        okButtonProps={
          blocked
            ? { ...modalProps.okButtonProps, disabled: true, 'aria-describedby': reasonId }
            : modalProps.okButtonProps
        }
        // Always the same shape, blocked or not: the buttons stay the same nodes (and keep the focus) as it changes.
        footer={
          modalProps.footer ??
          ((buttons) => (
            <>
              {reason}
              {buttons}
            </>
          ))
        }
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
          {reason}
          <Button
            type="primary"
            loading={saving}
            disabled={!!blocked}
            aria-describedby={blocked ? reasonId : undefined}
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
