import { SITE_STRINGS } from '@newsroom/shared';
import type { Article, Menu, Placements } from '../lib/site-data.ts';
import { AdSpot, ArticleCard } from './parts.tsx';

const s = SITE_STRINGS;

export interface HomeProps {
  latest: Article[];
  sections: Array<{ menu: Menu; articles: Article[] }>;
  placements: Placements;
}

/** The home page: the latest articles (the first as the lead), then a block per category. */
export function HomePage({ latest, sections, placements }: HomeProps) {
  const [lead, ...rest] = latest;
  return (
    <>
      <h1 className="visually-hidden">{s.latest}</h1>
      {lead ? <ArticleCard article={lead} headingLevel={2} lead /> : <p className="empty">{s.homeEmpty}</p>}
      <div className="grid">
        {rest.map((article) => (
          <ArticleCard key={article.id} article={article} headingLevel={2} />
        ))}
      </div>
      <AdSpot placements={placements} spot="home_featured_230h" />
      {sections.map(({ menu, articles }, index) => (
        <section key={menu.id} className="section" aria-labelledby={`section-${menu.id}`}>
          <h2 className="section-title" id={`section-${menu.id}`}>
            <a href={`/${menu.path}/`}>{menu.name}</a>
          </h2>
          <div className="grid">
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
          <p className="more">
            <a href={`/${menu.path}/`}>
              {s.moreInCategory}: {menu.name}
            </a>
          </p>
          {index === 0 && <AdSpot placements={placements} spot="home_category1_190" />}
          {index === 1 && <AdSpot placements={placements} spot="home_category2_190" />}
        </section>
      ))}
    </>
  );
}
