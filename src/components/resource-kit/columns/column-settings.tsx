// Column settings: show/hide, move up/down, fix to a side; plus the density menu. Both save through useColumnPrefs.
import { ArrowDownOutlined, ArrowUpOutlined, ColumnHeightOutlined, SettingOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Checkbox, Dropdown, Flex, Popover, Select, Tooltip } from 'antd';
import type { ColumnPrefs, Density, Fixed } from '@/components/resource-kit/columns/column-prefs';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ColumnDecl } from '@/components/resource-kit/types';

type Props<T extends BaseRecord> = {
  columns: ColumnDecl<T>[];
  prefs: ColumnPrefs;
  text: ResourceText;
  onChange: (prefs: ColumnPrefs | null) => void;
};

/** Swaps `key` with its neighbour among the offered columns; the full order keeps the columns not offered now. */
function move(order: string[], offered: string[], key: string, by: number): string[] {
  const other = offered[offered.indexOf(key) + by];
  if (other === undefined) return order;
  const from = order.indexOf(key);
  const to = order.indexOf(other);
  const next = [...order];
  next[from] = other;
  next[to] = key;
  return next;
}

export function ColumnSettings<T extends BaseRecord>({ columns, prefs, text, onChange }: Props<T>) {
  const { t } = text;
  const label = new Map(columns.map((c) => [c.key as string, text.column(c.key)]));
  // Only the columns the list can show now (a month-only fee column is not offered in the day view).
  const order = prefs.order.filter((key) => label.has(key));
  const visibleCount = order.filter((key) => !prefs.hidden.includes(key)).length;
  const fixedOptions = [
    { value: 'left', label: t('kit:columns.fixedLeft') },
    { value: 'none', label: t('kit:columns.fixedNone') },
    { value: 'right', label: t('kit:columns.fixedRight') },
  ];
  const panel = (
    <Flex vertical gap={4} style={{ minWidth: 300, maxHeight: 420, overflowY: 'auto' }} data-testid="column-settings">
      {order.map((key, index) => {
        const shown = !prefs.hidden.includes(key);
        return (
          <Flex key={key} align="center" gap={4}>
            <Checkbox
              checked={shown}
              // The last visible column stays: a table without columns is no use.
              disabled={shown && visibleCount <= 1}
              onChange={(e) =>
                onChange({
                  ...prefs,
                  hidden: e.target.checked ? prefs.hidden.filter((k) => k !== key) : [...prefs.hidden, key],
                })
              }
              style={{ flex: 1 }}
            >
              {label.get(key)}
            </Checkbox>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={t('kit:columns.moveUp', { name: label.get(key) })}
              disabled={index === 0}
              onClick={() => onChange({ ...prefs, order: move(prefs.order, order, key, -1) })}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={t('kit:columns.moveDown', { name: label.get(key) })}
              disabled={index === order.length - 1}
              onClick={() => onChange({ ...prefs, order: move(prefs.order, order, key, 1) })}
            />
            <Select
              size="small"
              style={{ width: 88 }}
              aria-label={t('kit:columns.fixed', { name: label.get(key) })}
              value={prefs.fixed[key] ?? 'none'}
              options={fixedOptions}
              onChange={(value: string) =>
                onChange({ ...prefs, fixed: { ...prefs.fixed, [key]: value === 'none' ? null : (value as Fixed) } })
              }
            />
          </Flex>
        );
      })}
      <Button size="small" onClick={() => onChange(null)} style={{ marginTop: 8 }}>
        {t('kit:columns.reset')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('kit:columns.title')} content={panel}>
      <Tooltip title={t('kit:columns.title')}>
        <Button icon={<SettingOutlined />} aria-label={t('kit:columns.title')} data-testid="column-settings-button" />
      </Tooltip>
    </Popover>
  );
}

export function DensityMenu({ prefs, text, onChange }: Omit<Props<BaseRecord>, 'columns'>) {
  const { t } = text;
  const items = (['large', 'middle', 'small'] as Density[]).map((key) => ({ key, label: t(`kit:density.${key}`) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [prefs.density],
        onClick: ({ key }) => onChange({ ...prefs, density: key as Density }),
      }}
    >
      <Tooltip title={t('kit:density.title')}>
        <Button icon={<ColumnHeightOutlined />} aria-label={t('kit:density.title')} />
      </Tooltip>
    </Dropdown>
  );
}
