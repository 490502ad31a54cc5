/** Messages of the content keys and webhooks calls ('Integrációk'). */
export const INTEGRATION_MESSAGES = {
  keyNameMissing: 'A kulcs nevét meg kell adni.',
  keyNameTooLong: 'A kulcs neve legfeljebb 100 karakter lehet.',
  keyCreated: 'A tartalomkulcs elkészült. Másolja ki most: később nem jelenik meg újra!',
  keyRevoked: 'A tartalomkulcsot visszavontuk; ezzel a kulccsal többé nem lehet olvasni.',
  keyNotFound: 'A tartalomkulcs nem található.',
  webhookNameMissing: 'A webhook nevét meg kell adni.',
  webhookNameTooLong: 'A webhook neve legfeljebb 100 karakter lehet.',
  webhookUrlInvalid: 'A webhook címe érvényes http:// vagy https:// URL legyen.',
  webhookUrlForbidden:
    'Erre a címre nem küldhetünk webhookot: helyi, belső hálózati vagy felhő-metaadat cím.',
  webhookUrlUnresolvable: 'A webhook címének gépneve nem oldható fel.',
  webhookEventsMissing: 'Legalább egy eseményt válasszon ki!',
  webhookEventUnknown: 'Ismeretlen esemény a listában.',
  webhookCreated: 'A webhook elkészült. Másolja ki az aláíró kulcsot most: később nem jelenik meg újra!',
  webhookSaved: 'A webhook mentve.',
  webhookDeleted: 'A webhookot töröltük.',
  webhookNotFound: 'A webhook nem található.',
  deliveryNotFound: 'A kézbesítés nem található.',
  deliveryRetried: 'A kézbesítést újra elküldjük.',
  disabledBy410: 'A végpont 410-zel válaszolt (Gone), ezért a szerver kikapcsolta.',
  /** The error of a delivery's last attempt (the deliveries list). */
  deliveryHttpStatus: (status: number) => `A végpont ${status} státusszal válaszolt.`,
  deliveryRedirect: (status: number) =>
    `A végpont átirányítással válaszolt (${status}); átirányítást nem követünk.`,
  deliveryTimeout: (seconds: number) => `A végpont ${seconds} másodpercen belül nem válaszolt.`,
  deliveryNetwork: (code: string) => `Hálózati hiba: ${code}.`,
  deliveryWebhookDeleted: 'A webhookot törölték, ezért a kézbesítés elmaradt.',
} as const;

/**
 * The name of the content key the server makes for its embedded reader site (apps/site) at its
 * first start and keeps for it; an administrator who revokes it gets a new one at the next start.
 */
export const SITE_CONTENT_KEY_NAME = 'Olvasói oldal (beépített)';
