import FastForwardIcon from '@mui/icons-material/FastForward';
import FastRewindIcon from '@mui/icons-material/FastRewind';
import Forward10Icon from '@mui/icons-material/Forward10';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Replay10Icon from '@mui/icons-material/Replay10';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import {
  doubleClickDirection,
  formatTime,
  SEEK_OVERLAY_MS,
  SEEK_STEP_SECONDS,
  SPEED_CHIPS,
  seekTarget,
  speedLabel,
  stepSpeed,
} from '../lib/playback.ts';
import { usePositionMemory } from './use-position-memory.ts';

interface VideoPlayerProps {
  fileId: number;
  /** The signed URL; empty while it is not known (SPEC §8: a failure leaves it empty). */
  url: string;
  title: string;
  /** The signed URL stopped working (it expired): fetch a new one. */
  onSourceError: () => void;
  /** The playback speed; kept by the page so that it stays when another file is chosen. */
  speed: number;
  onSpeedChange: (speed: number) => void;
}

/** Keys typed into a field belong to the field. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Space, Enter and arrows on a button, link, slider or list item do that control's own job. */
function isControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.closest('button, a[href], [role="slider"], [role="button"], [role="option"], [role="tab"]') !==
    null
  );
}

/**
 * SPEC §2 Lectures: the player with its controls, speed chips, keyboard (Space, Left/Right, m, [ and ]),
 * double-click halves with a 0.5 s overlay, no download and no context menu, and the position kept.
 */
export function VideoPlayer({ fileId, url, title, onSourceError, speed, onSpeedChange }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const frameRef = useRef<HTMLDivElement | null>(null);
  const t = useT();
  const [isPlaying, setIsPlaying] = useState(false);
  const [isMuted, setIsMuted] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [overlay, setOverlay] = useState<{ direction: -1 | 1; key: number } | null>(null);
  const memory = usePositionMemory(fileId, url, videoRef);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    if (video.paused || video.ended) void video.play().catch(() => undefined);
    else video.pause();
  }, [url]);

  const seekBy = useCallback((delta: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seekTarget(video.currentTime, delta, video.duration);
  }, []);

  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
  }, []);

  const changeSpeed = useCallback(
    (next: number) => {
      const video = videoRef.current;
      onSpeedChange(next);
      if (video) {
        video.defaultPlaybackRate = next;
        video.playbackRate = next;
      }
    },
    [onSpeedChange],
  );

  // SPEC §2 Keyboard. Space and the arrows are listened to on the page, so they work without first clicking
  // the video; the character keys m, [ and ] act only while focus is in the player (WCAG 2.1.4, issue 15
  // point 10), so a screen-reader user's letter keys never mute or speed it up from elsewhere.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isEditable(event.target)) return;
      const isOwnControl = isControl(event.target);
      const isInPlayer = event.target instanceof Node && (frameRef.current?.contains(event.target) ?? false);
      if ((event.key === 'm' || event.key === 'M' || event.key === '[' || event.key === ']') && !isInPlayer)
        return;
      switch (event.key) {
        case ' ':
          if (isOwnControl) return;
          togglePlay();
          break;
        case 'ArrowLeft':
        case 'ArrowRight':
          if (isOwnControl) return;
          seekBy(event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS);
          break;
        case 'm':
        case 'M':
          toggleMute();
          break;
        case '[':
        case ']':
          changeSpeed(stepSpeed(videoRef.current?.playbackRate ?? speed, event.key === '[' ? -1 : 1));
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [togglePlay, seekBy, toggleMute, changeSpeed, speed]);

  // SPEC §9: the double-click overlay shows for 0.5 s.
  useEffect(() => {
    if (!overlay) return;
    const timer = window.setTimeout(() => setOverlay(null), SEEK_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [overlay]);

  function handleDoubleClick(event: MouseEvent<HTMLElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    const direction = doubleClickDirection(event.clientX - rect.left, rect.width);
    seekBy(direction * SEEK_STEP_SECONDS);
    setOverlay({ direction, key: Date.now() });
  }

  const seekable = Number.isFinite(duration) && duration > 0;

  return (
    <Box
      ref={frameRef}
      role="region"
      aria-label={t('lectures.videoPlayer')}
      // Focusable, so the keyboard reaches the player's own keys (m, [ and ]) without clicking the video.
      tabIndex={0}
      aria-busy={!memory.isRestored}
      onContextMenu={(event) => event.preventDefault()}
      sx={{ bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box sx={{ position: 'relative' }}>
        {/* Captions are not part of the lecture files; the player has no text track to offer. */}
        {/* biome-ignore lint/a11y/useMediaCaption: lectures carry no caption files. */}
        <video
          ref={videoRef}
          src={url || undefined}
          title={title}
          aria-label={title}
          preload="metadata"
          playsInline
          controlsList="nodownload noremoteplayback"
          disablePictureInPicture
          onContextMenu={(event) => event.preventDefault()}
          onClick={togglePlay}
          onDoubleClick={handleDoubleClick}
          onPlay={() => setIsPlaying(true)}
          onPause={() => {
            setIsPlaying(false);
            memory.save({ toServer: true });
          }}
          onEnded={() => memory.save({ toServer: true })}
          onSeeked={() => memory.save({ toServer: false })}
          onTimeUpdate={(event) => {
            setCurrentTime(event.currentTarget.currentTime);
            memory.onTimeUpdate();
          }}
          onVolumeChange={(event) => setIsMuted(event.currentTarget.muted)}
          onLoadedMetadata={(event) => {
            const video = event.currentTarget;
            video.defaultPlaybackRate = speed;
            video.playbackRate = speed;
            setDuration(video.duration);
            memory.onMetadata();
          }}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
          onError={() => {
            if (url) onSourceError();
          }}
          style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', background: '#000' }}
        />
        {overlay && (
          <Box
            key={overlay.key}
            aria-hidden
            data-testid="seek-overlay"
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              width: '50%',
              left: overlay.direction < 0 ? 0 : '50%',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              color: 'common.white',
              bgcolor: 'rgba(255, 255, 255, 0.15)',
              pointerEvents: 'none',
              fontSize: 24,
              fontWeight: 600,
            }}
          >
            {overlay.direction < 0 ? <FastRewindIcon fontSize="large" /> : null}
            {overlay.direction < 0 ? `-${SEEK_STEP_SECONDS}s` : `+${SEEK_STEP_SECONDS}s`}
            {overlay.direction > 0 ? <FastForwardIcon fontSize="large" /> : null}
          </Box>
        )}
      </Box>

      <Box sx={{ px: 2, pt: 1, pb: 1.5, bgcolor: 'background.paper' }}>
        <Slider
          size="small"
          aria-label={t('lectures.seek')}
          min={0}
          max={seekable ? duration : 1}
          step={0.1}
          value={seekable ? Math.min(currentTime, duration) : 0}
          disabled={!seekable}
          getAriaValueText={(value) =>
            t('lectures.timeOf', { time: formatTime(value), duration: formatTime(duration) })
          }
          onChange={(_, value) => {
            const video = videoRef.current;
            if (video && typeof value === 'number') video.currentTime = value;
          }}
        />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Tooltip title={isPlaying ? t('lectures.pause') : t('lectures.play')}>
            <span>
              <IconButton
                aria-label={isPlaying ? t('lectures.pause') : t('lectures.play')}
                onClick={togglePlay}
                disabled={!url}
              >
                {isPlaying ? <PauseIcon /> : <PlayArrowIcon />}
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('lectures.back10')}>
            <IconButton aria-label={t('lectures.back10')} onClick={() => seekBy(-SEEK_STEP_SECONDS)}>
              <Replay10Icon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('lectures.forward10')}>
            <IconButton aria-label={t('lectures.forward10')} onClick={() => seekBy(SEEK_STEP_SECONDS)}>
              <Forward10Icon />
            </IconButton>
          </Tooltip>
          <Tooltip title={isMuted ? t('lectures.unmute') : t('lectures.mute')}>
            <IconButton aria-label={isMuted ? t('lectures.unmute') : t('lectures.mute')} onClick={toggleMute}>
              {isMuted ? <VolumeOffIcon /> : <VolumeUpIcon />}
            </IconButton>
          </Tooltip>
          <Typography
            variant="body2"
            sx={{ mx: 1, fontVariantNumeric: 'tabular-nums' }}
            aria-label={t('lectures.time')}
          >
            {formatTime(currentTime)} / {formatTime(duration)}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Tooltip title={t('lectures.fullScreen')}>
            <IconButton
              aria-label={t('lectures.fullScreen')}
              onClick={() => void frameRef.current?.requestFullscreen?.().catch(() => undefined)}
            >
              <FullscreenIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label={t('lectures.playbackSpeed')}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('lectures.speed', { speed: speedLabel(speed) })}
          </Typography>
          {SPEED_CHIPS.map((chip) => (
            <Chip
              key={chip}
              label={speedLabel(chip)}
              size="small"
              clickable
              color={chip === speed ? 'primary' : 'default'}
              variant={chip === speed ? 'filled' : 'outlined'}
              aria-pressed={chip === speed}
              onClick={() => changeSpeed(chip)}
            />
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
