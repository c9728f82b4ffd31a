import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../../lib/session.ts';
import { startState } from '../../../lib/test-schedule.ts';
import { ResumeDialog } from '../components/resume-dialog.tsx';
import { TestIntro } from '../components/test-intro.tsx';
import { TestLoadError } from '../components/test-load-error.tsx';
import { TestNotFound } from '../components/test-not-found.tsx';
import { TestSession } from '../components/test-session.tsx';
import { useTakeTest } from '../hooks/use-take-test.ts';
import { errorText } from '../lib/messages.ts';

/** A test id from the URL, or null when it cannot be one (the page then says the test does not exist). */
function parseTestId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** SPEC §2 "Take Test" (/take-test/{id}). */
export function TakeTestPage() {
  const { id } = useParams();
  const { user } = useSession();
  const t = useT();
  // What this device keeps is per student; without a known user (never confirmed on this device) it is shared.
  const userKey = user ? String(user.id) : 'unknown';
  const { screen, start, resume, startAfresh, retryLoad } = useTakeTest(parseTestId(id), userKey);

  switch (screen.kind) {
    case 'loading':
      return <LoadingScreen />;
    case 'not-found':
      return <TestNotFound />;
    case 'load-error':
      return <TestLoadError onRetry={retryLoad} />;
    case 'intro':
      return (
        <>
          <TestIntro
            test={screen.test}
            error={screen.resumable || !screen.error ? null : errorText(t, screen.error)}
            isStarting={screen.busy === 'start'}
            canStart={!screen.resumable}
            onStart={start}
          />
          {screen.resumable && (
            <ResumeDialog
              open
              counts={screen.resumable.counts}
              remainingSeconds={screen.resumable.attempt.remainingSeconds}
              busy={screen.busy}
              error={screen.error && errorText(t, screen.error)}
              onResume={resume}
              onStartAfresh={startAfresh}
              canStartAfresh={startState(screen.test) === 'open'}
            />
          )}
        </>
      );
    case 'running':
      return (
        <TestSession
          key={screen.session.meta.sessionUuid}
          session={screen.session}
          user={user}
          userKey={userKey}
        />
      );
  }
}
