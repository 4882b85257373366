import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The Back button's arrow: points to the start of the line, so it is mirrored right to left. */
export function BackIcon({ size = 16 }: { size?: number }) {
  const { i18n } = useTranslation();
  return <IconArrowLeft size={size} style={i18n.dir() === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />;
}
