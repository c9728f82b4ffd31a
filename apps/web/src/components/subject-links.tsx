import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths.ts';
import { useT } from '../lib/i18n/i18n-provider.tsx';

/**
 * The subjects a chart draws, each a link to its page (issue 15: subject names are links wherever they
 * appear; a canvas's labels cannot be).
 */
export function SubjectLinks({ names, label }: { names: string[]; label?: string }) {
  const t = useT();
  return (
    <Box
      component="nav"
      aria-label={label ?? t('subjects.subjectPages')}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}
    >
      {names.map((name) => (
        <Link key={name} component={RouterLink} to={paths.subject.href(name)} variant="body2">
          {name}
        </Link>
      ))}
    </Box>
  );
}
