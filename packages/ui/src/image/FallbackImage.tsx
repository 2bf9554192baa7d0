import { useState, type ImgHTMLAttributes } from 'react';
import { nextImageStage, PLACEHOLDER_IMAGE, type ImageStage } from './choose-image-source';

export type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | undefined;
  /** The hub's default image (device configuration `defaultImageUrl`). */
  defaultSrc?: string | undefined;
  alt: string;
};

export function FallbackImage({ src, defaultSrc, alt, ...props }: FallbackImageProps) {
  const [stage, setStage] = useState<ImageStage>(src ? 'primary' : defaultSrc ? 'default' : 'placeholder');
  const shown = stage === 'primary' ? src : stage === 'default' ? defaultSrc : PLACEHOLDER_IMAGE;
  return <img {...props} src={shown} alt={alt} onError={() => setStage((current) => nextImageStage(current, Boolean(defaultSrc)))} />;
}
