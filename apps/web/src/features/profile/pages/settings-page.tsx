import CreditCardIcon from '@mui/icons-material/CreditCard';
import LockIcon from '@mui/icons-material/Lock';
import PersonIcon from '@mui/icons-material/Person';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { ChangePasswordSection } from '../components/change-password-section.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { SubscriptionSection } from '../components/subscription-section.tsx';

const SECTIONS = [
  { id: 'profile', label: 'profile.myProfile', icon: PersonIcon },
  { id: 'subscription', label: 'profile.subscription', icon: CreditCardIcon },
  { id: 'password', label: 'profile.changePassword', icon: LockIcon },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

/** SPEC §2 Settings (/settings): a left menu of My Profile, Subscription and Change Password. */
export function SettingsPage() {
  const [section, setSection] = useState<SectionId>('profile');
  const t = useT();
  return (
    <>
      <PageHeading>{t('routes.settings')}</PageHeading>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Paper variant="outlined">
            <List component="nav" aria-label={t('profile.settingsSections')}>
              {SECTIONS.map(({ id, label, icon: Icon }) => (
                <ListItemButton
                  key={id}
                  selected={section === id}
                  aria-current={section === id ? 'page' : undefined}
                  onClick={() => setSection(id)}
                >
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(label)} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            {section === 'profile' && <ProfileSection />}
            {section === 'subscription' && <SubscriptionSection />}
            {section === 'password' && <ChangePasswordSection />}
          </Paper>
        </Grid>
      </Grid>
    </>
  );
}
