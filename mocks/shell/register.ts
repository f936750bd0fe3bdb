// The shell area's registration (sign-in, the user menu, look-ups and export tasks): its menu, keys, role-template grants and the endpoints
// each page calls. Data only: mocks/lib/registry.ts reads it on every floor (mocks/README.md, "A page registers itself").
import type { AreaRegistration } from '@mocks/lib/registration';

export const registration: AreaRegistration = {
  key: 'shell',
  endpoints: {
    'POST /api/user/login': 'open',
    'POST /api/auth/logout': 'signed-in',
    'GET /api/common/userInfo': 'signed-in',
    'GET /api/user/userMenu': 'signed-in',
    'GET /api/common/initSelectData': 'signed-in',
    'GET /api/common/ping': 'signed-in',
    'POST /api/common/upload': 'signed-in',
    'GET /api/export/task/list': 'signed-in',
    'POST /api/export/task/remove': 'signed-in',
    'GET /api/export/task/newCount': 'signed-in',
    'GET /api/export/task/download': 'open',
  },
};
