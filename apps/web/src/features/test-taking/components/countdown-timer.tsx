import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { LiveAnnouncer } from '../../../components/live-announcer.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import type { AttemptSession } from '../lib/attempt-session.ts';
import {
  announcementPoint,
  CRITICAL_TIME_SECONDS,
  formatClock,
  LOW_TIME_SECONDS,
  spokenDuration,
} from '../lib/countdown.ts';
import { toneText } from './tone.ts';

/** The longest gap one tick may add to a question's time (a sleeping laptop is not time spent on it). */
const MAX_TICK_MS = 5_000;

/**
 * SPEC §4: the countdown, on the server's clock (the deadline corrected by the server/device offset), ticking
 * each second and calling `onExpire` once at zero. Screen readers hear it every 5 minutes, then at 1 minute,
 * 30 s and 10 s, not every second.
 */
export function CountdownTimer({ session, onExpire }: { session: AttemptSession; onExpire: () => void }) {
  const t = useT();
  /** The announcements are written in the interface language of the moment they are made. */
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);
  const [remaining, setRemaining] = useState(() => session.remainingSeconds());
  const [announcement, setAnnouncement] = useState('');
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    let last = Date.now();
    let previous = session.remainingSeconds(last);
    let hasExpired = false;
    const remainingText = (seconds: number) =>
      tRef.current('testTaking.remaining', { duration: spokenDuration(seconds, tRef.current) });
    setAnnouncement(remainingText(Math.max(previous, 0)));
    const check = () => {
      const now = Date.now();
      session.tick(Math.min(Math.max(now - last, 0), MAX_TICK_MS) / 1000);
      last = now;
      const left = session.remainingSeconds(now);
      setRemaining(left);
      if (announcementPoint(previous, left) !== null) setAnnouncement(remainingText(left));
      previous = left;
      if (left <= 0 && !hasExpired) {
        hasExpired = true;
        setAnnouncement(tRef.current('testTaking.timeUpAnnouncement'));
        onExpireRef.current();
      }
    };
    check();
    const timer = window.setInterval(check, 1000);
    return () => window.clearInterval(timer);
  }, [session]);

  // Amber in the last 5 minutes (the last quarter of a short test), red in the last minute.
  const lowAt = Math.min(LOW_TIME_SECONDS, (session.paper.test.duration * 60) / 4);
  const tone = remaining <= CRITICAL_TIME_SECONDS ? 'error' : remaining <= lowAt ? 'warning' : 'primary';
  return (
    <>
      <Box
        role="timer"
        aria-label={t('testTaking.timeLeft')}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1, sm: 1.5 },
          py: 0.5,
          borderRadius: 1,
          border: 2,
          borderColor: `${tone}.main`,
          color: (theme) => (tone === 'primary' ? theme.palette.text.primary : toneText(theme, tone)),
        }}
      >
        <TimerOutlinedIcon fontSize="small" aria-hidden />
        <Typography
          component="span"
          variant="body2"
          aria-hidden
          sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'inline' } }}
        >
          {t('testTaking.timeLeft')}
        </Typography>
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: '1.1rem', fontVariantNumeric: 'tabular-nums', minWidth: '4.5ch' }}
        >
          {formatClock(remaining)}
        </Typography>
      </Box>
      <LiveAnnouncer message={announcement} />
    </>
  );
}
