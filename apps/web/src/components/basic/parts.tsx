import type { ButtonHTMLAttributes, ReactNode } from 'react';

// The sign-in screen's parts without MUI (issue 15 point 11); their look is basic.css, MUI's own for the app's
// theme. Screens behind sign-in use MUI's parts.

const ICON_PATHS = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
  close:
    'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
} as const;

function Icon({ name, small = false }: { name: keyof typeof ICON_PATHS; small?: boolean }) {
  return (
    <svg
      className={small ? 'b-icon b-icon--small' : 'b-icon'}
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

/** MUI's indeterminate CircularProgress, decorative (the caller says what is happening). */
export function Spinner({ size, inherit = false }: { size: number; inherit?: boolean }) {
  return (
    <svg
      className={inherit ? 'b-spinner b-spinner--inherit' : 'b-spinner'}
      width={size}
      height={size}
      viewBox="22 22 44 44"
      aria-hidden
      focusable="false"
    >
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}

interface BasicButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  color?: 'primary' | 'inherit';
  fullWidth?: boolean;
  startIcon?: ReactNode;
}

/** MUI's Button as a plain <button>. */
export function BasicButton({
  variant = 'text',
  size = 'medium',
  color = 'primary',
  fullWidth = false,
  startIcon,
  className,
  children,
  type = 'button',
  ...props
}: BasicButtonProps) {
  const classes = ['b-button', `b-button--${variant}`];
  if (size !== 'medium') classes.push(`b-button--${size}`);
  if (color === 'inherit') classes.push('b-button--inherit');
  if (fullWidth) classes.push('b-button--full');
  if (className) classes.push(className);
  return (
    <button {...props} type={type} className={classes.join(' ')}>
      {startIcon}
      {children}
    </button>
  );
}

interface BasicAlertProps {
  severity: 'error' | 'success' | 'info';
  variant?: 'standard' | 'outlined';
  /** The alert's role: 'alert' for errors (announced at once), 'status' or 'note' otherwise. */
  role?: 'alert' | 'status' | 'note';
  /** Shows a close button with this name. */
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

/** MUI's standard Alert: icon, message and an optional close button. */
export function BasicAlert({
  severity,
  variant = 'standard',
  role = 'alert',
  onClose,
  closeLabel = 'Close',
  className,
  children,
}: BasicAlertProps) {
  const classes = ['b-alert', `b-alert--${severity}`];
  if (variant === 'outlined') classes.push('b-alert--outlined');
  if (className) classes.push(className);
  return (
    <div role={role} className={classes.join(' ')}>
      <div className="b-alert-icon">
        <Icon name={severity} />
      </div>
      <div className="b-alert-message">{children}</div>
      {onClose ? (
        <div className="b-alert-action">
          <button
            type="button"
            className="b-icon-button"
            aria-label={closeLabel}
            title={closeLabel}
            onClick={onClose}
          >
            <Icon name="close" small />
          </button>
        </div>
      ) : null}
    </div>
  );
}
