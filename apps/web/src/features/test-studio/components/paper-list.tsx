import type { PaperItem } from '@aspirant/contract/test-studio.ts';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { plainText } from '../../question-bank/lib/plain-text.ts';

/** Moves the item at `from` to `to` (0-based) in a copy of `ids`. */
export function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The paper in order: each question with Move up / Move down / Remove buttons (keyboard) and a drag handle
 * (mouse and touch screens that drag). `onChange` gets the whole new order; `locked` shows it read-only.
 */
export function PaperList({
  paper,
  locked,
  pending,
  onChange,
}: {
  paper: PaperItem[];
  locked: boolean;
  pending: boolean;
  onChange: (ids: number[], focus: { questionId: number; control: string } | null, moveTo?: number) => void;
}) {
  const t = useT();
  const ids = paper.map((q) => q.questionId);
  const [dragged, setDragged] = useState<number | null>(null);
  const disabled = locked || pending;

  if (paper.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 2 }} data-testid="paper-empty">
        {t('testStudio.paperEmpty')}
      </Typography>
    );
  }

  return (
    <Stack
      component="ol"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('testStudio.paper')}
      data-testid="paper"
    >
      {paper.map((q, index) => {
        const number = index + 1;
        return (
          <Box
            component="li"
            key={q.questionId}
            draggable={!disabled}
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => {
              if (dragged !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null && dragged !== index) onChange(moved(ids, dragged, index), null, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              p: 1,
              border: 1,
              borderColor: dragged === index ? 'primary.main' : 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          >
            {!locked && (
              <DragIndicatorIcon
                aria-hidden
                sx={{
                  color: 'text.secondary',
                  cursor: disabled ? 'default' : 'grab',
                  mt: 0.5,
                  display: { xs: 'none', sm: 'block' },
                }}
              />
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{number}.</strong> {plainText(q.text, 160)}
              </Typography>
              <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                <Chip size="small" variant="outlined" label={`${q.subjectName} · ${q.topicName}`} />
                <Chip size="small" label={t(`questionBank.difficulty_${q.difficulty}`)} />
                {!q.drawable && <Chip size="small" color="warning" label={t('testStudio.retiredChip')} />}
              </Stack>
            </Box>
            {!locked && (
              <Stack direction={{ xs: 'column', sm: 'row' }}>
                <IconButton
                  id={`move-up-${q.questionId}`}
                  size="small"
                  aria-label={t('testStudio.moveUp', { number })}
                  disabled={disabled || index === 0}
                  onClick={() =>
                    onChange(
                      moved(ids, index, index - 1),
                      { questionId: q.questionId, control: 'move-up' },
                      index - 1,
                    )
                  }
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  id={`move-down-${q.questionId}`}
                  size="small"
                  aria-label={t('testStudio.moveDown', { number })}
                  disabled={disabled || index === paper.length - 1}
                  onClick={() =>
                    onChange(
                      moved(ids, index, index + 1),
                      { questionId: q.questionId, control: 'move-down' },
                      index + 1,
                    )
                  }
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('testStudio.remove', { number })}
                  disabled={disabled}
                  onClick={() =>
                    onChange(
                      ids.filter((id) => id !== q.questionId),
                      null,
                    )
                  }
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
