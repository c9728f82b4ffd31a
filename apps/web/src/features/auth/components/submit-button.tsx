import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

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
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={isBusy || disabled}
      aria-busy={isBusy}
      startIcon={isBusy ? <CircularProgress size={SPINNER_SIZE} color="inherit" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}
