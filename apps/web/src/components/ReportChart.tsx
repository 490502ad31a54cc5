import { SmallButton } from './SmallButton.tsx';
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Chip, Group, Paper, Table, Text, Title } from '@mantine/core';
import { formatShortDay, NUMBER_FORMAT, REPORTS, type ReportRow } from '@newsroom/shared';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { saveBlob } from '../lib/download.ts';
import { columnTotals, REPORT_PALETTE, reportColumns, reportCsv } from './report-data.ts';

interface ReportChartProps {
  rows: ReportRow[];
  /** The downloaded file's name, without extension. */
  fileName: string;
}

const numberFormat = NUMBER_FORMAT;

function download(text: string, fileName: string) {
  // A byte-order mark lets spreadsheet programs read the accented letters as UTF-8.
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

/**
 * A report (docs/product.md: Reports): a line chart with one series per numeric column, every
 * series hidden until its legend entry is switched on, the 8-colour palette, a table of column
 * totals in 'db.', and a CSV download of the rows and columns shown. 'Nincs eredmény' without data.
 */
export function ReportChart({ rows, fileName }: ReportChartProps) {
  const columns = useMemo(() => reportColumns(rows), [rows]);
  const totals = useMemo(() => columnTotals(rows, columns), [rows, columns]);
  const [visible, setVisible] = useState<string[]>([]);

  if (rows.length === 0 || columns.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed" fw={500}>
          {REPORTS.noResult}
        </Text>
      </Paper>
    );
  }

  const colorOf = (column: string) =>
    REPORT_PALETTE[columns.indexOf(column) % REPORT_PALETTE.length] ?? 'blue.6';
  const series = columns.filter((c) => visible.includes(c)).map((name) => ({ name, color: colorOf(name) }));

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {REPORTS.chartHint}
        </Text>
        <SmallButton
          icon={IconDownload}
          onClick={() => download(reportCsv(rows, columns, REPORTS.date), fileName)}
        >
          {REPORTS.csv}
        </SmallButton>
      </Group>
      <Chip.Group multiple value={visible} onChange={setVisible}>
        <Group gap="xs" mb="md" role="group" aria-label={REPORTS.legend}>
          {columns.map((column) => (
            <Chip key={column} value={column} color={colorOf(column)} size="sm" variant="outline">
              {column}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Box data-testid="report-chart" data-visible-series={series.map((s) => s.name).join('|')}>
        <LineChart
          h={300}
          data={rows}
          dataKey="date"
          series={series}
          curveType="linear"
          withDots={rows.length <= 31}
          tickLine="xy"
          gridAxis="xy"
          xAxisProps={{ tickFormatter: (value: string) => formatShortDay(value), minTickGap: 16 }}
          yAxisProps={{
            allowDecimals: false,
            width: 40,
            tickFormatter: (value: number) => numberFormat.format(value),
          }}
          unit={` ${REPORTS.unit}`}
          valueFormatter={(value) => numberFormat.format(value)}
          tooltipProps={{ labelFormatter: (value) => formatShortDay(String(value)) }}
        />
      </Box>
      <Title order={2} size="h4" mt="lg" mb="xs">
        {REPORTS.totalsTitle}
      </Title>
      <Table.ScrollContainer minWidth={280}>
        <Table striped withTableBorder aria-label={REPORTS.totalsTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{REPORTS.column}</Table.Th>
              <Table.Th ta="right">{REPORTS.total}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {columns.map((column) => (
              <Table.Tr key={column}>
                <Table.Td>{column}</Table.Td>
                <Table.Td ta="right">
                  {numberFormat.format(totals[column] ?? 0)} {REPORTS.unit}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
