import { type AppSetting, DEFAULT_ANALYTICS_API_URL } from '@newsroom/shared';

/** The Google identity service: its script, its sign-in frame and its token revocation endpoint. */
export const GOOGLE_IDENTITY_ORIGIN = 'https://accounts.google.com';
export const GOOGLE_OAUTH_ORIGIN = 'https://oauth2.googleapis.com';

export interface AnalyticsCspSources {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
}

const NONE: AnalyticsCspSources = { scriptSrc: [], frameSrc: [], connectSrc: [] };

/**
 * What the Content-Security-Policy must allow so the article lists can read GA4 visitor numbers:
 * nothing unless both the client id and the property id are set. The policy is built once at start,
 * so a changed setting in the database takes effect after a restart.
 */
export function analyticsCspSources(settings: AppSetting[]): AnalyticsCspSources {
  const value = (code: string) => settings.find((s) => s.code === code)?.value.trim() ?? '';
  if (!value('ANALYTICS_CLIENT_ID') || !value('ANALYTICS_PROPERTY_ID')) return NONE;
  let apiOrigin: string;
  try {
    const url = new URL(value('ANALYTICS_API_URL') || DEFAULT_ANALYTICS_API_URL);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return NONE;
    apiOrigin = url.origin;
  } catch {
    return NONE;
  }
  return {
    scriptSrc: [GOOGLE_IDENTITY_ORIGIN],
    frameSrc: [GOOGLE_IDENTITY_ORIGIN],
    connectSrc: [apiOrigin, GOOGLE_OAUTH_ORIGIN],
  };
}
