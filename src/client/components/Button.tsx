import { forwardRef, type MouseEvent } from 'react';
import MuiButton, { type ButtonProps as MuiButtonProps } from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export type ButtonSize = 'small' | 'medium' | 'large' | 'xlarge';
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'white' | 'danger' | 'success';

export interface ButtonProps extends Omit<MuiButtonProps, 'variant' | 'size' | 'color'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the label reads 'Loading...' and clicks are ignored. */
  loading?: boolean;
}

type Look = Pick<MuiButtonProps, 'variant' | 'color'> & { sx?: SxProps<Theme> };

const LOOKS: Record<ButtonVariant, Look> = {
  primary: { variant: 'contained', color: 'primary' },
  secondary: { variant: 'contained', color: 'secondary' },
  outline: { variant: 'outlined', color: 'primary' },
  ghost: { variant: 'text', color: 'primary' },
  white: {
    variant: 'contained',
    color: 'inherit',
    sx: { bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'primary.light' } },
  },
  danger: { variant: 'contained', color: 'error' },
  success: { variant: 'contained', color: 'success' },
};

const XLARGE: SxProps<Theme> = { px: 4, py: 1.5, fontSize: '1.125rem' };

/** Holds a ref to its button element, as MUI's does (a popover anchors to it). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'medium', loading = false, disabled = false, onClick, children, sx, ...rest },
  ref,
) {
  const look = LOOKS[variant];
  const inactive = loading || disabled;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) return;
    onClick?.(event);
  };

  return (
    <MuiButton
      {...rest}
      ref={ref}
      variant={look.variant}
      color={look.color}
      size={size === 'xlarge' ? 'large' : size}
      disabled={inactive}
      aria-busy={loading || undefined}
      onClick={handleClick}
      sx={[look.sx ?? {}, size === 'xlarge' ? XLARGE : {}, ...(Array.isArray(sx) ? sx : [sx ?? {}])]}
    >
      {loading ? 'Loading...' : children}
    </MuiButton>
  );
});
