import { voteShares } from '@newsroom/shared/vote-shares';

// The reader site's only script (built by scripts/build-site.mjs, a few kB): counts the page view of
// an article, sends the poll's vote without a reload, and defines the Google ad slots. The pages
// read fully without it.

interface PollMessages {
  choose: string;
  thanks: string;
  failed: string;
  total: string;
}

interface VoteReply {
  status: string;
  message?: string;
  data?: { items: Array<{ name: string; votes: number }>; total_votes: number };
}

interface AdSlot {
  position: string;
  path: string;
  sizes: Array<[number, number]>;
  div_id: string;
  mobile: { path: string; sizes: Array<[number, number]>; div_id: string } | null;
}

interface GoogleSlot {
  defineSizeMapping(mapping: unknown): GoogleSlot;
  addService(service: unknown): GoogleSlot;
}

interface GoogleTag {
  cmd: Array<() => void>;
  defineSlot(path: string, sizes: Array<[number, number]>, divId: string): GoogleSlot | null;
  sizeMapping(): {
    addSize(viewport: [number, number], sizes: Array<[number, number]>): ReturnType<GoogleTag['sizeMapping']>;
    build(): unknown;
  };
  pubads(): unknown;
  enableServices(): void;
  display(divId: string): void;
}

declare global {
  interface Window {
    googletag?: GoogleTag;
  }
}

/** Tablets count as mobile on the newsroom's side; the call still says which. */
function deviceOf(): 'desktop' | 'mobile' | 'tablet' {
  const ua = navigator.userAgent;
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|Android/i.test(ua) || window.matchMedia('(max-width: 767px)').matches) return 'mobile';
  return 'desktop';
}

function trackPageView(): void {
  const path = document.body.dataset.track;
  if (!path) return;
  const body = JSON.stringify({ path, device: deviceOf() });
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.('/api/public/track', blob)) return;
  void fetch('/api/public/track', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

function showResults(
  form: HTMLFormElement,
  data: NonNullable<VoteReply['data']>,
  messages: PollMessages,
): void {
  const percents = voteShares(data.items);
  const list = document.createElement('ul');
  list.className = 'poll-results';
  data.items.forEach((item, index) => {
    const li = document.createElement('li');
    const row = document.createElement('div');
    row.className = 'row';
    const name = document.createElement('span');
    name.textContent = item.name;
    const share = document.createElement('strong');
    share.textContent = `${percents[index] ?? 0}%`;
    row.append(name, share);
    const bar = document.createElement('div');
    bar.className = 'bar';
    const fill = document.createElement('span');
    fill.style.width = `${percents[index] ?? 0}%`;
    bar.append(fill);
    li.append(row, bar);
    list.append(li);
  });
  const total = document.createElement('p');
  total.className = 'poll-total';
  total.textContent = messages.total.replace('{n}', String(data.total_votes));
  form.querySelector('fieldset')?.replaceWith(list);
  form.querySelector('button')?.remove();
  form.querySelector('.poll-status')?.before(total);
}

function setUpPoll(form: HTMLFormElement): void {
  const messages = JSON.parse(form.dataset.messages ?? '{}') as PollMessages;
  const status = form.querySelector<HTMLElement>('.poll-status');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const choice = form.querySelector<HTMLInputElement>('input[name="item_index"]:checked');
    if (!choice) return say(messages.choose);
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    fetch(`/api/public/voting-widgets/${form.dataset.pollId}/vote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ item_index: Number(choice.value) }),
      credentials: 'same-origin',
    })
      .then(async (response) => {
        const reply = (await response.json().catch(() => ({ status: 'error' }))) as VoteReply;
        if (reply.status === 'ok' && reply.data) {
          showResults(form, reply.data, messages);
          say(messages.thanks);
          return;
        }
        say(reply.message ?? messages.failed);
        if (button) button.disabled = false;
      })
      .catch(() => {
        say(messages.failed);
        if (button) button.disabled = false;
      });
  });
}

/** Defines the page's Google ad slots; Google's script loads only when a slot exists and GPT is on. */
function setUpAds(): void {
  const element = document.getElementById('ad-slots');
  if (!element) return;
  const config = JSON.parse(element.textContent ?? '{}') as { gpt: boolean; slots: AdSlot[] };
  if (!config.gpt || config.slots.length === 0) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://securepagead2.googlesyndication.com/tag/js/gpt.js';
  document.head.append(script);
  window.googletag = window.googletag ?? ({ cmd: [] } as unknown as GoogleTag);
  const gt = window.googletag;
  gt.cmd.push(() => {
    const narrow = window.matchMedia('(max-width: 767px)').matches;
    for (const slot of config.slots) {
      const path = narrow && slot.mobile ? slot.mobile.path : slot.path;
      const mapping = gt
        .sizeMapping()
        .addSize([768, 0], slot.sizes)
        .addSize([0, 0], slot.mobile?.sizes ?? slot.sizes)
        .build();
      gt.defineSlot(path, [...slot.sizes, ...(slot.mobile?.sizes ?? [])], slot.div_id)
        ?.defineSizeMapping(mapping)
        .addService(gt.pubads());
    }
    gt.enableServices();
    for (const slot of config.slots) gt.display(slot.div_id);
  });
}

trackPageView();
for (const form of document.querySelectorAll<HTMLFormElement>('form.poll-form')) setUpPoll(form);
setUpAds();
