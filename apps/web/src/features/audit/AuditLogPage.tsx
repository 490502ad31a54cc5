import { Alert, Button, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { AUDIT_PAGE, type AuditEntry, can, TWO_FACTOR_POLICY } from '@newsroom/shared';
import { IconDownload, IconLock, IconShieldLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
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
import { TwoFactorPolicyDialog } from './components/TwoFactorPolicyDialog.tsx';

/** /audit-log ('Napló'): the audit trail for administrators (docs/product.md). */
export default function AuditLogPage() {
  const { user } = useSession();
  if (!user) return <PageHeader title={AUDIT_PAGE.title} />;
  if (!can(user, 'security')) {
    return (
      <>
        <PageHeader title={AUDIT_PAGE.title} />
        <Alert color="red" variant="light" icon={<IconLock size={18} />} role="alert">
          {AUDIT_PAGE.accessDenied}
        </Alert>
      </>
    );
  }
  return <AuditLog />;
}

function AuditLog() {
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
  const [policyOpened, policy] = useDisclosure(false);

  // After a reload the user select knows only the id; the rows tell the name.
  const userLabel = filters.user_id
    ? (reply?.data.find((e) => String(e.user_id) === filters.user_id)?.user_name ?? undefined)
    : undefined;

  return (
    <>
      <PageHeader title={AUDIT_PAGE.title}>
        <Group gap="sm" wrap="wrap">
          <HitCount total={reply?.pagination.total} failed={list.isError} text={AUDIT_PAGE.hitCount} />
          <Button
            variant="default"
            leftSection={<IconShieldLock size={16} aria-hidden />}
            onClick={policy.open}
          >
            {TWO_FACTOR_POLICY.open}
          </Button>
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
      <TwoFactorPolicyDialog opened={policyOpened} onClose={policy.close} />
    </>
  );
}
