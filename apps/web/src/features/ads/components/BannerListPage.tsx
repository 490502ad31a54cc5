import { Anchor, Stack, Text } from '@mantine/core';
import {
  ADS_UI,
  BANNER_SCREENS,
  type BannerItem,
  type BannerKind,
  can,
  isSideActive,
  NUMBER_FORMAT,
  sideLabel,
  TITLES,
} from '@newsroom/shared';
import { useSession } from '../../../lib/session.ts';
import { AdListPage } from './AdListPage.tsx';
import classes from './AdTable.module.css';
import { type AdColumn, AdTable, authorColumn, stateColumn } from './AdTable.tsx';
import { BannerDialog, sideOptions } from './BannerDialog.tsx';

const clicksFormat = NUMBER_FORMAT;

function columns(kind: BannerKind): AdColumn<BannerItem>[] {
  const all: (AdColumn<BannerItem> | false)[] = [
    {
      header: ADS_UI.columnImage,
      render: (row) =>
        row.banner_url ? (
          <img className={classes.thumb} src={row.banner_url} alt={row.title} loading="lazy" />
        ) : (
          <Text size="xs" c="dimmed">
            {ADS_UI.noImage}
          </Text>
        ),
    },
    {
      header: ADS_UI.columnTitle,
      render: (row) => (
        <Stack gap={2}>
          <Text fw={500} size="sm">
            {row.title}
          </Text>
          {row.url && (
            <Anchor
              href={row.url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              c="dimmed"
              lineClamp={1}
            >
              {row.url}
            </Anchor>
          )}
        </Stack>
      ),
    },
    kind === 'banner' && {
      header: ADS_UI.columnSide,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{sideLabel(kind, row.side)}</Text>
          {row.side && (
            <Text size="xs" c="dimmed">
              {row.side}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: ADS_UI.columnSize,
      render: (row) => <span className={classes.nowrap}>{ADS_UI.size(row.width, row.height)}</span>,
    },
    { header: ADS_UI.columnClicks, numeric: true, render: (row) => clicksFormat.format(row.total_clicks) },
    authorColumn(),
    stateColumn((row) => isSideActive(kind, row.side)),
  ];
  return all.filter((c): c is AdColumn<BannerItem> => c !== false);
}

/** The campaign list (/campaigns) or the banner list (/campaigns/banners). */
export function BannerListPage({ kind }: { kind: BannerKind }) {
  const { user } = useSession();
  const screen = BANNER_SCREENS[kind];
  const options = sideOptions(kind).filter((o) => o.value !== '' && o.value !== 'inactive_campaign');
  return (
    <AdListPage
      title={kind === 'campaign' ? TITLES.campaigns : TITLES.banners}
      resource={kind === 'campaign' ? 'campaigns' : 'banners'}
      filter={{
        param: 'side',
        label: kind === 'campaign' ? ADS_UI.columnState : ADS_UI.filterLabelSide,
        options,
      }}
      newLabel={screen.newItem}
      canWrite={can(user, 'writeAds')}
      deleteConfirm={(row) => screen.deleteConfirm(row.title)}
      renderTable={(rows, state, actions) => (
        <AdTable
          rows={rows}
          state={state}
          actions={actions}
          columns={columns(kind)}
          label={screen.list}
          empty={screen.empty}
          loadFailed={screen.loadFailed}
          isLive={(row) => isSideActive(kind, row.side)}
          itemName={(row) => row.title}
        />
      )}
      renderDialog={({ id, onClose }) => <BannerDialog kind={kind} id={id} onClose={onClose} />}
    />
  );
}
