import { SITE_STRINGS } from '@newsroom/shared';

const s = SITE_STRINGS;

/** A page that says why there is nothing to show: a 404, an unusable preview, the API away. */
export function MessagePage({ title, text, home = true }: { title: string; text: string; home?: boolean }) {
  return (
    <section className="message">
      <h1 className="page-title">{title}</h1>
      <p>{text}</p>
      {home && (
        <p>
          <a href="/">{s.notFound.back}</a>
        </p>
      )}
    </section>
  );
}
