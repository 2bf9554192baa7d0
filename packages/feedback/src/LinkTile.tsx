import { Link } from 'react-router';
import { imageAddress } from '@companion/hub-client';
import { useHub } from '@companion/shell';
import { Tile } from '@companion/ui';

/** A tile with the hub's generated picture for `imageId`, linking inside the app. */
export function LinkTile({ title, to, imageId }: { title: string; to: string; imageId: string | number | null | undefined }) {
  const hub = useHub();
  const image = imageId === null || imageId === undefined ? undefined : { src: imageAddress(hub, { reference: imageId }, { width: 400 }) };
  return (
    <Tile
      title={title}
      image={image}
      renderLink={({ children, className, ...rest }) => (
        <Link to={to} className={className} {...rest}>
          {children}
        </Link>
      )}
    />
  );
}
