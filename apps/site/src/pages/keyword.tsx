import { type ContentKeyword, KEYWORD_SITE } from '@newsroom/shared';
import type { Article } from '../lib/site-data.ts';
import { ArticleCard } from './parts.tsx';

export interface KeywordPageProps {
  keyword: ContentKeyword;
  articles: Article[];
  /** The address of the next page ('Régebbi cikkek'), or undefined on the last one. */
  olderHref: string | undefined;
  olderLabel: string;
}

/** A keyword's page (/cimke/{slug}/): its published articles, newest first, as a category's list. */
export function KeywordPage({ keyword, articles, olderHref, olderLabel }: KeywordPageProps) {
  return (
    <>
      <h1 className="page-title">{KEYWORD_SITE.heading(keyword.name)}</h1>
      {articles.length === 0 && <p className="empty">{KEYWORD_SITE.empty}</p>}
      <div className="list">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} headingLevel={2} />
        ))}
      </div>
      {olderHref && (
        <p className="pager">
          <a href={olderHref} rel="next">
            {olderLabel} →
          </a>
        </p>
      )}
    </>
  );
}
