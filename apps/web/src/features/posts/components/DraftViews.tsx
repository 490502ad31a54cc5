import { SegmentedControl } from '@mantine/core';
import { can, DESK_LABELS, DESKS, type Desk, POST_SCHEDULE, paths, WORKFLOW_UI } from '@newsroom/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';

interface DraftViewsProps {
  desk: Desk | null;
  scheduled: boolean;
  isWide: boolean;
}

/**
 * The views of 'Piszkozatok': all, 'Időzítettek' and the desk's lists ('Jóváhagyásra vár' for
 * reviewers). A switch keeps the other filters and starts again at the first page.
 */
export function DraftViews({ desk, scheduled, isWide }: DraftViewsProps) {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const show = (value: string) => {
    const query = new URLSearchParams(searchParams);
    query.delete('page');
    query.delete('type');
    if (value === 'scheduled') query.set('type', 'scheduled');
    const path = (DESKS as readonly string[]).includes(value) ? paths.desk.href(value) : paths.drafts.href();
    navigate({ pathname: path, search: query.toString() });
  };
  const views = [
    { value: 'all', label: POST_SCHEDULE.allDrafts },
    { value: 'scheduled', label: POST_SCHEDULE.filter },
    ...DESKS.filter((d) => d !== 'review' || can(user, 'reviewPosts')).map((d) => ({
      value: d,
      label: DESK_LABELS[d],
    })),
  ];
  return (
    <SegmentedControl
      mb="md"
      value={desk ?? (scheduled ? 'scheduled' : 'all')}
      onChange={show}
      orientation={isWide ? 'horizontal' : 'vertical'}
      fullWidth={!isWide}
      aria-label={WORKFLOW_UI.views}
      data={views}
    />
  );
}
