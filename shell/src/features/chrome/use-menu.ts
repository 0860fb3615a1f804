import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The phone menu's state (WAI-ARIA disclosure): a button that shows and hides the navigation.
 * It closes when a link is followed, on Escape (focus back on the button) and on a tap
 * outside the header. Wide screens show the navigation whatever this says (styles.css).
 */
export function useMenu() {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // Open at one address: following a link anywhere closes it, with no effect to run.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = () => setOpenAt(open ? null : here);
  return { open, root, button, toggle };
}
