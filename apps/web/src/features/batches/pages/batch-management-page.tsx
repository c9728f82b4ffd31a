import type { Batch } from '@aspirant/contract/batches.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { dayMonthYear } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../../lib/session.ts';
import { useBatches, useCentres, useDeleteBatch } from '../api/batches.ts';
import { BatchDialog } from '../components/batch-dialog.tsx';
import { BulkAddDialog } from '../components/bulk-add-dialog.tsx';
import { StudentsDialog } from '../components/students-dialog.tsx';

/** SPEC §2 Batch Management (/batch-management), for real: batches of a centre and their students. */
export function BatchManagementPage() {
  const { roleId, user } = useSession();
  const t = useT();
  const isSuperAdmin = roleId === ROLE.SUPER_ADMIN;
  const [centreFilter, setCentreFilter] = useState('');
  const batches = useBatches(isSuperAdmin && centreFilter !== '' ? Number(centreFilter) : null);
  const centres = useCentres();
  const deleteBatch = useDeleteBatch();
  const [editing, setEditing] = useState<Batch | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Batch | null>(null);
  const [managing, setManaging] = useState<Batch | null>(null);
  const [bulkAdding, setBulkAdding] = useState(false);

  if (batches.isPending) return <LoadingScreen />;
  const centreName = new Map((centres.data ?? []).map((c) => [c.id, c.name]));

  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}
      >
        <PageHeading>{t('batches.title')}</PageHeading>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setBulkAdding(true)}>
            {t('batches.bulkAdd')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('batches.createBatch')}
          </Button>
        </Stack>
      </Stack>
      {isSuperAdmin && (
        <FormControl size="small" sx={{ minWidth: 260, mb: 2 }}>
          <InputLabel id="centre-filter-label">{t('batches.coachingCentre')}</InputLabel>
          <Select
            labelId="centre-filter-label"
            label={t('batches.coachingCentre')}
            value={centreFilter}
            onChange={(e) => setCentreFilter(e.target.value)}
          >
            <MenuItem value="">{t('batches.allCentres')}</MenuItem>
            {(centres.data ?? []).map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      {batches.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {batches.error.message}
        </Alert>
      )}
      {deleteBatch.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => deleteBatch.reset()}>
          {deleteBatch.error.message}
        </Alert>
      )}
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (axe scrollable-region-focusable). */}
      <TableContainer
        component={Paper}
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-label={t('batches.batches')}
      >
        <Table aria-label={t('batches.batches')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('batches.batchName')}</TableCell>
              {isSuperAdmin && <TableCell>{t('batches.coachingCentreColumn')}</TableCell>}
              <TableCell>{t('batches.startDate')}</TableCell>
              <TableCell>{t('batches.students')}</TableCell>
              <TableCell>{t('batches.status')}</TableCell>
              <TableCell align="right">{t('batches.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {batches.data?.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={isSuperAdmin ? 6 : 5}
                  sx={{ textAlign: 'center', color: 'text.secondary' }}
                >
                  {t('batches.noBatches')}
                </TableCell>
              </TableRow>
            )}
            {batches.data?.map((batch) => (
              <TableRow key={batch.id} hover>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={paths.batch.href(batch.id)}
                    aria-label={t('batches.openBatch', { name: batch.name })}
                  >
                    {batch.name}
                  </Link>
                </TableCell>
                {isSuperAdmin && (
                  <TableCell>{centreName.get(batch.customer_id) ?? batch.customer_id}</TableCell>
                )}
                <TableCell>{dayMonthYear(batch.startDate, '2-digit')}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    aria-label={t('batches.manageStudents', { name: batch.name, count: batch.studentCount })}
                    onClick={() => setManaging(batch)}
                  >
                    {batch.studentCount}
                  </Button>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={batch.status === 'Active' ? t('batches.active') : t('batches.completed')}
                    color={batch.status === 'Active' ? 'success' : 'default'}
                    variant={batch.status === 'Active' ? 'filled' : 'outlined'}
                  />
                </TableCell>
                <TableCell align="right">
                  <Tooltip title={t('batches.edit')}>
                    <IconButton
                      aria-label={t('batches.editNamed', { name: batch.name })}
                      onClick={() => setEditing(batch)}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('batches.delete')}>
                    <IconButton
                      aria-label={t('batches.deleteNamed', { name: batch.name })}
                      color="error"
                      onClick={() => setDeleting(batch)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      {editing && (
        <BatchDialog
          batch={editing === 'new' ? null : editing}
          centres={centres.data ?? []}
          chooseCentre={isSuperAdmin}
          defaultCentre={
            isSuperAdmin ? (centreFilter === '' ? null : Number(centreFilter)) : (user?.customer_id ?? null)
          }
          onClose={() => setEditing(null)}
        />
      )}
      {managing && <StudentsDialog batch={managing} onClose={() => setManaging(null)} />}
      {bulkAdding && (
        <BulkAddDialog
          centres={centres.data ?? []}
          chooseCentre={isSuperAdmin}
          defaultCentre={isSuperAdmin && centreFilter !== '' ? Number(centreFilter) : null}
          onClose={() => setBulkAdding(false)}
        />
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>{t('batches.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('batches.deleteText', { name: deleting?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('batches.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={deleteBatch.isPending}
            onClick={async () => {
              if (deleting) await deleteBatch.mutateAsync(deleting.id).catch(() => null);
              setDeleting(null);
            }}
          >
            {t('batches.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
