import { useSyncExternalStore } from 'react';

/** Scroll offset, rounded down to `step` px so components re-render only when a threshold can change. */
export function useScrollY(step = 50): number {
  return useSyncExternalStore(
    (onChange) => {
      let frame = 0;
      const listener = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(onChange);
      };
      window.addEventListener('scroll', listener, { passive: true });
      return () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('scroll', listener);
      };
    },
    () => Math.floor(window.scrollY / step) * step,
    () => 0,
  );
}
