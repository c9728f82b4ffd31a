import type { DriveFile } from '@aspirant/contract/lectures.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../../lib/session.ts';
import { playbackQueryOptions, usePlaybackUrl } from '../api/get-playback-url.ts';
import { useDriveFiles } from '../api/list-files.ts';
import { FileList } from '../components/file-list.tsx';
import { DeleteDialog, RenameDialog, UploadDialog } from '../components/lecture-dialogs.tsx';
import { StorageMeter } from '../components/storage-meter.tsx';
import { VideoPlayer } from '../components/video-player.tsx';
import { formatBytes, formatTime } from '../lib/playback.ts';

/** A signed URL that fails is fetched again at most this often (a missing file must not loop). */
const SOURCE_RETRY_MS = 60_000;
/** Issue 6: teachers, coaching admins and the super admin upload, rename and delete lectures. */
const MANAGER_ROLES: readonly number[] = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN];

/** SPEC §2 Lectures (/lectures): the player and the searchable list of recorded lectures. */
export function LecturesPage() {
  const { user, roleId } = useSession();
  const t = useT();
  const queryClient = useQueryClient();
  const files = useDriveFiles();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [speed, setSpeed] = useState(1);
  const [uploading, setUploading] = useState<File | null>(null);
  const [renaming, setRenaming] = useState<DriveFile | null>(null);
  const [deleting, setDeleting] = useState<DriveFile | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const lastRetry = useRef(new Map<number, number>());

  const list = files.data?.files ?? [];
  const storage = files.data?.storage ?? null;
  // SPEC §2: the first file is selected until the student picks another.
  const selected = list.find((f) => f.id === selectedId) ?? list[0] ?? null;
  const playback = usePlaybackUrl(selected?.id ?? null);

  const isManager = roleId !== null && MANAGER_ROLES.includes(roleId);
  const isSuperAdmin = roleId === ROLE.SUPER_ADMIN;
  const canManage = (file: DriveFile) =>
    isSuperAdmin || (isManager && file.customerId !== null && file.customerId === user?.customer_id);

  const listError = files.isError ? serverErrorText(files.error, t('lectures.listFailed')) : null;

  function retrySource(id: number) {
    const now = Date.now();
    if (now - (lastRetry.current.get(id) ?? 0) < SOURCE_RETRY_MS) return;
    lastRetry.current.set(id, now);
    void queryClient.invalidateQueries({ queryKey: playbackQueryOptions(id).queryKey });
  }

  if (files.isPending) return <LoadingScreen />;

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 2 }}>
        <PageHeading>{t('routes.lectures')}</PageHeading>
        {isManager && (
          <>
            <Button variant="contained" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()}>
              {t('lectures.uploadLecture')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="video/mp4,video/webm"
              hidden
              aria-label={t('lectures.lectureVideoFile')}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                if (chosen) setUploading(chosen);
                event.target.value = '';
              }}
            />
          </>
        )}
      </Stack>
      {storage && <StorageMeter storage={storage} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          {selected ? (
            <Stack spacing={1.5}>
              <VideoPlayer
                key={selected.id}
                fileId={selected.id}
                url={playback.url}
                title={selected.name}
                onSourceError={() => retrySource(selected.id)}
                speed={speed}
                onSpeedChange={setSpeed}
              />
              <Box>
                <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {selected.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {selected.mimeType} · {formatBytes(selected.size)}
                  {selected.durationSeconds !== null ? ` · ${formatTime(selected.durationSeconds)}` : ''}
                </Typography>
              </Box>
            </Stack>
          ) : (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">{t('lectures.noLectureSelected')}</Typography>
            </Paper>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <FileList
              files={list}
              selectedId={selected?.id ?? null}
              onSelect={(file) => setSelectedId(file.id)}
              query={query}
              onQueryChange={setQuery}
              onRefresh={() => void files.refetch()}
              isRefreshing={files.isFetching}
              error={listError}
              canManage={canManage}
              onRename={setRenaming}
              onDelete={setDeleting}
            />
          </Paper>
        </Grid>
      </Grid>
      {uploading && (
        <UploadDialog
          file={uploading}
          isSuperAdmin={isSuperAdmin}
          onClose={() => setUploading(null)}
          onUploaded={(file) => {
            setUploading(null);
            setSelectedId(file.id);
          }}
        />
      )}
      {renaming && <RenameDialog file={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <DeleteDialog file={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}
