import type { MarkingScheme, TestDetail } from '@aspirant/contract/tests.ts';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import RuleIcon from '@mui/icons-material/Rule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatNumber, istMoment } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import type { Translate } from '../../../lib/i18n/translate.ts';
import { startState } from '../../../lib/test-schedule.ts';

/** Issue 17: the student's time with their accommodation, in minutes (the server's deadline, whole seconds). */
export function yourMinutes(duration: number, extraTimePercent: number): number {
  return Math.round(duration * 60 * (1 + extraTimePercent / 100)) / 60;
}

/** A mark as exams print it: +2, −0.66, 0. */
function formatMark(value: number): string {
  if (value > 0) return `+${formatNumber(value)}`;
  if (value < 0) return `−${formatNumber(Math.abs(value))}`;
  return formatNumber(0);
}

function markingText(t: Translate, scheme: MarkingScheme): string {
  return t('testTaking.markingText', {
    correct: formatMark(scheme.corr),
    incorrect: formatMark(scheme.incorr),
    unattempted: formatMark(scheme.unatt),
  });
}

interface TestIntroProps {
  test: TestDetail;
  error: string | null;
  isStarting: boolean;
  /** Starting is offered only when no unfinished attempt waits in the resume dialog. */
  canStart: boolean;
  onStart: () => void;
}

/** SPEC §2 Take Test intro: the instructions and the start button. */
export function TestIntro({ test, error, isStarting, canStart, onStart }: TestIntroProps) {
  const t = useT();
  const scheme = markingText(t, test.exam_master.marking_scheme);
  const extra = test.extraTimePercent ?? 0;
  // Issue 17: outside its window or past the attempts allowed, the page says why instead of offering a start
  // the server would refuse (an attempt in progress still resumes through the resume dialog).
  const state = startState(test);
  return (
    <Paper variant="outlined" sx={{ maxWidth: 820, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography
            variant="h4"
            component="h1"
            gutterBottom
            sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}
          >
            {test.name}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip size="small" label={test.exam_master.name} color="primary" variant="outlined" />
            <Chip size="small" label={test.type} variant="outlined" />
            {test.subject_master && <Chip size="small" label={test.subject_master.name} variant="outlined" />}
            <Chip size="small" label={t('testTaking.codeChip', { code: test.code })} variant="outlined" />
            {test.isBilingual && (
              <Chip size="small" label={t('testTaking.bilingualChip')} variant="outlined" />
            )}
          </Stack>
          {test.description && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {test.description}
            </Typography>
          )}
        </Box>

        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Fact
            icon={<AccessTimeIcon />}
            label={t('testTaking.duration')}
            value={t('testTaking.durationMinutes', { count: test.duration })}
          />
          <Fact
            icon={<QuizOutlinedIcon />}
            label={t('testTaking.questions')}
            value={formatNumber(test.questions)}
          />
          <Fact icon={<RuleIcon />} label={t('testTaking.markingScheme')} value={scheme} />
          {extra > 0 && (
            <Fact
              icon={<AccessTimeIcon />}
              label={t('testTaking.yourTime')}
              value={t('testTaking.yourTimeValue', {
                minutes: formatNumber(yourMinutes(test.duration, extra), 1),
                percent: formatNumber(extra),
              })}
            />
          )}
        </Box>

        <Divider />

        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('testTaking.instructions')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
            <li>{t('testTaking.ruleOptions')}</li>
            {/* The student's own time: the server's deadline includes the accommodation (issue 17). */}
            <li>
              {t('testTaking.ruleTimer', {
                count: Math.round(yourMinutes(test.duration, extra) * 10) / 10,
              })}
            </li>
            <li>{t('testTaking.ruleMarking', { scheme })}</li>
            <li>{t('testTaking.ruleSaving')}</li>
            <li>{t('testTaking.rulePalette')}</li>
            <li>{t('testTaking.ruleKeys')}</li>
            {test.isBilingual && <li>{t('testTaking.ruleLanguage')}</li>}
          </Box>
        </Box>

        {state === 'upcoming' && (
          <Alert severity="info">{t('testTaking.opensNotice', { when: istMoment(test.opensAt!) })}</Alert>
        )}
        {/* An attempt in progress resumes past the close and the allowance (the resume dialog): no refusal then. */}
        {state === 'closed' && canStart && (
          <Alert severity="warning">
            {t('testTaking.closedNotice', { when: istMoment(test.closesAt!) })}
          </Alert>
        )}
        {state === 'spent' && canStart && test.attempts && (
          <Alert severity="info">{t('testTaking.noAttemptsNotice', { count: test.attempts.allowed })}</Alert>
        )}
        {state === 'open' && test.attempts && (
          <Typography color="text.secondary">{t('testTaking.attemptsNotice', test.attempts)}</Typography>
        )}
        {error && <Alert severity="error">{error}</Alert>}

        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button component={RouterLink} to={paths.tests} variant="outlined" size="large">
            {t('testTaking.backToTests')}
          </Button>
          {state === 'open' && (
            <Button
              variant="contained"
              size="large"
              onClick={onStart}
              disabled={!canStart || isStarting}
              startIcon={isStarting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {isStarting ? t('testTaking.starting') : t('testTaking.startTest')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** One fact of the intro: a dt and its dd, grouped in a div as a dl allows (axe definition-list/dlitem). */
function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
      >
        <Box component="span" aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
        {label}
      </Typography>
      {/* Under the label, past the icon (24 px and its 12 px gap). */}
      <Typography component="dd" sx={{ m: 0, pl: '36px', fontWeight: 500 }}>
        {value}
      </Typography>
    </div>
  );
}
