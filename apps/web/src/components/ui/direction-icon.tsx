import { IconArrowLeft, IconArrowRight, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface DirectionIconProps {
  /** Back points to the start of the line, forward to its end: left and right in English, mirrored in Arabic by CSS. */
  toward: 'back' | 'forward';
  kind?: 'arrow' | 'chevron';
  size?: number;
  color?: string;
}

/**
 * An arrow or chevron that points along the reading direction: back to the start of the line, forward to its end.
 * It always draws the left-to-right icon; in Arabic the app's stylesheet mirrors direction icons (global.css), so
 * choosing the other icon here as well would turn it round twice.
 */
export function DirectionIcon({ toward, kind = 'arrow', size = 16, color }: DirectionIconProps) {
  const left = toward === 'back';
  const Icon = kind === 'arrow' ? (left ? IconArrowLeft : IconArrowRight) : left ? IconChevronLeft : IconChevronRight;
  return <Icon size={size} color={color} />;
}

/** The Back button's arrow. */
export function BackIcon({ size = 16 }: { size?: number }) {
  return <DirectionIcon toward="back" size={size} />;
}
