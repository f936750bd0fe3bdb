import { Flex } from 'antd';
import { CurrencyDisplay } from '@/app/layout/currency-display';
import { HeaderClock } from '@/app/layout/header-clock';
import { PlayerViewer } from '@/app/layout/player-viewer';

type Props = { viewer: boolean; onPlayerOpened: () => void };

/** The clock, the currency and the player viewer when the header has no room for them: the user popover's top. */
export function HeaderTools({ viewer, onPlayerOpened }: Props) {
  return (
    <Flex vertical gap={8} style={{ padding: '12px 16px' }} data-testid="header-tools">
      <HeaderClock />
      <CurrencyDisplay flush />
      {viewer ? <PlayerViewer block onOpened={onPlayerOpened} /> : null}
    </Flex>
  );
}
