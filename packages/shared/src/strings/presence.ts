/** Who else has the article open. */
export const PRESENCE_UI = {
  othersEditing: 'Ezt a cikket most más is szerkeszti:',
  editorSince: (name: string, time: string) => `${name} is szerkeszti ezt a cikket ${time} óta`,
  yourOtherTab: (time: string) => `Ön egy másik lapon is szerkeszti ezt a cikket ${time} óta`,
  noLock: 'A cikk nincs zárolva: aki később ment, az felülírást jelző hibát kap.',
} as const;
