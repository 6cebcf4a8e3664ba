import { cloneElement, Suspense, useEffect, useRef, useState, type PointerEvent, type ReactElement, type Ref } from 'react';
import { TOOLTIP_DELAY_MS } from '../../shared/constants';
import { MuiTooltip } from '../app/featureSplitPoints';

/** How long a tooltip a touch opened stays: MUI's own default for the time after the finger lifts. */
const TOUCH_SHOW_MS = 1500;

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

interface LazyTooltipProps {
  title: string;
  /** The element the tooltip describes: a focusable control with its own accessible name. */
  children: ReactElement<TriggerProps>;
}

/**
 * MUI's Tooltip, loaded on the first hover, touch or focus of its element: the page opens without its code. Until
 * then the element itself notices that first intent and opens the tooltip once loaded (after the SPEC's delay, unless
 * the pointer or focus has left meanwhile); from then on the Tooltip's own listeners open and close it. Wrapping the
 * element mounts it anew, so focus that reached the old one is given to the new one; the end of a touch that began on
 * the old one never reaches the Tooltip, so a tooltip a first touch opened closes by itself, as MUI's would.
 */
export function LazyTooltip({ title, children }: LazyTooltipProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const focused = useRef(false);
  const element = useRef<HTMLElement | null>(null);
  const stopWatching = useRef<() => void>(() => undefined);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      stopWatching.current();
    },
    [],
  );

  const leave = () => {
    window.clearTimeout(timer.current);
    stopWatching.current();
    setOpen(false);
  };
  /**
   * The element a first hover entered is replaced when the Tooltip mounts, and a pointer that rests on it until the
   * browser's next move never enters the new one, so never leaves it either. Until the tooltip closes, the pointer
   * entering anything but the element or the tooltip counts as leaving.
   */
  const watchPointer = () => {
    const moved = ({ target }: Event) => {
      const inside = target instanceof Element && (element.current?.contains(target) || target.closest('[role="tooltip"]') !== null);
      if (!inside) leave();
    };
    document.addEventListener('pointerover', moved, true);
    stopWatching.current = () => document.removeEventListener('pointerover', moved, true);
  };
  const intend = (by: 'pointer' | 'touch' | 'focus') => {
    setWanted(true);
    window.clearTimeout(timer.current);
    stopWatching.current();
    if (by === 'pointer') watchPointer();
    timer.current = window.setTimeout(() => {
      setOpen(true);
      if (by === 'touch') timer.current = window.setTimeout(() => setOpen(false), TOUCH_SHOW_MS);
    }, TOOLTIP_DELAY_MS);
  };
  const unfocus = () => {
    focused.current = false;
    leave();
  };
  const waiting = cloneElement(children, {
    ref: (node: HTMLElement | null) => {
      element.current = node;
    },
    onPointerEnter: (event: PointerEvent) => intend(event.pointerType === 'touch' ? 'touch' : 'pointer'),
    onPointerLeave: leave,
    onFocus: () => {
      focused.current = true;
      intend('focus');
    },
    onBlur: unfocus,
  });
  const keepFocus = (node: HTMLElement | null) => {
    element.current = node;
    if (node && focused.current) {
      focused.current = false;
      node.focus();
    }
  };
  if (!wanted) return waiting;
  return (
    <Suspense fallback={waiting}>
      <MuiTooltip
        title={title}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={leave}
        enterDelay={TOOLTIP_DELAY_MS}
        enterTouchDelay={TOOLTIP_DELAY_MS}
        // Drawn beside its element, not at the end of the body: its text stays inside the page's main landmark.
        slotProps={{ popper: { disablePortal: true } }}
      >
        {/* Leaving also stops the first intent's timer: the Tooltip only closes what it opened. */}
        {cloneElement(children, { ref: keepFocus, onPointerLeave: leave, onBlur: unfocus })}
      </MuiTooltip>
    </Suspense>
  );
}
