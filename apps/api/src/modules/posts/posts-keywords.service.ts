/**
 * What managing the keywords (modules/keywords) needs of the articles: the rewrite of one keyword
 * in every article that carries it, run in the caller's transaction.
 */
export { retagArticles } from './posts-keywords.repo.ts';
