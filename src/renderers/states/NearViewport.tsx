import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface NearViewportProps {
  /** What stands in until the block comes near the window: of the size the block will have. */
  placeholder: ReactNode;
  children: ReactNode;
  /** How far below (or above) the window a block starts to load, as CSS margins. */
  margin?: string;
  /** Render the children at once. */
  disabled?: boolean;
}

/**
 * Renders its children once they come near the window, and the placeholder until then: a grid or a
 * dashboard tile below the fold loads its code (AG Grid, ApexCharts) and its data when the operator
 * scrolls towards it, not with the first view (PERFORMANCE.md: JavaScript of the first dashboard).
 * Where the browser cannot tell (no IntersectionObserver), the children render at once.
 */
export function NearViewport({ placeholder, children, margin = '0px 0px 120px 0px', disabled = false }: NearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near || disabled) return <>{children}</>;
  return <div ref={ref} className="near-viewport">{placeholder}</div>;
}
