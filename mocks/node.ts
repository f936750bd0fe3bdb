// Vitest (Node) mock: the same handlers behind msw's request interception.
import { setupServer } from 'msw/node';
import { handlers } from '@mocks/handlers';

export const mockServer = setupServer(...handlers);
export { resetDb } from '@mocks/domain/store';
