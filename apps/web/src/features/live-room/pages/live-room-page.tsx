import { LIVE_STATUSES, type LiveStatus, type LiveStudent } from '@aspirant/contract/live-room.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useExtendAttempt, useGrantAttempt, useLiveRoom } from '../api/live-room.ts';
import { ExtendDialog } from '../components/extend-dialog.tsx';
import { clockText, countsAt, orderedStudents, secondsLeft, statusAt } from '../lib/room.ts';

const STATUS_KEYS: Record<LiveStatus, MessageKey> = {
  not_started: 'liveRoom.statusNotStarted',
  writing: 'liveRoom.statusWriting',
  connection_lost: 'liveRoom.statusConnectionLost',
  submitted: 'liveRoom.statusSubmitted',
  auto_submitted: 'liveRoom.statusAutoSubmitted',
};

const STATUS_COLOURS: Record<LiveStatus, 'default' | 'primary' | 'error' | 'success' | 'warning'> = {
  not_started: 'default',
  writing: 'primary',
  connection_lost: 'error',
  submitted: 'success',
  auto_submitted: 'warning',
};

/** Re-renders every second: the countdowns and 'last save … ago' run in the browser. */
function useSecondTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Issue 17 point 5: /test-studio/:id/live, the live exam room of a test for its centre's staff. */
export function LiveRoomPage() {
  const t = useT();
  const { id } = useParams();
  const testId = Number(id);
  const isValidId = Number.isInteger(testId) && testId > 0;
  if (!isValidId) return <Alert severity="error">{t('liveRoom.badId')}</Alert>;
  return <LiveRoom testId={testId} />;
}

function LiveRoom({ testId }: { testId: number }) {
  const t = useT();
  const { state, connection, error, replaceRow } = useLiveRoom(testId);
  const browserNow = useSecondTick();
  const [filter, setFilter] = useState<LiveStatus | 'all'>('all');
  const [extending, setExtending] = useState<LiveStudent | null>(null);
  const [granting, setGranting] = useState<LiveStudent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const extend = useExtendAttempt(testId);
  const grant = useGrantAttempt(testId);

  const serverNow = browserNow + (state?.offsetMs ?? 0);
  const students = useMemo(() => (state ? orderedStudents(state) : []), [state]);
  const counts = countsAt(students, serverNow);
  // The live region reads the counts when they change, not every second.
  const announcement = t('liveRoom.countsAnnouncement', {
    notStarted: counts.not_started,
    writing: counts.writing,
    submitted: counts.submitted,
    autoSubmitted: counts.auto_submitted,
    lost: counts.connection_lost,
  });

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!state) return <LoadingScreen />;
  const { test } = state.room;
  const shown = students.filter((s) => filter === 'all' || statusAt(s, serverNow) === filter);

  return (
    <>
      <PageHeading>{t('liveRoom.heading')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('liveRoom.subtitle', {
          name: test.name,
          questions: test.questionCount,
          minutes: test.durationMinutes,
        })}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={connection === 'live' ? 'success' : 'default'}
          label={t(connection === 'live' ? 'liveRoom.live' : 'liveRoom.connecting')}
        />
      </Stack>
      {connection === 'reconnecting' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('liveRoom.reconnecting')}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}

      <Box component="section" aria-label={t('liveRoom.countsLabel')} sx={{ mb: 2 }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
            gap: 1,
            m: 0,
          }}
        >
          {(['not_started', 'writing', 'submitted', 'auto_submitted', 'connection_lost'] as const).map(
            (s) => (
              <Paper key={s} variant="outlined" sx={{ p: 1.5 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(STATUS_KEYS[s])}
                </Typography>
                <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                  {counts[s]}
                </Typography>
              </Paper>
            ),
          )}
        </Box>
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
      </Box>

      <Box sx={{ mb: 2, overflowX: 'auto' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_, value: LiveStatus | 'all' | null) => value && setFilter(value)}
          aria-label={t('liveRoom.filterLabel')}
          sx={{ flexWrap: 'wrap' }}
        >
          <ToggleButton value="all">{t('liveRoom.filterAll', { count: students.length })}</ToggleButton>
          {LIVE_STATUSES.map((s) => (
            <ToggleButton key={s} value={s}>
              {t(STATUS_KEYS[s])} ({counts[s]})
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>

      {students.length === 0 ? (
        <Typography>{t('liveRoom.noStudents')}</Typography>
      ) : shown.length === 0 ? (
        <Typography>{t('liveRoom.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((s) => (
            <StudentRow
              key={s.userId}
              student={s}
              total={test.questionCount}
              serverNow={serverNow}
              onExtend={() => {
                extend.reset();
                setExtending(s);
              }}
              onGrant={() => {
                grant.reset();
                setGranting(s);
              }}
            />
          ))}
        </Stack>
      )}

      {extending && (
        <ExtendDialog
          student={extending}
          busy={extend.isPending}
          error={extend.error?.message ?? null}
          onCancel={() => setExtending(null)}
          onExtend={(minutes, reason) =>
            extend.mutate(
              { attemptId: extending.attemptId!, minutes, reason },
              {
                onSuccess: (data) => {
                  replaceRow(data.student);
                  setNotice(t('liveRoom.extended', { name: extending.name, count: minutes }));
                  setExtending(null);
                },
              },
            )
          }
        />
      )}
      {granting && (
        <Dialog
          open
          onClose={grant.isPending ? undefined : () => setGranting(null)}
          aria-labelledby="grant-title"
          fullWidth
          maxWidth="xs"
        >
          <DialogTitle id="grant-title">{t('liveRoom.grantFor', { name: granting.name })}</DialogTitle>
          <DialogContent>
            {grant.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {grant.error.message}
              </Alert>
            )}
            <DialogContentText>{t('liveRoom.grantConfirm', { name: granting.name })}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setGranting(null)} disabled={grant.isPending}>
              {t('liveRoom.cancel')}
            </Button>
            <Button
              variant="contained"
              loading={grant.isPending}
              onClick={() =>
                grant.mutate(
                  { userId: granting.userId },
                  {
                    onSuccess: (data) => {
                      replaceRow(data.student);
                      setNotice(t('liveRoom.granted', { name: granting.name }));
                      setGranting(null);
                    },
                  },
                )
              }
            >
              {t('liveRoom.confirmGrant')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

/** Read by screen readers, never seen (px strings: in `sx` a bare 1 would mean 100 %). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function StudentRow(props: {
  student: LiveStudent;
  total: number;
  serverNow: number;
  onExtend: () => void;
  onGrant: () => void;
}) {
  const t = useT();
  const { student: s, serverNow } = props;
  const status = statusAt(s, serverNow);
  const isRunning = status === 'writing' || status === 'connection_lost';
  const left = isRunning ? secondsLeft(s, serverNow) : null;
  const lastSave = s.lastSaveAt
    ? Math.max(0, Math.floor((serverNow - Date.parse(s.lastSaveAt)) / 1000))
    : null;
  const details: string[] = [];
  if (s.attemptId !== null)
    details.push(t('liveRoom.answered', { answered: s.answered, total: props.total }));
  if (isRunning) {
    details.push(
      lastSave === null
        ? t('liveRoom.noSaveYet')
        : lastSave < 120
          ? t('liveRoom.lastSaveSeconds', { count: lastSave })
          : t('liveRoom.lastSaveMinutes', { count: Math.floor(lastSave / 60) }),
    );
    if (left !== null) details.push(t('liveRoom.timeLeft', { time: clockText(left) }));
  }
  if (s.extraTimePercent > 0) details.push(t('liveRoom.extraTime', { percent: s.extraTimePercent }));
  if (s.extendedMinutes > 0) details.push(t('liveRoom.extendedBy', { minutes: s.extendedMinutes }));
  if (s.attemptsUsed > 0 || s.attemptsGranted > 0) {
    details.push(t('liveRoom.attempts', { used: s.attemptsUsed, granted: s.attemptsGranted }));
  }

  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, mr: 'auto', overflowWrap: 'anywhere' }}
        >
          {s.name}
        </Typography>
        <Chip size="small" color={STATUS_COLOURS[status]} label={t(STATUS_KEYS[status])} />
      </Stack>
      {details.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {details.join(' · ')}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {isRunning && s.attemptId !== null && (
          <Button size="small" variant="outlined" onClick={props.onExtend}>
            {t('liveRoom.extend')}
          </Button>
        )}
        {!isRunning && s.attemptId !== null && (
          <Button size="small" onClick={props.onGrant}>
            {t('liveRoom.grant')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
