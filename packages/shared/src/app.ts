import type { AppSetting } from './replies/app.ts';

/** Setting codes the product reads; environment variables of the same name override them. */
export const SETTING_CODES = [
  'REDIRECT_AFTER_LOGIN',
  'PUBLIC_SITE_URL',
  'ANALYTICS_URL',
  'ANALYTICS_CLIENT_ID',
  'ANALYTICS_PROPERTY_ID',
  'ANALYTICS_API_URL',
  'DEVELOPER_SITE_URL',
] as const;
export type SettingCode = (typeof SETTING_CODES)[number];

/** Finds a setting's value in the list that GET /api/app-settings answers. */
export function settingValue(settings: AppSetting[] | undefined, code: SettingCode): string {
  return settings?.find((s) => s.code === code)?.value ?? '';
}
