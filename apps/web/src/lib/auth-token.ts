import { STORAGE_KEYS } from './storage-keys';

export function getAuthToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string) {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
}

export function clearAuthToken() {
  localStorage.removeItem(STORAGE_KEYS.authToken);
}
