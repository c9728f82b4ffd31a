import Chip from '@mui/material/Chip';

/**
 * Issue 13: a later attempt of a test the student had already submitted. It is labelled wherever a result is
 * shown or listed, because it never counts for a rank (ranks count first attempts only).
 */
export function RetakeChip() {
  return (
    <Chip
      size="small"
      variant="outlined"
      color="secondary"
      label="Retake"
      title="A retake of a test you took before: it never moves your rank"
      sx={{ fontWeight: 600 }}
    />
  );
}
