import { ArrowRightOutlined, CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TGetSlideVerifyResponse } from '@coastbook/contracts';
import { encodeSlideTrack } from '@coastbook/contracts';
import { SLIDE_PUZZLE } from '@coastbook/domain';
import { Button, Modal, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { getSlideVerify, verifySlide } from '../api/slide-verify';
import { SLIDER_HANDLE_PX, formatSlideOffset, startDrag, type DragRecorder } from '../lib/slide-track';
import '../verification.css';

/** A passed puzzle: the key is the proof a code send (slideKey) or a captcha login (randomStr) spends. */
export interface SlideProof {
  key: string;
  offset: string;
}

type Phase = 'loading' | 'ready' | 'dragging' | 'verifying' | 'passed' | 'failed' | 'error';

interface SlidePuzzleDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called 500 ms after the puzzle passed, as the dialog closes. */
  onVerified: (proof: SlideProof) => void;
  title?: string;
}

const { widthPx: WIDTH, heightPx: HEIGHT, refreshDelayMs, closeDelayMs } = SLIDE_PUZZLE;

/**
 * The slide-puzzle dialog (000 §2.4, §4.8, §9): a 400x200 picture with a hole, the piece drawn on a
 * block image that follows a slider along the bottom (the slider stops 38 px before the right edge).
 * On release the offset and the drag track are verified; a pass closes the dialog after 500 ms, a
 * failure loads a new puzzle after 750 ms, and so does the refresh icon. The puzzle key is on the
 * frame as data-slide-key (browser journeys read the answer for it from the database).
 */
export function SlidePuzzleDialog({ open, onClose, onVerified, title }: SlidePuzzleDialogProps) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState<TGetSlideVerifyResponse | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [offset, setOffset] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const drag = useRef<DragRecorder | null>(null);
  const timers = useRef<number[]>([]);
  const puzzleKey = useRef<string | undefined>(undefined);

  const later = useCallback((ms: number, task: () => void) => {
    timers.current.push(window.setTimeout(task, ms));
  }, []);

  const load = useCallback(async () => {
    setPhase('loading');
    setOffset(0);
    setProblem(null);
    try {
      const next = await getSlideVerify(puzzleKey.current);
      puzzleKey.current = next.key;
      setPuzzle(next);
      setPhase('ready');
    } catch (error) {
      setProblem(errorMessage(error));
      setPhase('error');
    }
  }, []);

  // A new puzzle every time the dialog opens; pending timers die with the dialog.
  useEffect(() => {
    const pending = timers.current;
    if (open) void load();
    return () => {
      for (const timer of pending.splice(0)) window.clearTimeout(timer);
    };
  }, [open, load]);

  const refresh = () => {
    setPhase('loading');
    later(refreshDelayMs, () => void load());
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'ready') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = startDrag({ clientX: event.clientX, clientY: event.clientY, timeMs: event.timeStamp, widthPx: WIDTH });
    setPhase('dragging');
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'dragging' || drag.current === null) return;
    setOffset(drag.current.move(event.clientX, event.clientY, event.timeStamp));
  };

  const onPointerUp = async (event: PointerEvent<HTMLDivElement>) => {
    const recorder = drag.current;
    if (phase !== 'dragging' || recorder === null || puzzle === null) return;
    drag.current = null;
    const released = recorder.move(event.clientX, event.clientY, event.timeStamp);
    setOffset(released);
    setPhase('verifying');
    const proof = { key: puzzle.key, offset: formatSlideOffset(released) };
    try {
      await verifySlide({ ...proof, tracks: encodeSlideTrack(recorder.points()) });
      setPhase('passed');
      later(closeDelayMs, () => onVerified(proof));
    } catch {
      setPhase('failed');
      later(refreshDelayMs, () => void load());
    }
  };

  const busy = phase === 'loading' || phase === 'verifying';
  const sliderClass = `slide-puzzle__slider slide-puzzle__slider--${phase}`;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={WIDTH + 48}
      centered
      destroyOnHidden
      title={title ?? t('verification.slideTitle')}
    >
      <div className="slide-puzzle" data-testid="slide-puzzle" data-slide-key={puzzle?.key ?? ''} data-phase={phase}>
        <div className="slide-puzzle__picture" style={{ width: WIDTH, height: HEIGHT }}>
          {puzzle !== null && phase !== 'error' && (
            <>
              <img className="slide-puzzle__background" src={puzzle.background} width={WIDTH} height={HEIGHT} alt="" draggable={false} />
              <img
                className="slide-puzzle__block"
                src={puzzle.block}
                style={{ left: offset, width: puzzle.blockSize, height: HEIGHT }}
                alt=""
                draggable={false}
              />
            </>
          )}
          {(phase === 'loading' || phase === 'error') && (
            <div className="slide-puzzle__overlay">
              {phase === 'loading' ? <Spin /> : <span>{problem ?? t('verification.slideLoadFailed')}</span>}
            </div>
          )}
          {(phase === 'passed' || phase === 'failed') && (
            <div className={`slide-puzzle__result slide-puzzle__result--${phase}`} role="status">
              {phase === 'passed' ? t('verification.slidePassed') : t('verification.slideFailed')}
            </div>
          )}
          <Button
            className="slide-puzzle__refresh"
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            onClick={refresh}
            disabled={busy}
            aria-label={t('verification.slideRefresh')}
            title={t('verification.slideRefresh')}
            data-testid="slide-refresh"
          />
        </div>
        <div className={sliderClass} style={{ width: WIDTH }}>
          <div className="slide-puzzle__fill" style={{ width: offset + SLIDER_HANDLE_PX }} />
          {phase === 'ready' && <span className="slide-puzzle__hint">{t('verification.slideHint')}</span>}
          <div
            className="slide-puzzle__handle"
            style={{ left: offset, width: SLIDER_HANDLE_PX }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={(event) => void onPointerUp(event)}
            role="slider"
            aria-label={t('verification.slideHint')}
            aria-valuemin={0}
            aria-valuemax={WIDTH - SLIDER_HANDLE_PX}
            aria-valuenow={Math.round(offset)}
            data-testid="slide-handle"
          >
            {phase === 'passed' ? <CheckOutlined /> : phase === 'failed' ? <CloseOutlined /> : <ArrowRightOutlined />}
          </div>
        </div>
      </div>
    </Modal>
  );
}
