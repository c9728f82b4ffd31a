import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** SPEC §9: plans per month. */
const PLANS = [
  { name: 'Free', price: '$0', isCurrent: true },
  { name: 'Pro', price: '$9.99', isCurrent: false },
  { name: 'Enterprise', price: '$29.99', isCurrent: false },
] as const;

/** SPEC §2 Settings › Subscription: Free is the current plan; the others offer 'Upgrade'. */
export function SubscriptionSection() {
  const [asked, setAsked] = useState<string | null>(null);
  const t = useT();
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('profile.subscription')}
      </Typography>
      {asked && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setAsked(null)}>
          {t('profile.paymentUnavailable', { plan: asked })}
        </Alert>
      )}
      <Grid container spacing={2}>
        {PLANS.map((plan) => (
          <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h3">
                  {plan.name}
                </Typography>
                <Typography variant="h4" component="p">
                  {plan.price}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    {t('profile.perMonth')}
                  </Typography>
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                {plan.isCurrent ? (
                  <Chip label={t('profile.currentPlan')} color="primary" />
                ) : (
                  <Button
                    variant="contained"
                    onClick={() => setAsked(plan.name)}
                    aria-label={t('profile.upgradeTo', { plan: plan.name })}
                  >
                    {t('profile.upgrade')}
                  </Button>
                )}
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
