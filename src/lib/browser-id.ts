// The browserId header is sent once the id is known; the shell computes and stores it after start-up.
const STORAGE_KEY = 'browserId';

export function getBrowserId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setBrowserId(id: string) {
  try {
    localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // without storage the id is recomputed next time
  }
}
