import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEvent, type HTMLAttributes, useId } from 'react';

interface TextInputProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  minLength?: number;
}

/**
 * A labelled outlined text input. It looks like MUI's TextField but is built from its parts: TextField also
 * bundles Select, Menu and Popover, which the sign-in screens never use (about 14 kB gzip on /login).
 */
export function TextInput({ label, type = 'text', inputMode, minLength, ...props }: TextInputProps) {
  const id = useId();
  return (
    <FormControl fullWidth variant="outlined" disabled={props.disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...props} id={id} label={label} type={type} inputProps={{ inputMode, minLength }} />
    </FormControl>
  );
}
