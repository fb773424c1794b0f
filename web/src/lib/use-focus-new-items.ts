// After LOAD MORE, keyboard focus goes to the first card that appeared (the button itself is gone
// while the page loads, which left focus on <body>), so the visitor reads on from there.
import { useCallback, useEffect, useRef } from 'react';

export function useFocusNewItems<T extends HTMLElement>(count: number) {
  const listRef = useRef<T>(null);
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const from = firstNew.current;
    if (from === null || count <= from) return;
    firstNew.current = null;
    const card = listRef.current?.children[from] as HTMLElement | undefined;
    if (!card) return;
    // Focusable by script only: the card is a place to land, not another tab stop.
    card.tabIndex = -1;
    card.focus();
  }, [count]);

  /** Call as more items are asked for: the next item after `count` gets the focus when it arrives. */
  const expectMore = useCallback(() => {
    firstNew.current = count;
  }, [count]);

  return { listRef, expectMore };
}
