import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A frame for content wider than the page (a table) that says it scrolls: shadows on the edges that hide
 * something, a hint while anything is hidden, and it takes keyboard focus so arrow keys scroll it.
 */
export function ScrollArea({
  label,
  className,
  children,
}: {
  /** Names the scrolling region for assistive technology. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const viewport = useRef<HTMLElement>(null);
  const hintId = useId();
  const [hidden, setHidden] = useState({ left: false, right: false });
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const update = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setHidden((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(element);
    if (element.firstElementChild) resize?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);
  const scrolls = hidden.left || hidden.right;
  return (
    <div
      className={['scroll-area', className].filter(Boolean).join(' ')}
      data-hidden-left={hidden.left || undefined}
      data-hidden-right={hidden.right || undefined}
    >
      <section
        ref={viewport}
        className="scroll-area__viewport"
        aria-label={label}
        aria-describedby={scrolls ? hintId : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
      >
        {children}
      </section>
      {scrolls && (
        <p className="scroll-area__hint" id={hintId}>
          Scroll sideways to see every column.
        </p>
      )}
    </div>
  );
}
