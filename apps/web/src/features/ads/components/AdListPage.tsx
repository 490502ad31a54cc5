import { Button, Group, Select } from '@mantine/core';
import { ADS_UI, INACTIVE_FILTER, READ_ONLY_REASONS } from '@newsroom/shared';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { HitCount } from '../../../components/HitCount.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { ReadOnlyNotice } from '../../../components/ReadOnlyNotice.tsx';
import { pageFromSearch } from '../../../lib/page-param.ts';
import { usePagedListGuards } from '../../../lib/paged-list.ts';
import { useAdList } from '../api/ad-list.ts';
import type { AdItem, AdResource } from '../api/ad-resource.ts';
import { useDeleteAd } from '../api/delete-ad.ts';

/** What a row offers: edit and delete, when the user may write this resource. */
export interface RowActions<T> {
  canWrite: boolean;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

interface AdListPageProps<R extends AdResource> {
  title: string;
  resource: R;
  /** The list filter carried in the URL ('side' or 'position') and its choices besides "all". */
  filter: { param: 'side' | 'position'; label: string; options: { value: string; label: string }[] };
  newLabel: string;
  /** Whether the user may add, edit and delete (docs/product.md, Roles). */
  canWrite: boolean;
  deleteConfirm: (row: AdItem<R>) => string;
  renderTable: (
    rows: AdItem<R>[] | undefined,
    state: { stale: boolean; failed: boolean },
    actions: RowActions<AdItem<R>>,
  ) => ReactNode;
  /** The modal dialog for a new item (id null) or an existing one. */
  renderDialog: (props: { id: number | null; onClose: () => void }) => ReactNode;
}

/**
 * A campaign, banner or Google ad list (docs/product.md): the hit count and the 'Új …' button in the
 * header, a filter, the table with edit and delete, pages, the delete confirmation and the dialog.
 */
export function AdListPage<R extends AdResource>({
  title,
  resource,
  filter,
  newLabel,
  canWrite,
  deleteConfirm,
  renderTable,
  renderDialog,
}: AdListPageProps<R>) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(searchParams);
  const filterValue = searchParams.get(filter.param) ?? '';
  const list = useAdList(resource, {
    [filter.param]: filterValue,
    page: String(page),
    per_page: searchParams.get('per_page') ?? '',
  });
  const reply = list.data;
  const lastPage = reply?.pagination.last_page ?? 0;
  usePagedListGuards({
    call: `GET /api/${resource}`,
    error: list.error,
    isPlaceholderData: list.isPlaceholderData,
    page,
    lastPage,
  });

  // undefined: closed; null: a new item; a number: that item.
  const [dialogId, setDialogId] = useState<number | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<AdItem<R> | null>(null);
  const deletion = useDeleteAd(resource);

  function changeFilter(value: string | null) {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(filter.param, value);
    else next.delete(filter.param);
    next.delete('page');
    navigate({ search: next.toString() ? `?${next}` : '' });
  }

  return (
    <>
      <PageHeader title={title}>
        <Group gap="md" wrap="nowrap">
          <HitCount total={reply?.pagination.total} failed={list.isError} text={ADS_UI.hitCount} />
          {canWrite && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialogId(null)}>
              {newLabel}
            </Button>
          )}
        </Group>
      </PageHeader>
      <ReadOnlyNotice
        reason={canWrite ? null : READ_ONLY_REASONS[resource === 'ga' ? 'writeGoogleAds' : 'writeAds']}
      />

      <Group mb="md">
        <Select
          label={filter.label}
          data={[
            { value: '', label: ADS_UI.filterAll },
            ...filter.options,
            { value: INACTIVE_FILTER, label: ADS_UI.filterInactive },
          ]}
          value={filterValue}
          onChange={changeFilter}
          allowDeselect={false}
          w={{ base: '100%', xs: 320 }}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>

      {renderTable(
        reply?.data,
        { stale: list.isPlaceholderData, failed: list.isError },
        { canWrite, onEdit: (row) => setDialogId(row.id), onDelete: setToDelete },
      )}

      {reply && <Pagination page={reply.pagination.current_page} lastPage={lastPage} />}

      {dialogId !== undefined && renderDialog({ id: dialogId, onClose: () => setDialogId(undefined) })}

      <ConfirmDialog
        opened={toDelete !== null}
        message={toDelete ? deleteConfirm(toDelete) : ''}
        onConfirm={() => {
          if (toDelete) deletion.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
        onCancel={() => setToDelete(null)}
        loading={deletion.isPending}
      />
    </>
  );
}
