// The info tab's descriptions grid, field by field in the spec's order, each with its display rule. Every value is
// React text: a nickname holding markup is shown as the characters it is.
import { Button, Descriptions, Space, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '@/components/access';
import { EMPTY_TEXT, formatAmount, formatTime } from '@/lib/format';
import { PLAYER_STATE, RTP_VALUE, accountTypeKey, type RtpType } from '@/resources/player/player-enums';
import { WALLET_TYPE } from '@/resources/shared/merchant/merchant-enums';
import { enumKey, enumOption } from '@/components/resource-kit/enums';
import type { PlayerInfo } from '@/api/player';
import { SAVE_RTP_PERMISSION, UPDATE_BALANCE_PERMISSION } from '@/resources/player/detail/detail-tabs';

export type InfoActions = {
  balance: number | undefined;
  refreshingBalance: boolean;
  onRefreshBalance: () => void;
  onModifyBalance: () => void;
  onModifyRtp: (type: RtpType) => void;
};

const text = (value: unknown) => (value === null || value === undefined || value === '' ? EMPTY_TEXT : String(value));

/** walletMode 2 wallets are kept by the merchant: the console cannot change their balance. */
export const canModifyBalanceOf = (info: Pick<PlayerInfo, 'walletMode'>) => Number(info.walletMode) !== 2;

function LinkButton({
  children,
  onClick,
  testId,
  loading,
}: {
  children: ReactNode;
  onClick: () => void;
  testId: string;
  loading?: boolean;
}) {
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={onClick} data-testid={testId} loading={loading}>
      {children}
    </Button>
  );
}

export function InfoGrid({ info, actions }: { info: PlayerInfo; actions: InfoActions }) {
  const { t } = useTranslation(['player', 'shared']);
  const frozen = Number(info.state) === 0;
  const enumText = (name: string, value: unknown) => t(`enums.${name}.${String(value)}`, { defaultValue: text(value) });
  const rtpText = (value: number) =>
    RTP_VALUE.options.some((o) => o.value === value) ? enumText('rtpValue', value) : text(value);
  const rtpItem = (key: 'rtp' | 'blackRtp', type: RtpType) => ({
    key,
    label: t(`info.fields.${key}`),
    children: (
      <Space size={12}>
        <span data-testid={`info-${key}`}>{rtpText(info[key])}</span>
        <Access permission={SAVE_RTP_PERMISSION}>
          <LinkButton onClick={() => actions.onModifyRtp(type)} testId={`modify-${key}`}>
            {t('info.modify')}
          </LinkButton>
        </Access>
      </Space>
    ),
  });

  const items: DescriptionsProps['items'] = [
    { key: 'id', label: t('info.fields.id'), children: text(info.id) },
    { key: 'playerName', label: t('info.fields.playerName'), children: text(info.playerName) },
    {
      key: 'nickName',
      label: t('info.fields.nickName'),
      children: <span data-testid="info-nickName">{text(info.nickName)}</span>,
    },
    { key: 'type', label: t('info.fields.type'), children: t(`enums.accountType.${accountTypeKey(info.type)}`) },
    { key: 'merchantTeamName', label: t('info.fields.merchantTeamName'), children: text(info.merchantTeamName) },
    { key: 'platformName', label: t('info.fields.platformName'), children: text(info.platformName) },
    { key: 'merchantName', label: t('info.fields.merchantName'), children: text(info.merchantName) },
    { key: 'createTime', label: t('info.fields.createTime'), children: formatTime(info.createTime) },
    {
      key: 'walletType',
      label: t('info.fields.walletType'),
      children: (
        <Tag color={enumOption(WALLET_TYPE, info.walletType)?.color}>
          {t(enumKey(WALLET_TYPE, info.walletType), { defaultValue: text(info.walletType) })}
        </Tag>
      ),
    },
    { key: 'loginTime', label: t('info.fields.loginTime'), children: formatTime(info.loginTime) },
    { key: 'currencyCode', label: t('info.fields.currencyCode'), children: text(info.currencyCode) },
    { key: 'updateTime', label: t('info.fields.updateTime'), children: formatTime(info.updateTime) },
    {
      key: 'balance',
      label: t('info.fields.balance'),
      children: (
        <Space size={12} wrap>
          <Typography.Text strong data-testid="info-balance">
            {formatAmount(actions.balance)}
          </Typography.Text>
          <LinkButton onClick={actions.onRefreshBalance} testId="refresh-balance" loading={actions.refreshingBalance}>
            {t('info.refresh')}
          </LinkButton>
          {canModifyBalanceOf(info) ? (
            <Access permission={UPDATE_BALANCE_PERMISSION}>
              <LinkButton onClick={actions.onModifyBalance} testId="modify-balance">
                {t('info.modifyBalance')}
              </LinkButton>
            </Access>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'ip',
      label: t('info.fields.ip'),
      children: (
        <Space size={8} wrap>
          <span>{text(info.ip)}</span>
          {info.ipName ? <Typography.Text type="secondary">{info.ipName}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      key: 'state',
      label: t('info.fields.state'),
      children: (
        <Tag color={frozen ? PLAYER_STATE.options[1]?.color : PLAYER_STATE.options[0]?.color} data-testid="info-state">
          {t(frozen ? 'enums.playerState.0' : 'enums.playerState.1')}
        </Tag>
      ),
    },
    ...(frozen
      ? [
          {
            key: 'reason',
            label: t('info.fields.reason'),
            children: <span data-testid="info-reason">{text(info.reason)}</span>,
          },
        ]
      : []),
    rtpItem('rtp', 1),
    rtpItem('blackRtp', 0),
  ];

  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} data-testid="player-info-grid" />
  );
}
