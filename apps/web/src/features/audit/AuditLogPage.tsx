import { Alert, Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AUDIT_PAGE, type AuditEntry, can } from '@newsroom/shared';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { HitCount } from '../../components/HitCount.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { useFilterSearch } from '../../lib/filter-search.ts';
import { pageFromSearch } from '../../lib/page-param.ts';
import { usePagedListGuards } from '../../lib/paged-list.ts';
import { useSession } from '../../lib/session.ts';
import { useAuditCsv } from './api/audit-csv.ts';
import { useAuditLog } from './api/audit-log.ts';
import {
  type AuditFilters,
  auditCsvParams,
  auditFiltersFromSearch,
  auditListParams,
  countActiveAuditFilters,
  searchFromAuditFilters,
} from './audit-filters.ts';
import { AuditFiltersForm } from './components/AuditFiltersForm.tsx';
import { AuditTable } from './components/AuditTable.tsx';
import { ChangesDialog } from './components/ChangesDialog.tsx';

/**
 * /audit-log ('Napló'): the audit trail for administrators (docs/product.md). `actions`: more
 * buttons of the title bar, before the CSV download (the two-factor feature's policy, which
 * app/routes/audit-log.tsx puts in).
 */
export default function AuditLogPage({ actions }: { actions?: ReactNode }) {
  const { user } = useSession();
  if (!user) return <PageHeader title={AUDIT_PAGE.title} />;
  if (!can(user, 'readAudit')) {
    return (
      <>
        <PageHeader title={AUDIT_PAGE.title} />
        <Alert color="red" variant="light" icon={<IconLock size={18} />} role="alert">
          {AUDIT_PAGE.accessDenied}
        </Alert>
      </>
    );
  }
  return <AuditLog actions={actions} />;
}

function AuditLog({ actions }: { actions?: ReactNode }) {
  const [searchParams] = useSearchParams();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  const filters = useMemo(() => auditFiltersFromSearch(searchParams), [searchParams]);
  const page = pageFromSearch(searchParams);
  const list = useAuditLog(auditListParams(filters, page, searchParams.get('per_page')));
  const reply = list.data;

  const { search: searchQuery, reset, resets } = useFilterSearch(() => list.refetch());
  const formKey = `${JSON.stringify(filters)}|${resets}`;
  const lastPage = reply?.pagination.last_page ?? 0;
  usePagedListGuards({
    call: 'GET /api/audit-log',
    error: list.error,
    isPlaceholderData: list.isPlaceholderData,
    page,
    lastPage,
  });

  const csv = useAuditCsv();
  const [shown, setShown] = useState<AuditEntry | null>(null);

  // After a reload the user select knows only the id; the rows tell the name.
  const userLabel = filters.user_id
    ? (reply?.data.find((e) => String(e.user_id) === filters.user_id)?.user_name ?? undefined)
    : undefined;

  return (
    <>
      <PageHeader title={AUDIT_PAGE.title}>
        <Group gap="sm" wrap="wrap">
          <HitCount total={reply?.pagination.total} failed={list.isError} text={AUDIT_PAGE.hitCount} />
          {actions}
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={csv.isPending}
            onClick={() => csv.mutate(auditCsvParams(filters))}
          >
            {AUDIT_PAGE.csv}
          </Button>
        </Group>
      </PageHeader>

      <AuditFiltersForm
        initial={filters}
        syncKey={formKey}
        onSearch={(values: AuditFilters) => searchQuery(searchFromAuditFilters(values))}
        onReset={reset}
        activeCount={countActiveAuditFilters(filters)}
        defaultOpened={isWide}
        userLabel={userLabel}
      />

      <AuditTable
        entries={reply?.data}
        isStale={list.isPlaceholderData}
        failed={list.isError}
        onShowChanges={setShown}
      />

      {reply && <Pagination page={reply.pagination.current_page} lastPage={lastPage} />}

      <ChangesDialog entry={shown} onClose={() => setShown(null)} />
    </>
  );
}
