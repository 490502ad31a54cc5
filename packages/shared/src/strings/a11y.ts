/** What the interface says only to assistive technology: names of controls, skip link, announcements. */
export const A11Y = {
  /** The × of every dialog and drawer. */
  close: 'Bezárás',
  /** The first link of every signed-in screen, shown when focused. */
  skipToContent: 'Ugrás a tartalomra',
  /** A row's icon button names what it acts on: 'Törlés: Téli vásár kampány'. */
  rowAction: (action: string, item: string) => `${action}: ${item}`,
  /** The profile button shows the user's name, so its name starts with it (label in name). */
  profileMenu: (fullName: string, menu: string) => (fullName ? `${fullName} – ${menu}` : menu),
} as const;
