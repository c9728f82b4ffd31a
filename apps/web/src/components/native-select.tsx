import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface NativeSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option>s (and <optgroup>s), the empty-value one included. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A small labelled native select: one key press per choice, touch-friendly, read as a combobox with its label. */
export function NativeSelect({ label, value, onChange, children, sx }: NativeSelectProps) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={sx}
    >
      {children}
    </TextField>
  );
}
