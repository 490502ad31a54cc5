import {
  type Icon,
  IconAd,
  IconArrowBackUp,
  IconArticle,
  IconCategory,
  IconChartBar,
  IconChartPie,
  IconChecklist,
  IconChecks,
  IconEye,
  IconFilePlus,
  IconHistory,
  IconLibraryPhoto,
  IconListCheck,
  IconNotes,
  IconPhoto,
  IconPlug,
  IconPoint,
  IconShieldLock,
  IconSpeakerphone,
  IconTags,
  IconUsers,
} from '@tabler/icons-react';

/** Icon names stored with the modules (docs/api.md), mapped to their pictures. */
const ICONS: Record<string, Icon> = {
  article: IconArticle,
  drafts: IconNotes,
  'file-plus': IconFilePlus,
  'chart-pie': IconChartPie,
  'chart-bar': IconChartBar,
  eye: IconEye,
  speakerphone: IconSpeakerphone,
  photo: IconPhoto,
  ad: IconAd,
  'list-check': IconListCheck,
  users: IconUsers,
  history: IconHistory,
  plug: IconPlug,
  shield: IconShieldLock,
  checks: IconChecks,
  'arrow-back': IconArrowBackUp,
  checklist: IconChecklist,
  'library-photo': IconLibraryPhoto,
  category: IconCategory,
  tags: IconTags,
};

export function ModuleIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Component = ICONS[name] ?? IconPoint;
  return <Component size={size} stroke={1.6} aria-hidden />;
}
