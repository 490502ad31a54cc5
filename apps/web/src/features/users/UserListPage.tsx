import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { can, paths, TITLES, USER_LIST, type UserListItem } from '@newsroom/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog, useDeleteQuestion } from '../../components/ConfirmDialog.tsx';
import { HitCount } from '../../components/HitCount.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { ReadOnlyNotice } from '../../components/ReadOnlyNotice.tsx';
import { useFilterSearch } from '../../lib/filter-search.ts';
import { usePagedListGuards } from '../../lib/paged-list.ts';
import { useSession } from '../../lib/session.ts';
import { useDeleteUser } from './api/delete-user.ts';
import { useUsers } from './api/users-list.ts';
import { UserFiltersForm } from './components/UserFiltersForm.tsx';
import { UserTable } from './components/UserTable.tsx';
import { canManageRow, userListReadOnlyReason } from './user-access.ts';
import {
  countActiveUserFilters,
  searchFromUserFilters,
  type UserFilters,
  userFiltersFromSearch,
  userListParams,
  userPageFromSearch,
} from './user-filters.ts';

/** The user list (/users, 'Felhasználók'): filters, rows and pages, driven by the URL query. */
export default function UserListPage() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  const filters = useMemo(() => userFiltersFromSearch(searchParams), [searchParams]);
  const page = userPageFromSearch(searchParams);
  const list = useUsers(userListParams(filters, page, searchParams.get('per_page')));
  const reply = list.data;

  const { search: searchQuery, reset, resets } = useFilterSearch(() => list.refetch());
  const formKey = `${JSON.stringify(filters)}|${resets}`;

  const lastPage = reply?.pagination.last_page ?? 0;
  usePagedListGuards({
    call: 'GET /api/users',
    error: list.error,
    isPlaceholderData: list.isPlaceholderData,
    page,
    lastPage,
  });

  const search = (values: UserFilters) => searchQuery(searchFromUserFilters(values));

  const deletion = useDeleteUser();
  const question = useDeleteQuestion<UserListItem>(deletion.mutate);

  return (
    <>
      <PageHeader title={TITLES.users}>
        <Group gap="md" wrap="nowrap">
          <HitCount total={reply?.pagination.total} failed={list.isError} text={USER_LIST.hitCount} />
          {can(user, 'manageUsers') && (
            <Tooltip label={USER_LIST.newUser} withArrow>
              <ActionIcon
                component={Link}
                to={paths.newUser.href()}
                size="xl"
                radius="md"
                aria-label={USER_LIST.newUser}
              >
                <IconUserPlus size={22} stroke={1.7} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </PageHeader>

      <ReadOnlyNotice reason={userListReadOnlyReason(user)} />

      <UserFiltersForm
        initial={filters}
        syncKey={formKey}
        onSearch={search}
        onReset={reset}
        activeCount={countActiveUserFilters(filters)}
        defaultOpened={isWide}
      />

      <UserTable
        users={reply?.data}
        isStale={list.isPlaceholderData}
        failed={list.isError}
        canManage={(row) => canManageRow(user, row)}
        onDelete={question.ask}
        showEmail={can(user, 'manageUsers')}
      />

      {reply && <Pagination page={reply.pagination.current_page} lastPage={lastPage} />}

      <ConfirmDialog
        {...question.dialogProps((row) => USER_LIST.deleteConfirm(row.full_name))}
        loading={deletion.isPending}
      />
    </>
  );
}
