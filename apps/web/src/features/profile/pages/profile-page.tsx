import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { UiLanguageField } from '../components/ui-language-field.tsx';

/**
 * /profile (issue 7 point 6): photo, name, email (changed with a code sent to the new address), phone, bio,
 * target exam and year, and the language bilingual tests open in. The same data as Settings › My Profile.
 */
export function ProfilePage() {
  const t = useT();
  return (
    <>
      <PageHeading>{t('routes.profile')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.profileIntro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 880 }}>
        <UiLanguageField />
        <ProfileForm variant="full" />
      </Paper>
    </>
  );
}
