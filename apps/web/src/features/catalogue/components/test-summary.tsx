import type { TestListItem } from '@aspirant/contract/tests.ts';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { istMoment } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import type { Translate } from '../../../lib/i18n/translate.ts';
import { type StartState, startState } from '../../../lib/test-schedule.ts';

/**
 * A subject name is a link to its page wherever it shows (issue 15). A card's start link covers the whole card
 * (test-card.tsx); these sit above that cover so they open the subject, not the test.
 */
const ABOVE_CARD_LINK = { position: 'relative', zIndex: 1 } as const;

/** SPEC §2: duration in min with the exam and subject chips. */
export function TestChips({ test }: { test: TestListItem }) {
  const t = useT();
  return (
    <Stack
      direction="row"
      // A long exam name wraps inside its chip instead of pushing a 320 px screen sideways.
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        '& .MuiChip-root': { maxWidth: '100%', height: 'auto', minHeight: 24 },
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    >
      <Chip
        size="small"
        icon={<AccessTimeIcon aria-hidden />}
        label={t('catalogue.minutes', { minutes: test.duration })}
        variant="outlined"
      />
      <Chip size="small" label={test.exam_master.name} color="primary" variant="outlined" />
      {test.subject_master && (
        <Chip
          size="small"
          label={test.subject_master.name}
          color="secondary"
          variant="outlined"
          clickable
          component={RouterLink}
          to={paths.subject.href(test.subject_master.name)}
          sx={ABOVE_CARD_LINK}
        />
      )}
      {test.isBilingual && <Chip size="small" label="English / हिन्दी" variant="outlined" />}
    </Stack>
  );
}

/** The code, the question count and the type, in one quiet line. */
export function TestMeta({ test }: { test: TestListItem }) {
  const t = useT();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('catalogue.meta', { code: test.code, count: test.questions, type: test.type })}
    </Typography>
  );
}

/** The subjects a test covers, when it names them. */
export function TestSubjects({ test }: { test: TestListItem }) {
  const t = useT();
  if (test.subjects.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      <Typography component="span" variant="body2" sx={{ fontWeight: 500, color: 'text.primary' }}>
        {t('catalogue.subjects')}
      </Typography>{' '}
      {test.subjects.map((subject, index) => (
        <Fragment key={subject}>
          {index > 0 && ', '}
          <Link component={RouterLink} to={paths.subject.href(subject)} sx={ABOVE_CARD_LINK}>
            {subject}
          </Link>
        </Fragment>
      ))}
    </Typography>
  );
}

/**
 * Issue 17: the start control's words: 'Start Test', or why a start would be refused ('Opens Sun, 10:00 AM' in
 * India time, 'Closed', 'No attempts left'). The link still opens the test's page, which says more.
 */
export function startLabel(t: Translate, test: TestListItem, state: StartState, short: boolean): string {
  if (state === 'upcoming') return t('catalogue.opensAt', { when: istMoment(test.opensAt!) });
  if (state === 'closed') return t('catalogue.closed');
  if (state === 'spent') return t('catalogue.noAttemptsLeft');
  return short ? t('catalogue.start') : t('catalogue.startTest');
}

/** The start state of a test now (the list is read again often enough for a window's edge). */
export const startStateNow = (test: TestListItem) => startState(test);

/** Issue 17: when a scheduled test closes and the attempts used, where they are limited. */
export function TestSchedule({ test, state }: { test: TestListItem; state: StartState }) {
  const t = useT();
  const parts = [
    ...(state === 'open' && test.closesAt
      ? [t('catalogue.closesAt', { when: istMoment(test.closesAt) })]
      : []),
    ...(test.attempts ? [t('catalogue.attemptsUsed', test.attempts)] : []),
  ];
  if (parts.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  );
}
