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
  /** The id of a text that describes the choice. */
  describedBy?: string;
}

/** A small labelled native select: one key press per choice, touch-friendly, read as a combobox with its label. */
export function NativeSelect({ label, value, onChange, children, sx, describedBy }: NativeSelectProps) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: describedBy ? { 'aria-describedby': describedBy } : undefined,
      }}
      sx={sx}
    >
      {children}
    </TextField>
  );
}
