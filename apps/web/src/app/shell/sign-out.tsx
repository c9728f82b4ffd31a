import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { waitingAnswerCount } from '../../lib/offline-answers.ts';
import { useSession } from '../../lib/session.ts';

const SignOutContext = createContext<(() => void) | null>(null);

/**
 * The one way to sign out from the shell (account menu and drawer alike): straight away, or, while answers
 * are still waiting to be sent, after a warning that they stay on this device.
 */
export function SignOutProvider({ children }: { children: ReactNode }) {
  const { user, signOut } = useSession();
  const t = useT();
  const [waiting, setWaiting] = useState<number | null>(null);
  const titleId = useId();
  const textId = useId();

  const userId = user?.id;
  const requestSignOut = useCallback(() => {
    const count = waitingAnswerCount(userId === undefined ? undefined : String(userId));
    if (count > 0) setWaiting(count);
    else void signOut();
  }, [signOut, userId]);

  // Answers left waiting at an earlier sign-out go as soon as their student is back (the module loads only then).
  useEffect(() => {
    if (userId === undefined || waitingAnswerCount(String(userId)) === 0) return;
    void import('../../features/test-taking/lib/save-queues.ts').then((queues) =>
      queues.resumeWaitingSaves(String(userId)),
    );
  }, [userId]);

  return (
    <SignOutContext value={requestSignOut}>
      {children}
      <Dialog
        open={waiting !== null}
        onClose={() => setWaiting(null)}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>{t('shell.signOutTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {t('shell.waitingAnswers', { count: waiting ?? 0 })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWaiting(null)} autoFocus>
            {t('shell.staySignedIn')}
          </Button>
          <Button
            color="warning"
            onClick={() => {
              setWaiting(null);
              void signOut();
            }}
          >
            {t('shell.signOut')}
          </Button>
        </DialogActions>
      </Dialog>
    </SignOutContext>
  );
}

/** Signs out through the shell's one path (see SignOutProvider). */
export function useRequestSignOut(): () => void {
  const requestSignOut = useContext(SignOutContext);
  if (!requestSignOut) throw new Error('useRequestSignOut must be used inside SignOutProvider');
  return requestSignOut;
}
