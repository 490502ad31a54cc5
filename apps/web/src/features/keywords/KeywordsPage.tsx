import { Alert, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  can,
  KEYWORD_SORTS,
  type Keyword,
  type KeywordSort,
  READ_ONLY_REASONS,
  KEYWORDS_UI as S,
} from '@newsroom/shared';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { ReadOnlyNotice } from '../../components/ReadOnlyNotice.tsx';
import { pageFromSearch } from '../../lib/page-param.ts';
import { usePagedListGuards } from '../../lib/paged-list.ts';
import { useSession } from '../../lib/session.ts';
import { useKeywordList } from './api/keywords.ts';
import { KeywordTable } from './components/KeywordTable.tsx';
import { MergeDialog } from './components/MergeDialog.tsx';
import { RenameDialog } from './components/RenameDialog.tsx';
import classes from './Keywords.module.css';

/** What a row opened: its rename or its merge. */
type DialogTarget = null | { kind: 'rename' | 'merge'; keyword: Keyword };

const sortOf = (value: string | null): KeywordSort =>
  KEYWORD_SORTS.includes(value as KeywordSort) ? (value as KeywordSort) : 'count';

/**
 * /keywords ('Címkék', docs/product.md, "Címkék"): every keyword with how many articles carry it,
 * searched with accents and case folded and sorted by use or name; the search, order and page live
 * in the URL. With taxonomy.manage each row is renamed or merged into another; everyone else reads.
 */
export default function KeywordsPage() {
  const { user } = useSession();
  const canManage = can(user, 'manageTaxonomy');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const sort = sortOf(searchParams.get('sort'));
  const page = pageFromSearch(searchParams);
  const [typed, setTyped] = useState(q);
  const [debounced] = useDebouncedValue(typed, 250);
  const list = useKeywordList({ q, sort, page });
  const [dialog, setDialog] = useState<DialogTarget>(null);
  const lastPage = list.data?.pagination.last_page ?? 1;
  usePagedListGuards({
    call: 'GET /api/keywords',
    error: list.error,
    isPlaceholderData: list.isPlaceholderData,
    page,
    lastPage,
  });

  // The search box writes the URL once typing pauses; a new search starts at its first page.
  useEffect(() => {
    if (debounced.trim() === q) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced.trim()) next.set('q', debounced.trim());
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, q, setSearchParams]);

  function setSort(value: string) {
    const next = new URLSearchParams(searchParams);
    if (value === 'count') next.delete('sort');
    else next.set('sort', value);
    next.delete('page');
    setSearchParams(next);
  }

  return (
    <>
      <PageHeader title={S.title} />
      <Text c="dimmed" size="sm" maw={760} mt={-8} mb="sm">
        {S.lead}
      </Text>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} mb="md" maw={760}>
        {S.foldHint}
      </Alert>
      <ReadOnlyNotice reason={canManage ? null : READ_ONLY_REASONS.manageTaxonomy} />

      <div className={classes.controls}>
        <TextInput
          className={classes.search}
          label={S.search}
          placeholder={S.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          type="search"
        />
        <SegmentedControl
          aria-label={S.sort}
          value={sort}
          onChange={setSort}
          data={[
            { value: 'count', label: S.sortCount },
            { value: 'name', label: S.sortName },
          ]}
        />
        {list.data && (
          <Text size="sm" c="dimmed" className={classes.total} role="status">
            {S.total(list.data.pagination.total)}
          </Text>
        )}
      </div>

      <KeywordTable
        keywords={list.data?.data}
        busy={list.isFetching}
        failed={list.isError}
        canManage={canManage}
        onRename={(keyword) => setDialog({ kind: 'rename', keyword })}
        onMerge={(keyword) => setDialog({ kind: 'merge', keyword })}
      />
      <Pagination page={page} lastPage={lastPage} />

      {dialog?.kind === 'rename' && <RenameDialog keyword={dialog.keyword} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'merge' && <MergeDialog keyword={dialog.keyword} onClose={() => setDialog(null)} />}
    </>
  );
}
