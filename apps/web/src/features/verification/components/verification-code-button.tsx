import {
  CODE_SEND_ATTEMPTS_BEFORE_SUPPORT_ADVICE,
  CODE_SEND_MESSAGES,
  VERIFICATION_CODE_COUNTDOWN_SECONDS,
} from '@coastbook/domain';
import { App, Button, type ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';
import { describeCodeSendFailure } from '../lib/code-send-failure';
import { useCountdown } from '../lib/use-countdown';
import { SlidePuzzleDialog, type SlideProof } from './slide-puzzle-dialog';
import '../verification.css';

interface VerificationCodeButtonProps {
  /**
   * Sends the code. With `withSlide` (the default) it gets the key of the slide puzzle the user just
   * passed, which the send spends. May answer the server's `resendAfter` seconds.
   */
  send: (slideKey: string | undefined) => Promise<{ resendAfter?: number } | unknown>;
  /** The host form's check before anything happens (e.g. the phone field); false stops the click. */
  validate?: () => Promise<boolean>;
  /** Whether the slide puzzle must pass before sending (000 §5). Logged-in own-phone sends skip it. */
  withSlide?: boolean;
  disabled?: boolean;
  size?: ButtonProps['size'];
  block?: boolean;
}

function resendAfterOf(answer: unknown): number {
  const seconds = (answer as { resendAfter?: unknown } | null)?.resendAfter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : VERIFICATION_CODE_COUNTDOWN_SECONDS;
}

/**
 * The "get verification code" button (000 §4.5, §5, §8): the host form validates first, the slide
 * puzzle must pass, then the code is sent and a 60 s countdown runs. A refusal shows the server's text
 * before the first comma and resumes the countdown from the seconds after it; without a number the
 * button resets. After 5 sends the user is advised to contact online service.
 */
export function VerificationCodeButton({ send, validate, withSlide = true, disabled, size, block }: VerificationCodeButtonProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const countdown = useCountdown();
  const [slideOpen, setSlideOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const sends = useRef(0);

  const deliver = async (slideKey: string | undefined) => {
    setSending(true);
    try {
      const answer = await send(slideKey);
      sends.current += 1;
      countdown.start(resendAfterOf(answer));
      void message.success(t('verification.codeSent'));
      if (sends.current >= CODE_SEND_ATTEMPTS_BEFORE_SUPPORT_ADVICE) void message.info(CODE_SEND_MESSAGES.contactSupport[language]);
    } catch (error) {
      const failure = describeCodeSendFailure(error, language);
      void message.error(failure.message);
      if (failure.resumeSeconds !== undefined) countdown.start(failure.resumeSeconds);
      else countdown.reset();
    } finally {
      setSending(false);
    }
  };

  const onClick = async () => {
    if (validate && !(await validate())) return;
    if (withSlide) setSlideOpen(true);
    else await deliver(undefined);
  };

  const onVerified = (proof: SlideProof) => {
    setSlideOpen(false);
    void deliver(proof.key);
  };

  const counting = countdown.remaining > 0;
  return (
    <>
      <Button
        className="code-button"
        onClick={() => void onClick()}
        disabled={disabled || counting}
        loading={sending}
        size={size}
        block={block}
        data-testid="code-button"
      >
        {counting ? t('verification.resendIn', { seconds: countdown.remaining }) : CODE_SEND_MESSAGES.button[language]}
      </Button>
      {withSlide && <SlidePuzzleDialog open={slideOpen} onClose={() => setSlideOpen(false)} onVerified={onVerified} />}
    </>
  );
}
