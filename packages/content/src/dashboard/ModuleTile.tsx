import { Link } from 'react-router';
import type { Module } from '@companion/hub-client';
import { Tile, type TileProps } from '@companion/ui';
import { moduleLink } from './module-link';

/** A module's picture tile, to its page or, external, to a new window without the opener. */
export function ModuleTile({
  module,
  label,
  image,
  newWindowLabel,
}: {
  module: Module;
  label: string;
  image: TileProps['image'];
  newWindowLabel: string;
}) {
  const link = moduleLink(module);
  return (
    <Tile
      title={label}
      image={image}
      renderLink={(props) => {
        if (link.kind === 'external') {
          return <a href={link.href} target="_blank" rel="noopener noreferrer" {...props} aria-label={newWindowLabel} />;
        }
        return <Link to={link.kind === 'internal' ? link.to : '/'} {...props} />;
      }}
    />
  );
}
