import type { PublicScorecard } from '@aspirant/contract/results.ts';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, serverErrorText } from '../../../lib/api-client.ts';
import { formatNumber, formatPercent, mediumDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { shareScorecardImage } from '../../../lib/scorecard-image.ts';
import { usePublicScorecard } from '../api/scorecard.ts';

/** /scorecard/{token} (issue 15 point 6): a result's public scorecard, for anyone with the link. */
export function ScorecardPage() {
  const t = useT();
  const token = useParams().token ?? '';
  const card = usePublicScorecard(token);

  useEffect(() => {
    document.title = card.data
      ? t('routes.titleFormat', { page: `${card.data.name}: ${card.data.testName}` })
      : t('routes.titleFormat', { page: t('scorecard.title') });
  }, [card.data, t]);

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
      {card.isPending ? (
        <LoadingScreen />
      ) : card.isError ? (
        <EmptyState
          level="h1"
          icon={<LinkOffIcon />}
          title={
            card.error instanceof ApiError && card.error.status === 404
              ? t('scorecard.gone')
              : t('scorecard.loadFailed')
          }
          message={t('scorecard.askForLink')}
          actions={
            <Button component={RouterLink} to={paths.login} variant="contained">
              {t('scorecard.goToAspirant')}
            </Button>
          }
        />
      ) : (
        <Scorecard card={card.data} />
      )}
    </Container>
  );
}

function Scorecard({ card }: { card: PublicScorecard }) {
  const t = useT();
  const headingId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const image = async () => {
    setError(null);
    try {
      const outcome = await shareScorecardImage(card, window.location.href, t);
      setNotice(
        outcome === 'shared'
          ? t('scorecard.imageShared')
          : outcome === 'downloaded'
            ? t('scorecard.imageDownloaded')
            : null,
      );
    } catch (e) {
      setError(serverErrorText(e, t('scorecard.imageFailed')));
    }
  };
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {t('scorecard.overline')}
      </Typography>
      <Typography
        id={headingId}
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {card.name}
      </Typography>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {card.testName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`${card.examName} · ${mediumDate(card.completedAt)}`}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 2,
          m: 0,
          mb: 3,
          '& dd': { m: 0, typography: 'h6', fontWeight: 700 },
          '& dt': { color: 'text.secondary', typography: 'body2' },
        }}
      >
        <div>
          <dt>{t('scorecard.score')}</dt>
          <dd>{`${formatNumber(card.score)} / ${formatNumber(card.totalScore)}`}</dd>
        </div>
        <div>
          <dt>{t('scorecard.percent')}</dt>
          <dd>{formatPercent(card.percent)}</dd>
        </div>
        <div>
          <dt>{t('scorecard.rank')}</dt>
          <dd>
            {card.isRetake
              ? t('scorecard.retakeNotRanked')
              : t('scorecard.rankOf', { rank: String(card.rank), takers: String(card.takers) })}
          </dd>
        </div>
        <div>
          <dt>{t('scorecard.percentile')}</dt>
          <dd>{card.isRetake ? '—' : formatNumber(card.percentile, 0)}</dd>
        </div>
      </Box>
      {!card.isRetake && (
        <Chip
          color="primary"
          variant="outlined"
          label={t('scorecard.topShare', { share: String(card.topShare) })}
          sx={{ mb: 3 }}
        />
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('scorecard.subjects')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, mb: 3 }}>
        {card.subjects.map((s) => (
          <li key={s.name}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{s.name}</Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatPercent(s.percent)}</Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={Math.max(0, Math.min(100, s.percent))}
              aria-label={`${s.name}: ${formatPercent(s.percent)}`}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </li>
        ))}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => void image()}>
          {t('scorecard.shareImage')}
        </Button>
        <Button component={RouterLink} to={paths.register}>
          {t('scorecard.practise')}
        </Button>
      </Box>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: '1.5em' }}>
        {notice ?? ''}
      </Typography>
    </Paper>
  );
}
