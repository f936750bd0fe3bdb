// The order rule both range pickers share: rc-picker would put an end before the start in order, or drop what was
// typed, without a word; the pickers instead keep the last good range and say why until they open again.
import type { Dayjs } from 'dayjs';
import { useState } from 'react';

type Picked = readonly [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined;

export function useRangeOrder<T>(emit: (value: [Dayjs, Dayjs] | null) => T) {
  const [reversed, setReversed] = useState(false);
  return {
    reversed,
    onOpenChange: (open: boolean) => {
      if (open) setReversed(false);
    },
    onChange: (value: Picked) => {
      const [start, end] = value ?? [];
      const backwards = !!start && !!end && end.isBefore(start);
      setReversed(backwards);
      if (!backwards) emit(start && end ? [start, end] : null);
    },
  };
}
