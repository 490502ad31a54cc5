/**
 * The article body's rich-text editor. The keys of RICH_TEXT_LABELS are those of the `labels` prop
 * of @mantine/tiptap's RichTextEditor (tooltips and accessible names of the toolbar controls).
 */
export const RICH_TEXT_LABELS = {
  boldControlLabel: 'Félkövér',
  italicControlLabel: 'Dőlt',
  underlineControlLabel: 'Aláhúzott',
  strikeControlLabel: 'Áthúzott',
  clearFormattingControlLabel: 'Formázás törlése',
  linkControlLabel: 'Hivatkozás',
  unlinkControlLabel: 'Hivatkozás eltávolítása',
  bulletListControlLabel: 'Felsorolás',
  orderedListControlLabel: 'Számozott lista',
  h2ControlLabel: 'Címsor 2',
  h3ControlLabel: 'Címsor 3',
  blockquoteControlLabel: 'Idézet',
  undoControlLabel: 'Visszavonás',
  redoControlLabel: 'Újra',
  imageUploadControlLabel: 'Kép beszúrása',
  linkEditorInputLabel: 'Hivatkozás címe',
  linkEditorInputPlaceholder: 'https://pelda.hu/',
  linkEditorExternalLink: 'A hivatkozás új lapon nyílik meg',
  linkEditorInternalLink: 'A hivatkozás ugyanazon a lapon nyílik meg',
  linkEditorSave: 'Mentés',
} as const;

export const RICH_TEXT = {
  toolbar: 'Szövegformázás',
  placeholder: 'Írja ide a cikk szövegét…',
  uploading: 'Kép feltöltése…',
} as const;
