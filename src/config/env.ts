// Build-time settings (see README "Environment variables"). Read once here so nothing else touches import.meta.env.

const DEFAULT_AES_KEY = 'b9d36edf1console';

export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  aesKey: import.meta.env.VITE_AES_KEY || DEFAULT_AES_KEY,
  appVersion: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
  buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
} as const;

export { DEFAULT_AES_KEY };
