import type { TestListItem } from '@aspirant/contract/tests.ts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import {
  startLabel,
  startStateNow,
  TestChips,
  TestMeta,
  TestSchedule,
  TestSubjects,
} from './test-summary.tsx';

/**
 * The start link covers the whole card (SPEC §2: clicking a test opens it) while staying the one control
 * keyboard and screen-reader users meet.
 */
const STRETCHED_LINK = {
  // The button must not be the positioned ancestor, or the overlay would cover only the button; without a
  // ripple nothing else inside it needs positioning.
  position: 'static',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
} as const;

/** A test in the grid view, with 'Start Test'. */
export function TestCard({ test }: { test: TestListItem }) {
  const titleId = useId();
  const t = useT();
  const state = startStateNow(test);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        // A long code or name breaks rather than pushing the card past a phone's width.
        overflowWrap: 'anywhere',
        transition: (theme) => theme.transitions.create(['border-color', 'box-shadow']),
        '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1.5}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
            {test.name}
          </Typography>
          <TestChips test={test} />
          <TestMeta test={test} />
          <TestSchedule test={test} state={state} />
          {test.description && (
            <Typography
              variant="body2"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {test.description}
            </Typography>
          )}
          <TestSubjects test={test} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={paths.takeTest.href(test.id)}
          variant={state === 'open' ? 'contained' : 'outlined'}
          fullWidth
          disableRipple
          sx={STRETCHED_LINK}
        >
          {startLabel(t, test, state, false)}
        </Button>
      </CardActions>
    </Card>
  );
}

/** A test in the list view, with 'Start'. */
export function TestRow({ test }: { test: TestListItem }) {
  const titleId = useId();
  const t = useT();
  const state = startStateNow(test);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 2,
        p: 2,
        minWidth: 0,
        overflowWrap: 'anywhere',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {test.name}
        </Typography>
        <TestChips test={test} />
        <TestMeta test={test} />
        <TestSchedule test={test} state={state} />
        {test.description && <Typography variant="body2">{test.description}</Typography>}
        <TestSubjects test={test} />
      </Stack>
      <Button
        component={RouterLink}
        to={paths.takeTest.href(test.id)}
        variant={state === 'open' ? 'contained' : 'outlined'}
        disableRipple
        sx={{ ...STRETCHED_LINK, flexShrink: 0, minWidth: 96 }}
      >
        {startLabel(t, test, state, true)}
      </Button>
    </Card>
  );
}
