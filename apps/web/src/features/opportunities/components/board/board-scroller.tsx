import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

/** Whether the element can scroll further left or right, kept up as it scrolls or resizes. */
function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ left: false, right: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setEdges({
        left: element.scrollLeft > 1,
        right: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

/**
 * Buttons that scroll the board a few columns at a time, at its sides, shown when there is more
 * to see: the board's own scrollbar sits under its columns, often below the fold.
 */
export function BoardScroller({
  scrollerRef,
  children,
}: {
  scrollerRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const edges = useScrollEdges(scrollerRef);
  const scroll = (direction: 1 | -1) => {
    const element = scrollerRef.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  const button = (direction: 1 | -1) => (
    <Button
      variant="secondary"
      size="icon-sm"
      aria-label={t(direction === 1 ? 'pipeline.board.scrollRight' : 'pipeline.board.scrollLeft')}
      title={t(direction === 1 ? 'pipeline.board.scrollRight' : 'pipeline.board.scrollLeft')}
      onClick={() => scroll(direction)}
      className="rounded-full shadow-md"
    >
      {direction === 1 ? <ChevronRight /> : <ChevronLeft />}
    </Button>
  );
  return (
    <div className="relative">
      {edges.left ? <div className="absolute top-1/3 left-1 z-20">{button(-1)}</div> : null}
      {children}
      {edges.right ? <div className="absolute top-1/3 right-1 z-20">{button(1)}</div> : null}
    </div>
  );
}
