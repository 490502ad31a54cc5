import { Stack, Text } from '@mantine/core';
import { ADS_UI, can, findAdPosition, GOOGLE_AD_SCREEN, type GoogleAd, TITLES } from '@newsroom/shared';
import { useSession } from '../../../lib/session.ts';
import { AdListPage } from './AdListPage.tsx';
import classes from './AdTable.module.css';
import { type AdColumn, AdTable, authorColumn, stateColumn } from './AdTable.tsx';
import { GoogleAdDialog, positionOptions } from './GoogleAdDialog.tsx';

const COLUMNS: AdColumn<GoogleAd>[] = [
  {
    header: ADS_UI.columnName,
    render: (row) => (
      <Stack gap={2}>
        <Text fw={500} size="sm">
          {row.name}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {row.path} · {row.div_id}
        </Text>
      </Stack>
    ),
  },
  {
    header: ADS_UI.columnPosition,
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{findAdPosition(row.position)?.label ?? row.position}</Text>
        {row.position && (
          <Text size="xs" c="dimmed">
            {row.position}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    header: ADS_UI.columnSize,
    render: (row) => <span className={classes.nowrap}>{ADS_UI.size(row.width, row.height)}</span>,
  },
  authorColumn(),
  stateColumn((row) => row.position !== ''),
];

/** The Google ad slot list (/campaigns/google-ads); adding, editing and deleting are for developers. */
export function GoogleAdListPage() {
  const { user } = useSession();
  return (
    <AdListPage
      title={TITLES.googleAds}
      resource="ga"
      filter={{ param: 'position', label: ADS_UI.filterLabelPosition, options: positionOptions }}
      newLabel={GOOGLE_AD_SCREEN.newItem}
      canWrite={can(user, 'writeGoogleAds')}
      deleteConfirm={(row) => GOOGLE_AD_SCREEN.deleteConfirm(row.name)}
      renderTable={(rows, state, actions) => (
        <AdTable
          rows={rows}
          state={state}
          actions={actions}
          columns={COLUMNS}
          label={GOOGLE_AD_SCREEN.list}
          empty={GOOGLE_AD_SCREEN.empty}
          loadFailed={GOOGLE_AD_SCREEN.loadFailed}
          isLive={(row) => row.position !== ''}
          itemName={(row) => row.name}
        />
      )}
      renderDialog={({ id, onClose }) => <GoogleAdDialog id={id} onClose={onClose} />}
    />
  );
}
