import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useProfile } from '../../../lib/profile-query.ts';
import { useSaveProfile } from '../api/profile.ts';

/**
 * Issue 17 point 6: 'Email me when a test is assigned' (users.email_test_assigned), saved as it is switched.
 * The bell shows the notice either way.
 */
export function EmailTestAssignedField() {
  const t = useT();
  const profile = useProfile();
  const save = useSaveProfile();
  const helpId = useId();
  if (!profile.data) return null;
  const { name, emailTestAssigned } = profile.data;
  return (
    <Box sx={{ mb: 3 }}>
      <FormControlLabel
        control={
          <Switch
            checked={emailTestAssigned}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ name, emailTestAssigned: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={t('profile.emailTestAssigned')}
      />
      <Typography id={helpId} variant="body2" color="text.secondary">
        {t('profile.emailTestAssignedHelp')}
      </Typography>
      {save.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {serverErrorText(save.error, t('profile.saveFailed'))}
        </Alert>
      ) : null}
    </Box>
  );
}
