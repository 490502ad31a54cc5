import type { WebhookDelivery } from '../integrations.ts';

/**
 * The 'Integrációk' screen (/integrations, administrators): the public site's content keys and
 * webhooks. The calls' own messages are INTEGRATION_MESSAGES (strings/integrations.ts).
 */
export const INTEGRATIONS_SCREEN = {
  title: 'Integrációk',
  lead: 'A nyilvános oldal tartalomkulccsal olvassa a cikkeket, a rovatokat és a hirdetési helyeket, és webhookokból tudja meg, mi változott.',
  invalid: 'Töltse ki a megjelölt mezőket!',
  cancel: 'Mégsem',
  save: 'Mentés',
  close: 'Bezárás',

  // ---------------------------------------------------------------- the secret shown once
  copy: 'Másolás',
  copied: 'Kimásolva',
  newKeyTitle: (name: string) => `Az új tartalomkulcs: „${name}”`,
  newKeyLabel: 'Tartalomkulcs',
  newKeyWarning:
    'Másolja ki most, és tegye biztonságos helyre: ez a kulcs később nem jelenik meg újra, sem itt, sem máshol.',
  newSecretTitle: (name: string) => `A(z) „${name}” webhook aláíró kulcsa`,
  newSecretLabel: 'Aláíró kulcs',
  newSecretWarning:
    'Másolja ki most: ezzel ellenőrzi a fogadó oldal az X-Newsroom-Signature fejlécet. Később nem jelenik meg újra.',
  dismissSecret: 'Kimásoltam, elrejtés',

  // ---------------------------------------------------------------- content keys
  keysTitle: 'Tartalomkulcsok',
  keysLead:
    'A tartalom API hívásai ?key= paraméterben vagy X-Content-Key fejlécben kérik a kulcsot. Minden oldal vagy alkalmazás kapjon saját kulcsot, hogy egyenként visszavonható legyen.',
  keyName: 'Az új kulcs neve',
  keyNamePlaceholder: 'például: Nyilvános oldal',
  createKey: 'Kulcs létrehozása',
  keyList: 'Tartalomkulcsok listája',
  keysEmpty: 'Még nincs tartalomkulcs.',
  keysLoadFailed: 'A tartalomkulcsok listája nem tölthető be. Próbálja újra!',
  columnName: 'Név',
  columnPrefix: 'Előtag',
  columnCreated: 'Létrehozva',
  columnLastUsed: 'Utoljára használva',
  columnState: 'Állapot',
  columnActions: 'Műveletek',
  createdAt: 'Létrehozva:',
  lastUsedAt: 'Utoljára használva:',
  neverUsed: 'még nem használták',
  keyActive: 'Érvényes',
  keyRevoked: 'Visszavonva',
  revokedAt: (date: string) => `Visszavonva: ${date}`,
  revoke: 'Visszavonás',
  revokeTitle: 'Tartalomkulcs visszavonása',
  revokeConfirm: (name: string) =>
    `Tényleg visszavonja a(z) „${name}” kulcsot? Az ezt használó oldalak azonnal nem olvashatnak vele többé, és ez nem vonható vissza.`,

  // ---------------------------------------------------------------- webhooks
  webhooksTitle: 'Webhookok',
  webhooksLead:
    'A szerver minden változásról aláírt POST kérést küld ezekre a címekre, hogy a nyilvános oldal csak azt frissítse, ami változott. A sikertelen kézbesítést később újra megpróbálja.',
  newWebhook: 'Új webhook',
  newWebhookTitle: 'Új webhook',
  editWebhookTitle: 'Webhook szerkesztése',
  webhookName: 'Név',
  webhookNamePlaceholder: 'például: CDN ürítése',
  webhookUrl: 'Cím (URL)',
  webhookUrlHint: 'http:// vagy https:// cím, amely POST kérést fogad.',
  webhookEvents: 'Események',
  webhookEventsHint: 'Ezekről az eseményekről kap értesítést.',
  webhookActive: 'Bekapcsolva',
  webhookActiveHint: 'Kikapcsolva nem kap értesítést; visszakapcsolva újra kap.',
  webhookList: 'Webhookok listája',
  webhooksEmpty: 'Még nincs webhook.',
  webhooksLoadFailed: 'A webhookok listája nem tölthető be. Próbálja újra!',
  columnUrl: 'Cím',
  columnEvents: 'Események',
  allEvents: 'Minden esemény',
  webhookOn: 'Bekapcsolva',
  webhookOff: 'Kikapcsolva',
  edit: 'Szerkesztés',
  delete: 'Törlés',
  deleteTitle: 'Webhook törlése',
  deleteConfirm: (name: string) =>
    `Tényleg törli a(z) „${name}” webhookot? Erre a címre több értesítés nem megy.`,

  // ---------------------------------------------------------------- deliveries
  deliveries: 'Kézbesítések',
  deliveriesTitle: (name: string) => `Kézbesítések – ${name}`,
  deliveriesLead: 'A legutóbbi kézbesítések, a legújabb elöl. A lista magától frissül, amíg nyitva van.',
  deliveriesList: 'Kézbesítések listája',
  deliveriesEmpty: 'Ennek a webhooknak még nem volt kézbesítése.',
  deliveriesLoadFailed: 'A kézbesítések nem tölthetők be. Próbálja újra!',
  columnEvent: 'Esemény',
  columnStatus: 'Állapot',
  columnHttp: 'HTTP',
  columnAttempts: 'Próbálkozás',
  columnDuration: 'Időtartam',
  columnNextAttempt: 'Következő próbálkozás',
  columnError: 'Hiba',
  columnTime: 'Időpont',
  deliveryStatus: {
    pending: 'Függőben',
    delivered: 'Kézbesítve',
    failed: 'Sikertelen',
  } satisfies Record<WebhookDelivery['status'], string>,
  noResponse: 'nincs válasz',
  attempts: (n: number) => `${n}. próbálkozás`,
  durationMs: (ms: string) => `${ms} ms`,
  nextAttemptAt: (date: string) => `Következő: ${date}`,
  retry: 'Újraküldés',
  refresh: 'Frissítés',
} as const;
