import { Skeleton, Text } from '@mantine/core';
import { NUMBER_FORMAT } from '@newsroom/shared';

const countFormat = NUMBER_FORMAT;

interface HitCountProps {
  /** The list's total, undefined while the first page loads. */
  total: number | undefined;
  /** The load failed: nothing is shown. */
  failed: boolean;
  /** The text around the formatted count (the feature's `hitCount` string). */
  text: (formattedCount: string) => string;
}

/** A list page's hit count beside its title ('1 234 találat'), a placeholder while loading. */
export function HitCount({ total, failed, text }: HitCountProps) {
  if (total !== undefined) {
    return (
      <Text fw={600} c="dimmed" role="status" data-testid="hit-count">
        {text(countFormat.format(total))}
      </Text>
    );
  }
  return failed ? null : <Skeleton height={18} width={90} radius="sm" />;
}
