import { z } from 'zod';
import { okReplySchema, recordIdSchema } from '../envelope.ts';
import { flag } from '../flags.ts';

export const moduleGroupSchema = z.object({ id: recordIdSchema, name: z.string() });
export type ModuleGroup = z.infer<typeof moduleGroupSchema>;

/** A module of the back office's sidebar. */
export const appModuleSchema = z.object({
  group_id: recordIdSchema,
  name: z.string(),
  path: z.string(),
  icon: z.string(),
  requires_admin: flag.describe('1: listed only to is_admin users.'),
  notification_property: z
    .string()
    .nullable()
    .describe('The key of GET /api/notifications whose count the module shows.'),
});
export type AppModule = z.infer<typeof appModuleSchema>;

export const applicationModulesSchema = z
  .object({ groups: z.array(moduleGroupSchema), modules: z.array(appModuleSchema) })
  .meta({ id: 'ApplicationModules' });
export type ApplicationModules = z.infer<typeof applicationModulesSchema>;

/** An application setting; an environment variable of the same name overrides the stored value. */
export const appSettingSchema = z.object({ code: z.string(), name: z.string(), value: z.string() });
export type AppSetting = z.infer<typeof appSettingSchema>;

/** Counters keyed by notification property (`drafts`: the user's active drafts). */
export const notificationsSchema = z.record(z.string(), z.number().int().min(0));
export type Notifications = z.infer<typeof notificationsSchema>;

export const applicationModulesReplySchema = okReplySchema(applicationModulesSchema);
export const appSettingsReplySchema = okReplySchema(z.array(appSettingSchema));
export const notificationsReplySchema = okReplySchema(notificationsSchema);

/** GET /api/health. */
export const healthReplySchema = okReplySchema(z.object({ alive: z.literal(true) }));
/** GET /api/ready. */
export const readyReplySchema = okReplySchema(z.object({ ready: z.literal(true) }));
