import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** Previous / next with 'Page 2 of 5 (120)'; both buttons always drawn, so paging moves nothing. */
export function Pager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <Stack
      component="nav"
      aria-label={t('questionBank.pages')}
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}
    >
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('questionBank.previous')}
      </Button>
      <Typography variant="body2" aria-live="polite">
        {t('questionBank.pageOf', { page, pages, count: total })}
      </Typography>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('questionBank.next')}
      </Button>
    </Stack>
  );
}
