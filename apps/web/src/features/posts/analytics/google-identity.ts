import { ANALYTICS_SCOPE } from '@newsroom/shared';

/**
 * Google's identity service in the browser (OAuth 2 token model). The script is added to the page
 * only when a user asks to sign in, never on a plain visit of the list.
 */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

interface TokenResponse {
  access_token?: string;
  expires_in?: number | string;
  error?: string;
  error_description?: string;
}

interface TokenClient {
  requestAccessToken(overrides?: { prompt?: string }): void;
}

export interface GoogleOAuth2 {
  initTokenClient(config: {
    client_id: string;
    scope: string;
    callback: (response: TokenResponse) => void;
    error_callback?: (error: { type?: string; message?: string }) => void;
  }): TokenClient;
  revoke?(token: string, done?: () => void): void;
}

declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } };
  }
}

let loading: Promise<GoogleOAuth2> | undefined;

/** Loads the identity script once; a failed load may be tried again. */
export function loadGoogleIdentity(): Promise<GoogleOAuth2> {
  const ready = window.google?.accounts?.oauth2;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleOAuth2>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const oauth2 = window.google?.accounts?.oauth2;
      if (oauth2) resolve(oauth2);
      else reject(new Error('Google identity service unavailable'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Google identity script failed to load'));
    };
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

export interface GrantedToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Opens Google's consent for read-only analytics access; resolves with the access token. */
export async function requestAnalyticsToken(clientId: string): Promise<GrantedToken> {
  const oauth2 = await loadGoogleIdentity();
  return new Promise<GrantedToken>((resolve, reject) => {
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: ANALYTICS_SCOPE,
      callback: (response) => {
        if (response.error || !response.access_token) {
          reject(new Error(response.error_description ?? response.error ?? 'no token'));
          return;
        }
        const seconds = Number(response.expires_in ?? 3600);
        resolve({
          accessToken: response.access_token,
          expiresAt: Date.now() + (Number.isFinite(seconds) ? seconds : 3600) * 1000,
        });
      },
      error_callback: (error) => reject(new Error(error.type ?? error.message ?? 'sign-in failed')),
    });
    client.requestAccessToken();
  });
}

/** Tells Google to forget the grant, if its script is on the page (it is, after a sign-in). */
export function revokeAnalyticsToken(accessToken: string): void {
  window.google?.accounts?.oauth2?.revoke?.(accessToken, () => {});
}
