import { marketplaceTaxonomyTypes, type MarketplaceTaxonomy, type MarketplaceTaxonomyType } from '@companion/hub-client';

export type TaxonomyGroup = { type: MarketplaceTaxonomyType; names: string[] };

/**
 * Highlights, inclusions and exclusions in that order, each with its names as sent; empty groups
 * and types the product does not know are left out (bookable-services §3 "Taxonomy").
 */
export function groupTaxonomies(taxonomies: readonly MarketplaceTaxonomy[]): TaxonomyGroup[] {
  return marketplaceTaxonomyTypes
    .map((type) => ({
      type,
      names: taxonomies.filter((taxonomy) => taxonomy.type.toUpperCase() === type).map((taxonomy) => taxonomy.name),
    }))
    .filter((group) => group.names.length > 0);
}
