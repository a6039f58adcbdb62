// After a client-side navigation the focused control (say, the login button) is gone and focus
// falls back to <body>; moving it to the new screen's heading lets keyboard and screen-reader
// users start from the top of the new screen instead of the top of the document.
import { useEffect, type RefObject } from 'react';

export function useFocusOnArrival(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) target.current?.focus({ preventScroll: true });
  }, [target]);
}
