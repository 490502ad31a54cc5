import { Box, Image, Text } from '@mantine/core';
import { MEDIA_UI } from '@newsroom/shared';
import type { KeyboardEvent, MouseEvent } from 'react';
import classes from './FocalPointPicker.module.css';

interface Focal {
  x: number;
  y: number;
}

const round = (v: number) => Math.round(Math.min(Math.max(v, 0), 1) * 1000) / 1000;

/**
 * 'Fókuszpont': a click on the image puts the point there (the crops of fixed ratios keep it in
 * view); the arrow keys move it by 5 % when the image has the focus.
 */
export function FocalPointPicker({
  src,
  focal,
  onChange,
  disabled,
}: {
  src: string;
  focal: Focal;
  onChange: (focal: Focal) => void;
  disabled?: boolean;
}) {
  function click(event: MouseEvent<HTMLDivElement>) {
    if (disabled) return;
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      x: round((event.clientX - box.left) / box.width),
      y: round((event.clientY - box.top) / box.height),
    });
  }
  function key(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const step = 0.05;
    const moves: Record<string, Focal> = {
      ArrowLeft: { x: focal.x - step, y: focal.y },
      ArrowRight: { x: focal.x + step, y: focal.y },
      ArrowUp: { x: focal.x, y: focal.y - step },
      ArrowDown: { x: focal.x, y: focal.y + step },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    onChange({ x: round(next.x), y: round(next.y) });
  }
  const percent = (v: number) => `${Math.round(v * 100)}%`;
  return (
    <Box>
      <div
        className={classes.frame}
        onClick={click}
        onKeyDown={key}
        role="application"
        tabIndex={disabled ? -1 : 0}
        aria-label={`${MEDIA_UI.focal}: ${percent(focal.x)}, ${percent(focal.y)}`}
        data-testid="focal-picker"
      >
        <Image src={src} alt="" className={classes.image} />
        <span
          className={classes.marker}
          style={{ left: percent(focal.x), top: percent(focal.y) }}
          aria-hidden
        />
      </div>
      <Text size="xs" c="dimmed" mt={4}>
        {MEDIA_UI.focalHint}
      </Text>
    </Box>
  );
}
