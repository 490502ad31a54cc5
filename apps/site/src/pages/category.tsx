import { SITE_STRINGS } from '@newsroom/shared';
import { Fragment } from 'react';
import type { Article, Menu, Placements } from '../lib/site-data.ts';
import { AdSpot, ArticleCard } from './parts.tsx';

const s = SITE_STRINGS;

/** After how many articles each in-list spot comes (list_inside_1 … 4). */
const INSIDE_AFTER = new Map([
  [4, 'list_inside_1'],
  [8, 'list_inside_2'],
  [12, 'list_inside_3'],
  [16, 'list_inside_4'],
]);

export interface CategoryProps {
  menu: Menu;
  articles: Article[];
  /** The address of the next page ('Régebbi cikkek'), or undefined on the last one. */
  olderHref: string | undefined;
  /** True past the first page: the heading says so. */
  paged: boolean;
  placements: Placements;
}

/** A category: its articles, newest first, paged with the API's cursors. */
export function CategoryPage({ menu, articles, olderHref, paged, placements }: CategoryProps) {
  return (
    <>
      <h1 className="page-title">{menu.name}</h1>
      {articles.length === 0 && <p className="empty">{s.noArticles}</p>}
      <div className="list">
        {articles.map((article, index) => {
          const spot = INSIDE_AFTER.get(index + 1);
          return (
            <Fragment key={article.id}>
              <ArticleCard article={article} headingLevel={2} lead={index === 0 && !paged} />
              {spot && index + 1 < articles.length && <AdSpot placements={placements} spot={spot} />}
            </Fragment>
          );
        })}
      </div>
      {olderHref && (
        <p className="pager">
          <a href={olderHref} rel="next">
            {s.olderArticles} →
          </a>
        </p>
      )}
    </>
  );
}
