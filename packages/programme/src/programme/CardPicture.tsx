import { FallbackImage } from '@companion/ui';
import { useNearViewport } from './use-near-viewport';

/**
 * A card's Preview picture, loaded once the card is in or near view. Until then a plain box of
 * the picture's size and colour holds its place, so nothing moves when the picture arrives.
 */
export function CardPicture({
  src,
  defaultSrc,
  className,
}: {
  src: string | undefined;
  defaultSrc: string | undefined;
  className: string;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  if (!near) return <div ref={ref} className={className} aria-hidden="true" data-picture="waiting" />;
  return <FallbackImage className={className} src={src} defaultSrc={defaultSrc} alt="" decoding="async" width={400} height={225} />;
}
