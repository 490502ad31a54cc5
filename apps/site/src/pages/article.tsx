import { formatDateTime, KEYWORD_SITE, keywordSlug, SITE_STRINGS } from '@newsroom/shared';
import type { Article, Placements } from '../lib/site-data.ts';
import { AdSpot, ARTICLE_COVER_SIZES, Byline, Cover, creditLine } from './parts.tsx';

const s = SITE_STRINGS;

/** The stored HTML split after its first paragraph, where paragraph_190 goes. */
function splitAfterFirstParagraph(html: string): [string, string] {
  const end = html.indexOf('</p>');
  if (end < 0) return [html, ''];
  return [html.slice(0, end + 4), html.slice(end + 4)];
}

export function ArticlePage({ article, placements }: { article: Article; placements: Placements }) {
  const [first, rest] = splitAfterFirstParagraph(article.content ?? '');
  const updated = article.updated_at !== article.published_at && article.updated_at > article.published_at;
  return (
    <article className="article">
      <p className="kicker">
        <a href={`/${article.category.path}/`}>{article.category.name}</a>
        {article.subcategory && <span> · {article.subcategory.title}</span>}
      </p>
      <h1 className="article-title">{article.title}</h1>
      {article.corrections && article.corrections.length > 0 && (
        <aside className="corrections" aria-label={s.corrections}>
          {article.corrections.map((c) => (
            <p key={`${c.created_at}-${c.kind}`} className="correction" data-kind={c.kind}>
              <strong>{c.label}</strong> <time dateTime={c.created_at}>({formatDateTime(c.created_at)})</time>
              : {c.text}
            </p>
          ))}
        </aside>
      )}
      <p className="article-lead">{article.short_content}</p>
      <Byline article={article} />
      {updated && (
        <p className="updated">
          {s.updated}: <time dateTime={article.updated_at}>{formatDateTime(article.updated_at)}</time>
        </p>
      )}
      {article.cover && (
        <figure className="article-cover">
          <Cover article={article} sizes={ARTICLE_COVER_SIZES} priority />
          {(article.cover.caption || article.cover.credit) && (
            <figcaption>
              {[article.cover.caption, article.cover.credit && creditLine(article.cover.credit)]
                .filter(Boolean)
                .join(' · ')}
            </figcaption>
          )}
        </figure>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises article HTML on every save */}
      <div className="content" dangerouslySetInnerHTML={{ __html: first }} />
      <AdSpot placements={placements} spot="paragraph_190" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: as above */}
      {rest && <div className="content" dangerouslySetInnerHTML={{ __html: rest }} />}
      {article.keywords.length > 0 && (
        <div className="tags">
          <h2 className="visually-hidden">{s.keywords}</h2>
          <ul aria-label={s.keywords}>
            {article.keywords.map((keyword) => (
              <li key={keyword}>
                <a href={KEYWORD_SITE.path(keywordSlug(keyword))}>{keyword}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <AdSpot placements={placements} spot="content_90" />
      <AdSpot placements={placements} spot="content_190" />
    </article>
  );
}
