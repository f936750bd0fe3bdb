// The shell area's handlers, found by mocks/handlers.ts; a page's handlers join this list.
import type { HttpHandler } from 'msw';
import { authHandlers } from '@mocks/shell/handlers/auth';
import { commonHandlers } from '@mocks/shell/handlers/common';
import { exportHandlers } from '@mocks/shell/handlers/export';

export const handlers: readonly HttpHandler[] = [...authHandlers, ...commonHandlers, ...exportHandlers];
