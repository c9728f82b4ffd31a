import type { ReactNode } from 'react';
import { BasicButton, Spinner } from '../../../components/basic/parts.tsx';

/** Spinner size that fits the button's line height, so the button never changes size while busy. */
const SPINNER_SIZE = 18;

/** A full-width submit button that shows a spinner and is disabled while its form is submitting. */
export function SubmitButton({
  isBusy,
  disabled = false,
  children,
}: {
  isBusy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <BasicButton
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={isBusy || disabled}
      aria-busy={isBusy}
      startIcon={isBusy ? <Spinner size={SPINNER_SIZE} inherit /> : undefined}
    >
      {children}
    </BasicButton>
  );
}
