// The report area's handlers, found by mocks/handlers.ts; a page's handlers join this list.
import type { HttpHandler } from 'msw';
import { reportOrderHandlers } from '@mocks/report/handlers/orders';
import { reportWalletHandlers } from '@mocks/report/handlers/wallets';

export const handlers: readonly HttpHandler[] = [...reportOrderHandlers, ...reportWalletHandlers];
