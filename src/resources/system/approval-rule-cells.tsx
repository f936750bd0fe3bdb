// The rule table's editable cells (POST /api/system/approval/rules/save {action, enabled, thresholdCny?}): a switch,
// and a threshold in CNY typed as text (the console's plain-number rule: ≥ 0, 2 decimals), saved with Enter or its
// button. Each save refreshes the rules, so every dialog's "needs approval" hint follows at once.
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalRule, ApprovalRuleSaveRequest } from '@/api/approvals';
import { checkNumber } from '@/components/resource-kit/kinds/plain-number';
import { http } from '@/lib/http-client';
import { useSingleFlight } from '@/lib/use-single-flight';
import { APPROVAL_URL, approvalKeys } from '@/resources/shared/approval/approval-api';
import { actionLabel } from '@/resources/shared/approval/approval-text';

function useSaveRule() {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const client = useQueryClient();
  const flight = useSingleFlight();
  const save = (body: ApprovalRuleSaveRequest) =>
    flight
      .run(async () => {
        await http.post<ApprovalRule>(APPROVAL_URL.saveRule, body);
        message.success(t('approval.rules.saved'));
        await client.invalidateQueries({ queryKey: approvalKeys.rules });
      })
      .catch(() => undefined); // the client has shown the refusal
  return { save, saving: flight.pending };
}

export function RuleSwitch({ rule }: { rule: ApprovalRule }) {
  const { t } = useTranslation(['system', 'shared']);
  const { save, saving } = useSaveRule();
  return (
    <Switch
      checked={rule.enabled}
      loading={saving}
      aria-label={t('approval.rules.enableFor', { action: actionLabel(t, rule.action) })}
      onChange={(enabled) =>
        void save({
          action: rule.action,
          enabled,
          ...(rule.thresholdCny === null ? {} : { thresholdCny: rule.thresholdCny }),
        })
      }
    />
  );
}

export function RuleThreshold({ rule }: { rule: ApprovalRule }) {
  const { t } = useTranslation(['system', 'shared']);
  const { save, saving } = useSaveRule();
  const [typed, setTyped] = useState(String(rule.thresholdCny ?? ''));
  const [problem, setProblem] = useState(false);
  const check = checkNumber(typed.trim(), { min: 0, decimals: 2 });
  const submit = () => {
    if (!check.ok) return setProblem(true);
    void save({ action: rule.action, enabled: rule.enabled, thresholdCny: check.value });
  };
  const label = t('approval.rules.thresholdFor', { action: actionLabel(t, rule.action) });
  return (
    <Flex vertical gap={2}>
      <Flex gap={4}>
        <Input
          value={typed}
          inputMode="decimal"
          aria-label={label}
          aria-invalid={problem}
          status={problem ? 'error' : undefined}
          style={{ width: 140 }}
          suffix="CNY"
          onChange={(e) => {
            setTyped(e.target.value);
            setProblem(false);
          }}
          onPressEnter={submit}
        />
        <Button loading={saving} disabled={check.ok && check.value === rule.thresholdCny} onClick={submit}>
          {t('approval.rules.save')}
        </Button>
      </Flex>
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {t('approval.rules.thresholdInvalid')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
