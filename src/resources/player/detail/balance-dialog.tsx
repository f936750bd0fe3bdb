// Modify-balance dialog (POST /api/player/updateBalance {playerId, balance, verifyCode, remark}): a signed amount
// with a preview of the balance after it, the verification code and a required reason. It closes only on success;
// a refusal (state 0, e.g. the balance would go below zero) leaves it open with everything as typed, and closing it
// once filled asks first. With the balance rule on, it says before OK whether the amount (in CNY) needs approval, and
// after OK shows the request instead of "saved" when the server made one (operations.md 7.1).
import { Alert, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formChanged, useDiscardConfirm } from '@/components/resource-kit/form/use-discard-confirm';
import { TabModal } from '@/components/tab-modal';
import { formatAmount } from '@/lib/format';
import { balanceAfter, checkAmount } from '@/resources/player/detail/balance-amount';
import { usePlayerChange } from '@/resources/player/detail/use-player-change';
import { ApprovalHint } from '@/resources/shared/approval/approval-hint';
import { ApprovalSubmittedDialog } from '@/resources/shared/approval/approval-submitted';
import { useCnyAmount } from '@/resources/shared/approval/cny-amount';

export const UPDATE_BALANCE_URL = '/api/player/updateBalance';

type Values = { amount?: string; verifyCode?: string; remark?: string };
type Props = {
  playerId: string;
  balance: number | undefined;
  currency: string;
  onClose: () => void;
  onSaved: () => void;
};

function Preview({ balance, amount, currency }: { balance: number | undefined; amount: unknown; currency: string }) {
  const { t } = useTranslation('player');
  const check = checkAmount(amount);
  if (balance === undefined || !check.ok) return null;
  const after = balanceAfter(balance, check.value);
  // The server judges with the balance it holds; the preview only warns.
  return (
    <Alert
      type={after < 0 ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="balance-preview"
      message={t(check.value > 0 ? 'balanceDialog.increase' : 'balanceDialog.decrease', {
        amount: formatAmount(Math.abs(check.value)),
      })}
      description={
        <>
          {t('balanceDialog.preview', { before: formatAmount(balance), after: formatAmount(after), currency })}
          {after < 0 ? (
            <Typography.Paragraph type="danger" style={{ margin: 0 }}>
              {t('balanceDialog.belowZero')}
            </Typography.Paragraph>
          ) : null}
        </>
      }
    />
  );
}

export function BalanceDialog({ playerId, balance, currency, onClose, onSaved }: Props) {
  const { t } = useTranslation('player');
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('amount', form);
  const { submit, saving } = usePlayerChange();
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<number>();
  const leave = useDiscardConfirm();
  const typed = checkAmount(amount);
  const amountCny = useCnyAmount(typed.ok ? typed.value : undefined, currency);

  const save = async (values: Values) => {
    const check = checkAmount(values.amount);
    if (!check.ok) return;
    setProblem(null);
    const outcome = await submit(UPDATE_BALANCE_URL, {
      playerId: Number(playerId),
      balance: check.value,
      verifyCode: values.verifyCode?.trim(),
      remark: values.remark?.trim(),
    });
    if (outcome.ok && outcome.approvalId !== undefined) setSubmitted(outcome.approvalId);
    else if (outcome.ok) onSaved();
    else if (outcome.message) setProblem(outcome.message);
  };

  const title = t('balanceDialog.title', { id: playerId });
  if (submitted !== undefined) return <ApprovalSubmittedDialog id={submitted} title={title} onClose={onSaved} />;
  return (
    <TabModal
      open
      title={title}
      okText={t('dialog.submit')}
      cancelText={t('dialog.cancel')}
      onOk={() => form.submit()}
      onCancel={() => leave(formChanged(form, {}), onClose)}
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
        data-testid="balance-dialog"
        layout="vertical"
        onFinish={save}
        onValuesChange={() => setProblem(null)}
        disabled={saving}
      >
        <Form.Item
          name="amount"
          label={t('balanceDialog.amount')}
          extra={t('balanceDialog.amountHint')}
          // The validator below decides; this shows the required mark.
          required
          rules={[
            {
              validator: async (_rule, value) => {
                const check = checkAmount(value);
                if (!check.ok) throw new Error(t(`balanceDialog.errors.${check.problem}`));
              },
            },
          ]}
        >
          {/* A text input, not InputNumber: that one turns "1e3" into 1000 before any rule sees what was typed. */}
          <Input inputMode="decimal" autoComplete="off" placeholder={t('balanceDialog.amountPlaceholder')} autoFocus />
        </Form.Item>
        <Preview balance={balance} amount={amount} currency={currency} />
        <ApprovalHint action="player.updateBalance" amountCny={amountCny} />
        <Form.Item
          name="verifyCode"
          label={t('balanceDialog.verifyCode')}
          rules={[{ required: true, whitespace: true, message: t('balanceDialog.errors.verifyCode') }]}
        >
          <Input maxLength={12} autoComplete="one-time-code" />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('balanceDialog.remark')}
          rules={[{ required: true, whitespace: true, message: t('balanceDialog.errors.remark') }]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 6 }} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </TabModal>
  );
}
