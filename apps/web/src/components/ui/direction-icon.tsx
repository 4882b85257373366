import { IconArrowLeft, IconArrowRight, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface DirectionIconProps {
  /** Back points to the start of the line, forward to its end: left and right in English, mirrored in Arabic. */
  toward: 'back' | 'forward';
  kind?: 'arrow' | 'chevron';
  size?: number;
  color?: string;
}

/** An arrow or chevron that points along the reading direction of the current language. */
export function DirectionIcon({ toward, kind = 'arrow', size = 16, color }: DirectionIconProps) {
  const { i18n } = useTranslation();
  const left = (toward === 'back') !== (i18n.dir() === 'rtl');
  const Icon = kind === 'arrow' ? (left ? IconArrowLeft : IconArrowRight) : left ? IconChevronLeft : IconChevronRight;
  return <Icon size={size} color={color} />;
}

/** The Back button's arrow. */
export function BackIcon({ size = 16 }: { size?: number }) {
  return <DirectionIcon toward="back" size={size} />;
}
