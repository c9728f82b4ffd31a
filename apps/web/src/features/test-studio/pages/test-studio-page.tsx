import { ROLE } from '@aspirant/contract/roles.ts';
import { STUDIO_PAGE_SIZE_DEFAULT, TEST_STATUSES, type TestStatus } from '@aspirant/contract/test-studio.ts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { NativeSelect } from '../../../components/native-select.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../../lib/session.ts';
import { Pager } from '../../question-bank/components/pager.tsx';
import { useDebounced } from '../../question-bank/components/use-debounced.ts';
import { useStudioTests } from '../api/test-studio.ts';
import { StatusChip } from '../components/status-chip.tsx';
import { formatIndia } from '../lib/india-time.ts';

/** Issue 17: /test-studio, the centre's tests with their status, a search and the "New test" button. */
export function TestStudioPage() {
  const { t, language } = useI18n();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TestStatus | ''>('');
  const [page, setPage] = useState(1);
  const [owner, setOwner] = useState<'global' | 'all'>('global');
  const isSuperAdmin = useSession().roleId === ROLE.SUPER_ADMIN;
  const q = useDebounced(search.trim(), 300);
  const list = useStudioTests({ q, status, page, owner: isSuperAdmin ? owner : undefined });
  const tests = list.data?.tests ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / STUDIO_PAGE_SIZE_DEFAULT));
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Box sx={{ mr: 'auto' }}>
          <PageHeading>{t('routes.testStudio')}</PageHeading>
        </Box>
        <Button component={RouterLink} to={paths.testStudioNew} variant="contained" startIcon={<AddIcon />}>
          {t('testStudio.newTest')}
        </Button>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={t('testStudio.search')}
          size="small"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          sx={{ flex: 1 }}
        />
        <NativeSelect
          label={t('testStudio.status')}
          value={status}
          onChange={(value) => {
            setStatus(value as TestStatus | '');
            setPage(1);
          }}
          sx={{ minWidth: 160 }}
        >
          <option value="">{t('testStudio.allStatuses')}</option>
          {TEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`testStudio.status_${s}`)}
            </option>
          ))}
        </NativeSelect>
        {isSuperAdmin && (
          <NativeSelect
            label={t('testStudio.show')}
            value={owner}
            onChange={(value) => {
              setOwner(value as 'global' | 'all');
              setPage(1);
            }}
            sx={{ minWidth: 160 }}
          >
            <option value="global">{t('testStudio.showGlobal')}</option>
            <option value="all">{t('testStudio.showAll')}</option>
          </NativeSelect>
        )}
      </Stack>
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverErrorText(list.error, t('testStudio.loadFailed'))}
        </Alert>
      )}
      {list.isSuccess && tests.length === 0 && (
        <Typography sx={{ color: 'text.secondary', my: 4, textAlign: 'center' }}>
          {t('testStudio.noTests')}
        </Typography>
      )}
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('testStudio.listLabel')}
      >
        {tests.map((test) => (
          <li key={test.id}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={paths.testStudioEdit.href(test.id)} sx={{ p: 2 }}>
                <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography
                      component="h2"
                      variant="subtitle1"
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {test.name}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {t('testStudio.listLine', {
                        code: test.code,
                        exam: test.examName,
                        count: test.questionCount,
                        minutes: test.durationMinutes,
                      })}
                    </Typography>
                    {test.opensAt && (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t('testStudio.opensAtIst', { time: formatIndia(test.opensAt, locale) })}
                      </Typography>
                    )}
                  </Box>
                  <StatusChip status={test.status} />
                </Stack>
              </CardActionArea>
              {test.status !== 'draft' && (!isSuperAdmin || test.ownerCustomerId === null) && (
                <Box sx={{ px: 1, pb: 1 }}>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={paths.testAnalysis.href(test.id)}
                    aria-label={t('testStudio.itemAnalysisOf', { name: test.name })}
                  >
                    {t('testStudio.itemAnalysis')}
                  </Button>
                </Box>
              )}
            </Card>
          </li>
        ))}
      </Stack>
      {(list.data?.total ?? 0) > STUDIO_PAGE_SIZE_DEFAULT && (
        <Pager page={page} pages={pages} total={list.data?.total ?? 0} onPage={setPage} />
      )}
    </>
  );
}
