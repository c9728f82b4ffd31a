import {
  CURRENT_SCORE_RESULTS,
  PROGRESS_MESSAGES,
  TARGET_SCORE_MAX,
  TARGET_SCORE_MIN,
  type Target,
  TargetScoreSchema,
} from '@aspirant/contract/progress.ts';
import { targetInForce } from '@aspirant/domain/figures.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { FigureInfo, useFigures } from '../../../components/figure-info.tsx';
import { LiveAnnouncer } from '../../../components/live-announcer.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useUpdateTarget } from '../api/progress.ts';
import { distanceText } from '../lib/target-distance.ts';

/**
 * The one target score (issue 15: the dashboard's too): the student's own, or the default until they set one,
 * said as such; the recent average score and the distance between them.
 */
export function TargetCard({ target }: { target: Target }) {
  const [value, setValue] = useState(target.targetScore === null ? '' : String(target.targetScore));
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const update = useUpdateTarget();
  const t = useT();
  const figures = useFigures();

  function save(targetScore: number | null, done: string) {
    setAnnouncement('');
    update.mutate(targetScore, {
      onSuccess: (saved) => {
        setValue(saved.targetScore === null ? '' : String(saved.targetScore));
        setAnnouncement(done);
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = value.trim();
    const parsed = TargetScoreSchema.safeParse(text === '' ? Number.NaN : Number(text));
    if (!parsed.success || parsed.data === null) {
      const message = parsed.success ? PROGRESS_MESSAGES.badTarget : parsed.error.issues[0]!.message;
      setError(
        message === PROGRESS_MESSAGES.badTarget
          ? t('progress.badTarget')
          : message === PROGRESS_MESSAGES.targetDecimals
            ? t('progress.targetDecimals')
            : message,
      );
      return;
    }
    setError(null);
    save(parsed.data, t('progress.targetSaved'));
  }

  const { targetScore, currentScore } = target;
  const inForce = targetInForce(target);
  const progress =
    currentScore !== null ? Math.min(100, Math.max(0, (currentScore / inForce.score) * 100)) : 0;

  return (
    <SectionCard title={t('progress.targetTitle')}>
      {/* One block: its parts keep their own spacing rather than the card's gap. */}
      <Box>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            label={t('progress.targetField')}
            name="targetScore"
            type="number"
            size="small"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? t('progress.targetHelp', { min: TARGET_SCORE_MIN, max: TARGET_SCORE_MAX })}
            slotProps={{
              htmlInput: { min: TARGET_SCORE_MIN, max: TARGET_SCORE_MAX, step: 0.1, inputMode: 'decimal' },
            }}
            sx={{ width: 220 }}
          />
          <Button type="submit" variant="contained" disabled={update.isPending} sx={{ mt: 0.25 }}>
            {t('progress.saveTarget')}
          </Button>
          {targetScore !== null && (
            <Button
              type="button"
              variant="text"
              disabled={update.isPending}
              onClick={() => save(null, t('progress.targetCleared'))}
              sx={{ mt: 0.25 }}
            >
              {t('progress.clearTarget')}
            </Button>
          )}
        </Box>
        {update.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {update.error.message}
          </Alert>
        )}

        <Box
          component="dl"
          sx={{ m: 0, mt: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          <Typography component="dt" color="text.secondary">
            {figures.name('targetScore')} <FigureInfo figure="targetScore" />
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {inForce.isDefault
              ? t('progress.defaultTarget', { score: formatNumber(inForce.score) })
              : `${formatNumber(inForce.score)}%`}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {figures.name('recentAverageScore')} <FigureInfo figure="recentAverageScore" />
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {currentScore === null
              ? t('progress.noTestsYet')
              : t('progress.recentScore', {
                  score: formatNumber(currentScore),
                  results: CURRENT_SCORE_RESULTS,
                })}
          </Typography>
        </Box>
        <Typography data-testid="target-distance" sx={{ mt: 2, mb: 1 }}>
          {distanceText(t, target)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progress}
          color={target.distance !== null && target.distance <= 0 ? 'success' : 'primary'}
          aria-label={t('progress.towardsTarget')}
          aria-valuetext={t('progress.wayToTarget', { percent: formatNumber(progress, 0) })}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <LiveAnnouncer message={announcement} />
      </Box>
    </SectionCard>
  );
}
