import { ROLE } from '@aspirant/contract/roles.ts';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../../lib/session.ts';
import { EmailTestAssignedField } from './email-test-assigned-field.tsx';
import { ProfileForm } from './profile-form.tsx';
import { UiLanguageField } from './ui-language-field.tsx';

/**
 * SPEC §2 Settings › My Profile: photo upload, first name, last name, email, phone, bio, 'Save Changes'. The
 * same profile as /profile, read and saved through the same API (GET/PUT /api/profile).
 */
export function ProfileSection() {
  const t = useT();
  const { roleId } = useSession();
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('profile.myProfile')}
      </Typography>
      <UiLanguageField />
      {/* Tests are assigned to students only. */}
      {roleId === ROLE.STUDENT ? <EmailTestAssignedField /> : null}
      <ProfileForm variant="settings" />
    </>
  );
}
