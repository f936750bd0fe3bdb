// The RTP dialog, one for both values (POST /api/player/rtp/save {playerId, type, rtp, remark}; type 1 RTP,
// 0 BlackRtp): a value from the spec's options and a remark. Same submit rules as the balance dialog, and the same
// approval hint and submitted request (operations.md 7.1: any change of RTP or BlackRtp is guarded when its rule is on).
import { Alert, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formChanged, useDiscardConfirm } from '@/components/resource-kit/form/use-discard-confirm';
import { TabModal } from '@/components/tab-modal';
import { RTP_VALUE, type RtpType } from '@/resources/player/player-enums';
import { usePlayerChange } from '@/resources/player/detail/use-player-change';
import { ApprovalHint } from '@/resources/shared/approval/approval-hint';
import { ApprovalSubmittedDialog } from '@/resources/shared/approval/approval-submitted';

export const SAVE_RTP_URL = '/api/player/rtp/save';

type Values = { rtp?: number; remark?: string };
type Props = { playerId: string; type: RtpType; current: number | undefined; onClose: () => void; onSaved: () => void };

export function RtpDialog({ playerId, type, current, onClose, onSaved }: Props) {
  const { t } = useTranslation('player');
  const [form] = Form.useForm<Values>();
  const { submit, saving } = usePlayerChange();
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<number>();
  const rtp = Form.useWatch('rtp', form);
  const leave = useDiscardConfirm();
  const known = RTP_VALUE.options.some((o) => o.value === current);
  const label = t(`enums.rtpType.${type}`);
  const initial = { rtp: known ? current : undefined };

  const save = async (values: Values) => {
    setProblem(null);
    const outcome = await submit(SAVE_RTP_URL, {
      playerId: Number(playerId),
      type,
      rtp: values.rtp,
      remark: values.remark?.trim() ?? '',
    });
    if (outcome.ok && outcome.approvalId !== undefined) setSubmitted(outcome.approvalId);
    else if (outcome.ok) onSaved();
    else if (outcome.message) setProblem(outcome.message);
  };

  const title = t('rtpDialog.title', { name: label, id: playerId });
  if (submitted !== undefined) return <ApprovalSubmittedDialog id={submitted} title={title} onClose={onSaved} />;
  return (
    <TabModal
      open
      title={title}
      okText={t('dialog.submit')}
      cancelText={t('dialog.cancel')}
      onOk={() => form.submit()}
      onCancel={() => leave(formChanged(form, initial), onClose)}
      confirmLoading={saving}
      cancelButtonProps={{ disabled: saving }}
      maskClosable={false}
      destroyOnHidden
    >
      {problem ? (
        <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} data-testid="dialog-error" />
      ) : null}
      <Form<Values>
        form={form}
        data-testid="rtp-dialog"
        layout="vertical"
        onFinish={save}
        onValuesChange={() => setProblem(null)}
        disabled={saving}
        initialValues={initial}
      >
        <Form.Item
          name="rtp"
          label={label}
          rules={[{ required: true, message: t('rtpDialog.required', { name: label }) }]}
        >
          <Select options={RTP_VALUE.options.map((o) => ({ value: o.value, label: t(`enums.rtpValue.${o.value}`) }))} />
        </Form.Item>
        <ApprovalHint action="player.rtp.save" changed={rtp !== undefined && rtp !== current} />
        <Form.Item name="remark" label={t('rtpDialog.remark')}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 6 }} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </TabModal>
  );
}
