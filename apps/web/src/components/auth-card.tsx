import type { ReactNode } from 'react';
import { UiLanguageButton } from './ui-language-button.tsx';

/** SPEC §9: the sign-in container is at most 400px wide (basic.css `.b-card`). */
export const AUTH_CARD_MAX_WIDTH = 400;

/**
 * The centred card every auth screen sits in: title, optional subtitle, then the form. Without MUI (the sign-in
 * page is drawn before MUI loads, issue 15 point 11): components/basic/basic.css.
 */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="b-auth-main">
      <div className="b-card">
        {/* Issue 15 point 9: signed out, the choice of language stays on this device. */}
        <div className="b-card-switch">
          <UiLanguageButton color="primary" />
        </div>
        <h1 className="b-title">{title}</h1>
        {subtitle ? <p className="b-subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </main>
  );
}
