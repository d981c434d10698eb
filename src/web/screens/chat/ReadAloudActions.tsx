import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/Button/IconButton';
import { StopIcon } from '../../components/icons/chat';
import { PauseIcon, PlayIcon, SpeakerIcon } from '../../components/icons/voice';
import { pauseReading, readAloud, resumeReading, stopReading, useReader } from '../../services/voice/reader';

/** A reply's "Read aloud", and Pause / Resume and Stop while it is the one being read. */
export function ReadAloudActions({ sessionId, messageId, icons }: { sessionId: string; messageId: string; icons: boolean }) {
  const { t } = useTranslation('voice');
  const status = useReader((state) => (state.messageId === messageId ? state.status : undefined));
  if (!status) {
    return (
      <IconButton size="sm" aria-label={t('readAloud')} onClick={() => void readAloud(sessionId, messageId)}>
        {icons && <SpeakerIcon size={15} />}
      </IconButton>
    );
  }
  return (
    <>
      {status === 'paused' ? (
        <IconButton size="sm" aria-label={t('resume')} onClick={resumeReading}>
          {icons && <PlayIcon size={15} />}
        </IconButton>
      ) : (
        // Pause once there is sound to pause; until then only Stop.
        status === 'playing' && (
          <IconButton size="sm" aria-label={t('pause')} onClick={pauseReading}>
            {icons && <PauseIcon size={15} />}
          </IconButton>
        )
      )}
      <IconButton size="sm" aria-label={t('stop')} onClick={stopReading}>
        {icons && <StopIcon size={15} />}
      </IconButton>
    </>
  );
}
