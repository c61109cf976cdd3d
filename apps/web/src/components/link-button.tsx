import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';

type LinkButtonProps = Omit<ButtonProps, 'href'> & { to: string };

/**
 * An antd Button that is a real link (right-click / middle-click work) but navigates inside the
 * app on a plain click, instead of nesting a <button> in an <a>.
 */
export function LinkButton({ to, onClick, ...buttonProps }: LinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    const isPlainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!event.defaultPrevented && isPlainClick) {
      event.preventDefault();
      navigate(to);
    }
  };
  return <Button {...buttonProps} href={href} onClick={handleClick} />;
}
