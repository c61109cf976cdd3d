import { useEffect, useState, type ReactNode } from 'react';

/** Renders its children in a task after the browser has painted the rest of the first render. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs just before the next paint; the timeout then lands after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setReady(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return ready ? children : null;
}
