// Only for mocks/browser.ts, which another change of issue 16 edits at the same time: the store lives in
// mocks/lib/store.ts. Delete this file once browser.ts imports '@mocks/lib/store'.
export { onDbChange, resetDb, restore, snapshot } from '@mocks/lib/store';
