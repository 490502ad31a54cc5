/** The nearest ancestor that scrolls vertically, or undefined. */
function scrollParent(element: HTMLElement): HTMLElement | undefined {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return undefined;
}

/**
 * Scrolls the element's scrolling ancestor so the element is in view, eased over `durationMs`
 * (docs/product.md: a 1 second scroll animation). Does nothing when it is already visible.
 */
export function scrollIntoViewSmoothly(element: HTMLElement, durationMs: number): void {
  const parent = scrollParent(element);
  if (!parent) return;
  const box = element.getBoundingClientRect();
  const frame = parent.getBoundingClientRect();
  let delta = 0;
  if (box.bottom > frame.bottom) delta = box.bottom - frame.bottom + 16;
  else if (box.top < frame.top) delta = box.top - frame.top - 16;
  if (delta === 0) return;
  const start = parent.scrollTop;
  const startedAt = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - startedAt) / durationMs);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    parent.scrollTop = start + delta * eased;
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
