import { Group, UnstyledButton } from '@mantine/core';
import { LIST_CONTROLS } from '@newsroom/shared';
import { Link, useLocation } from 'react-router';
import classes from './Pagination.module.css';
import { pageWindow } from './page-window.ts';

interface PaginationProps {
  /** The page shown now (1-based). */
  page: number;
  /** The last page (pagination.last_page of a list reply). */
  lastPage: number;
  /** The name of the navigation landmark. */
  label?: string;
}

/**
 * Page links of a list (docs/product.md): '<<' to the first page, at most ten page numbers windowed
 * around the current page, '»' to the last page. Each is a real link that sets the query parameter
 * `page` and keeps the other parameters (the filters), so it can be opened in a new tab or shared.
 */
export function Pagination({ page, lastPage, label = LIST_CONTROLS.pagination }: PaginationProps) {
  const location = useLocation();
  if (lastPage <= 1) return null;
  const current = Math.min(Math.max(1, page), lastPage);
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(target));
    return { pathname: location.pathname, search: `?${params}` };
  };

  return (
    <nav aria-label={label} className={classes.nav}>
      <Group justify="center" wrap="wrap" className={classes.list}>
        <UnstyledButton
          component={Link}
          to={hrefFor(1)}
          className={classes.link}
          aria-label={LIST_CONTROLS.firstPage}
          title={LIST_CONTROLS.firstPage}
        >
          {LIST_CONTROLS.first}
        </UnstyledButton>
        {pageWindow(current, lastPage).map((n) => (
          <UnstyledButton
            key={n}
            component={Link}
            to={hrefFor(n)}
            className={classes.link}
            aria-label={LIST_CONTROLS.page(n)}
            aria-current={n === current ? 'page' : undefined}
            data-active={n === current || undefined}
          >
            {n}
          </UnstyledButton>
        ))}
        <UnstyledButton
          component={Link}
          to={hrefFor(lastPage)}
          className={classes.link}
          aria-label={LIST_CONTROLS.lastPage}
          title={LIST_CONTROLS.lastPage}
        >
          {LIST_CONTROLS.last}
        </UnstyledButton>
      </Group>
    </nav>
  );
}
