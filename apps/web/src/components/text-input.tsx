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
 * A labelled outlined text input, drawn as MUI's outlined TextField is (components/basic/basic.css `.b-field`)
 * but without MUI: the sign-in screens show it before MUI loads (issue 15 point 11). The label is a real
 * <label>; the border's gap for it is a <legend> that repeats it, hidden from assistive technology.
 */
export function TextInput({ label, type = 'text', ...props }: TextInputProps) {
  const id = useId();
  return (
    <div className="b-field">
      {/* The placeholder (one space) lets CSS tell an empty field from a filled one. */}
      <input {...props} id={id} type={type} placeholder=" " />
      <label htmlFor={id}>{label}</label>
      <fieldset aria-hidden>
        <legend>
          <span>{label}</span>
        </legend>
      </fieldset>
    </div>
  );
}
