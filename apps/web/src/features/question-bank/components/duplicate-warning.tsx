import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useDuplicates } from '../api/question-bank.ts';
import { useDebounced } from './use-debounced.ts';

/**
 * Issue 16: while the author types, the current questions of the visible banks with the same normalised text,
 * each a link. A live region that is always there, so the warning is announced and nothing else moves when it is
 * empty.
 */
export function DuplicateWarning({ text, excludeId }: { text: string; excludeId: number | null }) {
  const t = useT();
  const settled = useDebounced(text, 500);
  const duplicates = useDuplicates(settled, excludeId);
  const found = settled.trim().length >= 12 ? (duplicates.data ?? []) : [];

  return (
    <Box role="status" aria-live="polite">
      {found.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <AlertTitle>{t('questionBank.duplicateTitle', { count: found.length })}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {found.map((d) => (
              <li key={d.id}>
                <Link component={RouterLink} to={paths.questionBankEdit.href(d.id)} target="_blank">
                  {d.text.length > 90 ? `${d.text.slice(0, 90)}…` : d.text}
                </Link>{' '}
                ({d.ownerName}
                {d.status === 'retired' ? `, ${t('questionBank.statusRetired')}` : ''})
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
