import { Alert } from '@mantine/core';
import { type ReportKind, TITLES, today } from '@newsroom/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { ReportChart } from '../../components/ReportChart.tsx';
import { useFilterSearch } from '../../lib/filter-search.ts';
import { useReport } from './api/report.ts';
import { ReportFiltersForm } from './components/ReportFiltersForm.tsx';
import {
  defaultReportFilters,
  type ReportFilters,
  reportFiltersFromSearch,
  reportUrl,
  searchFromReportFilters,
} from './report-filters.ts';

const TITLE: Record<ReportKind, string> = {
  'post-count': TITLES.reportPostCount,
  'post-type': TITLES.reportPostType,
};

/** A report screen: the filters (kept in the URL query), the chart and the totals. */
function ReportPage({ kind }: { kind: ReportKind }) {
  const [searchParams] = useSearchParams();
  const day = today();
  const filters = useMemo(() => reportFiltersFromSearch(searchParams, day), [searchParams, day]);
  const url = reportUrl(kind, filters);
  const report = useReport(url);
  const { search: searchQuery, reset, resets } = useFilterSearch(() => report.refetch());

  const defaults = defaultReportFilters(day);
  const activeCount = (Object.keys(filters) as Array<keyof ReportFilters>).filter(
    (k) => filters[k] !== defaults[k],
  ).length;

  const search = (values: ReportFilters) => searchQuery(searchFromReportFilters(values));

  return (
    <>
      <PageHeader title={TITLE[kind]} />
      <ReportFiltersForm
        initial={filters}
        syncKey={`${JSON.stringify(filters)}|${resets}`}
        onSearch={search}
        onReset={reset}
        activeCount={activeCount}
      />
      {report.isError ? (
        <Alert color="red" mt="md">
          {report.error.message}
        </Alert>
      ) : report.data ? (
        <div style={{ marginTop: 'var(--mantine-spacing-md)', opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <ReportChart
            key={url}
            rows={report.data}
            fileName={`${kind}_${filters.date_from}_${filters.date_to}`}
          />
        </div>
      ) : (
        <PageLoader />
      )}
    </>
  );
}

export function PostCountReportPage() {
  return <ReportPage kind="post-count" />;
}

export function PostTypeReportPage() {
  return <ReportPage kind="post-type" />;
}
