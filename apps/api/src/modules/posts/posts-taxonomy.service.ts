/**
 * What managing the categories and post types (modules/menus) needs of the articles: their counts,
 * whether one is in use, and the rewrites a new category path or post type name makes, run in the
 * caller's transaction.
 */
export {
  countActiveArticles,
  countMenuArticles,
  countPostTypeArticles,
  countSubmenuArticles,
  menuHasArticles,
  postTypeHasArticles,
  renamePostTypeOfArticles,
  rewriteCategoryUrls,
  submenuHasArticles,
} from './posts-taxonomy.repo.ts';
