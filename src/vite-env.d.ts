/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** `on` serves the API from the in-browser mock (msw); anything else talks to the real API. */
  readonly VITE_MOCK?: string;
  /** Base URL of the API; empty means same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** 16-byte AES key and IV used to encrypt the login password. */
  readonly VITE_AES_KEY?: string;
  /** Mock only: `day` shows the generated rows of the whole of today, not just those up to now (mocks/README.md). */
  readonly VITE_MOCK_HORIZON?: string;
  /** Mock only: milliseconds the mock server's clock runs ahead of (or behind) the machine's (mocks/lib/clock.ts). */
  readonly VITE_MOCK_CLOCK_SKEW_MS?: string;
}

// cronstrue's locale files register themselves with cronstrue and export nothing typed.
declare module 'cronstrue/locales/*';
