import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** Height of a one-line Alert: the area keeps it while empty, so showing a message moves nothing. */
const ALERT_AREA_MIN_HEIGHT = 48;

interface FormAlertProps {
  /** Shown in a dismissable error alert; wins over `info`. */
  error: string | null;
  onDismissError: () => void;
  /** A success or progress note from the server ('If an account exists...'). */
  info?: string | null;
}

/** The message area of an auth form (SPEC §2: errors in a dismissable alert). */
export function FormAlert({ error, onDismissError, info = null }: FormAlertProps) {
  return (
    <Box sx={{ minHeight: ALERT_AREA_MIN_HEIGHT, my: 2 }}>
      {error ? (
        <Alert severity="error" onClose={onDismissError}>
          {error}
        </Alert>
      ) : info ? (
        <Alert severity="success" role="status">
          {info}
        </Alert>
      ) : null}
    </Box>
  );
}
