import type { DriveFile } from '@aspirant/contract/lectures.ts';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { filterByName, formatBytes } from '../lib/playback.ts';

interface FileListProps {
  files: readonly DriveFile[];
  selectedId: number | null;
  onSelect: (file: DriveFile) => void;
  query: string;
  onQueryChange: (query: string) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
  /** SPEC §8: the failure's message, or 'Failed to load files'. */
  error: string | null;
  canManage: (file: DriveFile) => boolean;
  onRename: (file: DriveFile) => void;
  onDelete: (file: DriveFile) => void;
}

/** SPEC §2 Lectures: the searchable file list with a refresh button; each file shows its type and size. */
export function FileList(props: FileListProps) {
  const { files, selectedId, query, error } = props;
  const shown = filterByName(files, query);
  const t = useT();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label={t('lectures.searchVideos')}
          type="search"
          size="small"
          fullWidth
          value={query}
          onChange={(event) => props.onQueryChange(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Tooltip title={t('lectures.refresh')}>
          <span>
            <IconButton
              aria-label={t('lectures.refresh')}
              onClick={props.onRefresh}
              disabled={props.isRefreshing}
            >
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }} role="status">
          {t('lectures.noResults')}
        </Typography>
      ) : (
        <List aria-label={t('lectures.videos')} dense disablePadding>
          {shown.map((file) => {
            const isManaged = props.canManage(file);
            return (
              <ListItem
                key={file.id}
                disablePadding
                secondaryAction={
                  isManaged ? (
                    <Stack direction="row">
                      <Tooltip title={t('lectures.rename')}>
                        <IconButton
                          edge="end"
                          aria-label={t('lectures.renameFile', { name: file.name })}
                          onClick={() => props.onRename(file)}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('lectures.delete')}>
                        <IconButton
                          edge="end"
                          aria-label={t('lectures.deleteFile', { name: file.name })}
                          onClick={() => props.onDelete(file)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  ) : undefined
                }
                sx={isManaged ? { '& .MuiListItemButton-root': { pr: 10 } } : undefined}
              >
                <ListItemButton
                  selected={file.id === selectedId}
                  aria-current={file.id === selectedId ? 'true' : undefined}
                  onClick={() => props.onSelect(file)}
                >
                  <ListItemText
                    primary={file.name}
                    secondary={`${file.mimeType} · ${formatBytes(file.size)}`}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
