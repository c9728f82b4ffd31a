import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useT } from '../../../../lib/i18n/i18n-provider.tsx';
import { IMPORT_EXTENSIONS } from '../lib/import-state.ts';

interface FilePickerProps {
  /** A file chosen by the button or dropped on the zone. */
  onFile: (file: File) => void;
  hasFile: boolean;
  disabled?: boolean;
}

/**
 * The file to import: dropped on the zone, or chosen with the button (the keyboard's and the phone's way; the
 * zone itself is not a control). The input stays in the page, hidden, so the button can open it.
 */
export function FilePicker({ onFile, hasFile, disabled = false }: FilePickerProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const hintId = useId();

  function dropped(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        bgcolor: isOver ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
      }}
    >
      <UploadFileIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ mb: 1 }}>{t('questionImport.dropHere')}</Typography>
      <Button
        variant="contained"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
      >
        {hasFile ? t('questionImport.chooseAnother') : t('questionImport.chooseFile')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={IMPORT_EXTENSIONS.join(',')}
        aria-label={t('questionImport.chooseFile')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('questionImport.acceptedFiles')}
      </Typography>
    </Box>
  );
}
