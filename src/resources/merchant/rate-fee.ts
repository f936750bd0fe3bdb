// The month new terms start, by the server's clock (consoleNow): terms saved now start next month (merchant.md 2.3).
import { consoleNow } from '@/lib/format';

/** `YYYY-MM` the terms saved now start. */
export const termsStartMonth = () => consoleNow().add(1, 'month').format('YYYY-MM');

