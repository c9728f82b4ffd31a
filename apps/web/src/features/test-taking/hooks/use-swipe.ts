import { type TouchEvent, useRef } from 'react';

/** A swipe is at least this long sideways, and clearly more sideways than up or down (a scroll). */
const MIN_DISTANCE_PX = 60;
const MIN_SLOPE = 1.5;

/** Text fields, sliders and anything marked `data-no-swipe` keep their own touch gestures. */
function ownsGesture(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('input[type="range"], textarea, [data-no-swipe]') !== null
  );
}

/**
 * Issue 15: swipe left for the next question, right for the previous one (touch only). Not while the student
 * is selecting text, nor with two fingers (a zoom).
 */
export function useSwipe(onNext: () => void, onPrevious: () => void, isEnabled: boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current =
        isEnabled && event.touches.length === 1 && touch && !ownsGesture(event.target)
          ? { x: touch.clientX, y: touch.clientY }
          : null;
    },
    onTouchMove: (event: TouchEvent) => {
      if (event.touches.length > 1) start.current = null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const selection = window.getSelection();
      if (selection && !selection.isCollapsed && selection.toString().trim() !== '') return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < MIN_DISTANCE_PX || Math.abs(dx) < Math.abs(dy) * MIN_SLOPE) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
  };
}
