/** What the server answers to the track call (docs/api.md: Hungarian). */
export const VISITS_MESSAGES = {
  tracked: 'Látogatás rögzítve.',
  unknownPath: 'Nincs ilyen közzétett cikk.',
  bot: 'Automatikus forgalmat nem számolunk.',
} as const;
