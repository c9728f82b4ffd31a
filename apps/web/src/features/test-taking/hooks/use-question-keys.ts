import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';

interface QuestionKeys {
  isEnabled: boolean;
  optionCount: number;
  onChoose: (option: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}

const NON_TEXT_INPUTS = new Set([
  'radio',
  'checkbox',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** Typing goes to text fields: the shortcuts stay out of their way. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

/**
 * Keys 1-6 (up to the question's own option count, 2 to 6) choose an option; Left and Right move between questions (also from an
 * option, where the browser would otherwise move the choice; Up and Down still do that). Issue 15 (WCAG
 * 2.1.4): only while the focus is inside the question area the returned handler is put on, never from
 * elsewhere on the page; off inside text fields and dialogs.
 */
export function useQuestionKeys({
  isEnabled,
  optionCount,
  onChoose,
  onPrevious,
  onNext,
}: QuestionKeys): (event: KeyboardEvent<HTMLElement>) => void {
  const handlers = useRef({ isEnabled, optionCount, onChoose, onPrevious, onNext });
  useEffect(() => {
    handlers.current = { isEnabled, optionCount, onChoose, onPrevious, onNext };
  });

  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const current = handlers.current;
    if (!current.isEnabled) return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
    if (isTextField(event.target)) return;
    if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
    if (/^[1-9]$/.test(event.key)) {
      const option = Number(event.key) - 1;
      if (option >= current.optionCount) return;
      event.preventDefault();
      current.onChoose(option);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      if (event.key === 'ArrowLeft') current.onPrevious();
      else current.onNext();
    }
  }, []);
}
