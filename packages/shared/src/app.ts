import type { Flag } from './flags.ts';

export interface ModuleGroup {
  id: number;
  name: string;
}

export interface AppModule {
  group_id: number;
  name: string;
  path: string;
  icon: string;
  requires_admin: Flag;
  notification_property: string | null;
}

export interface ApplicationModules {
  groups: ModuleGroup[];
  modules: AppModule[];
}

export interface AppSetting {
  code: string;
  name: string;
  value: string;
}

/** Counters keyed by notification property (CONTRACT.md point 5). */
export type Notifications = Record<string, number>;

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
