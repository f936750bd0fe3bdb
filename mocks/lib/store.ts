// Kept at its old path for the console's tests and journeys (src/, tests/), which other branches of issue 35 are
// changing; the code lives in mocks/domain/store.ts. Remove once those branches import the new path.
export * from '@mocks/domain/store';
